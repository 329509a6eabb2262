/**
 * Results as you type in the search overlay (spec sections 4 and 9): the search runs 300 ms after
 * the last keystroke, an empty query clears the results without a request, only movies and series
 * are kept, and a stale answer never replaces a newer query's.
 */
import { SEARCH_DEBOUNCE_MS, isSearchQueryEmpty } from '@reelhouse/core/screens/search';
import type { MediaSummary } from '@reelhouse/core/media/media-schema';
import { filterSearchResults, type MediaType } from '@reelhouse/core/media/media-item';
import { useLatestRequest } from '~/lib/abortable-request';
import { searchMulti } from '~/lib/catalogue-client';

export type SearchResult = MediaSummary & { media_type: MediaType };

export type SearchAsYouType =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'done'; results: SearchResult[] };

async function search(query: string, signal: AbortSignal): Promise<SearchResult[]> {
  try {
    return filterSearchResults((await searchMulti(query, 1, signal)).results);
  } catch (error) {
    if (!signal.aborted) console.warn('Search failed', error);
    throw error;
  }
}

export function useSearchAsYouType(text: string): SearchAsYouType {
  const query = text.trim();
  const state = useLatestRequest(isSearchQueryEmpty(query) ? null : query, search, {
    delayMs: SEARCH_DEBOUNCE_MS,
  });
  if (state.status === 'done') return { status: 'done', results: state.value };
  return { status: state.status };
}
