import { describe, expect, it, vi } from 'vitest';
import { parseSubtitles } from './parse';

vi.mock('@plussub/srt-vtt-parser', () => ({
  parse: () => {
    throw new Error('Parsing error current not complete');
  },
}));

describe('parseSubtitles when the parser throws', () => {
  it("answers 'parser-error' as a value instead of throwing", () => {
    expect(parseSubtitles('1\n00:00:01,000 --> 00:00:02,000\nHi\n')).toEqual({
      ok: false,
      reason: 'parser-error',
    });
  });
});
