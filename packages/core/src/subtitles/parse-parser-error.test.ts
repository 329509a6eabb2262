import { describe, expect, it, vi } from 'vitest';
import type * as CueBlocks from './cue-blocks';
import { parseSubtitles } from './parse';

vi.mock('./cue-blocks', async (importOriginal) => ({
  ...(await importOriginal<typeof CueBlocks>()),
  readCueBlocks: () => {
    throw new Error('a bug in the cue reader');
  },
}));

describe('parseSubtitles when the cue reader throws', () => {
  it("answers 'parser-error' as a value instead of throwing", () => {
    expect(parseSubtitles('1\n00:00:01,000 --> 00:00:02,000\nHi\n')).toEqual({
      ok: false,
      reason: 'parser-error',
    });
  });
});
