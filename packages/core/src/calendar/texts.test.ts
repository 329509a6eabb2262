import { describe, expect, it } from 'vitest';
import { calendarUnavailableText } from './texts';

describe('calendarUnavailableText', () => {
  it('names the one series that could not be loaded', () => {
    expect(calendarUnavailableText(['Breaking Bad'], 0)).toBe(
      'Could not load Breaking Bad right now; its episodes will appear when the catalogue answers.',
    );
  });

  it('names several series, the last after "and"', () => {
    expect(calendarUnavailableText(['Breaking Bad', 'Lost', 'The Wire'], 0)).toBe(
      'Could not load Breaking Bad, Lost and The Wire right now; their episodes will appear when the catalogue answers.',
    );
  });

  it('counts the series whose names this browser does not know', () => {
    expect(calendarUnavailableText([], 1)).toBe(
      'Could not load 1 series you follow right now; its episodes will appear when the catalogue answers.',
    );
    expect(calendarUnavailableText([], 3)).toBe(
      'Could not load 3 series you follow right now; their episodes will appear when the catalogue answers.',
    );
    expect(calendarUnavailableText(['Lost'], 2)).toBe(
      'Could not load Lost and 2 other series you follow right now; their episodes will appear when the catalogue answers.',
    );
  });
});
