/**
 * The Follow / Unfollow choices (`followChoices` in the browser: `[[1396, "follow", 1764000000000],
 * [52, "unfollow", 1764000300000]]`, oldest first; the time, ms, when the choice was made), read
 * leniently without a schema library (the series page reads them; zod stays unloaded): entries
 * that are not a series id with a choice are skipped, never fatal. A signed-in visitor's choices
 * are merged with the account's, the later choice per series winning.
 */
import type { FollowChoice } from './followed-series';

/** Choices kept at most; the oldest go first. */
export const MAX_FOLLOW_CHOICES = 2000;

export interface FollowChoiceEntry {
  seriesId: number;
  choice: FollowChoice;
  /** when the choice was made, ms (0: not known, as older lists stored none) */
  at: number;
}

function isSeriesId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** The choices stored as `raw`, oldest first, one per series (the latest); unreadable: none. */
export function readFollowChoices(raw: string | null): FollowChoiceEntry[] {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  // Keyed by series, re-inserted on each entry: the latest choice per series, in list order.
  const bySeries = new Map<number, FollowChoiceEntry>();
  for (const item of value) {
    if (!Array.isArray(item) || item.length < 2 || item.length > 3) continue;
    const [seriesId, choice, at] = item as unknown[];
    if (!isSeriesId(seriesId) || (choice !== 'follow' && choice !== 'unfollow')) continue;
    const time = typeof at === 'number' && Number.isSafeInteger(at) && at > 0 ? at : 0;
    bySeries.delete(seriesId);
    bySeries.set(seriesId, { seriesId, choice, at: time });
  }
  return [...bySeries.values()].slice(-MAX_FOLLOW_CHOICES);
}

/** What to store for `entries`. */
export function writeFollowChoices(entries: readonly FollowChoiceEntry[]): string {
  return JSON.stringify(entries.map((entry) => [entry.seriesId, entry.choice, entry.at]));
}

/**
 * The choices with `choice` made for `seriesId`, as the newest; the oldest are dropped beyond
 * {@link MAX_FOLLOW_CHOICES}.
 */
export function withFollowChoice(
  entries: readonly FollowChoiceEntry[],
  seriesId: number,
  choice: FollowChoice,
  at: number,
): FollowChoiceEntry[] {
  const others = entries.filter((entry) => entry.seriesId !== seriesId);
  return [...others, { seriesId, choice, at }].slice(-MAX_FOLLOW_CHOICES);
}

/**
 * Two lists of choices as one: per series the later choice (a tie keeps `ours`), oldest first,
 * at most {@link MAX_FOLLOW_CHOICES}.
 */
export function mergeFollowChoices(
  ours: readonly FollowChoiceEntry[],
  theirs: readonly FollowChoiceEntry[],
): FollowChoiceEntry[] {
  const bySeries = new Map<number, FollowChoiceEntry>();
  for (const entry of theirs) bySeries.set(entry.seriesId, entry);
  for (const entry of ours) {
    const other = bySeries.get(entry.seriesId);
    if (other === undefined || entry.at >= other.at) bySeries.set(entry.seriesId, entry);
  }
  return [...bySeries.values()]
    .sort((a, b) => a.at - b.at || a.seriesId - b.seriesId)
    .slice(-MAX_FOLLOW_CHOICES);
}

/** The choices by series id, as `listFollowedSeries` takes them. */
export function choicesById(entries: readonly FollowChoiceEntry[]): Record<string, FollowChoice> {
  return Object.fromEntries(entries.map((entry) => [String(entry.seriesId), entry.choice]));
}
