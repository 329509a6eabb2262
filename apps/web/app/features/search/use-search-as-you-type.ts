/**
 * Results as you type in the search overlay (spec sections 4 and 9): the search runs 300 ms after
 * the last keystroke, an empty query clears the results without a request, only movies and series
 * are kept, and a stale answer never replaces a newer query's.
 */
import { SEARCH_DEBOUNCE_MS, isSearchQueryEmpty } from '@reelhouse/core/display/search';
import type { MediaSummary } from '@reelhouse/core/media/media-schema';
import { filterSearchResults, type MediaType } from '@reelhouse/core/media/media-item';
import { useEffect, useState } from 'react';
import { searchMulti } from '~/lib/catalogue-client';

export type SearchResult = MediaSummary & { media_type: MediaType };

export type SearchAsYouType =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'done'; results: SearchResult[] };

type Answer = { query: string; results: SearchResult[] } | { query: string; results: null };

export function useSearchAsYouType(text: string): SearchAsYouType {
  const query = text.trim();
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (isSearchQueryEmpty(query)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchMulti(query, 1, controller.signal).then(
        (page) => setAnswer({ query, results: filterSearchResults(page.results) }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('Search failed', error);
          setAnswer({ query, results: null });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  if (isSearchQueryEmpty(query)) return { status: 'idle' };
  if (answer?.query !== query) return { status: 'loading' };
  return answer.results === null
    ? { status: 'error' }
    : { status: 'done', results: answer.results };
}
