/**
 * The operator's allow-list of Internet Archive films (the lawful-titles.json format): which
 * catalogue titles may be offered, from which archive items, under which licence. Only titles
 * with at least one Internet Archive identifier are kept; matching is by TMDB id, then IMDb id,
 * never by title.
 */
import { readFile } from 'node:fs/promises';
import type { ScrapeRequest } from '@reelhouse/core/player/scrape-schema';
import { z } from 'zod';

/** Internet Archive identifiers: letters, digits, '.', '_' and '-'. */
const identifierSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/);

/** One entry of lawful-titles.json; fields we do not use are ignored, missing ids may be null. */
const allowListTitleSchema = z.object({
  title: z.string().trim().min(1),
  year: z.number().int().nullish(),
  /** 'movie' or 'tv' */
  kind: z.string(),
  category: z.string().nullish(),
  license: z.string().nullish(),
  tmdb_id: z.union([z.number().int().positive(), z.string().regex(/^[1-9]\d{0,15}$/)]).nullish(),
  imdb_id: z
    .string()
    .regex(/^tt\d{5,12}$/)
    .nullish(),
  internet_archive_ids: z.array(identifierSchema).nullish(),
  /** our own optional override of the line shown under the video */
  notice: z.string().trim().min(1).max(200).nullish(),
});

const allowListFileSchema = z.object({ titles: z.array(allowListTitleSchema) });

/** A film the operator allows, with the archive items to look in (in order of preference). */
export interface ArchiveTitle {
  title: string;
  kind: string;
  /** decimal string, as scrape requests carry it */
  tmdbId: string | null;
  imdbId: string | null;
  identifiers: readonly string[];
  /** short licence line for the player, e.g. 'CC BY 3.0 — Blender Foundation' */
  notice: string;
}

/** The allowed films; read it with {@link loadArchiveAllowList} or {@link parseArchiveAllowList}. */
export interface ArchiveAllowList {
  readonly titles: readonly ArchiveTitle[];
}

const PUBLIC_DOMAIN_NOTICE = 'Public domain film from the Internet Archive.';
const DEFAULT_NOTICE = 'Film from the Internet Archive.';
/** 'CC BY', 'CC BY 3.0', 'CC BY-ND 4.0', 'CC BY-NC-SA 2.5', …, as the licence text starts. */
const CREATIVE_COMMONS = /\bCC BY(?:-(?:NC|ND|SA))*(?: \d\.\d)?/;

/**
 * The short licence line shown under the video: public domain films say so; Creative Commons
 * films name their licence and, for the Blender open movies, their author; else a plain line.
 */
export function describeArchiveLicence(licence: string | null, category: string | null): string {
  if (licence !== null && /public domain/i.test(licence)) return PUBLIC_DOMAIN_NOTICE;
  const creativeCommons = licence === null ? null : CREATIVE_COMMONS.exec(licence);
  if (creativeCommons) {
    const author = category === 'blender_open_movie' ? 'Blender Foundation' : 'Internet Archive';
    return `${creativeCommons[0]} — ${author}`;
  }
  return DEFAULT_NOTICE;
}

/**
 * Reads an allow-list from its JSON value.
 * @throws ZodError when the shape is wrong (a bad identifier or id fails the whole list)
 */
export function parseArchiveAllowList(json: unknown): ArchiveAllowList {
  const file = allowListFileSchema.parse(json);
  const titles = file.titles.flatMap((entry): ArchiveTitle[] => {
    const identifiers = entry.internet_archive_ids ?? [];
    if (identifiers.length === 0) return [];
    return [
      {
        title: entry.title,
        kind: entry.kind,
        tmdbId: entry.tmdb_id == null ? null : String(entry.tmdb_id),
        imdbId: entry.imdb_id ?? null,
        identifiers,
        notice:
          entry.notice ?? describeArchiveLicence(entry.license ?? null, entry.category ?? null),
      },
    ];
  });
  return { titles };
}

/**
 * Reads the allow-list file (lawful-titles.json format).
 * @throws when the file cannot be read, is not JSON, or does not fit the format
 */
export async function loadArchiveAllowList(filePath: string): Promise<ArchiveAllowList> {
  return parseArchiveAllowList(JSON.parse(await readFile(filePath, 'utf8')));
}

/**
 * The allowed film a request asks for: by TMDB id, else by IMDb id. Series are not offered
 * (an archive item holds a whole series, not one episode we could point at).
 */
export function findArchiveTitle(
  allowList: ArchiveAllowList,
  request: ScrapeRequest,
): ArchiveTitle | undefined {
  if (request.type !== 'movie') return undefined;
  const movies = allowList.titles.filter((title) => title.kind === 'movie');
  return (
    movies.find((title) => title.tmdbId === request.tmdbId) ??
    (request.imdbId === undefined
      ? undefined
      : movies.find((title) => title.imdbId === request.imdbId))
  );
}
