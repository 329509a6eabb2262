/**
 * How names in the media library layout are read: title folders (`Title (Year) [tmdbid-N]`),
 * season folders, episode markers, quality suffixes of video files, and the language part of
 * caption files. Pure string rules; the scanner decides which names to ask about.
 */
import type { QualityKey } from '@reelhouse/core/player/quality';
import type { FILE_CONTAINER_TYPES } from '@reelhouse/core/player/source-schema';
import { getLanguageName } from '@reelhouse/core/slug/languages';

export type FileContainerType = (typeof FILE_CONTAINER_TYPES)[number];

/** What a title folder's name says. */
export interface TitleFolderName {
  /** the name without year and id tags, as written */
  title: string;
  year: number | null;
  /** TMDB id from a `[tmdbid-N]`, `[tmdbid=N]` or `{tmdb-N}` tag, as a decimal string */
  tmdbId: string | null;
  /** IMDb id from an `[imdbid-tt…]` or `{imdb-tt…}` tag */
  imdbId: string | null;
}

const TMDB_TAG = /\s*(?:\[tmdbid[-=](\d{1,16})\]|\{tmdb[-=](\d{1,16})\})\s*/i;
const IMDB_TAG = /\s*(?:\[imdbid[-=](tt\d{5,12})\]|\{imdb[-=](tt\d{5,12})\})\s*/i;
const TRAILING_YEAR = /\s*\((\d{4})\)\s*$/;

/**
 * Reads a title folder's name: 'Big Buck Bunny (2008) [tmdbid-10378]', 'Sintel (2010)',
 * 'Breaking Bad {tmdb-1396}', 'Breaking Bad'. Any folder name reads as one: the scanner decides
 * from the folder's content whether it is a title folder.
 */
export function parseTitleFolderName(name: string): TitleFolderName {
  let rest = name;
  const tmdb = TMDB_TAG.exec(rest);
  if (tmdb) rest = rest.replace(TMDB_TAG, ' ');
  const imdb = IMDB_TAG.exec(rest);
  if (imdb) rest = rest.replace(IMDB_TAG, ' ');
  rest = rest.trim();
  const year = TRAILING_YEAR.exec(rest);
  if (year) rest = rest.replace(TRAILING_YEAR, '').trim();
  const tmdbId = tmdb ? (tmdb[1] ?? tmdb[2] ?? '').replace(/^0+/, '') : '';
  return {
    title: rest,
    year: year ? Number(year[1]) : null,
    tmdbId: tmdbId === '' ? null : tmdbId,
    imdbId: imdb ? (imdb[1] ?? imdb[2] ?? '').toLowerCase() : null,
  };
}

const SEASON_FOLDER = /^season[\s._-]*(\d{1,3})$/i;

/**
 * @returns the season number of a season folder ('Season 01' → 1, 'Season 2' → 2, 'Specials' →
 *   0), or null for any other folder
 */
export function parseSeasonFolderName(name: string): number | null {
  const trimmed = name.trim();
  if (/^specials$/i.test(trimmed)) return 0;
  const match = SEASON_FOLDER.exec(trimmed);
  return match ? Number(match[1]) : null;
}

/** A season and episode number. */
export interface EpisodeNumber {
  season: number;
  episode: number;
}

const SXXEYY = /(?<![a-z0-9])s(\d{1,3})[\s._-]?e(\d{1,4})(?![0-9])/i;
const NXNN = /(?<![a-z0-9])(\d{1,2})x(\d{2,3})(?![a-z0-9])/i;

/**
 * Reads the episode marker of a video's name: 'Breaking Bad S01E03' or 's1e3' or '1x03'.
 * The first marker counts (a double episode 'S01E01E02' is episode 1).
 * @returns the numbers, or null when the name has no marker
 */
export function parseEpisodeMarker(name: string): EpisodeNumber | null {
  const match = SXXEYY.exec(name) ?? NXNN.exec(name);
  return match ? { season: Number(match[1]), episode: Number(match[2]) } : null;
}

const QUALITY_SUFFIX = /^(.*?)\s+-\s+(360p|480p|720p|1080p|2160p|4k)(?:[\s._-]?(hdr))?$/i;

const QUALITY_BY_SUFFIX: Readonly<Record<string, '360' | '480' | '720' | '1080' | '4k'>> = {
  '360p': '360',
  '480p': '480',
  '720p': '720',
  '1080p': '1080',
  '2160p': '4k',
  '4k': '4k',
};

/**
 * Splits a video file's name (without extension) into its base and quality:
 * 'Film (2008) - 720p' → 720; ' - 2160p' and ' - 4K' → 4k; ' - 1080p-hdr' or ' - 1080p HDR' →
 * 1080-hdr; no suffix → 'original'.
 */
export function parseQualitySuffix(stem: string): { base: string; quality: QualityKey } {
  const match = QUALITY_SUFFIX.exec(stem);
  const resolution = match ? QUALITY_BY_SUFFIX[(match[2] ?? '').toLowerCase()] : undefined;
  if (!match || resolution === undefined || match[1] === undefined || match[1] === '') {
    return { base: stem, quality: 'original' };
  }
  return { base: match[1], quality: match[3] === undefined ? resolution : `${resolution}-hdr` };
}

const CONTAINER_BY_EXTENSION: Readonly<Record<string, FileContainerType>> = {
  mp4: 'mp4',
  webm: 'webm',
  mkv: 'mkv',
};

/** Splits a file name at its last dot: 'a.b.mp4' → ['a.b', 'mp4'] (extension lower-cased). */
export function splitExtension(name: string): { stem: string; extension: string } {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return { stem: name, extension: '' };
  return { stem: name.slice(0, dot), extension: name.slice(dot + 1).toLowerCase() };
}

/** @returns the container type of a video file's extension ('mp4', 'webm', 'mkv'), else null */
export function getContainerType(extension: string): FileContainerType | null {
  return Object.hasOwn(CONTAINER_BY_EXTENSION, extension)
    ? (CONTAINER_BY_EXTENSION[extension] ?? null)
    : null;
}

/** Language shown for a caption file whose name has no language part. */
export const UNKNOWN_CAPTION_LANGUAGE = 'Unknown';

const LANGUAGE_CODE = /^([a-z]{2,3})(?:[-_]([a-z]{2}|\d{3}))?$/i;
const LANGUAGE_WORD = /^[a-z][a-z ()'-]{3,39}$/i;
const CAPTION_FLAGS: Readonly<Record<string, string>> = {
  forced: 'Forced',
  sdh: 'SDH',
  cc: 'CC',
  hi: 'SDH',
};

/**
 * Reads the language part of a caption file's name (what sits between the base and '.vtt'):
 * 'en' → 'English', 'pt-BR' → 'Portuguese (BR)', 'eng' → 'eng' (no map for three-letter codes),
 * 'English' → 'English', 'en.forced' → 'English (Forced)'.
 * @returns the readable language, or null when the part is not a language ('thumbnails', '1080p')
 */
export function describeCaptionLanguage(part: string): string | null {
  const pieces = part.split('.');
  if (pieces.length > 2) return null;
  const [tag = '', flagPart] = pieces;
  const flag = flagPart === undefined ? null : (CAPTION_FLAGS[flagPart.toLowerCase()] ?? null);
  if (flagPart !== undefined && flag === null) return null;
  const language = describeLanguageTag(tag);
  if (language === null) return null;
  return flag === null ? language : `${language} (${flag})`;
}

function describeLanguageTag(tag: string): string | null {
  if (tag.toLowerCase() === 'thumbnails') return null;
  const code = LANGUAGE_CODE.exec(tag);
  if (code) {
    const [, language = '', region] = code;
    const name = language.length === 2 ? (getLanguageName(language) ?? tag) : tag;
    if (name === tag) return tag;
    return region === undefined ? name : `${name} (${region.toUpperCase()})`;
  }
  return LANGUAGE_WORD.test(tag) ? tag.trim() : null;
}

/**
 * The form titles are compared in: accents stripped, lower-case, '&' read as 'and', apostrophes
 * dropped, other punctuation as spaces, a leading 'the' (or a trailing ', The') dropped.
 * 'Amélie' → 'amelie'; 'The Matrix' and 'Matrix, The' → 'matrix'; 'Star Wars: A New Hope' and
 * 'Star Wars - A New Hope' → 'star wars a new hope'.
 */
export function normaliseTitle(title: string): string {
  const folded = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/,\s*the\s*$/, '')
    .replace(/&/g, ' and ')
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return folded.replace(/^the /, '');
}
