/**
 * A browser for the sync tests: storage in a map, the real bookmarks store, watch-history writer,
 * local-change queue and outbox over it, and a fake account server built on the core merges.
 */
import type { Bookmark } from '@reelhouse/core/bookmarks/bookmark-schema';
import { planBookmarkLoad } from '@reelhouse/core/bookmarks/load-bookmarks';
import type { BookmarkState } from '@reelhouse/core/sync/bookmark-merge';
import { syncBookmarks } from '@reelhouse/core/sync/bookmark-wire';
import { mergeWatchHistoryItems } from '@reelhouse/core/sync/progress-wire';
import {
  bookmarkSyncRequestSchema,
  watchHistorySyncRequestSchema,
} from '@reelhouse/core/sync/sync-schema';
import { migrateWatchHistory } from '@reelhouse/core/watch-history/migration';
import type { WatchHistoryItems } from '@reelhouse/core/watch-history/watch-history-schema';
import { ApiError } from '../api-client';
import { createBookmarksStore } from '../bookmarks-store';
import { createWatchHistoryWriter } from '../watch-history-writer';
import { createAccountSync } from './account-sync';
import { createLocalChanges } from '../local-changes';
import { createLocalChangeFlusher } from './local-change-flusher';
import type { SyncApi } from './list-sync';
import { createSyncOutbox, type SyncStorage } from './outbox';

export const ADA = {
  name: 'Ada',
  email: 'ada@example.com',
  username: 'ada',
  isDonator: false,
  '4k_token': null,
};

export type Handler = (body: unknown) => unknown;

/** The account server: merges like the real one, answers everything, counts its changes. */
function createFakeServer() {
  let bookmarks: BookmarkState = new Map();
  let history: WatchHistoryItems = {};
  let cursor = 0;
  const routes = new Map<string, Handler>([
    ['/api/users/me', () => ADA],
    [
      '/api/sync/bookmarks',
      (body) => {
        const request = bookmarkSyncRequestSchema.parse(body);
        const result = syncBookmarks(bookmarks, request, null, Number.MAX_SAFE_INTEGER);
        bookmarks = result.state;
        cursor += 1;
        return { ...result.answer, cursor };
      },
    ],
    [
      '/api/sync/watch-history',
      (body) => {
        const request = watchHistorySyncRequestSchema.parse(body);
        history = mergeWatchHistoryItems(history, request.items);
        cursor += 1;
        return { items: history, cursor };
      },
    ],
    ['/api/sync/4k_token', () => null],
  ]);
  return { routes, getHistory: () => history };
}

export function setupBrowser(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const storage: SyncStorage = {
    read: (key) => values.get(key) ?? null,
    write: (key, value) => values.set(key, value),
    remove: (keys) => {
      for (const key of keys) values.delete(key);
    },
  };
  let clock = 1_700_000_000_000;
  const nowMs = () => clock;
  const queue = createLocalChanges();
  const flusher = createLocalChangeFlusher(() =>
    Promise.resolve(() => {
      outbox.flush();
    }),
  );
  queue.listen(() => flusher.request());
  const outbox = createSyncOutbox({ storage, takeQueued: () => queue.take() });
  const bookmarks = createBookmarksStore({
    storage: { ...storage, subscribe: () => () => undefined },
    nowMs,
    notify: () => undefined,
    schedule: () => undefined,
    loadPlanner: () => Promise.resolve(planBookmarkLoad),
    onChange: (change) => {
      queue.queue({ type: 'bookmarks', ...change });
    },
  });
  const writer = createWatchHistoryWriter({
    readRaw: () => values.get('media-tracking') ?? null,
    writeRaw: (value) => values.set('media-tracking', value),
    loadMigrate: () => Promise.resolve(migrateWatchHistory),
    afterWrite: () => Promise.resolve(),
    onRecorded: (id, atMs) => {
      queue.queue({ type: 'watch-history', id, atMs });
    },
  });
  const server = createFakeServer();
  const calls: { path: string; body: unknown }[] = [];
  const respond = async (path: string, body: unknown): Promise<unknown> => {
    calls.push({ path, body });
    await Promise.resolve();
    const handler = server.routes.get(path);
    if (handler === undefined) throw new ApiError(404, 'Not found');
    return handler(body);
  };
  const api: SyncApi = {
    getJson: (path) => respond(path, undefined),
    postJson: (path, body) => respond(path, body),
  };
  const notices: string[] = [];
  const announced: string[] = [];
  let reloads = 0;
  const sync = createAccountSync({
    api,
    storage,
    outbox,
    bookmarks,
    history: {
      readStore: writer.readStore,
      update: writer.update,
      migrateStored: writer.migrateStored,
      readNow: () => {
        const raw = values.get('media-tracking');
        return raw === undefined ? {} : (migrateWatchHistory(JSON.parse(raw))?.store.items ?? null);
      },
    },
    nowMs,
    notify: (message) => notices.push(message),
    announce: (key) => announced.push(key),
    reload: () => {
      reloads += 1;
    },
  });
  return {
    sync,
    values,
    bookmarks,
    writer,
    outbox,
    server,
    calls,
    notices,
    announced,
    paths: () => calls.map((call) => call.path),
    reloads: () => reloads,
    tick: (ms: number) => {
      clock += ms;
    },
    /** replaces a route of the fake server */
    route: (path: string, handler: Handler) => server.routes.set(path, handler),
    storedBookmarks: () => JSON.parse(values.get('bookmarks') ?? '[]') as Bookmark[],
  };
}

/** A stored user-info record. */
export function signedIn(extra: Record<string, unknown> = {}): Record<string, string> {
  return { 'user-info': JSON.stringify({ username: 'ada', ...extra }) };
}
