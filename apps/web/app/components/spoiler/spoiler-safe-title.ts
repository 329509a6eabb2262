/**
 * The episode page's tab title in spoiler-safe mode (decision 0032). The server renders the title
 * naming the episode for everyone (it cannot know the setting); an episode that could spoil also
 * carries the title without its name in a meta tag, which the pre-paint script puts in the tab
 * when the mode is on. Once hydrated, the page keeps the tab title in step with the episode: no
 * name while it is hidden (or pending under the mode's mark on <html>), its name once shown.
 */
import { formatEpisodePageTitle } from '@reelhouse/core/screens/title-facts';
import { isSpoiler } from '@reelhouse/core/watch-history/spoilers';
import { useLayoutEffect } from 'react';
import type { MetaDescriptor } from 'react-router';
import { fullPageTitle } from '~/lib/seo';
import { SPOILER_SAFE_TITLE_META } from '~/lib/spoiler-safe-script';
import type { SpoilerVisibility } from './use-spoiler-guard';

interface EpisodeTitleParts {
  seriesTitle: string;
  seasonNumber: number;
  episodeNumber: number;
}

function safeTitle({ seriesTitle, seasonNumber, episodeNumber }: EpisodeTitleParts): string {
  return fullPageTitle(formatEpisodePageTitle(seriesTitle, seasonNumber, episodeNumber, null));
}

/**
 * @returns the meta tag with the tab title that leaves the episode's name out, for an episode
 *   that could spoil (anything after S1 E1 but specials, as the server marks pending ones); none
 *   for one that never hides
 */
export function spoilerSafeTitleMeta(parts: EpisodeTitleParts): MetaDescriptor[] {
  const numbers = { season: parts.seasonNumber, episode: parts.episodeNumber };
  if (!isSpoiler(numbers, null)) return [];
  return [{ name: SPOILER_SAFE_TITLE_META, content: safeTitle(parts) }];
}

/**
 * Keeps the tab title without the episode's name while the episode is hidden, or pending while
 * <html> carries the mode's mark; puts the page's own title back once it shows. A layout effect,
 * so hydration (which writes the server's title again) never reaches the screen with the name.
 */
export function useSpoilerSafeTitle(
  visibility: SpoilerVisibility,
  parts: EpisodeTitleParts & { episodeName: string },
): void {
  const { seriesTitle, seasonNumber, episodeNumber, episodeName } = parts;
  useLayoutEffect(() => {
    const numbers = { seriesTitle, seasonNumber, episodeNumber };
    const isHidden =
      visibility === 'hidden' ||
      (visibility === 'pending' && document.documentElement.hasAttribute('data-spoiler-safe'));
    const title = isHidden
      ? safeTitle(numbers)
      : fullPageTitle(
          formatEpisodePageTitle(seriesTitle, seasonNumber, episodeNumber, episodeName),
        );
    if (document.title !== title) document.title = title;
  }, [visibility, seriesTitle, seasonNumber, episodeNumber, episodeName]);
}
