/**
 * Simulated devices syncing through a server, for the convergence properties: spec clients
 * (whole lists, no tombstones, three-way inference on the server) and delta clients (`deleted`
 * tombstones, only what changed, `since`), making random local changes and syncing in random
 * interleavings, some of them concurrent.
 */
import type { Bookmark, MediaId } from '@reelhouse/core/bookmarks/bookmark-schema';
import { addBookmark, removeBookmark, toMediaId } from '@reelhouse/core/bookmarks/bookmarks';
import {
  applyBookmarkEvents,
  type BookmarkEvent,
  type BookmarkKey,
  type BookmarkState,
  getBookmarkKey,
  getLiveBookmarks,
  mergeBookmarkStates,
} from '@reelhouse/core/sync/bookmark-merge';
import { getBookmarkStateFromWire, getBookmarkWire } from '@reelhouse/core/sync/bookmark-wire';
import {
  applyProgressEvents,
  mergeProgressStates,
  type ProgressEvent,
  type ProgressState,
} from '@reelhouse/core/sync/progress-merge';
import {
  getItemsFromProgressState,
  getProgressStateFromItems,
} from '@reelhouse/core/sync/progress-wire';
import {
  type BookmarksAnswer,
  bookmarksAnswerSchema,
  type WatchHistoryAnswer,
  watchHistoryAnswerSchema,
} from '@reelhouse/core/sync/sync-schema';
import type { WatchHistoryItems } from '@reelhouse/core/watch-history/watch-history-schema';
import fc from 'fast-check';
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import {
  createSyncClient,
  createSyncTestApp,
  insertUserWithSessions,
} from './sync-routes.test-support';
import { JAN_1 } from './sync.test-support';

/** A `POST /sync/bookmarks` body as a client writes it. */
export interface BookmarkSyncBody {
  bookmarks: Bookmark[];
  updatedAt: number | null;
  deleted?: { mediaId: MediaId; category: string; deletedAt: number }[];
  since?: number;
}

/** A `POST /sync/watch-history` body as a client writes it. */
export interface WatchHistorySyncBody {
  items: WatchHistoryItems;
  updatedAt: number | null;
  since?: number;
}

/** What the devices talk to: the real routes, or a model of another rule. */
export interface SyncServer {
  postBookmarks(sessionId: string, body: BookmarkSyncBody): Promise<BookmarksAnswer>;
  postWatchHistory(sessionId: string, body: WatchHistorySyncBody): Promise<WatchHistoryAnswer>;
  getBookmarks(sessionId: string): Promise<BookmarksAnswer>;
  getWatchHistory(sessionId: string): Promise<WatchHistoryAnswer>;
}

// Answers must be exactly core's answer shapes: no extra field.
const strictBookmarksAnswer = z.strictObject(bookmarksAnswerSchema.shape);
const strictWatchHistoryAnswer = z.strictObject(watchHistoryAnswerSchema.shape);

/** The routes of `app`, as the user's sessions call them; any answer but 200 throws. */
export function createRouteSyncServer(app: Hono, userId: string): SyncServer {
  const client = (sessionId: string) => createSyncClient(app, userId, sessionId);
  async function read<T>(pending: Promise<Response>, schema: z.ZodType<T>): Promise<T> {
    const response = await pending;
    if (response.status !== 200) {
      throw new Error(`answered ${String(response.status)}: ${await response.text()}`);
    }
    return schema.parse(await response.json());
  }
  return {
    postBookmarks: (sessionId, body) =>
      read(client(sessionId).post('/sync/bookmarks', body), strictBookmarksAnswer),
    postWatchHistory: (sessionId, body) =>
      read(client(sessionId).post('/sync/watch-history', body), strictWatchHistoryAnswer),
    getBookmarks: (sessionId) =>
      read(client(sessionId).get('/users/me/bookmarks'), strictBookmarksAnswer),
    getWatchHistory: (sessionId) =>
      read(client(sessionId).get('/users/me/watch-history'), strictWatchHistoryAnswer),
  };
}

/** What can be watched: a movie and two episodes of a show. */
const WATCHABLES = [
  { mediaId: '603', episodeKey: 'movie', title: 'The Matrix', year: 1999, episode: null },
  {
    mediaId: '1396',
    episodeKey: 's1e1',
    title: 'Breaking Bad',
    year: 2008,
    episode: { id: '62085', number: 1, title: 'Pilot', seasonId: '3572' },
  },
  {
    mediaId: '1396',
    episodeKey: 's1e2',
    title: 'Breaking Bad',
    year: 2008,
    episode: { id: '62086', number: 2, title: 'Cat’s in the Bag...', seasonId: '3572' },
  },
] as const;

export type DeviceKind = 'whole' | 'delta';

/** One step of a history. Every step is one ms later than the previous one. */
export type Step =
  | { type: 'add'; device: number; mediaId: number; category: string }
  /** removes the `pick`-th bookmark the device holds (nothing when it holds none) */
  | { type: 'remove'; device: number; pick: number }
  | { type: 'watch'; device: number; watchable: number; watched: number; duration: number }
  | { type: 'sync'; device: number }
  /** every device syncs at the same time */
  | { type: 'sync-all' };

export interface History {
  kinds: DeviceKind[];
  steps: Step[];
}

const record = { noNullPrototype: true } as const;
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record(
      {
        type: fc.constant('add' as const),
        device: fc.nat(3),
        mediaId: fc.integer({ min: 1, max: 3 }),
        category: fc.constantFrom('watchlist', 'favorites', 'À voir 千'),
      },
      record,
    ),
  },
  {
    weight: 2,
    arbitrary: fc.record(
      { type: fc.constant('remove' as const), device: fc.nat(3), pick: fc.nat(8) },
      record,
    ),
  },
  {
    weight: 2,
    arbitrary: fc.record(
      {
        type: fc.constant('watch' as const),
        device: fc.nat(3),
        watchable: fc.nat(WATCHABLES.length - 1),
        watched: fc.constantFrom(0, 30, 95, 99.5),
        duration: fc.constantFrom(100, 120.5),
      },
      record,
    ),
  },
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constant('sync' as const), device: fc.nat(3) }, record),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'sync-all' as const }) },
);

/** Two to four devices of random kinds, and up to `maxSteps` steps. */
export function historyArb(maxSteps: number): fc.Arbitrary<History> {
  return fc.record(
    {
      kinds: fc.array(fc.constantFrom<DeviceKind>('whole', 'delta'), {
        minLength: 2,
        maxLength: 4,
      }),
      steps: fc.array(stepArb, { maxLength: maxSteps }),
    },
    record,
  );
}

interface Device {
  kind: DeviceKind;
  sessionId: string;
  /** whole-list devices: the spec's list and its `updatedAt` */
  list: Bookmark[];
  updatedAt: number | null;
  /** delta devices: the merge state, the keys changed since the last answer, the cursor */
  bookmarks: BookmarkState;
  changedBookmarks: Set<BookmarkKey>;
  bookmarkCursor: number | undefined;
  /** every device: progress (device ids are the server's business), changes, cursor */
  progress: ProgressState;
  changedMedia: Set<string>;
  historyCursor: number | undefined;
}

/** When whole-list devices sync: only when told, or also right before and after each removal. */
export type WholeListHabit = 'sync-when-told' | 'sync-around-removals';

export interface SimulationResult {
  bookmarkEvents: BookmarkEvent[];
  progressEvents: ProgressEvent[];
  /** every key a device ever removed */
  removedKeys: Set<BookmarkKey>;
  /** each device's live bookmarks and watch history after the final syncs */
  devices: { kind: DeviceKind; bookmarks: Bookmark[]; items: WatchHistoryItems }[];
  server: { bookmarks: BookmarksAnswer; history: WatchHistoryAnswer };
}

/**
 * Plays a history against `server`, then has every device sync twice (each round concurrent).
 * The clock starts at `startMs` + 1 and moves 1 ms per step; `onClock` tells the server's clock.
 */
export async function simulate(
  history: History,
  server: SyncServer,
  options: { habit: WholeListHabit; sessionPrefix: string; onClock: (ms: number) => void },
): Promise<SimulationResult> {
  let clock = JAN_1;
  const devices: Device[] = history.kinds.map((kind, n) => ({
    kind,
    sessionId: `${options.sessionPrefix}-${String(n)}`,
    list: [],
    updatedAt: null,
    bookmarks: new Map(),
    changedBookmarks: new Set(),
    bookmarkCursor: undefined,
    progress: new Map(),
    changedMedia: new Set(),
    historyCursor: undefined,
  }));
  const result: Omit<SimulationResult, 'devices' | 'server'> = {
    bookmarkEvents: [],
    progressEvents: [],
    removedKeys: new Set(),
  };
  const sync = (device: Device) => syncDevice(device, server, clock);

  for (const step of history.steps) {
    clock += 1;
    options.onClock(clock);
    if (step.type === 'sync-all') {
      await Promise.all(devices.map(sync));
      continue;
    }
    const device = devices[step.device % devices.length];
    if (!device) continue;
    if (step.type === 'sync') {
      await sync(device);
    } else if (step.type === 'add') {
      addLocally(device, { mediaId: toMediaId(step.mediaId), category: step.category }, clock);
      result.bookmarkEvents.push({
        kind: 'add',
        mediaId: toMediaId(step.mediaId),
        category: step.category,
        atMs: clock,
      });
    } else if (step.type === 'remove') {
      const aroundRemoval = device.kind === 'whole' && options.habit === 'sync-around-removals';
      if (aroundRemoval) await sync(device);
      const removed = removeLocally(device, step.pick, clock);
      if (removed) {
        result.bookmarkEvents.push({ kind: 'remove', ...removed, atMs: clock });
        result.removedKeys.add(getBookmarkKey(removed));
      }
      if (aroundRemoval) await sync(device);
    } else {
      const watchable = WATCHABLES[step.watchable] ?? WATCHABLES[0];
      const save: ProgressEvent = {
        ...watchable,
        episode: watchable.episode && { ...watchable.episode },
        updatedAt: clock,
        watchedSeconds: step.watched,
        durationSeconds: step.duration,
        deviceId: '',
      };
      device.progress = applyProgressEvents(device.progress, [save]);
      device.changedMedia.add(save.mediaId);
      result.progressEvents.push(save);
    }
  }

  for (let round = 0; round < 2; round += 1) await Promise.all(devices.map(sync));
  const anySession = devices[0]?.sessionId ?? '';
  return {
    ...result,
    devices: devices.map((device) => ({
      kind: device.kind,
      bookmarks: device.kind === 'whole' ? device.list : getLiveBookmarks(device.bookmarks),
      items: getItemsFromProgressState(device.progress),
    })),
    server: {
      bookmarks: await server.getBookmarks(anySession),
      history: await server.getWatchHistory(anySession),
    },
  };
}

function addLocally(
  device: Device,
  target: { mediaId: MediaId; category: string },
  atMs: number,
): void {
  if (device.kind === 'whole') {
    device.list = addBookmark(device.list, { ...target, mediaType: undefined }, atMs);
    device.updatedAt = atMs;
    return;
  }
  device.bookmarks = applyBookmarkEvents(device.bookmarks, [{ kind: 'add', ...target, atMs }]);
  device.changedBookmarks.add(getBookmarkKey(target));
}

/** Removes one bookmark the device shows, as its user would; null when it shows none. */
function removeLocally(
  device: Device,
  pick: number,
  atMs: number,
): { mediaId: MediaId; category: string } | null {
  const shown = device.kind === 'whole' ? device.list : getLiveBookmarks(device.bookmarks);
  const chosen = shown[pick % Math.max(1, shown.length)];
  if (!chosen) return null;
  const target = { mediaId: chosen.mediaId, category: chosen.category };
  if (device.kind === 'whole') {
    device.list = removeBookmark(device.list, { ...target, mediaType: undefined });
    device.updatedAt = atMs;
  } else {
    device.bookmarks = applyBookmarkEvents(device.bookmarks, [{ kind: 'remove', ...target, atMs }]);
    device.changedBookmarks.add(getBookmarkKey(target));
  }
  return target;
}

async function syncDevice(device: Device, server: SyncServer, nowMs: number): Promise<void> {
  await (device.kind === 'whole'
    ? syncWholeList(device, server)
    : syncDelta(device, server, nowMs));
  await syncHistory(device, server, nowMs);
}

/** The spec's client: its whole list and `updatedAt`; it keeps the merged list it is answered. */
async function syncWholeList(device: Device, server: SyncServer): Promise<void> {
  const answer = await server.postBookmarks(device.sessionId, {
    bookmarks: device.list,
    updatedAt: device.updatedAt,
  });
  device.list = answer.bookmarks;
}

/** A client that keeps tombstones: only what changed (everything the first time), `since`. */
async function syncDelta(device: Device, server: SyncServer, nowMs: number): Promise<void> {
  const sent = new Set(device.changedBookmarks);
  const isFirst = device.bookmarkCursor === undefined;
  const changed = isFirst
    ? device.bookmarks
    : new Map([...device.bookmarks].filter(([key]) => sent.has(key)));
  const answer = await server.postBookmarks(device.sessionId, {
    ...getBookmarkWire(changed),
    updatedAt: nowMs,
    ...(device.bookmarkCursor === undefined ? {} : { since: device.bookmarkCursor }),
  });
  device.bookmarks = mergeBookmarkStates(
    device.bookmarks,
    getBookmarkStateFromWire(answer.bookmarks, answer.deleted),
  );
  for (const key of sent) device.changedBookmarks.delete(key);
  device.bookmarkCursor = answer.cursor;
}

/** Whole-list devices send every item; delta devices only the changed ones, with `since`. */
async function syncHistory(device: Device, server: SyncServer, nowMs: number): Promise<void> {
  const sent = new Set(device.changedMedia);
  const isWhole = device.kind === 'whole' || device.historyCursor === undefined;
  const items = getItemsFromProgressState(
    isWhole
      ? device.progress
      : new Map([...device.progress].filter(([, r]) => sent.has(r.mediaId))),
  );
  const answer = await server.postWatchHistory(device.sessionId, {
    items,
    updatedAt: nowMs,
    ...(device.kind === 'delta' && device.historyCursor !== undefined
      ? { since: device.historyCursor }
      : {}),
  });
  device.progress = mergeProgressStates(
    device.progress,
    getProgressStateFromItems(answer.items, ''),
  );
  for (const mediaId of sent) device.changedMedia.delete(mediaId);
  device.historyCursor = answer.cursor;
}

/**
 * The naive rule, for the control test: the incoming list replaces the stored one (bookmarks and
 * history alike), and every answer is the stored list.
 */
export function createNaiveSyncServer(): SyncServer {
  let bookmarks: Bookmark[] = [];
  let items: WatchHistoryItems = {};
  const bookmarksAnswer = (): BookmarksAnswer => ({ bookmarks, deleted: [], cursor: 0 });
  return {
    postBookmarks: (_session, body) => {
      bookmarks = body.bookmarks;
      return Promise.resolve(bookmarksAnswer());
    },
    postWatchHistory: (_session, body) => {
      items = body.items;
      return Promise.resolve({ items, cursor: 0 });
    },
    getBookmarks: () => Promise.resolve(bookmarksAnswer()),
    getWatchHistory: () => Promise.resolve({ items, cursor: 0 }),
  };
}

/** A server over the real routes for a new user with four sessions, and its movable clock. */
export interface RouteSyncRun {
  server: SyncServer;
  sessionPrefix: string;
  onClock: (ms: number) => void;
}

/** Sets up {@link RouteSyncRun} for `userId` (new for each history, so no clean-up is needed). */
export async function startRouteSyncRun(
  db: Kysely<Database>,
  userId: string,
): Promise<RouteSyncRun> {
  const sessionPrefix = `${userId}-session`;
  const sessions = [0, 1, 2, 3].map((n) => `${sessionPrefix}-${String(n)}`);
  await insertUserWithSessions(db, userId, sessions);
  let nowMs = 0;
  const app = createSyncTestApp(db, () => nowMs);
  return {
    server: createRouteSyncServer(app, userId),
    sessionPrefix,
    onClock: (ms) => {
      nowMs = ms;
    },
  };
}

/** The state the core merge gives for every change made: the spec's list, tombstones, items. */
export function getExpectedState(result: SimulationResult) {
  const bookmarks = getBookmarkWire(applyBookmarkEvents(new Map(), result.bookmarkEvents));
  const progress = applyProgressEvents(new Map(), result.progressEvents);
  return { ...bookmarks, items: getItemsFromProgressState(progress) };
}

/** Bookmarks some device added and none removed that the server does not hold live. */
export function getLostKeys(result: SimulationResult): BookmarkKey[] {
  const live = new Set(result.server.bookmarks.bookmarks.map((b) => getBookmarkKey(b)));
  const lost = result.bookmarkEvents
    .map((event) => getBookmarkKey(event))
    .filter((key) => !result.removedKeys.has(key) && !live.has(key));
  return [...new Set(lost)];
}

/** Every device holds what the server holds. */
export function expectConverged(result: SimulationResult): void {
  for (const device of result.devices) {
    expect(device.bookmarks).toStrictEqual(result.server.bookmarks.bookmarks);
    expect(device.items).toStrictEqual(result.server.history.items);
  }
}
