/** What the search page's loader answers for the URL's search (shared by server and page). */
import type { MediaSummary } from '@reelhouse/core/media/media-schema';

export type SearchPageResult =
  /** no query: 'So Empty..... Try Searching ...' */
  | { status: 'empty' }
  /** one page of movies and series, narrowed to the type and sorted; pageCount 0 to 500 */
  | { status: 'found'; results: MediaSummary[]; pageCount: number }
  /** `message` goes into formatSearchPageError */
  | { status: 'failed'; message: string };
