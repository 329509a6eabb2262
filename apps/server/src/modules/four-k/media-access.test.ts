import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../observability/logger';
import { createTestApp, createTestClock } from '../../../test-support/test-app';
import { databaseTargets, useTestDatabase } from '../../../test-support/test-database';
import { createTestAccountsDeps, signUp } from '../accounts/accounts.test-support';
import { createSqlUserRepository } from '../accounts/user-repository';
import { MOVIE_REQUEST, readEvents } from '../sources/fake-provider.test-support';
import { createTempFolder, type TempFolder } from '../sources/library/library-fixture.test-support';
import { createLibraryProvider } from '../sources/library/library-provider';
import { createMediaRoutes } from '../sources/library/media-routes';
import { createSourceRegistry } from '../sources/registry';
import { createFourKAccess } from './access';
import { createTestPersonalTokens, TEST_TOKEN_SECRET } from './four-k.test-support';
import { createMediaGrants, MEDIA_GRANT_MS } from './media-grants';

const FOLDER = 'Big Buck Bunny (2008)';
const FILES = {
  [`${FOLDER}/Big Buck Bunny (2008) - 1080p.mp4`]: 'full hd bytes',
  [`${FOLDER}/Big Buck Bunny (2008) - 2160p.mp4`]: 'ultra hd bytes',
  [`${FOLDER}/Big Buck Bunny (2008).hls/master.m3u8`]:
    '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\n720p/index.m3u8\n#EXT-X-STREAM-INF:BANDWIDTH=9\n2160p/index.m3u8\n',
  [`${FOLDER}/Big Buck Bunny (2008).hls/2160p/index.m3u8`]: '#EXTM3U level',
};
const FOUR_K_PATH = `/media/library/Big%20Buck%20Bunny%20(2008)/Big%20Buck%20Bunny%20(2008)%20-%202160p.mp4`;

interface FileStreamResult {
  type: 'file';
  qualities: Record<string, { url: string }>;
}

describe.each(databaseTargets())('4K renditions of the library ($dialect)', (target) => {
  const getDatabase = useTestDatabase(() => target.open());
  const clock = createTestClock(Date.UTC(2026, 5, 1));
  const tokens = () => createTestPersonalTokens(getDatabase().db, { now: clock.now });
  let library: TempFolder;
  let app: Hono;
  let anne: { cookie: string; id: string };
  let bob: { cookie: string; id: string };

  beforeAll(async () => {
    library = await createTempFolder('four-k-library');
    await library.write(FILES);
  });
  afterAll(async () => {
    await library.remove();
  });

  async function signUpAs(name: string) {
    const { cookie } = await signUp(app, name);
    const user = await createSqlUserRepository(getDatabase().db).findByIdentifier(name);
    return { cookie, id: user?.id ?? '' };
  }

  beforeEach(async () => {
    const database = getDatabase();
    await database.db.deleteFrom('users').execute();
    const accounts = createTestAccountsDeps(database, { clock });
    const roots = [{ id: 'library' as const, dir: library.dir }];
    const logger = createLogger('silent');
    app = createTestApp(database, {
      accounts,
      now: clock.now,
      sources: createSourceRegistry([createLibraryProvider({ roots, logger })], {
        timeBudgetMs: 5_000,
        providerTimeoutMs: 5_000,
        logger,
      }),
      media: createMediaRoutes(roots),
      fourKAccess: createFourKAccess({
        tokens: tokens(),
        grants: createMediaGrants({ secret: TEST_TOKEN_SECRET, now: clock.now }),
        sessions: accounts.sessions,
        cookie: accounts.cookie,
      }),
    }).app;
    anne = await signUpAs('anne');
    bob = await signUpAs('bob');
  });

  async function searchStreams(headers: Record<string, string>): Promise<{ type: string }[]> {
    const response = await app.request('/api/sources', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost', ...headers },
      body: JSON.stringify({ request: MOVIE_REQUEST }),
    });
    expect(response.status).toBe(200);
    const events = await readEvents(response);
    const result = events.find((event) => event?.event === 'result');
    return (result?.data as { result: { type: string }[] } | undefined)?.result ?? [];
  }

  async function search(headers: Record<string, string>): Promise<FileStreamResult> {
    const streams = await searchStreams(headers);
    return streams.find((stream) => stream.type === 'file') as FileStreamResult;
  }

  const fetchMedia = (url: string, cookie?: string) =>
    app.request(url, { headers: cookie ? { Cookie: cookie } : {} });

  it('offers the 4K file only to a search carrying the signed-in user’s own token, and /media serves it to that session', async () => {
    const { token } = await tokens().issue(anne.id);

    const withToken = await search({ Cookie: anne.cookie, 'Ui-Token': token });
    const url = withToken.qualities['4k']?.url ?? '';

    expect(Object.keys(withToken.qualities).sort()).toEqual(['1080', '4k']);
    expect(url).toMatch(/^\/media\/library\/.+%202160p\.mp4\?k=[0-9a-f-]{36}\.\d+\.[\w-]{43}$/);
    const served = await fetchMedia(url, anne.cookie);
    expect(served.status).toBe(200);
    expect(served.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(await served.text()).toBe('ultra hd bytes');
  });

  it('puts the file stream with the unlocked 4K file first for its user, and HLS first for everyone else', async () => {
    const { token } = await tokens().issue(anne.id);

    const holder = await searchStreams({ Cookie: anne.cookie, 'Ui-Token': token });
    const other = await searchStreams({ Cookie: bob.cookie, 'Ui-Token': token });

    expect(holder.map((stream) => stream.type)).toEqual(['file', 'hls']);
    expect(other.map((stream) => stream.type)).toEqual(['hls', 'file']);
  });

  it('leaves the 4K file out for everyone else: signed out, no token, or another user’s token', async () => {
    const { token } = await tokens().issue(anne.id);

    const cases: Record<string, string>[] = [
      {},
      { 'Ui-Token': token },
      { Cookie: anne.cookie },
      { Cookie: bob.cookie, 'Ui-Token': token },
      { Cookie: anne.cookie, 'Ui-Token': `${token}x` },
    ];
    for (const headers of cases) {
      const stream = await search(headers);
      expect(Object.keys(stream.qualities)).toEqual(['1080']);
    }
  });

  it('answers 403 to a 4K address fetched without its grant, from another session, or for another file', async () => {
    const { token } = await tokens().issue(anne.id);
    const url =
      (await search({ Cookie: anne.cookie, 'Ui-Token': token })).qualities['4k']?.url ?? '';
    const grant = url.slice(url.indexOf('?'));
    const otherSession = (await signUp(app, 'anne2')).cookie;
    // One character of the signature changed: one inside it (the last may only carry padding
    // bits), and never to the character it already is.
    const at = url.length - 5;
    const tampered = `${url.slice(0, at)}${url[at] === 'A' ? 'B' : 'A'}${url.slice(at + 1)}`;

    const answers = await Promise.all([
      fetchMedia(FOUR_K_PATH),
      fetchMedia(FOUR_K_PATH, anne.cookie),
      fetchMedia(url),
      fetchMedia(url, bob.cookie),
      fetchMedia(url, otherSession),
      fetchMedia(tampered, anne.cookie),
      fetchMedia(
        `/media/library/Big%20Buck%20Bunny%20(2008)/Big%20Buck%20Bunny%20(2008).hls/2160p/index.m3u8${grant}`,
        anne.cookie,
      ),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    expect(await answers[0].json()).toEqual({
      error: 'This 4K rendition needs your own 4K token',
    });
    const fullHd = await fetchMedia(
      '/media/library/Big%20Buck%20Bunny%20(2008)/Big%20Buck%20Bunny%20(2008)%20-%201080p.mp4',
    );
    expect(fullHd.status).toBe(200);
  });

  it('offers no 2160p HLS level to anyone: the master playlist is served without it', async () => {
    const response = await fetchMedia(
      '/media/library/Big%20Buck%20Bunny%20(2008)/Big%20Buck%20Bunny%20(2008).hls/master.m3u8',
    );

    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/vnd.apple.mpegurl');
    expect(await response.text()).toBe('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\n720p/index.m3u8\n');
  });

  it('stops serving at once when the token is revoked, when it expires, and when the address expires', async () => {
    const first = await tokens().issue(anne.id);
    const url = (await search({ Cookie: anne.cookie, 'Ui-Token': first.token })).qualities['4k']
      ?.url;
    expect((await fetchMedia(url ?? '', anne.cookie)).status).toBe(200);

    await tokens().revoke(first.id);
    expect((await fetchMedia(url ?? '', anne.cookie)).status).toBe(403);

    const second = await tokens().issue(anne.id);
    const fresh = (await search({ Cookie: anne.cookie, 'Ui-Token': second.token })).qualities['4k']
      ?.url;
    clock.advance(MEDIA_GRANT_MS - 1_000);
    expect((await fetchMedia(fresh ?? '', anne.cookie)).status).toBe(200);
    clock.advance(2_000);
    expect((await fetchMedia(fresh ?? '', anne.cookie)).status).toBe(403);
  });
});
