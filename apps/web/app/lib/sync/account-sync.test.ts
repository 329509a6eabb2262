import { toMediaId } from '@reelhouse/core/bookmarks/bookmarks';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { ADA, setupBrowser, signedIn } from './account-sync.test-support';

const DUNE = toMediaId(438631);
const HEAT = toMediaId(949);
const TOKEN = `ey${'a'.repeat(60)}`;
const sintel = { type: 'movie' as const, id: '45745', title: 'Sintel' };
const offline = () => {
  throw new ApiError(0, 'Network error');
};

describe('the sync routine on load', () => {
  it('fetches the user, merges bookmarks, migrates and merges the history, then syncs the token', async () => {
    const legacyHistory = {
      items: { '603': { type: 'movie', title: 'The Matrix', updatedAt: 5, poster: '/m.jpg' } },
    };
    const browser = setupBrowser({
      ...signedIn(),
      '4kToken': TOKEN,
      'media-tracking': JSON.stringify(legacyHistory),
    });
    expect(await browser.sync.runOnLoad()).toBe('done');
    expect(browser.paths()).toEqual([
      '/api/users/me',
      '/api/sync/bookmarks',
      '/api/sync/watch-history',
      '/api/sync/4k_token',
    ]);
    expect(browser.notices).toEqual([
      'Bookmarks synced successfully.',
      'Edited your watch progress to support new features and syncing...',
      'Watch progress and history synced successfully.',
      'Your 4k token has been synced to your account.',
    ]);
    expect(browser.calls[2]?.body).toMatchObject({ items: { '603': { title: 'The Matrix' } } });
    expect(browser.calls[3]?.body).toEqual({ token: TOKEN });
  });

  it('keeps user-info up to date with the fresh user, and tells this tab', async () => {
    const browser = setupBrowser(signedIn({ sessionId: 's1' }));
    await browser.sync.runOnLoad();
    expect(JSON.parse(browser.values.get('user-info') ?? 'null')).toEqual({
      ...ADA,
      sessionId: 's1',
    });
    expect(browser.announced).toEqual(['user-info']);
  });

  it('does nothing signed out', async () => {
    const browser = setupBrowser();
    expect(await browser.sync.runOnLoad()).toBe('stopped');
    expect(browser.calls).toEqual([]);
  });

  it('removes a user-info record with an error (or without a username) and reloads', async () => {
    for (const record of [{ username: 'ada', error: 'Session expired' }, { name: 'x' }, 'oops']) {
      const raw = typeof record === 'string' ? record : JSON.stringify(record);
      const browser = setupBrowser({ 'user-info': raw });
      expect(await browser.sync.runOnLoad()).toBe('stopped');
      expect(browser.values.has('user-info')).toBe(false);
      expect(browser.reloads()).toBe(1);
      expect(browser.calls).toEqual([]);
    }
  });

  it('removes user-info and reloads when /users/me answers with an error field', async () => {
    const browser = setupBrowser(signedIn());
    browser.route('/api/users/me', () => ({ error: 'Account disabled' }));
    expect(await browser.sync.runOnLoad()).toBe('stopped');
    expect(browser.values.has('user-info')).toBe(false);
    expect(browser.reloads()).toBe(1);
  });

  it('clears the session on a 401 from /users/me and stops there', async () => {
    const browser = setupBrowser(signedIn());
    browser.route('/api/users/me', () => {
      throw new ApiError(401, 'Unauthorized');
    });
    expect(await browser.sync.runOnLoad()).toBe('stopped');
    expect(browser.values.has('user-info')).toBe(false);
    expect(browser.announced).toEqual(['user-info']);
    expect(browser.paths()).toEqual(['/api/users/me']);
    expect(browser.reloads()).toBe(0);
  });

  it('clears the session on a 401 from any later step and runs no further step', async () => {
    const browser = setupBrowser(signedIn());
    browser.route('/api/sync/bookmarks', () => {
      throw new ApiError(401, 'Unauthorized');
    });
    expect(await browser.sync.runOnLoad()).toBe('stopped');
    expect(browser.values.has('user-info')).toBe(false);
    expect(browser.paths()).toEqual(['/api/users/me', '/api/sync/bookmarks']);
  });

  it("says 'Failed to fetch user data.' and goes on with the stored account", async () => {
    const browser = setupBrowser(signedIn());
    browser.route('/api/users/me', () => {
      throw new ApiError(500, 'Internal error');
    });
    expect(await browser.sync.runOnLoad()).toBe('done');
    expect(browser.notices[0]).toBe('Failed to fetch user data.');
    expect(browser.paths()).toContain('/api/sync/bookmarks');
    browser.route('/api/users/me', () => ({ username: '' }));
    await browser.sync.runOnLoad();
    expect(browser.notices.filter((n) => n === 'Failed to fetch user data.')).toHaveLength(2);
  });

  it("says 'Bookmarks synced successfully.' on the first sync only, then sends only changes", async () => {
    const browser = setupBrowser({
      ...signedIn(),
      bookmarks: JSON.stringify([{ mediaId: DUNE, category: 'watchlist', addedAt: 5 }]),
    });
    await browser.sync.runOnLoad();
    expect(browser.calls[1]?.body).toEqual({
      bookmarks: [{ mediaId: DUNE, category: 'watchlist', addedAt: 5 }],
      updatedAt: 5,
      deleted: [],
    });
    expect(browser.values.get('lastBookmarkUpdateTime')).toBe('1700000000000');
    expect(JSON.parse(browser.values.get('local-lock') ?? 'null')).toEqual({
      valid: true,
      lastBookmarkUpdateTime: 1_700_000_000_000,
    });
    await browser.sync.runOnLoad();
    expect(browser.notices.filter((n) => n === 'Bookmarks synced successfully.')).toHaveLength(1);
    expect(browser.calls[4]?.body).toEqual({
      bookmarks: [],
      updatedAt: null,
      deleted: [],
      since: 1,
    });
  });

  it("says 'Watch progress and history synced successfully.' on the first sync only, not on every load", async () => {
    const browser = setupBrowser(signedIn());
    await browser.sync.runOnLoad();
    await browser.sync.runOnLoad();
    await browser.sync.runOnLoad();
    expect(browser.paths().filter((path) => path === '/api/sync/watch-history')).toHaveLength(3);
    expect(
      browser.notices.filter((n) => n === 'Watch progress and history synced successfully.'),
    ).toHaveLength(1);
  });

  it("says 'Failed to sync watch progress.' on every load whose sync fails", async () => {
    const browser = setupBrowser(signedIn());
    browser.route('/api/sync/watch-history', offline);
    await browser.sync.runOnLoad();
    await browser.sync.runOnLoad();
    expect(browser.notices.filter((n) => n === 'Failed to sync watch progress.')).toHaveLength(2);
    expect(browser.notices).not.toContain('Watch progress and history synced successfully.');
  });

  it('applies the account list the server answers to the local store', async () => {
    const browser = setupBrowser(signedIn());
    browser.route('/api/sync/bookmarks', () => ({
      bookmarks: [{ mediaId: HEAT, category: 'favorites', addedAt: 9 }],
      deleted: [],
      cursor: 3,
    }));
    await browser.sync.runOnLoad();
    expect(browser.bookmarks.getSnapshot()).toEqual([
      { mediaId: HEAT, category: 'favorites', addedAt: 9 },
    ]);
    expect(browser.storedBookmarks()).toEqual(browser.bookmarks.getSnapshot());
  });
});

describe('failures and the outbox', () => {
  it("says the spec's failure texts, asks for a retry, and keeps unsent changes for it", async () => {
    const browser = setupBrowser(signedIn({}));
    await browser.sync.runOnLoad();
    await browser.bookmarks.toggleWatchlist({ mediaId: DUNE, mediaType: 'movie' }, 'Dune');
    browser.route('/api/sync/bookmarks', offline);
    browser.route('/api/sync/watch-history', offline);
    browser.notices.length = 0;
    expect(await browser.sync.runOnLoad()).toBe('retry');
    expect(browser.notices).toEqual([
      'Failed to sync bookmarks, you may not be connected to internet.',
      'Failed to sync watch progress.',
    ]);
    expect(browser.outbox.readBookmarks().pending).toMatchObject([{ kind: 'add', mediaId: DUNE }]);

    browser.route('/api/sync/bookmarks', (body) => ({ ...(body as object), cursor: 9 }));
    expect(await browser.sync.syncLists({ bookmarks: true, watchHistory: false })).toBe('done');
    expect(browser.calls.at(-1)?.body).toMatchObject({
      bookmarks: [{ mediaId: DUNE, category: 'watchlist' }],
      since: 1,
    });
    expect(browser.outbox.readBookmarks()).toEqual({ account: 'ada', cursor: 9, pending: [] });
  });

  it('keeps a bookmark removed while the sync was in flight removed, and sends the removal next', async () => {
    const browser = setupBrowser({
      ...signedIn(),
      bookmarks: JSON.stringify([{ mediaId: DUNE, category: 'watchlist', addedAt: 5 }]),
    });
    const answer = {
      bookmarks: [{ mediaId: DUNE, category: 'watchlist', addedAt: 5 }],
      deleted: [],
      cursor: 1,
    };
    browser.route('/api/sync/bookmarks', async () => {
      browser.tick(1_000);
      await browser.bookmarks.remove({
        mediaId: DUNE,
        mediaType: undefined,
        category: 'watchlist',
      });
      return answer;
    });
    await browser.sync.syncLists({ bookmarks: true, watchHistory: false });
    expect(browser.bookmarks.getSnapshot()).toEqual([]);
    expect(browser.storedBookmarks()).toEqual([]);

    browser.route('/api/sync/bookmarks', () => ({ bookmarks: [], deleted: [], cursor: 2 }));
    await browser.sync.syncLists({ bookmarks: true, watchHistory: false });
    expect(browser.calls.at(-1)?.body).toEqual({
      bookmarks: [],
      updatedAt: 1_700_000_001_000,
      deleted: [{ mediaId: DUNE, category: 'watchlist', deletedAt: 1_700_000_001_000 }],
      since: 1,
    });
    expect(browser.outbox.readBookmarks().pending).toEqual([]);
  });

  it('keeps a progress save made while the history sync was in flight, and sends it next', async () => {
    const browser = setupBrowser(signedIn());
    await browser.writer.record(sintel, { watched: 10, duration: 900 }, 1_000);
    const server = browser.server.routes.get('/api/sync/watch-history');
    browser.route('/api/sync/watch-history', async (body) => {
      await browser.writer.record(sintel, { watched: 20, duration: 900 }, 3_000);
      return server?.(body);
    });
    await browser.sync.syncLists({ bookmarks: false, watchHistory: true });
    expect(await browser.writer.readStore()).toMatchObject({
      items: { '45745': { updatedAt: 3_000, progress: { watched: 20 } } },
    });
    expect(browser.outbox.readWatchHistory().pending).toEqual([{ id: '45745', atMs: 3_000 }]);
    expect(browser.sync.getLastWatchHistoryChangeMs()).toBe(3_000);
  });

  it('merges the account history into the local one through the writer', async () => {
    const browser = setupBrowser(signedIn());
    await browser.writer.record(sintel, { watched: 10, duration: 900 }, 1_000);
    browser.route('/api/sync/watch-history', () => ({
      items: { '949': { type: 'movie', title: 'Heat', updatedAt: 2_000 } },
      cursor: 4,
    }));
    await browser.sync.syncLists({ bookmarks: false, watchHistory: true });
    const stored = await browser.writer.readStore();
    expect(Object.keys(stored?.items ?? {}).sort()).toEqual(['45745', '949']);
    expect(browser.values.get('lastWatchHistoryUpdateTime')).toBe('1700000000000');
  });

  it('fails the history sync, touching nothing, while the stored history is unreadable', async () => {
    const browser = setupBrowser({ ...signedIn(), 'media-tracking': '[1]' });
    expect(await browser.sync.syncLists({ bookmarks: false, watchHistory: true })).toBe('retry');
    expect(browser.values.get('media-tracking')).toBe('[1]');
    expect(browser.paths()).toEqual([]);
  });

  it('says nothing on quiet syncs but the first bookmark success', async () => {
    const browser = setupBrowser(signedIn());
    await browser.sync.syncLists({ bookmarks: true, watchHistory: true });
    browser.route('/api/sync/bookmarks', offline);
    expect(await browser.sync.syncLists({ bookmarks: true, watchHistory: true })).toBe('retry');
    expect(browser.notices).toEqual(['Bookmarks synced successfully.']);
    expect(await setupBrowser().sync.syncLists({ bookmarks: true, watchHistory: true })).toBe(
      'stopped',
    );
  });
});

describe('the 4K token', () => {
  it('is sent once, then only marked as synced', async () => {
    const browser = setupBrowser({ ...signedIn(), '4kToken': TOKEN });
    await browser.sync.runOnLoad();
    await browser.sync.runOnLoad();
    expect(browser.paths().filter((p) => p === '/api/sync/4k_token')).toHaveLength(1);
    expect(browser.values.get('4kTokenSynced')).toMatch(/^v1:/);
  });

  it('is only marked when the account holds it already', async () => {
    const browser = setupBrowser({ ...signedIn(), '4kToken': TOKEN });
    browser.route('/api/users/me', () => ({ ...ADA, '4k_token': TOKEN }));
    await browser.sync.runOnLoad();
    expect(browser.paths()).not.toContain('/api/sync/4k_token');
    expect(browser.values.get('4kTokenSynced')).toMatch(/^v1:/);
    expect(browser.notices).not.toContain('Your 4k token has been synced to your account.');
  });

  it('reaches a browser that has none from the account, without sending it back', async () => {
    const browser = setupBrowser(signedIn());
    browser.route('/api/users/me', () => ({ ...ADA, '4k_token': TOKEN }));
    await browser.sync.runOnLoad();
    expect(browser.values.get('4kToken')).toBe(TOKEN);
    expect(browser.values.get('4kTokenSynced')).toMatch(/^v1:/);
    expect(browser.paths()).not.toContain('/api/sync/4k_token');
  });

  it("says 'Failed to sync 4k token.' and tries again on the next load; a 401 ends the session", async () => {
    const browser = setupBrowser({ ...signedIn(), '4kToken': TOKEN });
    browser.route('/api/sync/4k_token', offline);
    expect(await browser.sync.runOnLoad()).toBe('done');
    expect(browser.notices.at(-1)).toBe('Failed to sync 4k token.');
    expect(browser.values.has('4kTokenSynced')).toBe(false);
    browser.route('/api/sync/4k_token', () => {
      throw new ApiError(401, 'Unauthorized');
    });
    expect(await browser.sync.runOnLoad()).toBe('stopped');
    expect(browser.values.has('user-info')).toBe(false);
  });
});

describe('a closing page', () => {
  it('sends the outbox of each list that has a cursor, and nothing signed out', async () => {
    const browser = setupBrowser(signedIn());
    expect(browser.sync.getPageHideRequests()).toEqual([]);
    await browser.sync.runOnLoad();
    await browser.bookmarks.toggleWatchlist({ mediaId: DUNE, mediaType: 'movie' }, 'Dune');
    await browser.writer.record(sintel, { watched: 10, duration: 900 }, 1_000);
    const requests = browser.sync.getPageHideRequests();
    expect(requests.map((r) => r.path)).toEqual(['/api/sync/bookmarks', '/api/sync/watch-history']);
    expect(requests[0]?.body).toMatchObject({ bookmarks: [{ mediaId: DUNE }], since: 1 });
    expect(requests[1]?.body).toMatchObject({ items: { '45745': { title: 'Sintel' } }, since: 2 });
    expect(setupBrowser().sync.getPageHideRequests()).toEqual([]);
  });
});
