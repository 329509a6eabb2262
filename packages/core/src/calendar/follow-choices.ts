/**
 * The stored Follow / Unfollow choices (`followChoices`: `[[1396, "follow"], [52, "unfollow"]]`,
 * oldest first), read leniently without a schema library (the series page reads them; zod stays
 * unloaded): entries that are not a series id with a choice are skipped, never fatal.
 */
import type { FollowChoice } from './followed-series';

/** Choices kept at most; the oldest go first. */
export const MAX_FOLLOW_CHOICES = 2000;

export interface FollowChoiceEntry {
  seriesId: number;
  choice: FollowChoice;
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
  let entries: FollowChoiceEntry[] = [];
  for (const item of value) {
    if (!Array.isArray(item) || item.length !== 2) continue;
    const [seriesId, choice] = item as unknown[];
    if (!isSeriesId(seriesId) || (choice !== 'follow' && choice !== 'unfollow')) continue;
    entries = withFollowChoice(entries, seriesId, choice);
  }
  return entries;
}

/** What to store for `entries`. */
export function writeFollowChoices(entries: readonly FollowChoiceEntry[]): string {
  return JSON.stringify(entries.map((entry) => [entry.seriesId, entry.choice]));
}

/**
 * The choices with `choice` made for `seriesId`, as the newest; the oldest are dropped beyond
 * {@link MAX_FOLLOW_CHOICES}.
 */
export function withFollowChoice(
  entries: readonly FollowChoiceEntry[],
  seriesId: number,
  choice: FollowChoice,
): FollowChoiceEntry[] {
  const others = entries.filter((entry) => entry.seriesId !== seriesId);
  return [...others, { seriesId, choice }].slice(-MAX_FOLLOW_CHOICES);
}

/** The choices by series id, as `listFollowedSeries` takes them. */
export function choicesById(entries: readonly FollowChoiceEntry[]): Record<string, FollowChoice> {
  return Object.fromEntries(entries.map((entry) => [String(entry.seriesId), entry.choice]));
}
