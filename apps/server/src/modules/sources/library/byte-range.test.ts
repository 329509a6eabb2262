import { describe, expect, it } from 'vitest';
import { isNotModified, isRangeStillValid, parseByteRange } from './byte-range';

describe('parseByteRange', () => {
  it.each([
    ['bytes=0-99', 1000, { start: 0, end: 99 }],
    ['bytes=100-', 1000, { start: 100, end: 999 }],
    ['bytes=-100', 1000, { start: 900, end: 999 }],
    ['bytes=-5000', 1000, { start: 0, end: 999 }],
    ['bytes=990-5000', 1000, { start: 990, end: 999 }],
    ['bytes=999-999', 1000, { start: 999, end: 999 }],
    ['BYTES = 1 - 2', 1000, { start: 1, end: 2 }],
  ])('reads %j of a %d-byte file', (header, size, range) => {
    expect(parseByteRange(header, size)).toEqual(range);
  });

  it.each([
    ['bytes=1000-', 1000],
    ['bytes=1000-2000', 1000],
    ['bytes=-0', 1000],
    ['bytes=0-', 0],
    ['bytes=-10', 0],
  ])('finds %j of a %d-byte file unsatisfiable', (header, size) => {
    expect(parseByteRange(header, size)).toBe('unsatisfiable');
  });

  it.each([
    [undefined],
    [''],
    ['bytes='],
    ['bytes=-'],
    ['bytes=5-1'],
    ['bytes=0-1,5-9'],
    ['items=0-1'],
    ['bytes=a-b'],
    ['bytes=1234567890123456-'],
  ])('ignores %j (the whole file is sent)', (header) => {
    expect(parseByteRange(header, 1000)).toBeNull();
  });
});

describe('isNotModified', () => {
  const etag = '"3e8-18f"';
  const modifiedMs = Date.UTC(2024, 0, 2, 3, 4, 5, 678);
  const check = (ifNoneMatch?: string, ifModifiedSince?: string) =>
    isNotModified({ ifNoneMatch, ifModifiedSince }, etag, modifiedMs);

  it('is true when If-None-Match lists the tag, weak or strong, or is *', () => {
    expect(check(etag)).toBe(true);
    expect(check(`"other", W/${etag}`)).toBe(true);
    expect(check('*')).toBe(true);
    expect(check('"other"')).toBe(false);
  });

  it('looks at If-Modified-Since only without If-None-Match, to the second', () => {
    const lastModified = new Date(modifiedMs).toUTCString();
    expect(check(undefined, lastModified)).toBe(true);
    expect(check(undefined, new Date(modifiedMs + 60_000).toUTCString())).toBe(true);
    expect(check(undefined, new Date(modifiedMs - 60_000).toUTCString())).toBe(false);
    expect(check(undefined, 'yesterday')).toBe(false);
    expect(check('"other"', lastModified)).toBe(false);
    expect(check()).toBe(false);
  });
});

describe('isRangeStillValid', () => {
  const lastModified = 'Tue, 02 Jan 2024 03:04:05 GMT';

  it('honours a range without If-Range, or with the same strong tag or date', () => {
    expect(isRangeStillValid(undefined, '"a"', lastModified)).toBe(true);
    expect(isRangeStillValid('"a"', '"a"', lastModified)).toBe(true);
    expect(isRangeStillValid(lastModified, '"a"', lastModified)).toBe(true);
  });

  it('sends the whole file when If-Range names another version or a weak tag', () => {
    expect(isRangeStillValid('"b"', '"a"', lastModified)).toBe(false);
    expect(isRangeStillValid('W/"a"', '"a"', lastModified)).toBe(false);
    expect(isRangeStillValid('Mon, 01 Jan 2024 00:00:00 GMT', '"a"', lastModified)).toBe(false);
  });
});
