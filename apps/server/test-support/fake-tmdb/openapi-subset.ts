/**
 * The part of TMDB's OpenAPI document we rely on: the 200-response schemas of the v3 paths our
 * adapter calls (and of what append_to_response embeds), reduced to type/properties/items and
 * committed as tmdb-openapi-subset.json (the full document is reference material outside the
 * repository, and its examples are TMDB content we must not ship).
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { shapeSchemaSchema, type ShapeSchema } from './openapi-shape-check';

/** The paths as the OpenAPI document names them. */
export const TMDB_SUBSET_PATHS = [
  '/3/search/multi',
  '/3/movie/{movie_id}',
  '/3/tv/{series_id}',
  '/3/movie/popular',
  '/3/movie/top_rated',
  '/3/movie/upcoming',
  '/3/tv/popular',
  '/3/tv/top_rated',
  '/3/tv/on_the_air',
  '/3/trending/all/{time_window}',
  '/3/trending/movie/{time_window}',
  '/3/trending/tv/{time_window}',
  '/3/discover/movie',
  '/3/discover/tv',
  '/3/movie/{movie_id}/images',
  '/3/tv/{series_id}/images',
  '/3/tv/{series_id}/season/{season_number}',
  '/3/tv/{series_id}/season/{season_number}/episode/{episode_number}',
  '/3/genre/movie/list',
  '/3/genre/tv/list',
  // what append_to_response embeds in details and episodes
  '/3/movie/{movie_id}/credits',
  '/3/tv/{series_id}/credits',
  '/3/movie/{movie_id}/similar',
  '/3/tv/{series_id}/similar',
  '/3/movie/{movie_id}/external_ids',
  '/3/tv/{series_id}/external_ids',
  '/3/tv/{series_id}/season/{season_number}/episode/{episode_number}/credits',
  '/3/tv/{series_id}/season/{season_number}/episode/{episode_number}/images',
  '/3/tv/{series_id}/season/{season_number}/episode/{episode_number}/external_ids',
] as const;

export type TmdbSubsetPath = (typeof TMDB_SUBSET_PATHS)[number];

export const OPENAPI_SUBSET_FILE = new URL('./tmdb-openapi-subset.json', import.meta.url);

/** Where the full document sits in a checkout next to the shared reference folder. */
export const FULL_OPENAPI_FILE = new URL(
  '../../../../../shared/reference/tmdb-openapi.json',
  import.meta.url,
);

const KEPT_KEYWORDS = new Set(['type', 'properties', 'items']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keeps only the keywords the shape checker reads, recursively. */
function reduceSchema(schema: unknown): unknown {
  if (!isRecord(schema)) return {};
  const reduced: Record<string, unknown> = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (!KEPT_KEYWORDS.has(keyword)) continue;
    if (keyword === 'properties' && isRecord(value)) {
      reduced.properties = Object.fromEntries(
        Object.entries(value).map(([name, property]) => [name, reduceSchema(property)]),
      );
    } else if (keyword === 'items') {
      reduced.items = reduceSchema(value);
    } else {
      reduced[keyword] = value;
    }
  }
  return reduced;
}

function responseSchema(document: unknown, path: string): unknown {
  const keys = [path, 'get', 'responses', '200', 'content', 'application/json', 'schema'];
  let node: unknown = isRecord(document) ? document.paths : undefined;
  for (const key of keys) {
    if (!isRecord(node)) throw new Error(`${path}: no ${key} in the document`);
    node = node[key];
  }
  return node;
}

/** The reduced response schemas of {@link TMDB_SUBSET_PATHS} from a full OpenAPI document. */
export function extractOpenApiSubset(document: unknown): Record<string, unknown> {
  return Object.fromEntries(
    TMDB_SUBSET_PATHS.map((path) => [path, reduceSchema(responseSchema(document, path))]),
  );
}

const subsetFileSchema = z.object({
  paths: z.record(z.string(), shapeSchemaSchema),
});

/** Reads the committed subset; the lookup throws for a path missing from the file. */
export function loadOpenApiSubset(): (path: TmdbSubsetPath) => ShapeSchema {
  const { paths } = subsetFileSchema.parse(JSON.parse(readFileSync(OPENAPI_SUBSET_FILE, 'utf8')));
  return (path) => {
    const schema = paths[path];
    if (!schema) throw new Error(`tmdb-openapi-subset.json lacks ${path}; regenerate it`);
    return schema;
  };
}
