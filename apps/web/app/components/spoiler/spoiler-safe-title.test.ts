import { describe, expect, it } from 'vitest';
import { spoilerSafeTitleMeta } from './spoiler-safe-title';

const seriesTitle = 'Breaking Bad';

describe('spoilerSafeTitleMeta', () => {
  it("gives an episode that could spoil the tab title without the episode's name", () => {
    expect(spoilerSafeTitleMeta({ seriesTitle, seasonNumber: 1, episodeNumber: 4 })).toEqual([
      { name: 'spoiler-safe-title', content: 'S1 E4 · Breaking Bad | Reelhouse' },
    ]);
  });

  it('gives none to the first episode and to specials, which are never hidden', () => {
    expect(spoilerSafeTitleMeta({ seriesTitle, seasonNumber: 1, episodeNumber: 1 })).toEqual([]);
    expect(spoilerSafeTitleMeta({ seriesTitle, seasonNumber: 0, episodeNumber: 5 })).toEqual([]);
  });
});
