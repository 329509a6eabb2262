/**
 * A year of statistics for the stats benchmarks (decision 0023): 10 million player events over
 * 6,000 titles and 40 time zones, from a seeded generator (every run records the same events),
 * rolled up a day at a time as the recorder's flushes would and written to the roll-up tables,
 * with a year of active-user sketches. Shared by bench/stats-rollup.ts (GET /api/stats) and
 * bench/stats-page.ts (the /stats document).
 */
import { addHash, createSketch } from '../../packages/core/src/stats/hyperloglog';
import { type ReceivedStatsEvent, rollUp } from '../../packages/core/src/stats/rollup';
import type { StatsEvent } from '../../packages/core/src/stats/stats-event-schema';
import type { StatsRepository } from '../../apps/server/src/modules/stats/repository';

const EVENTS = 10_000_000;
export const DAYS = 365;
const MOVIES = 5000;
const SHOWS = 1000;
const VISITORS_PER_DAY = 3000;
const DAY_MS = 86_400_000;
const ZONES = [
  'Europe/Berlin',
  'Europe/London',
  'Europe/Paris',
  'Europe/Madrid',
  'Europe/Rome',
  'Europe/Amsterdam',
  'Europe/Warsaw',
  'Europe/Stockholm',
  'Europe/Istanbul',
  'Europe/Kyiv',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Toronto',
  'America/Mexico_City',
  'America/Sao_Paulo',
  'America/Bogota',
  'America/Argentina/Buenos_Aires',
  'America/Lima',
  'Asia/Kolkata',
  'Asia/Calcutta',
  'Asia/Tokyo',
  'Asia/Seoul',
  'Asia/Shanghai',
  'Asia/Singapore',
  'Asia/Jakarta',
  'Asia/Manila',
  'Asia/Dubai',
  'Asia/Karachi',
  'Australia/Sydney',
  'Australia/Perth',
  'Pacific/Auckland',
  'Africa/Lagos',
  'Africa/Cairo',
  'Africa/Johannesburg',
  'Africa/Nairobi',
  'UTC',
  'Etc/GMT+3',
  'Europe/Lisbon',
];

/** A seeded generator (mulberry32), so every run records the same events. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** What recording took. */
export interface RecordedYear {
  recorded: number;
  /** time spent in core's roll-up, in ms */
  rolledMs: number;
  /** time spent writing the roll-ups, in ms */
  writtenMs: number;
}

/**
 * Records EVENTS events over the DAYS UTC days that end with `nowMs`'s, and a year of sketches.
 * @param nowMs the last recorded day's time, ms since the epoch
 */
export async function recordYearOfEvents(
  repository: StatsRepository,
  nowMs: number,
): Promise<RecordedYear> {
  const random = generator(2026);
  const firstDayMs = nowMs - (DAYS - 1) * DAY_MS;
  const perDay = Math.ceil(EVENTS / DAYS);
  let rolledMs = 0;
  let writtenMs = 0;
  let recorded = 0;

  for (let day = 0; day < DAYS && recorded < EVENTS; day += 1) {
    const count = Math.min(perDay, EVENTS - recorded);
    const events: ReceivedStatsEvent[] = new Array<ReceivedStatsEvent>(count);
    const dayMs = firstDayMs + day * DAY_MS;
    for (let i = 0; i < count; i += 1) {
      const kind = random() % 100;
      // Popular titles are watched far more often: a cubed uniform draw favours low ids.
      const rank = Math.floor((random() / 2 ** 32) ** 3 * (MOVIES + SHOWS));
      const isShow = rank >= MOVIES;
      const play = {
        mediaType: isShow ? ('tv' as const) : ('movie' as const),
        tmdbId: isShow ? rank - MOVIES + 1 : rank + 1,
        timeZone: ZONES[random() % ZONES.length] ?? 'UTC',
      };
      const event: StatsEvent =
        kind < 40
          ? { type: 'play-started', ...play }
          : kind < 65
            ? { type: 'play-finished', ...play }
            : { type: 'watch-progress', seconds: 1 + (random() % 300) };
      events[i] = { event, receivedAtMs: dayMs + (random() % DAY_MS) };
    }
    let started = performance.now();
    const rollup = rollUp(events);
    rolledMs += performance.now() - started;
    started = performance.now();
    await repository.add(rollup, new Map([[new Date(dayMs).toISOString().slice(0, 10), 4e11]]));
    writtenMs += performance.now() - started;
    recorded += count;
  }

  // A year of active-user sketches, written as one instance's flushes would.
  const sketches = new Map<string, Uint8Array>();
  for (let day = 0; day < DAYS; day += 1) {
    const sketch = createSketch();
    for (let i = 0; i < VISITORS_PER_DAY; i += 1) addHash(sketch, random(), random());
    sketches.set(new Date(firstDayMs + day * DAY_MS).toISOString().slice(0, 10), sketch);
  }
  await repository.putSketches('bench', sketches);
  return { recorded, rolledMs, writtenMs };
}
