import {
  genreListSchema,
  genreSchema,
  mediaDetailsSchema,
  mediaSummarySchema,
  pagedResultsSchema,
} from '@reelhouse/core/media/media-schema';
import {
  companySchema,
  creditsSchema,
  imageSchema,
  imagesSchema,
  personSchema,
} from '@reelhouse/core/media/person-schema';
import { episodeSchema, seasonSchema } from '@reelhouse/core/media/season-schema';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ShapeSchema } from './openapi-shape-check';
import { loadOpenApiSubset, type TmdbSubsetPath } from './openapi-subset';

const schemaOf = loadOpenApiSubset();

/** A JSON Schema node as z.toJSONSchema writes it (only what we read). */
interface JsonSchemaNode {
  type?: string | string[];
  anyOf?: JsonSchemaNode[];
  properties?: Record<string, JsonSchemaNode>;
}

const jsonSchemaNodeSchema: z.ZodType<JsonSchemaNode> = z.lazy(() =>
  z.object({
    type: z.union([z.string(), z.array(z.string())]).optional(),
    anyOf: z.array(jsonSchemaNodeSchema).optional(),
    properties: z.record(z.string(), jsonSchemaNodeSchema).optional(),
  }),
);

/** The JSON types a core field accepts as input, null left out (core accepts null everywhere). */
function coreTypes(node: JsonSchemaNode): string[] {
  const own = node.type === undefined ? [] : [node.type].flat();
  const nested = (node.anyOf ?? []).flatMap(coreTypes);
  return [...own, ...nested].filter((type) => type !== 'null');
}

function coreProperties(node: JsonSchemaNode): Record<string, JsonSchemaNode> {
  const object = [node, ...(node.anyOf ?? [])].find((candidate) => candidate.properties);
  return object?.properties ?? {};
}

/** Core integer fields need whole numbers; a document 'number' there would be a mismatch. */
function compatible(core: string, documented: string): boolean {
  if (core === 'number') return documented === 'number' || documented === 'integer';
  return core === documented;
}

/** Follows `path` ('results[]', 'cast[]', 'genres[]') from a document schema. */
function at(schema: ShapeSchema, path: string): ShapeSchema | null {
  let node: ShapeSchema | undefined = schema;
  for (const step of path.split('.').filter((part) => part !== '')) {
    const name = step.replace(/\[\]$/, '');
    node = node?.properties?.[name];
    if (step.endsWith('[]')) node = node?.items;
  }
  return node ?? null;
}

const source = (path: TmdbSubsetPath, inner = '') => at(schemaOf(path), inner);

/**
 * Compares a core object schema with the document schemas of the answers it parses. Nested
 * objects (credits, images...) are compared by type only: their own contracts below check that
 * each of their fields exists (an episode's images have stills but no posters, for instance).
 * @returns one line per field our schema reads that the document lacks or types differently
 */
function mismatches(
  name: string,
  core: JsonSchemaNode,
  documents: (ShapeSchema | null)[],
  requireFields = true,
): string[] {
  const problems: string[] = [];
  const present = documents.filter((document): document is ShapeSchema => document !== null);
  if (present.length !== documents.length) problems.push(`${name}: a document path is wrong`);
  for (const [field, fieldSchema] of Object.entries(coreProperties(core))) {
    const documented = present.flatMap((document) => {
      const property = document.properties?.[field];
      return property ? [property] : [];
    });
    if (documented.length === 0) {
      if (requireFields) problems.push(`${name}.${field}: not in the document`);
      continue;
    }
    const types = coreTypes(fieldSchema);
    for (const property of documented) {
      const documentedTypes = property.type === undefined ? [] : [property.type].flat();
      const fits =
        documentedTypes.length === 0 ||
        documentedTypes.some((documentedType) =>
          types.some((type) => compatible(type, documentedType)),
        );
      if (!fits)
        problems.push(
          `${name}.${field}: ours ${types.join('|')}, document ${documentedTypes.join('|')}`,
        );
    }
    if (Object.keys(coreProperties(fieldSchema)).length > 0) {
      problems.push(...mismatches(`${name}.${field}`, fieldSchema, documented, false));
    }
  }
  return [...new Set(problems)];
}

function toJson(schema: z.ZodType): JsonSchemaNode {
  // io 'input': what the schema reads from TMDB, before our fallbacks and transforms.
  return jsonSchemaNodeSchema.parse(
    z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }),
  );
}

const LIST_PATHS: TmdbSubsetPath[] = [
  '/3/search/multi',
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
  '/3/movie/{movie_id}/similar',
  '/3/tv/{series_id}/similar',
];
const EPISODE = '/3/tv/{series_id}/season/{season_number}/episode/{episode_number}';
const SEASON = '/3/tv/{series_id}/season/{season_number}';
const CREDITS: TmdbSubsetPath[] = [
  '/3/movie/{movie_id}/credits',
  '/3/tv/{series_id}/credits',
  `${EPISODE}/credits`,
];
const IMAGES: TmdbSubsetPath[] = [
  '/3/movie/{movie_id}/images',
  '/3/tv/{series_id}/images',
  `${EPISODE}/images`,
];

/** The details documents with what append_to_response embeds, each from its own endpoint. */
function detailsDocument(path: TmdbSubsetPath, appended: Record<string, TmdbSubsetPath>) {
  const base = schemaOf(path);
  const properties = { ...base.properties };
  for (const [name, appendedPath] of Object.entries(appended))
    properties[name] = schemaOf(appendedPath);
  return { ...base, properties };
}

/**
 * Fields a core schema reads that the document does not have for that answer, and why that is
 * fine. Keep this short: every entry is a field that is always null or [] from TMDB.
 */
const KNOWN_ABSENT: Record<string, string> = {
  // mediaDetailsSchema extends the list-entry schema; details carry `genres` and no media_type
  'mediaDetails.media_type': 'inherited from mediaSummary; details answers leave it out',
  'mediaDetails.genre_ids': 'inherited from mediaSummary; details answers carry `genres`',
  'mediaDetails.release_date_precision':
    'ours, optional: the embedded catalogue says how much of a date it knows (decision 0018)',
  'mediaSummary.availability':
    'ours, optional: our server marks the titles that play here (decision 0020)',
  'mediaDetails.availability': 'inherited from mediaSummary; ours (decision 0020)',
};

const CONTRACTS: { name: string; core: z.ZodType; documents: (ShapeSchema | null)[] }[] = [
  {
    name: 'pagedResults',
    core: pagedResultsSchema(mediaSummarySchema),
    documents: LIST_PATHS.map((path) => source(path)),
  },
  {
    name: 'mediaSummary',
    core: mediaSummarySchema,
    documents: LIST_PATHS.map((path) => source(path, 'results[]')),
  },
  {
    name: 'mediaDetails',
    core: mediaDetailsSchema,
    documents: [
      detailsDocument('/3/movie/{movie_id}', {
        credits: '/3/movie/{movie_id}/credits',
        similar: '/3/movie/{movie_id}/similar',
        external_ids: '/3/movie/{movie_id}/external_ids',
        images: '/3/movie/{movie_id}/images',
      }),
      detailsDocument('/3/tv/{series_id}', {
        credits: '/3/tv/{series_id}/credits',
        similar: '/3/tv/{series_id}/similar',
        external_ids: '/3/tv/{series_id}/external_ids',
        images: '/3/tv/{series_id}/images',
      }),
    ],
  },
  {
    name: 'genreList',
    core: genreListSchema,
    documents: [source('/3/genre/movie/list'), source('/3/genre/tv/list')],
  },
  {
    name: 'genre',
    core: genreSchema,
    documents: [
      source('/3/genre/movie/list', 'genres[]'),
      source('/3/movie/{movie_id}', 'genres[]'),
      source('/3/tv/{series_id}', 'genres[]'),
    ],
  },
  {
    name: 'company',
    core: companySchema,
    documents: [
      source('/3/movie/{movie_id}', 'production_companies[]'),
      source('/3/tv/{series_id}', 'networks[]'),
    ],
  },
  {
    name: 'season',
    core: seasonSchema,
    documents: [source(SEASON), source('/3/tv/{series_id}', 'seasons[]')],
  },
  {
    name: 'episode',
    core: episodeSchema,
    documents: [
      detailsDocument(EPISODE, { credits: `${EPISODE}/credits`, images: `${EPISODE}/images` }),
      source(SEASON, 'episodes[]'),
    ],
  },
  {
    name: 'externalIds',
    core: mediaDetailsSchema.shape.external_ids,
    documents: [
      source('/3/movie/{movie_id}/external_ids'),
      source('/3/tv/{series_id}/external_ids'),
    ],
  },
  { name: 'credits', core: creditsSchema, documents: CREDITS.map((path) => source(path)) },
  {
    name: 'person',
    core: personSchema,
    documents: [
      ...CREDITS.flatMap((path) => [source(path, 'cast[]'), source(path, 'crew[]')]),
      source(`${EPISODE}/credits`, 'guest_stars[]'),
      source(SEASON, 'episodes[].guest_stars[]'),
    ],
  },
  { name: 'images', core: imagesSchema, documents: IMAGES.map((path) => source(path)) },
  {
    name: 'image',
    core: imageSchema,
    documents: [
      ...['posters[]', 'backdrops[]', 'logos[]'].map((list) =>
        source('/3/movie/{movie_id}/images', list),
      ),
      source(`${EPISODE}/images`, 'stills[]'),
    ],
  },
];

describe("our core schemas against TMDB's OpenAPI document", () => {
  it.each(CONTRACTS)(
    '$name reads only fields the document has, with compatible types',
    ({ name, core, documents }) => {
      const unexplained = mismatches(name, toJson(core), documents).filter(
        (problem) => !(problem.replace(/: not in the document$/, '') in KNOWN_ABSENT),
      );
      expect(unexplained).toEqual([]);
    },
  );

  it('notices a field the document lacks and a type it contradicts', () => {
    const invented = mediaSummarySchema.extend({ tmdb_secret: z.string(), adult: z.number() });
    expect(
      mismatches('probe', toJson(invented), [
        source('/3/movie/popular', 'results[]'),
        source('/3/search/multi', 'results[]'),
        source('/3/tv/popular', 'results[]'),
      ]),
    ).toEqual([
      'probe.adult: ours number, document boolean',
      // Our own field, excused only under its schema's name.
      'probe.availability: not in the document',
      'probe.tmdb_secret: not in the document',
    ]);
  });
});
