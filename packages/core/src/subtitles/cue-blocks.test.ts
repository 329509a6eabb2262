import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatSrtTimestamp, parseTimestampMs, parseTimingLine } from './cue-blocks';

describe('parseTimestampMs', () => {
  it.each([
    ['01:02:03,456', 3_723_456],
    ['01:02:03.456', 3_723_456],
    ['02:03.456', 123_456],
    ['1:02:03.4', 3_723_400],
    ['00:00:00,000', 0],
  ])('reads %s as %d ms', (text, ms) => {
    expect(parseTimestampMs(text)).toBe(ms);
  });

  it.each(['', '1', 'aa:bb:cc', '00:60:00,000', '00:00:60,000', '00:00:01,0000', '-00:00:01,000'])(
    'rejects %j',
    (text) => {
      expect(parseTimestampMs(text)).toBeNull();
    },
  );
});

describe('parseTimingLine', () => {
  it('reads the start and the end and ignores cue settings', () => {
    expect(parseTimingLine(' 00:01.000 --> 00:02.000 align:start line:0')).toEqual({
      startMs: 1000,
      endMs: 2000,
    });
  });

  it('rejects a line without two readable timestamps', () => {
    expect(parseTimingLine('00:01.000 --> soon')).toBeNull();
    expect(parseTimingLine('-->')).toBeNull();
  });
});

describe('formatSrtTimestamp', () => {
  it('writes HH:MM:SS,mmm', () => {
    expect(formatSrtTimestamp(3_723_456)).toBe('01:02:03,456');
    expect(formatSrtTimestamp(5)).toBe('00:00:00,005');
  });

  it('writes timestamps that read back to the same milliseconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 * 3_600_000 - 1 }), (ms) => {
        expect(parseTimestampMs(formatSrtTimestamp(ms))).toBe(ms);
      }),
    );
  });
});
