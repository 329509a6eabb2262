/**
 * The browser's account sync (spec sections 2, 4 and 8) against a fake account API answered in
 * the browser (`page.route`): the sync on load with its toasts, a 401 ending the session, an
 * unsent change kept across a failed sync and a reload, the usage events of bookmark clicks, and
 * the 25 s progress sync while playing (the page's clock is moved forward, not waited for).
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { openPlayer, seedStorage, waitForShellHydration } from './support';

const MOVIE_PATH = '/movies/299534-avengers-endgame';
const PLAYABLE_PATH = '/movies/10378-big-buck-bunny';
const USER = { name: 'Ada', email: 'ada@example.com', username: 'ada', isDonator: false };

interface WireBookmark {
  mediaId: number;
  category: string;
  addedAt: number;
}

interface LoggedCall {
  path: string;
  body: Record<string, unknown> | null;
}

/**
 * A fake account API: merges bookmarks by (mediaId, category) with tombstones, keeps the history
 * entries it was sent, counts a cursor, and logs every call. `failing` paths answer 503.
 */
async function fakeAccountApi(page: Page, options: { accountBookmarks?: WireBookmark[] } = {}) {
  const log: LoggedCall[] = [];
  const failing = new Set<string>();
  const live = new Map<string, WireBookmark>();
  for (const b of options.accountBookmarks ?? []) live.set(`${b.mediaId}/${b.category}`, b);
  let cursor = 0;
  let isUnauthorized = false;

  const answer = async (route: Route, handle: (body: Record<string, unknown>) => unknown) => {
    const path = new URL(route.request().url()).pathname;
    const body = route.request().postDataJSON() as Record<string, unknown> | null;
    log.push({ path, body });
    if (isUnauthorized) return route.fulfill({ status: 401, json: { error: 'Unauthorized' } });
    if (failing.has(path)) return route.fulfill({ status: 503, json: { error: 'Unavailable' } });
    const result = handle(body ?? {});
    return result === null ? route.fulfill({ status: 204 }) : route.fulfill({ json: result });
  };

  await page.route('**/api/users/me', (route) => answer(route, () => USER));
  await page.route('**/api/sync/bookmarks', (route) =>
    answer(route, (body) => {
      for (const b of body.bookmarks as WireBookmark[]) {
        const known = live.get(`${b.mediaId}/${b.category}`);
        if (!known || known.addedAt < b.addedAt) live.set(`${b.mediaId}/${b.category}`, b);
      }
      for (const d of body.deleted as { mediaId: number; category: string; deletedAt: number }[]) {
        const key = `${d.mediaId}/${d.category}`;
        if ((live.get(key)?.addedAt ?? Infinity) < d.deletedAt) live.delete(key);
      }
      cursor += 1;
      return { bookmarks: [...live.values()], deleted: [], cursor };
    }),
  );
  await page.route('**/api/sync/watch-history', (route) =>
    answer(route, (body) => {
      cursor += 1;
      return { items: body.items, cursor };
    }),
  );
  await page.route('**/api/sync/4k_token', (route) => answer(route, () => null));
  await page.route('**/api/events', (route) => answer(route, () => null));

  const calls = (path: string) => log.filter((call) => call.path === path);
  return {
    log,
    calls,
    paths: () => log.map((call) => call.path),
    fail: (path: string) => failing.add(path),
    recover: (path: string) => failing.delete(path),
    endSession: () => {
      isUnauthorized = true;
    },
  };
}

function readStored(page: Page, key: string): Promise<unknown> {
  return page.evaluate((k) => JSON.parse(window.localStorage.getItem(k) ?? 'null') as unknown, key);
}

test.skip(({ isMobile }) => isMobile, 'the sync does not depend on the width');

test('on load, the sync sends the local bookmarks, applies the account’s list and says so the first time only', async ({
  page,
}) => {
  const api = await fakeAccountApi(page, {
    accountBookmarks: [{ mediaId: 949, category: 'favorites', addedAt: 2000 }],
  });
  await seedStorage(
    page,
    {
      'user-info': { username: 'ada' },
      bookmarks: [{ mediaId: 603, category: 'watchlist', addedAt: 1000 }],
    },
    { once: true },
  );
  await page.goto('/');
  await waitForShellHydration(page);

  await expect(page.getByText('Bookmarks synced successfully.')).toBeVisible();
  await expect(page.getByText('Watch progress and history synced successfully.')).toBeVisible();
  expect(api.paths()).toEqual(['/api/users/me', '/api/sync/bookmarks', '/api/sync/watch-history']);
  expect(api.calls('/api/sync/bookmarks')[0]?.body).toEqual({
    bookmarks: [{ mediaId: 603, category: 'watchlist', addedAt: 1000 }],
    updatedAt: 1000,
    deleted: [],
  });
  await expect
    .poll(() => readStored(page, 'bookmarks'))
    .toEqual([
      { mediaId: 603, category: 'watchlist', addedAt: 1000 },
      { mediaId: 949, category: 'favorites', addedAt: 2000 },
    ]);
  expect(await readStored(page, 'user-info')).toMatchObject({ ...USER });

  const firstSyncTime = await readStored(page, 'lastWatchHistoryUpdateTime');
  expect(firstSyncTime).toEqual(expect.any(Number));

  // The next load syncs again and says nothing: the success toasts are for the first sync only.
  await page.reload();
  await waitForShellHydration(page);
  await expect.poll(() => api.calls('/api/sync/watch-history').length).toBe(2);
  expect(api.calls('/api/sync/bookmarks')[1]?.body).toMatchObject({ bookmarks: [], since: 1 });
  await expect
    .poll(() => readStored(page, 'lastWatchHistoryUpdateTime'))
    .not.toEqual(firstSyncTime);
  // A toast would be on screen within a frame of the step's end; give it ample time to show.
  await page.waitForTimeout(1_000);
  // Counted once, not awaited: a retrying assertion would pass when a shown toast times out.
  expect(await page.locator('[data-sonner-toast]').allTextContents()).toEqual([]);
});

test('a 401 from the account API clears the session and the header offers Login again', async ({
  page,
}) => {
  const api = await fakeAccountApi(page);
  api.endSession();
  await seedStorage(page, { 'user-info': { username: 'ada' } }, { once: true });
  await page.goto('/');
  await waitForShellHydration(page);
  await expect.poll(() => readStored(page, 'user-info')).toBeNull();
  await expect(page.getByTestId('site-header').getByRole('link', { name: 'Login' })).toBeVisible();
  expect(api.paths()).toEqual(['/api/users/me']);
});

test('a bookmark change that could not be sent is kept, sent on the next load, and counted as a usage event', async ({
  page,
}) => {
  const api = await fakeAccountApi(page);
  await seedStorage(page, { 'user-info': { username: 'ada' } }, { once: true });
  await page.goto(MOVIE_PATH);
  await waitForShellHydration(page);
  await expect.poll(() => api.calls('/api/sync/watch-history').length).toBe(1);

  api.fail('/api/sync/bookmarks');
  await page.getByRole('button', { name: 'Watchlist', exact: true }).click();
  await expect
    .poll(() => api.calls('/api/events').map((call) => call.body))
    .toEqual([{ name: 'bookmarks-added', category: 'watchlist' }]);
  await expect.poll(() => api.calls('/api/sync/bookmarks').length).toBe(2);
  expect(await readStored(page, 'bookmarkSync')).toMatchObject({
    account: 'ada',
    cursor: 1,
    pending: [{ kind: 'add', mediaId: 299534, category: 'watchlist' }],
  });

  api.recover('/api/sync/bookmarks');
  await page.reload();
  await waitForShellHydration(page);
  await expect.poll(() => api.calls('/api/sync/bookmarks').length).toBe(3);
  expect(api.calls('/api/sync/bookmarks')[2]?.body).toMatchObject({
    bookmarks: [{ mediaId: 299534, category: 'watchlist' }],
    deleted: [],
    since: 1,
  });
  await expect
    .poll(() => readStored(page, 'bookmarkSync'))
    .toMatchObject({ account: 'ada', pending: [] });
});

test('while playing, watch progress goes to the account at most once every 25 s', async ({
  page,
}) => {
  await page.clock.install();
  const api = await fakeAccountApi(page);
  await seedStorage(page, { 'user-info': { username: 'ada' } }, { once: true });
  const progressSyncs = () => api.calls('/api/sync/watch-history').length;
  const savedAt = () =>
    page.evaluate(() => {
      const raw = window.localStorage.getItem('media-tracking');
      const items =
        raw === null
          ? {}
          : (JSON.parse(raw) as { items: Record<string, { updatedAt: number }> }).items;
      return items['10378']?.updatedAt ?? 0;
    });
  /** Waits for `count` more progress saves of the player (one every 2 s while playing). */
  const waitForSaves = async (count: number) => {
    for (let i = 0; i < count; i += 1) {
      const before = await savedAt();
      await expect.poll(savedAt, { timeout: 10_000 }).toBeGreaterThan(before);
    }
  };

  await openPlayer(page, PLAYABLE_PATH);
  await expect.poll(progressSyncs).toBe(1); // the sync on load
  await waitForSaves(2);
  expect(progressSyncs()).toBe(1);

  await page.clock.fastForward(26_000);
  await expect.poll(progressSyncs, { timeout: 10_000 }).toBe(2);
  expect(api.calls('/api/sync/watch-history')[1]?.body).toMatchObject({
    items: { '10378': { type: 'movie' } },
    since: 2,
  });
  await waitForSaves(2);
  expect(progressSyncs()).toBe(2);

  await page.clock.fastForward(26_000);
  await expect.poll(progressSyncs, { timeout: 10_000 }).toBe(3);
  expect(api.calls('/api/sync/watch-history')[2]?.body).toMatchObject({ since: 3 });
});
