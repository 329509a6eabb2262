import {
  parseDismissedAds,
  parseDismissedInfoBoxes,
  parseDismissedInfoModals,
} from '@reelhouse/core/site-content/dismissals-schema';
import { describe, expect, it } from 'vitest';
import { readDismissalDays, readDismissalTimes } from './dismissal-records';

const STORED: (string | null)[] = [
  null,
  '',
  'not json',
  'null',
  '[]',
  '[1, 2]',
  '"text"',
  '42',
  '{}',
  '{"a": 1700000000000, "b": 0}',
  '{"a": -1, "b": 1.5, "c": "1700000000000", "d": null, "e": true, "f": 5}',
  '{"a": 9007199254740991, "b": 9007199254740992, "c": 1e21}',
  '{"__proto__": 5, "constructor": 7}',
  '{"a": {"nested": 1}, "b": [1]}',
  '{"a": "2025-03-01", "b": "2024-02-29", "c": "2025-02-29", "d": "2025-04-31"}',
  '{"a": "2025-13-01", "b": "2025-00-10", "c": "2025-1-01", "d": "2025-01-01T00:00:00Z"}',
  '{"a": "0000-01-01", "b": "9999-12-31", "c": " 2025-03-01", "d": 20250301}',
  '{"a": "0000-02-29", "b": "1900-02-29", "c": "2000-02-29", "d": "0099-02-29", "e": "0096-02-29"}',
];

describe('the dismissal readers without schemas', () => {
  it.each(STORED)('read %j as core reads dismissal times (modals and boxes)', (stored) => {
    expect(readDismissalTimes(stored)).toEqual(parseDismissedInfoModals(stored));
    expect(readDismissalTimes(stored)).toEqual(parseDismissedInfoBoxes(stored));
  });

  it.each(STORED)('read %j as core reads ad dismissal days', (stored) => {
    expect(readDismissalDays(stored)).toEqual(parseDismissedAds(stored));
  });

  it('keeps a stored "__proto__" key as a plain entry', () => {
    const record = readDismissalTimes('{"__proto__": 5}');
    expect(Object.keys(record)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
  });
});
