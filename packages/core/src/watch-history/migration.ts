/**
 * The one-time watch-history migration (spec section 3): strips `poster` and `seasons`, and
 * `episodes` from movies; rekeys episodes to 's1e3'. Parses with zod: load it lazily.
 */
import { buildEpisodeKey, canonicaliseEpisodeKey, EPISODE_KEY_PATTERN } from './episode-key';
import {
  type WatchHistoryEntry,
  type WatchHistoryStore,
  watchHistoryEntrySchema,
  watchHistoryIdSchema,
} from './watch-history-schema';

/** Result of the migration. */
export interface WatchHistoryMigration {
  store: WatchHistoryStore;
  /**
   * Whether the stored value must be rewritten: a field was stripped, an episode rekeyed, or
   * something unreadable dropped. The web app then shows the migration toast.
   */
  changed: boolean;
  /** entries and episodes left out because they could not be read */
  droppedCount: number;
}

type Loose = Record<string, unknown>;

function isObject(value: unknown): value is Loose {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The key of a legacy episode: its own key when readable, else from the show's season list. */
function resolveEpisodeKey(key: string, episode: Loose, seasons: unknown): string | null {
  if (EPISODE_KEY_PATTERN.test(key)) return key;
  const canonical = canonicaliseEpisodeKey(key);
  if (canonical !== null) return canonical;
  const season = isObject(seasons) ? seasons[String(episode.seasonId)] : undefined;
  if (!isObject(season) || typeof season.number !== 'number') return null;
  if (typeof episode.number !== 'number') return null;
  return buildEpisodeKey(season.number, episode.number);
}

function updatedAtOf(episode: Loose): number {
  return typeof episode.updatedAt === 'number' ? episode.updatedAt : 0;
}

/** Rekeys episodes; of two that land on one key, the more recently updated is kept. */
function migrateEpisodes(
  episodes: Loose,
  seasons: unknown,
): { episodes: Loose; lost: number; rekeyed: boolean } {
  const result: Loose = {};
  let lost = 0;
  let rekeyed = false;
  for (const [key, episode] of Object.entries(episodes)) {
    const newKey = isObject(episode) ? resolveEpisodeKey(key, episode, seasons) : null;
    if (newKey === null || !isObject(episode)) {
      lost += 1;
      continue;
    }
    rekeyed ||= newKey !== key;
    const other = result[newKey];
    if (isObject(other)) lost += 1;
    if (!isObject(other) || updatedAtOf(episode) > updatedAtOf(other)) result[newKey] = episode;
  }
  return { episodes: result, lost, rekeyed };
}

function migrateEntry(raw: unknown): {
  entry: WatchHistoryEntry | null;
  changed: boolean;
  lost: number;
} {
  if (!isObject(raw)) return { entry: null, changed: true, lost: 1 };
  const { poster, seasons, episodes, ...rest } = raw;
  let changed = poster !== undefined || seasons !== undefined;
  let lost = 0;
  const candidate: Loose = { ...rest };
  if (rest.type === 'movie') changed ||= episodes !== undefined;
  if (rest.type === 'show' && isObject(episodes)) {
    const migrated = migrateEpisodes(episodes, seasons);
    candidate.episodes = migrated.episodes;
    changed ||= migrated.rekeyed || migrated.lost > 0;
    lost += migrated.lost;
  }
  const parsed = watchHistoryEntrySchema.safeParse(candidate);
  if (!parsed.success) return { entry: null, changed: true, lost: lost + 1 };
  return { entry: parsed.data, changed, lost };
}

/**
 * Migrates the parsed value of `media-tracking`. Idempotent: migrating its own result reports no
 * change and returns the same store.
 * @param raw the parsed JSON (null or undefined when nothing is stored: an empty history)
 * @returns null when the value is not `{items: {...}}` at all; the caller then leaves it stored
 *   untouched (nothing is erased) and starts from an empty history
 */
export function migrateWatchHistory(raw: unknown): WatchHistoryMigration | null {
  if (raw === null || raw === undefined)
    return { store: { items: {} }, changed: false, droppedCount: 0 };
  if (!isObject(raw) || !isObject(raw.items)) return null;
  const items: WatchHistoryStore['items'] = {};
  let changed = false;
  let droppedCount = 0;
  for (const [id, value] of Object.entries(raw.items)) {
    if (!watchHistoryIdSchema.safeParse(id).success) {
      changed = true;
      droppedCount += 1;
      continue;
    }
    const migrated = migrateEntry(value);
    changed ||= migrated.changed;
    droppedCount += migrated.lost;
    if (migrated.entry !== null) items[id] = migrated.entry;
  }
  return { store: { items }, changed, droppedCount };
}
