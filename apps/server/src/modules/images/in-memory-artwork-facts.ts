/** Artwork facts held in a map: for tests and benchmarks, in place of the embedded catalogue. */
import { buildArtworkPath, type ArtworkFacts, type ArtworkFactsSource } from './artwork-path';

export interface InMemoryArtworkFacts extends ArtworkFactsSource {
  /** how many lookups were made */
  readonly lookups: number;
}

/**
 * @param factsByPath facts keyed by artwork path without the kind ('movie-603', 'tv-1399-s1e3');
 *   every kind of image of that title draws from them
 */
export function createInMemoryArtworkFacts(
  factsByPath: Record<string, ArtworkFacts>,
): InMemoryArtworkFacts {
  let lookups = 0;
  return {
    getArtworkFacts(ref) {
      lookups += 1;
      const name = buildArtworkPath(ref)
        .replace(/^\/art\/[a-z]+\//, '')
        .replace(/\.svg$/, '');
      return Promise.resolve(factsByPath[name] ?? null);
    },
    get lookups() {
      return lookups;
    },
  };
}
