/**
 * What a generated picture of the embedded catalogue shows: the title, a subtitle of facts
 * ('1999 · Movie · Science Fiction', 'Season 2', 'Season 2 · Episode 3') and the genres that choose its
 * palette. Only for pictures the catalogue hands out; anything else is null.
 */
import { getGenreName } from '@reelhouse/core/slug/genres';
import type { ArtworkFacts, ArtworkRef } from '../../images/artwork-path';
import type { CatalogueStatements } from './catalogue-statements';
import { parseGenreIds, seasonName } from './title-mapping';

export function describeArtwork(
  statements: CatalogueStatements,
  ref: ArtworkRef,
): ArtworkFacts | null {
  if (ref.mediaType === 'person' || ref.kind === 'profile') return null;
  const title = statements.titleById.get(ref.mediaType, ref.id);
  if (title === undefined) return null;
  const genreIds = parseGenreIds(title.genre_ids);

  if (ref.seasonNumber === null) {
    if (ref.kind === 'still') return null;
    const genre = genreIds.map(getGenreName).find((name) => name !== null);
    // Small beneath the large title: the year, the kind of title, the first genre.
    const kind = ref.mediaType === 'movie' ? 'Movie' : 'Series';
    const subtitle = [title.year, kind, genre].filter(
      (part) => part !== null && part !== undefined,
    );
    return {
      title: title.title,
      subtitle: subtitle.length > 0 ? subtitle.join(' · ') : null,
      genreIds,
    };
  }
  if (ref.mediaType !== 'tv') return null;
  if (ref.kind === 'poster' && ref.episodeNumber === null) {
    const season = statements.season.get(title.key, ref.seasonNumber);
    if (season === undefined) return null;
    return { title: title.title, subtitle: seasonName(ref.seasonNumber), genreIds };
  }
  if (ref.kind === 'still' && ref.episodeNumber !== null) {
    const episode = statements.episode.get(title.key, ref.seasonNumber, ref.episodeNumber);
    if (episode === undefined) return null;
    return {
      title: episode.name ?? title.title,
      subtitle: `${seasonName(ref.seasonNumber)} · Episode ${ref.episodeNumber}`,
      genreIds,
    };
  }
  return null;
}
