/**
 * When and how the player searches subtitles (spec section 7, "Subtitle search"): only for a
 * stream without captions, by the title's id plus season and episode for a show.
 */
import type { PlayerMediaInfo } from '../player/media-info-schema';
import type { Caption } from '../player/source-schema';
import { pickCaptionFormat, type SubtitleFormat } from './caption-format';
import type { SubtitleSearchCaption } from './search-schema';

/** @returns true when the stream brought no captions, so the subtitle search is needed */
export function needsSubtitleSearch(stream: { captions: readonly Caption[] }): boolean {
  return stream.captions.length === 0;
}

/**
 * @returns the search's query parameters: { id } for a movie, { id, season, episode } for a show's
 *   episode, all as decimal strings
 */
export function buildSubtitleSearchQuery(media: PlayerMediaInfo): Record<string, string> {
  const query: Record<string, string> = { id: String(media.id) };
  if (media.type === 'movie') return query;
  return { ...query, season: String(media.seasonNumber), episode: String(media.episodeNumber) };
}

/**
 * Turns the search's captions into playable ones, deciding each one's format.
 * @returns every caption with a type: the declared one, else the URL's extension, else 'srt'.
 *   The default is safe because the parser decides from the text itself: a file that starts with
 *   'WEBVTT' is read as WebVTT whatever its label.
 */
export function resolveSearchCaptions(captions: readonly SubtitleSearchCaption[]): Caption[] {
  return captions.map((caption) => {
    const type: SubtitleFormat = pickCaptionFormat(caption) ?? 'srt';
    return { ...caption, type };
  });
}
