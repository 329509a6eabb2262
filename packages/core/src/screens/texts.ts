/**
 * User-visible texts of the catalogue screens (spec sections 2 and 8), exactly as the spec writes
 * them. Texts of bookmarks, the player, accounts and the shell live beside their own rules.
 */

// Home
export const SOMETHING_WENT_WRONG = 'Something went wrong.';
export const HOME_LOAD_ERROR =
  "Something went wrong. We couldn't load the content. Please check your internet connection or try again.";
export const RETRY_LABEL = 'Retry';

// Movie, series and episode pages
export const COMING_SOON = 'Coming Soon';
export const OUR_RECOMMENDATIONS = 'Our Recommendations';
export const WATCH_SELECTED_EPISODE = 'Watch selected episode';
export const EPISODE_NOT_FOUND = 'Episode Not Found';
export const MISSING_REQUIRED_PARAMETERS = 'Missing required parameters';

// Search
export const ADVANCED_SEARCH_LABEL = 'Advanced Search';
export const SEARCH_EMPTY_PROMPT = 'So Empty..... Try Searching ...';
export const SEARCH_OVERLAY_ERROR = 'Error fetching search results';
export const NO_RESULTS = 'No results found';

/** The search page's empty state for a query: 'No results found for "{query}"'. */
export function formatNoResultsFor(query: string): string {
  return `No results found for "${query}"`;
}

/**
 * The search page's error: 'Error: {message}, try checking your internet connection'.
 * @param message the error's message; blank reads as 'Unknown error'
 */
export function formatSearchPageError(message: string): string {
  const text = message.trim() || 'Unknown error';
  return `Error: ${text}, try checking your internet connection`;
}

// Categories and networks
export const BROWSE_CATEGORIES = 'Browse Categories';
export const GENRE_NOT_FOUND = 'Genre Not Found';
export const RETURN_HOME = 'Return Home';
export const NETWORK_NOT_FOUND = 'Network Not Found';
export const BROWSE_NETWORKS = 'Browse Networks';
export const NO_NETWORK_CONTENT = 'No content found for this network';
/**
 * Said on network pages when the catalogue (the embedded one) knows networks for series only:
 * the Movies filter is not offered, and a movies address says why it is empty.
 */
export const NETWORK_SERIES_ONLY =
  'This catalogue knows which network streams a series, not a movie, so only TV shows are listed.';
export const ALL_STREAMING_NETWORKS = 'All Streaming Networks';
export const VIEW_ALL = 'View all';

// Empty states
export const NO_CATEGORY_MOVIES = 'No movies found for this category';
export const NO_FILTERED_CONTENT = 'No content found. Try adjusting your filters.';
export const NO_OPTIONS = 'No options available';
export const NO_MOVIES = 'No movies available';

// Page titles
export const HISTORY_TITLE = "Movies and shows you've watched";
export const BOOKMARKS_TITLE = 'My Bookmarks';

/**
 * The movie database's failure: 'Error: {statusText}'.
 * @param statusText the response's status text; HTTP/2 responses carry none, so a blank one falls
 *   back to the status code ('Error: 503'), and to 'Error: Unknown error' without either
 */
export function formatMovieDatabaseError(statusText: string, status?: number): string {
  const text = statusText.trim() || (status === undefined ? 'Unknown error' : String(status));
  return `Error: ${text}`;
}
