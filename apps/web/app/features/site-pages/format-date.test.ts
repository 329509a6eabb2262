import { describe, expect, it } from 'vitest';
import { formatContentDate, formatDayRange } from './format-date';

describe('content dates', () => {
  it('reads a date or a date-time as its UTC day', () => {
    expect(formatContentDate('2025-03-01')).toBe('Mar 1, 2025');
    expect(formatContentDate('2025-03-01T23:30:00-05:00')).toBe('Mar 2, 2025');
  });

  it('keeps a text that is not a date as it is', () => {
    expect(formatContentDate('soon')).toBe('soon');
  });

  it('writes a range of days with both days in full', () => {
    expect(formatDayRange('2025-03-01', '2025-03-30')).toBe('Mar 1, 2025 – Mar 30, 2025');
    expect(formatDayRange('2024-12-15', '2025-01-13')).toBe('Dec 15, 2024 – Jan 13, 2025');
  });
});
