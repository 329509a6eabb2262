/**
 * What the player remembers per series (`seriesPlayerMemory` in the browser): the subtitle
 * language (or off), the audio language and the quality the viewer last chose in the menus while
 * watching an episode, so the next episode of that series starts with them. Movies remember
 * nothing. The stored map is read with `series-memory-schema`; these are the rules around it.
 *
 * With no memory for a choice: subtitles keep the player's default (the first English caption
 * when subtitles are on, none when off), since a caption in the original language would only
 * repeat the audio; the audio prefers the series' original language (TMDB `original_language`)
 * when the tracks name their languages, else the source's own default; the quality keeps the
 * device's best. A remembered language or quality the new episode lacks falls back the same way.
 */
import { LANGUAGE_NAMES } from '../slug/languages';
import { THREE_LETTER_LANGUAGES } from '../subtitles/caption-labels';
import type { QualityLabel } from './quality';

/** Series remembered at most; the least recently watched go first. */
export const MAX_REMEMBERED_SERIES = 200;

/** The subtitle choice meaning "no subtitles". */
export const SUBTITLES_OFF = 'off';

/** The choices remembered for one series; a missing one was never made. */
export interface SeriesPlayerChoices {
  /** a language key (see {@link toLanguageKey}, e.g. 'en') or {@link SUBTITLES_OFF} */
  subtitles?: string;
  /** a language key of the chosen audio track */
  audio?: string;
  /** the chosen quality's label, 'Auto' included */
  quality?: QualityLabel;
}

/** One series' memory as stored. */
export interface SeriesMemoryEntry extends SeriesPlayerChoices {
  /** the series' name, so the settings can list it without asking the catalogue */
  title: string;
  /** when a choice was last made, ms */
  atMs: number;
}

/** Every remembered series by its TMDB id (as a string, the stored object's keys). */
export type SeriesMemory = Readonly<Record<string, SeriesMemoryEntry>>;

/** One row of the settings' list. */
export interface RememberedSeries extends SeriesMemoryEntry {
  seriesId: number;
}

let codesByName: Map<string, string> | null = null;

function findCodeByName(name: string): string | undefined {
  codesByName ??= new Map(
    Object.entries(LANGUAGE_NAMES).map(([code, each]) => [each.toLowerCase(), code]),
  );
  return codesByName.get(name);
}

/**
 * One key per language however a provider writes it, so choices match across episodes.
 * @param language a code ('en', 'EN-us', 'eng') or a name ('English', 'English (SDH)')
 * @returns the two-letter code when the language is known ('en'), else the text lowercased;
 *   '' for a blank text
 */
export function toLanguageKey(language: string): string {
  const value = language.trim().toLowerCase();
  const code = /^([a-z]{2,3})(?:[-_][a-z0-9]+)*$/.exec(value)?.[1];
  if (code !== undefined) {
    if (code.length === 2) return code;
    const short = THREE_LETTER_LANGUAGES[code];
    if (short !== undefined) return short;
  }
  const name = value.replace(/\s*[([].*$/, '').trim();
  return findCodeByName(name) ?? value;
}

/**
 * Records choices made for a series: they join what it remembers, and it becomes the newest.
 * Beyond {@link MAX_REMEMBERED_SERIES} the least recently changed series are forgotten.
 * @param title the series' name now (replaces the stored one)
 * @param nowMs the time of the choice, ms
 */
export function rememberSeriesChoice(
  memory: SeriesMemory,
  seriesId: number,
  title: string,
  choice: SeriesPlayerChoices,
  nowMs: number,
): SeriesMemory {
  const key = String(seriesId);
  const entry: SeriesMemoryEntry = { ...memory[key], ...choice, title, atMs: nowMs };
  const others = Object.entries(memory).filter(([id]) => id !== key);
  const kept = others.sort(([, a], [, b]) => b.atMs - a.atMs).slice(0, MAX_REMEMBERED_SERIES - 1);
  return Object.fromEntries([[key, entry], ...kept]);
}

/** @returns the memory without `seriesId` (the same object when it was not remembered) */
export function forgetSeries(memory: SeriesMemory, seriesId: number): SeriesMemory {
  const key = String(seriesId);
  if (!Object.hasOwn(memory, key)) return memory;
  return Object.fromEntries(Object.entries(memory).filter(([id]) => id !== key));
}

/** @returns the remembered series, most recently changed first (ties by id) */
export function listRememberedSeries(memory: SeriesMemory): RememberedSeries[] {
  return Object.entries(memory)
    .map(([id, entry]) => ({ ...entry, seriesId: Number(id) }))
    .sort((a, b) => b.atMs - a.atMs || a.seriesId - b.seriesId);
}

/** @returns what is remembered for the series, or null */
export function findSeriesChoices(
  memory: SeriesMemory,
  seriesId: number,
): SeriesMemoryEntry | null {
  const key = String(seriesId);
  return Object.hasOwn(memory, key) ? (memory[key] ?? null) : null;
}

/** A track or caption as the choosing rules read it. */
export interface LanguageRef {
  /** a code or name as the source gives it; undefined when the source names none */
  language?: string | undefined;
}

function findLanguageIndex(items: readonly LanguageRef[], key: string): number | null {
  const index = items.findIndex(
    (item) => item.language !== undefined && toLanguageKey(item.language) === key,
  );
  return index === -1 ? null : index;
}

/**
 * Which caption to start with when the series remembers subtitles.
 * @returns 'off' when it remembers subtitles off; the index of the first caption in the
 *   remembered language; null when nothing is remembered or no caption has that language (the
 *   player then keeps its default)
 */
export function pickRememberedCaption(
  captions: readonly LanguageRef[],
  choices: SeriesPlayerChoices | null,
): number | typeof SUBTITLES_OFF | null {
  const remembered = choices?.subtitles;
  if (remembered === undefined) return null;
  if (remembered === SUBTITLES_OFF) return SUBTITLES_OFF;
  return findLanguageIndex(captions, remembered);
}

/**
 * Which audio track to start with: the remembered language, else the series' original language.
 * @param originalLanguage TMDB's `original_language` ('ja'), when known
 * @returns the track's index, or null to keep the source's default (one track, no language
 *   matches, or the tracks name no language)
 */
export function pickAudioTrack(
  tracks: readonly LanguageRef[],
  choices: SeriesPlayerChoices | null,
  originalLanguage: string | null | undefined,
): number | null {
  if (tracks.length < 2) return null;
  const remembered = choices?.audio;
  const byMemory = remembered === undefined ? null : findLanguageIndex(tracks, remembered);
  if (byMemory !== null) return byMemory;
  if (originalLanguage === null || originalLanguage === undefined) return null;
  const original = toLanguageKey(originalLanguage);
  return original === '' ? null : findLanguageIndex(tracks, original);
}

/**
 * @param labels the qualities the source offers
 * @returns the index of the remembered quality among `labels`; null when none is remembered,
 *   'Auto' is, or the source lacks it (the player then starts with the device's best)
 */
export function pickRememberedQuality(
  labels: readonly QualityLabel[],
  choices: SeriesPlayerChoices | null,
): number | null {
  const remembered = choices?.quality;
  if (remembered === undefined || remembered === 'Auto') return null;
  const index = labels.indexOf(remembered);
  return index === -1 ? null : index;
}
