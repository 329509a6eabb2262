import type { SourceEvent } from '@reelhouse/core/player/source-events';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig, type Config } from '../../env';
import { createLogger } from '../../observability/logger';
import { createTestApp } from '../../../test-support/test-app';
import { useTestDatabase } from '../../../test-support/test-database';
import { startFakeArchive, type FakeArchive } from './archive/fake-archive.test-support';
import { readEvents as readEventStream } from './fake-provider.test-support';
import { createTempFolder, type TempFolder } from './library/library-fixture.test-support';
import { openSources, resolveMediaRoots } from './setup';

const MOVIE = { type: 'movie', title: 'Big Buck Bunny', releaseYear: 2008, tmdbId: '10378' };
/** On the repository's allow-list (Internet Archive item 'night_of_the_living_dead'). */
const ARCHIVE_MOVIE = {
  type: 'movie',
  title: 'Night of the Living Dead',
  releaseYear: 1968,
  tmdbId: '10331',
};

function configFor(env: Record<string, string>): Config {
  const result = loadConfig({ LOG_LEVEL: 'silent', ...env });
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.value;
}

/** The stream's events; fails the test on any event that does not fit the wire schemas. */
async function readEvents(response: Response): Promise<SourceEvent[]> {
  const events = await readEventStream(response);
  return events.map((event) => {
    if (event === null) throw new Error('an event did not fit the wire schemas');
    return event;
  });
}

describe('resolveMediaRoots', () => {
  it('serves the operator folder as "library" and the sample media as "sample", unless turned off', () => {
    const config = configFor({ MEDIA_DIR: '/srv/films', SAMPLE_MEDIA_DIR: '/srv/samples' });
    expect(resolveMediaRoots(config)).toEqual([
      { id: 'library', dir: '/srv/films' },
      { id: 'sample', dir: '/srv/samples' },
    ]);
    expect(resolveMediaRoots(configFor({ SAMPLE_MEDIA: 'off' }))).toEqual([]);
  });
});

describe('the wired source providers, through the app', () => {
  const getDatabase = useTestDatabase();
  let media: TempFolder;
  let archive: FakeArchive;

  beforeAll(async () => {
    media = await createTempFolder('sources-setup');
    await media.write({
      'Big Buck Bunny (2008) [tmdbid-10378]/Big Buck Bunny (2008) - 720p.mp4': 'not really a video',
      'Big Buck Bunny (2008) [tmdbid-10378]/Big Buck Bunny (2008).en.vtt':
        'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHello\n',
    });
    archive = await startFakeArchive({
      night_of_the_living_dead: {
        files: [{ name: 'night.mp4', format: 'h.264', height: '480' }],
      },
    });
  });

  afterAll(async () => {
    await media.remove();
    await archive.close();
  });

  async function appWith(env: Record<string, string>) {
    const config = configFor(env);
    const sources = await openSources(config, createLogger('silent'), 'test');
    return createTestApp(getDatabase(), {
      config: { ...config, nodeEnv: 'test' },
      sources: sources.registry,
      media: sources.media,
    }).app;
  }

  const search = (app: Awaited<ReturnType<typeof appWith>>, request: object) =>
    app.request('/api/sources', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ request }),
    });

  it('finds a movie in the media folder and serves its file with range requests', async () => {
    const app = await appWith({
      MEDIA_DIR: media.dir,
      SAMPLE_MEDIA: 'off',
      ARCHIVE_BASE_URL: archive.origin,
    });
    const events = await readEvents(await search(app, MOVIE));
    const result = events.find((event) => event.event === 'result');
    expect(result?.data).toMatchObject({ providerId: 'library', providerName: 'Media library' });
    expect(events.at(-1)).toEqual({ event: 'done', data: { found: true } });

    const streams = result?.event === 'result' ? result.data.result : [];
    const stream = Array.isArray(streams) ? streams[0] : streams;
    if (stream?.type !== 'file') throw new Error('expected a file stream');
    const url = stream.qualities['720']?.url ?? '';
    expect(url).toMatch(/^\/media\/library\//);
    const partial = await app.request(url, { headers: { Range: 'bytes=4-9' } });
    expect(partial.status).toBe(206);
    expect(await partial.text()).toBe('really');
  });

  it('falls through to the Internet Archive for an allow-listed film the folder lacks', async () => {
    const app = await appWith({
      MEDIA_DIR: media.dir,
      SAMPLE_MEDIA: 'off',
      ARCHIVE_BASE_URL: archive.origin,
    });
    const events = await readEvents(await search(app, ARCHIVE_MOVIE));
    const statuses = events.flatMap((event) =>
      event.event === 'progress' ? [`${event.data.providerId}:${event.data.status}`] : [],
    );
    expect(statuses).toEqual([
      'library:checking',
      'library:not-found',
      'archive:checking',
      'archive:found',
    ]);
    const result = events.find((event) => event.event === 'result');
    expect(JSON.stringify(result?.data)).toContain(
      `${archive.origin}/download/night_of_the_living_dead/night.mp4`,
    );
  });

  it('reports the archive as failed, and nothing found, when its service is down', async () => {
    const app = await appWith({
      MEDIA_DIR: media.dir,
      SAMPLE_MEDIA: 'off',
      ARCHIVE_BASE_URL: 'http://127.0.0.1:9',
    });
    const events = await readEvents(await search(app, ARCHIVE_MOVIE));
    expect(events.filter((event) => event.event === 'progress').at(-1)?.data).toMatchObject({
      providerId: 'archive',
      status: 'failed',
    });
    expect(events.at(-1)).toEqual({ event: 'done', data: { found: false } });
  });

  it("knows before any search what plays: the folder's films at once, the archive's once it answers", async () => {
    const config = configFor({
      MEDIA_DIR: media.dir,
      SAMPLE_MEDIA: 'off',
      ARCHIVE_BASE_URL: archive.origin,
    });
    const sources = await openSources(config, createLogger('silent'), 'test');
    const ref = { title: 'Night of the Living Dead', year: 1968 };
    try {
      expect(
        sources.availability.of({ type: 'movie', id: 10378, title: 'Big Buck Bunny', year: 2008 }),
      ).toBe('library');
      await vi.waitFor(() => {
        expect(sources.availability.of({ type: 'movie', id: 10331, ...ref })).toBe('free');
      });
    } finally {
      sources.close();
    }
  });

  it('offers no archive film while the archive cannot be reached', async () => {
    const config = configFor({ SAMPLE_MEDIA: 'off', ARCHIVE_BASE_URL: 'http://127.0.0.1:9' });
    const sources = await openSources(config, createLogger('silent'), 'test');
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const ref = { title: 'Night of the Living Dead', year: 1968 };
      expect(sources.availability.of({ type: 'movie', id: 10331, ...ref })).toBeNull();
      expect(sources.availability.list()).toEqual([]);
    } finally {
      sources.close();
    }
  });

  it('offers Jellyfin only to users connecting to a server the operator allowed', async () => {
    const app = await appWith({
      SAMPLE_MEDIA: 'off',
      ARCHIVE_BASE_URL: archive.origin,
      JELLYFIN_SERVERS: 'https://media.example.org',
    });
    const body = (serverUrl: string) =>
      JSON.stringify({
        request: MOVIE,
        credentials: {
          jellyfin: {
            serverUrl,
            userId: '0123456789abcdef0123456789abcdef',
            accessToken: 'token-0123456789abcdef',
          },
        },
        sourceId: 'jellyfin',
      });
    const post = (serverUrl: string) =>
      app.request('/api/sources', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: body(serverUrl),
      });
    expect((await post('https://elsewhere.example.org')).status).toBe(400);
    const allowed = await post('https://media.example.org');
    expect(allowed.status).toBe(200);
    const events = await readEvents(allowed);
    expect(events[0]).toEqual({
      event: 'providers',
      data: { providers: [{ id: 'jellyfin', name: 'Jellyfin' }] },
    });
  });
});
