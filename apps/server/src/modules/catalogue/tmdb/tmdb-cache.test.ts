import {
  mediaDetailsSchema,
  mediaSummarySchema,
  pagedResultsSchema,
} from '@reelhouse/core/media/media-schema';
import { episodeSchema, seasonSchema } from '@reelhouse/core/media/season-schema';
import { describe, expect, it } from 'vitest';
import { answerFakeTmdb } from '../../../../test-support/fake-tmdb/fake-tmdb-routes';
import { createFakeTmdbWorld } from '../../../../test-support/fake-tmdb/fake-tmdb-world';
import { createTestClock } from '../../../../test-support/test-app';
import { createCacheEntry } from '../../cache/cache';
import { captureLogs } from '../../cache/log-capture.test-support';
import { createTmdbCache, decodeTmdbCacheValue, type TmdbCacheValue } from './tmdb-cache';
import { DEFAULT_TMDB_CACHE_POLICIES } from './tmdb-ttl';

const world = createFakeTmdbWorld();
const body = (path: string) => {
  const url = new URL(path, 'http://fake/');
  return answerFakeTmdb(world, url.pathname.slice(1), url.searchParams).body;
};

const VALUES: TmdbCacheValue[] = [
  { kind: 'page', page: pagedResultsSchema(mediaSummarySchema).parse(body('trending/all/week')) },
  {
    kind: 'details',
    details: mediaDetailsSchema.parse(
      body('tv/7001?append_to_response=credits,similar,external_ids,images'),
    ),
  },
  { kind: 'details', details: null },
  { kind: 'season', season: seasonSchema.parse(body('tv/7002/season/1')) },
  {
    kind: 'episode',
    episode: episodeSchema.parse(body('tv/7002/season/1/episode/1?append_to_response=credits')),
  },
  { kind: 'genres', genres: [{ id: 18, name: 'Drama' }] },
];

describe('what the TMDB cache stores', () => {
  it.each(VALUES.map((value) => [value.kind, value] as const))(
    'reads a stored %s answer back unchanged (Redis keeps JSON; the core schemas re-check it)',
    (_kind, value) => {
      expect(decodeTmdbCacheValue(JSON.parse(JSON.stringify(value)))).toEqual(value);
    },
  );

  it('refuses a value of another shape (written by another version)', () => {
    expect(decodeTmdbCacheValue({ kind: 'page', results: [] })).toBeUndefined();
    expect(decodeTmdbCacheValue({ kind: 'person', person: {} })).toBeUndefined();
    expect(decodeTmdbCacheValue('text')).toBeUndefined();
  });

  it('works in memory alone when no Redis is configured', async () => {
    const clock = createTestClock();
    const cache = createTmdbCache({ now: clock.now, logger: captureLogs().logger });
    const [value] = VALUES;
    if (!value) throw new Error('no sample value');
    await cache.set('k', createCacheEntry(value, clock.now(), DEFAULT_TMDB_CACHE_POLICIES.list));

    expect((await cache.get('k'))?.value).toEqual(value);
    expect(cache.describe()).toMatchObject({
      memoryEntries: 1,
      redisErrors: null,
      redisReady: null,
    });
    expect(cache.describe().memoryBytes).toBeGreaterThan(1_000);
  });
});
