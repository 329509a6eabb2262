import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone, daysBetween, isCalendarDate, isTimeZone } from './calendar-dates';

/** Zones with and without daylight saving, half-hour offsets, both ends of the offsets, and Samoa (which skipped 30 December 2011). */
const TIME_ZONES = [
  'UTC',
  'America/New_York',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Berlin',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'Pacific/Apia',
];

const MIN_MS = Date.UTC(1950, 0, 1);
const MAX_MS = Date.UTC(2150, 0, 1);
const instants = fc.integer({ min: MIN_MS, max: MAX_MS });
const dates = instants.map((ms) => new Date(ms).toISOString().slice(0, 10));

describe('calendar dates', () => {
  it('adding n days and counting the days between gives n back', () => {
    fc.assert(
      fc.property(dates, fc.integer({ min: -5000, max: 5000 }), (date, days) => {
        const later = addDays(date, days);
        expect(isCalendarDate(later)).toBe(true);
        expect(daysBetween(date, later)).toBe(days);
      }),
    );
  });

  it('crosses month ends, leap days and year ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-27', '2026-11-20')).toBe(-7);
  });

  it('accepts only real dates written YYYY-MM-DD', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    for (const bad of [
      '2026-02-30',
      '2026-13-01',
      '2026-1-01',
      '26-01-01',
      '',
      '2026-01-01T00:00',
    ]) {
      expect(isCalendarDate(bad)).toBe(false);
    }
  });

  it('is the UTC date in UTC, and within a day of it in any zone', () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...TIME_ZONES), (ms, zone) => {
        const utc = new Date(ms).toISOString().slice(0, 10);
        expect(dateInTimeZone(ms, 'UTC')).toBe(utc);
        const local = dateInTimeZone(ms, zone);
        expect(isCalendarDate(local)).toBe(true);
        expect(Math.abs(daysBetween(utc, local))).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('moves forward by at most two dates in 24 hours, through daylight saving changes and skipped days', () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...TIME_ZONES), (ms, zone) => {
        const step = daysBetween(dateInTimeZone(ms, zone), dateInTimeZone(ms + 86_400_000, zone));
        expect(step).toBeGreaterThanOrEqual(0);
        expect(step).toBeLessThanOrEqual(2);
      }),
    );
  });

  it('reads the local date around daylight saving changes', () => {
    // 01:30 EST, the night clocks go forward in New York; 00:30 EDT, the night they go back.
    expect(dateInTimeZone(Date.parse('2026-03-08T06:30:00Z'), 'America/New_York')).toBe(
      '2026-03-08',
    );
    expect(dateInTimeZone(Date.parse('2026-11-01T04:30:00Z'), 'America/New_York')).toBe(
      '2026-11-01',
    );
    // 23:30 UTC is already tomorrow in Berlin and still today in Los Angeles.
    const late = Date.parse('2026-07-01T23:30:00Z');
    expect(dateInTimeZone(late, 'Europe/Berlin')).toBe('2026-07-02');
    expect(dateInTimeZone(late, 'America/Los_Angeles')).toBe('2026-07-01');
    // Samoa went from 29 to 31 December 2011.
    const beforeSkip = Date.parse('2011-12-30T09:00:00Z');
    expect(dateInTimeZone(beforeSkip, 'Pacific/Apia')).toBe('2011-12-29');
    expect(dateInTimeZone(beforeSkip + 86_400_000, 'Pacific/Apia')).toBe('2011-12-31');
  });

  it('knows IANA zones and refuses made-up ones', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(() => dateInTimeZone(0, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
