/**
 * Reads the open data of catalogue-data/ (films, series, episode lists, lawful titles) and checks
 * every record's shape with zod. Owns file names and parsing; turning facts into catalogue rows
 * is catalogue-records.ts's job.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The data files, relative to the data folder; the builder hashes them in this order. */
export const OPEN_DATA_FILES = [
  'open-films/films.jsonl',
  'open-series/shows.jsonl',
  'open-series/episodes.json',
  'lawful-titles.json',
] as const;

const idSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const textOrNull = z.string().nullable();
const dateOrNull = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .nullable();

/** Whether the ids of a record really belong to it (the data's own check; see its README). */
const idCheckSchema = z.enum(['confirmed', 'unverified', 'doubtful']).default('unverified');

export const openFilmSchema = z.object({
  tmdb_id: idSchema,
  imdb_id: textOrNull,
  title: z.string().trim().min(1),
  year: z.number().int().min(1870).max(2200),
  genres: z.array(z.string()),
  cast: z.array(z.string().trim().min(1)),
  box_office_usd: z.number().nonnegative().nullable(),
  collection: textOrNull,
  id_check: idCheckSchema,
  release_date: dateOrNull.default(null),
  /** 'us_release' (a US date), 'release', 'earliest_known' (maybe a festival), or null */
  release_date_kind: z.string().nullable().default(null),
  runtime_min: z.number().positive().max(1_000).nullable().default(null),
  crew: z
    .array(
      z.object({
        job: z.string().trim().min(1),
        name: z.string().trim().min(1),
        qid: textOrNull.default(null),
      }),
    )
    .default([]),
});
export type OpenFilm = z.output<typeof openFilmSchema>;

export const openShowSchema = z.object({
  tmdb_id: idSchema,
  imdb_id: textOrNull,
  title: z.string().trim().min(1),
  type: textOrNull,
  language: textOrNull,
  first_air_date: dateOrNull,
  last_air_date: dateOrNull,
  status: textOrNull,
  genres: z.array(z.string()),
  network: textOrNull,
  episode_run_time: z.number().nonnegative().nullable(),
  id_check: idCheckSchema,
  number_of_seasons: z.number().int().positive().nullable().default(null),
  number_of_episodes: z.number().int().positive().nullable().default(null),
  /** what a title page prints as the run: premiere year, and the end year when it ended */
  run_years: z
    .object({
      start: z.number().int().nullable(),
      end: z.number().int().nullable().default(null),
      end_source: z.string().nullable().default(null),
    })
    .nullable()
    .default(null),
});
export type OpenShow = z.output<typeof openShowSchema>;

const openEpisodeSchema = z.object({
  episode_number: z.number().int().nonnegative(),
  name: textOrNull,
  air_date: dateOrNull,
  runtime: z.number().nonnegative().nullable(),
});

export const openEpisodeListSchema = z.object({
  tmdb_id: idSchema,
  title: z.string(),
  /** free text from the data: starts with 'complete' when the list runs to the final episode */
  completeness: z.string(),
  seasons: z.array(
    z.object({
      season_number: z.number().int().nonnegative(),
      episodes: z.array(openEpisodeSchema),
    }),
  ),
});
export type OpenEpisodeList = z.output<typeof openEpisodeListSchema>;

export const lawfulTitleSchema = z.object({
  title: z.string().trim().min(1),
  year: z.number().int().min(1870).max(2200),
  kind: z.enum(['movie', 'tv']),
  /** e.g. 'blender_open_movie', 'us_public_domain_feature', 'us_public_domain_tv_partial' */
  category: z.string(),
  license: z.string(),
  tmdb_id: idSchema.nullable(),
  imdb_id: textOrNull,
});
export type LawfulTitle = z.output<typeof lawfulTitleSchema>;

export interface OpenData {
  films: OpenFilm[];
  shows: OpenShow[];
  episodeLists: OpenEpisodeList[];
  lawfulTitles: LawfulTitle[];
}

/**
 * Reads and validates the whole data folder.
 * @throws when a file is missing or a record does not fit its schema (names file and line)
 */
export function readOpenData(dataDir: string): OpenData {
  const read = (file: string) => readFileSync(path.join(dataDir, file), 'utf8');
  return {
    films: parseJsonLines(read('open-films/films.jsonl'), openFilmSchema, 'films.jsonl'),
    shows: parseJsonLines(read('open-series/shows.jsonl'), openShowSchema, 'shows.jsonl'),
    episodeLists: parseWhole(
      read('open-series/episodes.json'),
      z.array(openEpisodeListSchema),
      'episodes.json',
    ),
    lawfulTitles: parseWhole(
      read('lawful-titles.json'),
      z.object({ titles: z.array(lawfulTitleSchema) }),
      'lawful-titles.json',
    ).titles,
  };
}

function parseJsonLines<T extends z.ZodType>(text: string, schema: T, name: string): z.output<T>[] {
  const records: z.output<T>[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    const parsed = schema.safeParse(JSON.parse(line));
    if (!parsed.success) {
      throw new Error(`${name} line ${index + 1}: ${parsed.error.message}`);
    }
    records.push(parsed.data);
  });
  return records;
}

function parseWhole<T extends z.ZodType>(text: string, schema: T, name: string): z.output<T> {
  const parsed = schema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${name}: ${parsed.error.message}`);
  return parsed.data;
}
