import { describe, expect, it } from 'vitest';
import {
  parseDismissedAds,
  parseDismissedInfoBoxes,
  parseDismissedInfoModals,
} from './dismissals-schema';

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
