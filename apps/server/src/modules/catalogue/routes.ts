/**
 * `/api/catalogue/*`: TMDB v3 paths and query parameters over the configured Catalogue, for the
 * browser's own requests (search-as-you-type, infinite scroll, prefetch). Parameters are
 * validated; unknown ids answer 404 JSON; answers carry shared-cache headers for a CDN.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { HttpError } from '../../http/errors';
import { validate } from '../../http/validate';
import {
  CatalogueUnavailableError,
  type Catalogue,
  type CatalogueListName,
  type CatalogueMediaType,
  type DetailsAppend,
  type DiscoverSort,
} from './catalogue';
import { toTmdbId } from '@reelhouse/core/media/tmdb-id';

/** Catalogue facts change slowly: browsers keep them 5 min, shared caches 1 h, stale up to a day. */
const CACHE_FACTS = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400';
const CACHE_SEARCH = 'public, max-age=60, s-maxage=300, stale-while-revalidate=3600';
const CACHE_NOT_FOUND = 'public, max-age=60, s-maxage=300';

const MAX_PAGE = 500;
const pageSchema = z.coerce.number().int().min(1).max(MAX_PAGE).default(1);
const idSchema = z.coerce.number().transform((value, ctx) => {
  const id = toTmdbId(value);
  if (id === null) {
    ctx.addIssue({ code: 'custom', message: 'Expected a positive whole number' });
    return z.NEVER;
  }
  return id;
});
const numberInSeasonSchema = z.coerce.number().int().min(0).max(10_000);
const APPENDS = ['credits', 'similar', 'external_ids', 'images'] as const;
const appendSchema = z
  .string()
  .max(200)
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(APPENDS)).max(APPENDS.length))
  .transform((values): DetailsAppend[] => [...new Set(values)]);
const idListSchema = z
  .string()
  .max(500)
  .regex(/^[0-9,|]*$/, 'Expected ids separated by , or |')
  .default('');
const SORTS = [
  'popularity.desc',
  'popularity.asc',
  'vote_average.desc',
  'vote_average.asc',
  'primary_release_date.desc',
  'primary_release_date.asc',
  'first_air_date.desc',
  'first_air_date.asc',
] as const satisfies readonly DiscoverSort[];

const languagesSchema = z
  .string()
  .max(100)
  .regex(/^[a-z,]*$/, 'Expected language codes separated by commas')
  .default('')
  .transform((value) => value.split(',').filter(Boolean));

const pageQuerySchema = z.object({ page: pageSchema });
const searchQuerySchema = z.object({
  query: z.string().max(200).default(''),
  page: pageSchema,
});
const discoverQuerySchema = z.object({
  page: pageSchema,
  with_genres: idListSchema,
  with_watch_providers: idListSchema,
  watch_region: z
    .string()
    .regex(/^[A-Z]{2}$/, 'Expected an ISO 3166-1 region such as US')
    .optional(),
  sort_by: z.enum(SORTS).default('popularity.desc'),
  /** ours: only titles that play on this site */
  playable: z.enum(['1']).optional(),
});
const detailsQuerySchema = z.object({ append_to_response: appendSchema });
const imagesQuerySchema = z.object({ include_image_language: languagesSchema });

const trendingParamsSchema = z.object({
  mediaType: z.enum(['movie', 'tv', 'all']),
  window: z.enum(['day', 'week']),
});
const mediaTypeParamsSchema = z.object({ mediaType: z.enum(['movie', 'tv']) });
const idParamsSchema = z.object({ id: idSchema });
const seasonParamsSchema = z.object({ id: idSchema, season: numberInSeasonSchema });
const episodeParamsSchema = seasonParamsSchema.extend({ episode: numberInSeasonSchema });

function parseIds(list: string): number[] {
  return list
    .split(/[,|]/)
    .filter(Boolean)
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
}

/** Runs a catalogue read, turning an upstream failure into the spec's 'Error: {statusText}'. */
async function askCatalogue<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CatalogueUnavailableError) {
      const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
      if (error.retryAfterSeconds !== null)
        headers['Retry-After'] = String(error.retryAfterSeconds);
      throw new HttpError(error.status === 429 ? 503 : 502, error.message, headers);
    }
    throw error;
  }
}

function answerOrNotFound(c: Context, value: object | null, cacheControl = CACHE_FACTS): Response {
  if (value === null) {
    return c.json({ error: 'Not found' }, 404, { 'Cache-Control': CACHE_NOT_FOUND });
  }
  return c.json(value, 200, { 'Cache-Control': cacheControl });
}

const LISTS: readonly CatalogueListName[] = [
  'movie/popular',
  'movie/top_rated',
  'movie/upcoming',
  'tv/popular',
  'tv/top_rated',
  'tv/on_the_air',
];

export function createCatalogueRoutes(catalogue: Catalogue): Hono {
  const routes = new Hono();

  routes.get('/search/multi', validate('query', searchQuerySchema), async (c) => {
    const { query: text, page } = c.req.valid('query');
    const trimmed = text.trim();
    if (trimmed === '') {
      return c.json({ page, results: [], total_pages: 1, total_results: 0 }, 200, {
        'Cache-Control': CACHE_SEARCH,
      });
    }
    const results = await askCatalogue(() => catalogue.searchMulti({ query: trimmed, page }));
    return c.json(results, 200, { 'Cache-Control': CACHE_SEARCH });
  });

  for (const name of LISTS) {
    routes.get(`/${name}`, validate('query', pageQuerySchema), async (c) => {
      const { page } = c.req.valid('query');
      return answerOrNotFound(c, await askCatalogue(() => catalogue.getList(name, page)));
    });
  }

  routes.get(
    '/trending/:mediaType/:window',
    validate('param', trendingParamsSchema),
    validate('query', pageQuerySchema),
    async (c) => {
      const { mediaType, window } = c.req.valid('param');
      const { page } = c.req.valid('query');
      return answerOrNotFound(
        c,
        await askCatalogue(() => catalogue.getTrending(mediaType, window, page)),
      );
    },
  );

  routes.get(
    '/discover/:mediaType',
    validate('param', mediaTypeParamsSchema),
    validate('query', discoverQuerySchema),
    async (c) => {
      const { mediaType } = c.req.valid('param');
      const q = c.req.valid('query');
      const results = await askCatalogue(() =>
        catalogue.discover({
          mediaType,
          page: q.page,
          withGenres: parseIds(q.with_genres),
          withGenresMode: q.with_genres.includes('|') ? 'any' : 'all',
          withWatchProviders: parseIds(q.with_watch_providers),
          watchRegion: q.watch_region ?? null,
          sortBy: q.sort_by,
          playableOnly: q.playable === '1',
        }),
      );
      return answerOrNotFound(c, results);
    },
  );

  routes.get('/genre/:mediaType/list', validate('param', mediaTypeParamsSchema), async (c) => {
    const { mediaType } = c.req.valid('param');
    const genres = await askCatalogue(() => catalogue.getGenres(mediaType));
    return answerOrNotFound(c, { genres });
  });

  for (const mediaType of ['movie', 'tv'] as const satisfies readonly CatalogueMediaType[]) {
    routes.get(
      `/${mediaType}/:id{[0-9]+}`,
      validate('param', idParamsSchema),
      validate('query', detailsQuerySchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const { append_to_response: append } = c.req.valid('query');
        return answerOrNotFound(
          c,
          await askCatalogue(() => catalogue.getDetails(mediaType, id, append)),
        );
      },
    );
    routes.get(
      `/${mediaType}/:id{[0-9]+}/watch/providers`,
      validate('param', idParamsSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        return answerOrNotFound(
          c,
          await askCatalogue(() => catalogue.getWatchProviders(mediaType, id)),
        );
      },
    );
    routes.get(
      `/${mediaType}/:id{[0-9]+}/images`,
      validate('param', idParamsSchema),
      validate('query', imagesQuerySchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const { include_image_language: languages } = c.req.valid('query');
        return answerOrNotFound(
          c,
          await askCatalogue(() => catalogue.getImages(mediaType, id, languages)),
        );
      },
    );
  }

  routes.get(
    '/tv/:id{[0-9]+}/season/:season{[0-9]+}',
    validate('param', seasonParamsSchema),
    async (c) => {
      const { id, season } = c.req.valid('param');
      return answerOrNotFound(c, await askCatalogue(() => catalogue.getSeason(id, season)));
    },
  );

  routes.get(
    '/tv/:id{[0-9]+}/season/:season{[0-9]+}/episode/:episode{[0-9]+}',
    validate('param', episodeParamsSchema),
    validate('query', detailsQuerySchema),
    async (c) => {
      const { id, season, episode } = c.req.valid('param');
      const { append_to_response: append } = c.req.valid('query');
      return answerOrNotFound(
        c,
        await askCatalogue(() => catalogue.getEpisode(id, season, episode, append)),
      );
    },
  );

  routes.all('*', (c) => c.json({ error: 'Not found' }, 404));
  return routes;
}
