/**
 * Paths of generated artwork, the image sources of the embedded catalogue. They stand where TMDB
 * puts `poster_path` and friends, and only `/api/img` reads them:
 *   /art/poster/movie-603.svg   /art/backdrop/tv-1399.svg   /art/logo/movie-603.svg
 *   /art/still/tv-1399-s1e3.svg (an episode)   /art/poster/tv-1399-s2.svg (a season)
 */

export type ArtworkKind = 'poster' | 'backdrop' | 'still' | 'logo' | 'profile';

export interface ArtworkRef {
  kind: ArtworkKind;
  mediaType: 'movie' | 'tv' | 'person';
  id: number;
  seasonNumber: number | null;
  episodeNumber: number | null;
}

const PATTERN =
  /^\/art\/(poster|backdrop|still|logo|profile)\/(movie|tv|person)-([1-9]\d{0,9})(?:-s(\d{1,4})(?:e(\d{1,5}))?)?\.svg$/;

/** Builds the path of a generated image. */
export function buildArtworkPath(ref: ArtworkRef): string {
  const season = ref.seasonNumber === null ? '' : `-s${ref.seasonNumber}`;
  const episode =
    ref.seasonNumber !== null && ref.episodeNumber !== null ? `e${ref.episodeNumber}` : '';
  return `/art/${ref.kind}/${ref.mediaType}-${ref.id}${season}${episode}.svg`;
}

/** @returns the reference, or null when the path is not a generated-artwork path */
export function parseArtworkPath(path: string): ArtworkRef | null {
  const match = PATTERN.exec(path);
  if (!match) return null;
  const [, kind, mediaType, id, season, episode] = match;
  return {
    kind: kind as ArtworkKind,
    mediaType: mediaType as ArtworkRef['mediaType'],
    id: Number(id),
    seasonNumber: season === undefined ? null : Number(season),
    episodeNumber: episode === undefined ? null : Number(episode),
  };
}

/** The facts a generated image shows: never anything invented. */
export interface ArtworkFacts {
  title: string;
  /** e.g. '1999 · Science Fiction' or 'Season 2 · Episode 3' */
  subtitle: string | null;
  /** TMDB genre ids; they choose the palette */
  genreIds: readonly number[];
}

/** Looks up what to draw for a generated image (the embedded catalogue implements it). */
export interface ArtworkFactsSource {
  getArtworkFacts(ref: ArtworkRef): Promise<ArtworkFacts | null>;
}
