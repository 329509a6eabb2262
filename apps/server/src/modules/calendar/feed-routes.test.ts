import { toMediaId } from '@reelhouse/core/bookmarks/bookmarks';
import { Hono } from 'hono';
import ICAL from 'ical.js';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createErrorHandler } from '../../http/errors';
import { createLogger } from '../../observability/logger';
import { useTestDatabase } from '../../../test-support/test-database';
import { CatalogueUnavailableError } from '../catalogue/catalogue';
import { useRealCatalogue } from '../catalogue/embedded/real-catalogue.test-support';
import { createLimiterFactory } from '../limits/limiter';
import { createSqlBookmarkSyncRepository } from '../sync/bookmark-repository';
import { createSqlProgressSyncRepository } from '../sync/progress-repository';
import {
  fakeRequireSession,
  syncDatabaseTargets,
  TEST_SESSION_HEADER,
} from '../sync/sync-routes.test-support';
import { clearAccounts, insertUser } from '../sync/sync.test-support';
import { createCalendarService } from './calendar-service';
import { createCalendarFeeds } from './feed';
import { createCalendarFeedRoutes } from './feed-routes';
import { createSqlCalendarFeedRepository } from './feed-repository';
import { createSqlFollowChoiceRepository } from './follow-repository';
import { createFollowChoiceRoutes } from './follow-routes';

/** Wednesday 14 August 2013: Breaking Bad's 5x09 aired on the 11th, the finale airs on 29 September. */
const NOW = Date.parse('2013-08-14T12:00:00Z');
const ALICE = { [TEST_SESSION_HEADER]: 'alice:s1' };

interface ParsedEvent {
  uid: string;
  summary: string;
  start: string;
  isDate: boolean;
  url: string;
}

function parseFeed(text: string): { name: string; events: ParsedEvent[] } {
  // ical.js types its parse result loosely; a calendar text parses to one component's jCal.
  const jcal = ICAL.parse(text) as unknown[];
  const calendar = new ICAL.Component(jcal);
  return {
    name: String(calendar.getFirstPropertyValue('x-wr-calname')),
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        summary: event.summary,
        start: event.startDate.toString(),
        isDate: event.startDate.isDate,
        url: String(component.getFirstPropertyValue('url')),
      };
    }),
  };
}

describe.each(syncDatabaseTargets())('the calendar feed on $dialect', (target) => {
  const getDatabase = useTestDatabase(() => target.open());
  const getCatalogue = useRealCatalogue();
  let app: Hono;
  /** Series whose details the catalogue fails to read (nothing cached). */
  let failingSeries: number[] = [];

  beforeAll(() => {
    const { db } = getDatabase();
    const real = getCatalogue();
    const follows = createSqlFollowChoiceRepository(db);
    const feeds = createCalendarFeeds({
      repository: createSqlCalendarFeedRepository(db),
      follows,
      bookmarks: createSqlBookmarkSyncRepository(db),
      progress: createSqlProgressSyncRepository(db),
      calendar: createCalendarService({
        ...real,
        getDetails: (mediaType, id, append) =>
          failingSeries.includes(id)
            ? Promise.reject(new CatalogueUnavailableError('Bad Gateway', 502))
            : real.getDetails(mediaType, id, append),
      }),
      now: () => NOW,
    });
    app = new Hono();
    app.onError(createErrorHandler(createLogger('silent')));
    app.route(
      '/api',
      createCalendarFeedRoutes({
        feeds,
        requireSession: fakeRequireSession,
        limits: createLimiterFactory(),
        publicUrl: 'https://reelhouse.example',
      }),
    );
    app.route(
      '/api',
      createFollowChoiceRoutes({
        repository: follows,
        requireSession: fakeRequireSession,
        publicUrl: 'https://reelhouse.example',
      }),
    );
  });

  beforeEach(async () => {
    failingSeries = [];
    const { db } = getDatabase();
    await db.deleteFrom('calendar_feeds').execute();
    await db.deleteFrom('follow_choices').execute();
    await clearAccounts(db);
    await insertUser(db, 'alice');
    await createSqlBookmarkSyncRepository(db).mergeIn('alice', [
      {
        mediaId: toMediaId(1396),
        mediaType: 'tv',
        category: 'watchlist',
        addedAt: 1,
        deletedAt: 0,
      },
      // A removed bookmark follows nothing.
      {
        mediaId: toMediaId(1399),
        mediaType: 'tv',
        category: 'watchlist',
        addedAt: 1,
        deletedAt: 2,
      },
    ]);
  });

  const createLink = async () => {
    const response = await app.request('/api/calendar-feed', { method: 'POST', headers: ALICE });
    expect(response.status).toBe(201);
    return ((await response.json()) as { url: string }).url;
  };
  const pathOf = (url: string) => new URL(url).pathname;

  it('serves an iCalendar feed of the followed series: one all-day event per episode with a stable UID and the episode page', async () => {
    const url = await createLink();
    expect(url).toMatch(
      /^https:\/\/reelhouse\.example\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/,
    );
    const response = await app.request(pathOf(url));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    const feed = parseFeed(await response.text());
    expect(feed.name).toBe('Reelhouse: new episodes');
    expect(feed.events.map((event) => event.start)).toEqual([
      '2013-08-11',
      '2013-08-18',
      '2013-08-25',
      '2013-09-01',
      '2013-09-08',
      '2013-09-15',
      '2013-09-22',
      '2013-09-29',
    ]);
    expect(feed.events.every((event) => event.isDate)).toBe(true);
    expect(feed.events[0]).toEqual({
      uid: '1396-s5e9@reelhouse.example',
      summary: 'Breaking Bad · S5 · E9 · Blood Money',
      start: '2013-08-11',
      isDate: true,
      url: 'https://reelhouse.example/series/1396-breaking-bad/5/9',
    });
    const again = parseFeed(await (await app.request(pathOf(url))).text());
    expect(again.events.map((event) => event.uid)).toEqual(feed.events.map((event) => event.uid));
  });

  it("follows the account's Follow choices: an unfollowed bookmark leaves the feed, a followed series joins it", async () => {
    const url = await createLink();
    const chosen = await app.request('/api/follow-choices', {
      method: 'POST',
      headers: { ...ALICE, 'Content-Type': 'application/json' },
      // Breaking Bad unfollowed although bookmarked; Under the Dome (summer 2013) followed.
      body: JSON.stringify({
        choices: [
          [1396, 'unfollow', 5],
          [46331, 'follow', 6],
        ],
      }),
    });
    expect(chosen.status).toBe(200);
    expect(await chosen.json()).toEqual({
      choices: [
        [1396, 'unfollow', 5],
        [46331, 'follow', 6],
      ],
    });
    const feed = parseFeed(await (await app.request(pathOf(url))).text());
    expect(feed.events.length).toBeGreaterThan(0);
    expect(feed.events.every((event) => event.uid.startsWith('46331-'))).toBe(true);
    expect(feed.events[0]?.summary).toMatch(/^Under the Dome · S1 · E/);
  });

  it('answers 503 rather than a feed missing a series the catalogue could not read', async () => {
    const url = await createLink();
    const chosen = await app.request('/api/follow-choices', {
      method: 'POST',
      headers: { ...ALICE, 'Content-Type': 'application/json' },
      body: JSON.stringify({ choices: [[46331, 'follow', 6]] }),
    });
    expect(chosen.status).toBe(200);
    failingSeries = [46331];
    const response = await app.request(pathOf(url));
    // The calendar app keeps the events it had, Under the Dome's among them.
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('600');
    failingSeries = [];
    expect((await app.request(pathOf(url))).status).toBe(200);
  });

  it.each([
    ['a bad choice', { choices: [[1396, 'maybe', 5]] }],
    ['a bad id', { choices: [[0, 'follow', 5]] }],
    ['no list', {}],
  ])('refuses Follow choices with %s (400), storing nothing', async (_case, body) => {
    const response = await app.request('/api/follow-choices', {
      method: 'POST',
      headers: { ...ALICE, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(400);
    expect(await getDatabase().db.selectFrom('follow_choices').selectAll().execute()).toEqual([]);
  });

  it('stops serving the old link at once when the link is reset, and the new one works', async () => {
    const first = await createLink();
    const second = await createLink();
    expect(second).not.toBe(first);
    expect((await app.request(pathOf(first))).status).toBe(404);
    expect((await app.request(pathOf(second))).status).toBe(200);
    const status = await app.request('/api/calendar-feed', { headers: ALICE });
    expect(await status.json()).toEqual({ exists: true, createdAt: NOW });
  });

  it('serves nothing once the feed is turned off', async () => {
    const url = await createLink();
    const removed = await app.request('/api/calendar-feed', { method: 'DELETE', headers: ALICE });
    expect(removed.status).toBe(204);
    expect((await app.request(pathOf(url))).status).toBe(404);
    const status = await app.request('/api/calendar-feed', { headers: ALICE });
    expect(await status.json()).toEqual({ exists: false, createdAt: null });
  });

  it('answers 404 to a made-up token and 401 to making a link without a session', async () => {
    expect((await app.request(`/api/calendar-feed/${'x'.repeat(43)}.ics`)).status).toBe(404);
    expect((await app.request('/api/calendar-feed', { method: 'POST' })).status).toBe(401);
  });

  it('refuses to make a link from another site', async () => {
    const response = await app.request('/api/calendar-feed', {
      method: 'POST',
      headers: { ...ALICE, 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(response.status).toBe(403);
  });
});
