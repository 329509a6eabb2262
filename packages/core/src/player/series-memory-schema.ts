/**
 * The stored shape of the per-series player memory (`seriesPlayerMemory`): an object of entries
 * keyed by series id, e.g. `{"1396": {"title": "Breaking Bad", "subtitles": "off", "quality":
 * "720p", "atMs": 1764000000000}}`. Read leniently: an unreadable text is an empty memory, a bad
 * entry is dropped, a bad choice inside a good entry is dropped alone; never throws.
 */
import { z } from 'zod';
import { QUALITY_LABELS } from './quality';
import { MAX_REMEMBERED_SERIES, type SeriesMemory, type SeriesMemoryEntry } from './series-memory';

const SERIES_ID = /^[1-9]\d{0,15}$/;

const languageSchema = z.string().trim().toLowerCase().min(1).max(100);

const entrySchema = z.object({
  title: z.string().trim().min(1).max(500),
  atMs: z.number().int().nonnegative(),
  subtitles: languageSchema.optional().catch(undefined),
  audio: languageSchema.optional().catch(undefined),
  quality: z.enum(QUALITY_LABELS).optional().catch(undefined),
});

function withoutMissing(entry: z.infer<typeof entrySchema>): SeriesMemoryEntry {
  const { subtitles, audio, quality, ...rest } = entry;
  return {
    ...rest,
    ...(subtitles === undefined ? {} : { subtitles }),
    ...(audio === undefined ? {} : { audio }),
    ...(quality === undefined ? {} : { quality }),
  };
}

/**
 * @param raw the stored text (null when nothing is stored)
 * @returns the readable entries, at most the {@link MAX_REMEMBERED_SERIES} most recent
 */
export function readSeriesMemory(raw: string | null): SeriesMemory {
  if (raw === null) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  const entries: [string, SeriesMemoryEntry][] = [];
  for (const [id, item] of Object.entries(value)) {
    if (!SERIES_ID.test(id)) continue;
    const parsed = entrySchema.safeParse(item);
    if (parsed.success) entries.push([id, withoutMissing(parsed.data)]);
  }
  entries.sort(([, a], [, b]) => b.atMs - a.atMs);
  return Object.fromEntries(entries.slice(0, MAX_REMEMBERED_SERIES));
}

/** The text to store for `memory`. */
export function writeSeriesMemory(memory: SeriesMemory): string {
  return JSON.stringify(memory);
}
