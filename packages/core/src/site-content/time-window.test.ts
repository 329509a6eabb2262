import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isDateOnly,
  isWithinWindow,
  parseInstantMs,
  toLocalDateString,
  toUtcDay,
} from './time-window';

const MARCH_1_UTC = Date.UTC(2025, 2, 1);

describe('parseInstantMs', () => {
  it.each([
    ['2025-03-01', MARCH_1_UTC],
    ['2025-03-01T10:00:00Z', MARCH_1_UTC + 10 * 3_600_000],
    ['2025-03-01T10:00:00+02:00', MARCH_1_UTC + 8 * 3_600_000],
  ])('reads %s as a fixed instant', (value, expected) => {
    expect(parseInstantMs(value)).toBe(expected);
  });

  it('gives null for text that is not a date', () => {
    expect(parseInstantMs('soon')).toBeNull();
  });
});

describe('isDateOnly', () => {
  it('recognises a calendar date without a time of day', () => {
    expect(isDateOnly('2025-03-01')).toBe(true);
    expect(isDateOnly('2025-03-01T00:00:00Z')).toBe(false);
  });
});

describe('isWithinWindow', () => {
  const start = '2025-03-01T00:00:00Z';
  const end = '2025-03-08T00:00:00Z';

  it('shows content from its start instant included to its expiry instant excluded', () => {
    expect(isWithinWindow(MARCH_1_UTC - 1, start, end)).toBe(false);
    expect(isWithinWindow(MARCH_1_UTC, start, end)).toBe(true);
    expect(isWithinWindow(Date.parse(end) - 1, start, end)).toBe(true);
    expect(isWithinWindow(Date.parse(end), start, end)).toBe(false);
  });

  it('treats a missing bound as open', () => {
    expect(isWithinWindow(0)).toBe(true);
    expect(isWithinWindow(0, undefined, end)).toBe(true);
    expect(isWithinWindow(Date.parse(end) * 2, start)).toBe(true);
  });

  it('hides content whose bound cannot be read', () => {
    expect(isWithinWindow(MARCH_1_UTC, 'soon')).toBe(false);
    expect(isWithinWindow(MARCH_1_UTC, undefined, 'later')).toBe(false);
  });
});

describe('toLocalDateString', () => {
  const lateEveningUtc = Date.UTC(2025, 2, 1, 23, 30);

  it.each([
    [0, '2025-03-01'],
    [-60, '2025-03-02'],
    [300, '2025-03-01'],
  ])('gives the local day for a getTimezoneOffset() of %i minutes', (offset, expected) => {
    expect(toLocalDateString(lateEveningUtc, offset)).toBe(expected);
  });

  it('gives the UTC day when the offset is 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        expect(toLocalDateString(ms, 0)).toBe(new Date(ms).toISOString().slice(0, 10));
      }),
    );
  });
});

describe('toUtcDay', () => {
  it('files a moment under its UTC day, the last millisecond of a year included', () => {
    const lastMs = Date.UTC(2026, 0, 1) - 1;
    expect(toUtcDay(lastMs)).toBe('2025-12-31');
    expect(toUtcDay(lastMs + 1)).toBe('2026-01-01');
  });
});
