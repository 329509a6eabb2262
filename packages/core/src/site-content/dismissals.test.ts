import { describe, expect, it } from 'vitest';
import { parseDismissedAds, parseDismissedInfoBoxes, parseDismissedInfoModals } from './dismissals';

describe('parseDismissedInfoModals', () => {
  it('reads a stored record of modal id to dismissal time', () => {
    expect(parseDismissedInfoModals('{"spring":1740000000000,"7":5}')).toEqual({
      spring: 1_740_000_000_000,
      7: 5,
    });
  });

  it.each([[null], ['not json'], ['[1,2]'], ['null'], ['42'], ['"text"']])(
    'reads bad stored data %j as an empty record',
    (stored) => {
      expect(parseDismissedInfoModals(stored)).toEqual({});
    },
  );

  it('drops single entries whose time is not a non-negative integer', () => {
    expect(parseDismissedInfoModals('{"a":1,"b":"yesterday","c":-4,"d":1.5,"e":null}')).toEqual({
      a: 1,
    });
  });

  it('keeps a stored "__proto__" key as a plain entry', () => {
    const record = parseDismissedInfoModals('{"__proto__":3}');
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
    expect(Object.hasOwn(record, '__proto__')).toBe(true);
  });
});

describe('parseDismissedInfoBoxes', () => {
  it('reads box id to dismissal time and gives an empty record for bad data', () => {
    expect(parseDismissedInfoBoxes('{"welcome":10}')).toEqual({ welcome: 10 });
    expect(parseDismissedInfoBoxes('{')).toEqual({});
  });
});

describe('parseDismissedAds', () => {
  it('reads ad id to local day and drops entries that are not a day', () => {
    expect(parseDismissedAds('{"a":"2025-03-01","b":"03/01/2025","c":1}')).toEqual({
      a: '2025-03-01',
    });
    expect(parseDismissedAds(null)).toEqual({});
  });
});

describe('the edges of a stored dismissal', () => {
  it('keeps only whole, non-negative, safe numbers as dismissal times', () => {
    expect(
      parseDismissedInfoModals('{"a": 9007199254740991, "b": 9007199254740992, "c": 1e21, "d": 0}'),
    ).toEqual({ a: 9_007_199_254_740_991, d: 0 });
    expect(parseDismissedInfoBoxes('{"a": {"nested": 1}, "b": [1], "c": true, "d": "5"}')).toEqual(
      {},
    );
  });

  it('keeps only real calendar days as ad dismissals, leap days included', () => {
    expect(
      parseDismissedAds(
        '{"a": "2024-02-29", "b": "2025-02-29", "c": "2025-04-31", "d": "2000-02-29", "e": "1900-02-29"}',
      ),
    ).toEqual({ a: '2024-02-29', d: '2000-02-29' });
    expect(
      parseDismissedAds(
        '{"a": "2025-13-01", "b": "2025-00-10", "c": "2025-1-01", "d": "2025-01-01T00:00:00Z", "e": " 2025-03-01", "f": 20250301}',
      ),
    ).toEqual({});
    expect(parseDismissedAds('{"a": "0000-01-01", "b": "9999-12-31", "c": "0096-02-29"}')).toEqual({
      a: '0000-01-01',
      b: '9999-12-31',
      c: '0096-02-29',
    });
  });
});
