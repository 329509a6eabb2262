import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ReceivedStatsEvent,
  countByWeekday,
  fromTitleKey,
  getWeekday,
  mergeRollups,
  rollUp,
  toTitleKey,
} from './rollup';
import { MAX_PROGRESS_SECONDS, statsEventBatchSchema } from './stats-event-schema';
import { getCountryName, getTimeZoneCountry } from './time-zone-country';

const MAY_17 = Date.UTC(2026, 4, 17, 12);
const DAY_MS = 86_400_000;

const started = (tmdbId: number, timeZone: string, at = MAY_17): ReceivedStatsEvent => ({
  event: { type: 'play-started', mediaType: 'movie', tmdbId, timeZone },
  receivedAtMs: at,
});

describe('rollUp', () => {
  it('sums plays per day and title, watch seconds, and plays started per country', () => {
    const rollup = rollUp([
      started(27205, 'Europe/Berlin'),
      started(27205, 'Asia/Calcutta'),
      started(1399, 'UTC'),
      {
        event: {
          type: 'play-finished',
          mediaType: 'movie',
          tmdbId: 27205,
          timeZone: 'Europe/Berlin',
        },
        receivedAtMs: MAY_17,
      },
      { event: { type: 'watch-progress', seconds: 60 }, receivedAtMs: MAY_17 },
      { event: { type: 'watch-progress', seconds: 45 }, receivedAtMs: MAY_17 + DAY_MS },
    ]);

    expect(rollup).toEqual(
      new Map([
        [
          '2026-05-17',
          {
            playsStarted: 3,
            playsFinished: 1,
            watchSeconds: 60,
            titles: new Map([
              ['movie:27205', { started: 2, finished: 1 }],
              ['movie:1399', { started: 1, finished: 0 }],
            ]),
            // UTC names no country: that play counts in the totals only.
            countries: new Map([
              ['DE', 1],
              ['IN', 1],
            ]),
          },
        ],
        [
          '2026-05-18',
          {
            playsStarted: 0,
            playsFinished: 0,
            watchSeconds: 45,
            titles: new Map(),
            countries: new Map(),
          },
        ],
      ]),
    );
  });

  it('keeps a movie and a show with the same TMDB id apart', () => {
    expect(toTitleKey('tv', 1399)).toBe('tv:1399');
    expect(fromTitleKey('tv:1399')).toEqual({ mediaType: 'tv', tmdbId: 1399 });
    expect(fromTitleKey(toTitleKey('movie', 5))).toEqual({ mediaType: 'movie', tmdbId: 5 });
  });
});

const eventArbitrary: fc.Arbitrary<ReceivedStatsEvent> = fc.record({
  event: fc.oneof(
    fc.record({
      type: fc.constantFrom('play-started' as const, 'play-finished' as const),
      mediaType: fc.constantFrom('movie' as const, 'tv' as const),
      tmdbId: fc.integer({ min: 1, max: 20 }),
      timeZone: fc.constantFrom(
        'Europe/Berlin',
        'America/New_York',
        'Asia/Tokyo',
        'UTC',
        'Mars/Base',
      ),
    }),
    fc.record({
      type: fc.constant('watch-progress' as const),
      seconds: fc.integer({ min: 1, max: MAX_PROGRESS_SECONDS }),
    }),
  ),
  receivedAtMs: fc.integer({ min: MAY_17 - 3 * DAY_MS, max: MAY_17 + 3 * DAY_MS }),
});

describe('rollUp properties', () => {
  it('gives the same roll-up for any order of the events', () => {
    fc.assert(
      fc.property(
        fc
          .array(eventArbitrary, { maxLength: 200 })
          .chain((events) =>
            fc.tuple(
              fc.constant(events),
              fc.shuffledSubarray(events, { minLength: events.length }),
            ),
          ),
        ([events, shuffled]) => {
          expect(rollUp(shuffled)).toEqual(rollUp(events));
        },
      ),
    );
  });

  it('gives the same roll-up when any split of the events is rolled up in batches and merged', () => {
    fc.assert(
      fc.property(
        fc.array(eventArbitrary, { maxLength: 200 }),
        fc.array(fc.nat(200), { maxLength: 10 }),
        (events, cuts) => {
          const bounds = [0, ...[...new Set(cuts)].sort((a, b) => a - b), events.length];
          const batches = bounds
            .slice(1)
            .map((end, i) => events.slice(Math.min(bounds[i] ?? 0, end), end));
          // Merged in reverse order, to show merging does not care either.
          expect(mergeRollups(batches.map((batch) => rollUp(batch)).reverse())).toEqual(
            rollUp(events),
          );
        },
      ),
    );
  });

  it('counts every event once: the totals equal the events given', () => {
    fc.assert(
      fc.property(fc.array(eventArbitrary, { maxLength: 200 }), (events) => {
        const days = [...rollUp(events).values()];
        const sum = (pick: (e: ReceivedStatsEvent['event']) => number) =>
          events.reduce((total, { event }) => total + pick(event), 0);
        expect(days.reduce((t, d) => t + d.playsStarted, 0)).toBe(
          sum((e) => (e.type === 'play-started' ? 1 : 0)),
        );
        expect(days.reduce((t, d) => t + d.watchSeconds, 0)).toBe(
          sum((e) => (e.type === 'watch-progress' ? e.seconds : 0)),
        );
      }),
    );
  });
});

describe('weekdays', () => {
  it('names the UTC weekday of a day and sums plays per weekday, Monday first', () => {
    expect(getWeekday('2026-05-17')).toBe('Sun');
    expect(getWeekday('2026-05-18')).toBe('Mon');
    expect(
      countByWeekday([
        { day: '2026-05-17', plays: 3 },
        { day: '2026-05-24', plays: 2 },
        { day: '2026-05-19', plays: 1 },
      ]),
    ).toEqual([
      { day: 'Mon', count: 0 },
      { day: 'Tue', count: 1 },
      { day: 'Wed', count: 0 },
      { day: 'Thu', count: 0 },
      { day: 'Fri', count: 0 },
      { day: 'Sat', count: 0 },
      { day: 'Sun', count: 5 },
    ]);
  });
});

describe('time zone countries', () => {
  it('reads the country of a zone, and of an old alias of one', () => {
    expect(getTimeZoneCountry('Europe/Berlin')).toBe('DE');
    expect(getTimeZoneCountry('America/Sao_Paulo')).toBe('BR');
    expect(getTimeZoneCountry('Asia/Calcutta')).toBe('IN');
    expect(getCountryName('DE')).toBe('Germany');
    expect(getCountryName('ZZ')).toBe('ZZ');
  });

  it('names no country for UTC, Etc zones, unknown zones or object keys', () => {
    for (const zone of ['UTC', 'Etc/GMT+3', 'Mars/Base', 'toString', '__proto__']) {
      expect(getTimeZoneCountry(zone)).toBeNull();
    }
  });
});

describe('statsEventBatchSchema', () => {
  const play = {
    type: 'play-started',
    mediaType: 'movie',
    tmdbId: 27205,
    timeZone: 'Europe/Berlin',
  };

  it('reads plays and progress with no identifier', () => {
    const body = { events: [play, { type: 'watch-progress', seconds: 30 }] };
    expect(statsEventBatchSchema.parse(body)).toEqual(body);
  });

  it.each([
    ['no events', { events: [] }],
    ['21 events', { events: Array.from({ length: 21 }, () => play) }],
    [
      'progress over the cap',
      { events: [{ type: 'watch-progress', seconds: MAX_PROGRESS_SECONDS + 1 }] },
    ],
    ['fractional progress', { events: [{ type: 'watch-progress', seconds: 1.5 }] }],
    ['an identifier', { events: [{ ...play, userId: 'u1' }] }],
    ['an unknown type', { events: [{ ...play, type: 'play-paused' }] }],
    ['a person as media type', { events: [{ ...play, mediaType: 'person' }] }],
  ])('refuses %s', (_name, body) => {
    expect(statsEventBatchSchema.safeParse(body).success).toBe(false);
  });
});
