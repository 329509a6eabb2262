import { describe, expect, it } from 'vitest';
import { applySubtitleDelay, buildDisplayCues, getActiveCues } from './cues';

const cue = (startSeconds: number, endSeconds: number, text = 'x') => ({
  startSeconds,
  endSeconds,
  text,
});

describe('buildDisplayCues', () => {
  it('sanitises cues and drops subtitle-site credits and cues with nothing visible', () => {
    const cues = [
      cue(1, 2, '<i>Hello</i>'),
      cue(2, 3, 'Support us and become VIP member\nto remove all ads from www.OpenSubtitles.org'),
      cue(3, 4, '<script>alert(1)</script>'),
      cue(4, 5, '<font color="red">Opensubtitles</font>'),
      cue(5, 6, 'Bye'),
    ];
    expect(buildDisplayCues(cues)).toEqual([
      {
        startSeconds: 1,
        endSeconds: 2,
        tokens: [{ type: 'i', children: [{ type: 'text', text: 'Hello' }] }],
      },
      { startSeconds: 5, endSeconds: 6, tokens: [{ type: 'text', text: 'Bye' }] },
    ]);
  });
});

describe('getActiveCues', () => {
  const cues = [cue(1, 3, 'a'), cue(3, 5, 'b'), cue(2, 4, 'c')];

  it.each([
    [0.9, 0, []],
    [1, 0, ['a']],
    [2.5, 0, ['a', 'c']],
    [3, 0, ['b', 'c']],
    [5, 0, []],
    [3, 1, ['a', 'c']],
    [0.5, -1, ['a']],
  ])('at %d s with a delay of %d s shows %j', (time, delay, texts) => {
    expect(getActiveCues(cues, time, delay).map((c) => c.text)).toEqual(texts);
  });
});

describe('applySubtitleDelay', () => {
  it('moves both times by the delay: later when positive, earlier when negative', () => {
    expect(applySubtitleDelay([cue(1, 2)], 1.5)).toEqual([cue(2.5, 3.5)]);
    expect(applySubtitleDelay([cue(1, 2)], -2)).toEqual([cue(-1, 0)]);
  });

  it('agrees with getActiveCues on which cues show', () => {
    const cues = [cue(1, 3, 'a'), cue(4, 6, 'b')];
    for (const time of [0, 1.5, 2.9, 3.5, 4.5, 7]) {
      expect(getActiveCues(applySubtitleDelay(cues, 0.6), time, 0).map((c) => c.text)).toEqual(
        getActiveCues(cues, time, 0.6).map((c) => c.text),
      );
    }
  });
});
