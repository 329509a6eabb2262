import { describe, expect, it } from 'vitest';
import * as texts from './texts';

describe('catalogue texts', () => {
  it('are exactly the spec texts', () => {
    expect([
      texts.SOMETHING_WENT_WRONG,
      texts.HOME_LOAD_ERROR,
      texts.RETRY_LABEL,
      texts.COMING_SOON,
      texts.OUR_RECOMMENDATIONS,
      texts.WATCH_SELECTED_EPISODE,
      texts.EPISODE_NOT_FOUND,
      texts.MISSING_REQUIRED_PARAMETERS,
      texts.ADVANCED_SEARCH_LABEL,
      texts.SEARCH_EMPTY_PROMPT,
      texts.SEARCH_OVERLAY_ERROR,
      texts.NO_RESULTS,
      texts.BROWSE_CATEGORIES,
      texts.GENRE_NOT_FOUND,
      texts.RETURN_HOME,
      texts.NETWORK_NOT_FOUND,
      texts.BROWSE_NETWORKS,
      texts.NO_NETWORK_CONTENT,
      texts.ALL_STREAMING_NETWORKS,
      texts.VIEW_ALL,
      texts.NO_CATEGORY_MOVIES,
      texts.NO_FILTERED_CONTENT,
      texts.NO_OPTIONS,
      texts.NO_MOVIES,
      texts.HISTORY_TITLE,
      texts.BOOKMARKS_TITLE,
    ]).toEqual([
      'Something went wrong.',
      "Something went wrong. We couldn't load the content. Please check your internet connection or try again.",
      'Retry',
      'Coming Soon',
      'Our Recommendations',
      'Watch selected episode',
      'Episode Not Found',
      'Missing required parameters',
      'Advanced Search',
      'So Empty..... Try Searching ...',
      'Error fetching search results',
      'No results found',
      'Browse Categories',
      'Genre Not Found',
      'Return Home',
      'Network Not Found',
      'Browse Networks',
      'No content found for this network',
      'All Streaming Networks',
      'View all',
      'No movies found for this category',
      'No content found. Try adjusting your filters.',
      'No options available',
      'No movies available',
      "Movies and shows you've watched",
      'My Bookmarks',
    ]);
  });
});

describe('formatNoResultsFor', () => {
  it('quotes the query', () => {
    expect(texts.formatNoResultsFor('zzz')).toBe('No results found for "zzz"');
  });
});

describe('formatSearchPageError', () => {
  it('wraps the error message in the spec sentence', () => {
    expect(texts.formatSearchPageError('Failed to fetch')).toBe(
      'Error: Failed to fetch, try checking your internet connection',
    );
  });

  it('names an unknown error when the message is blank', () => {
    expect(texts.formatSearchPageError(' ')).toBe(
      'Error: Unknown error, try checking your internet connection',
    );
  });
});

describe('formatMovieDatabaseError', () => {
  it('shows the status text, else the status code, else Unknown error', () => {
    expect(texts.formatMovieDatabaseError('Not Found', 404)).toBe('Error: Not Found');
    expect(texts.formatMovieDatabaseError('', 503)).toBe('Error: 503');
    expect(texts.formatMovieDatabaseError('')).toBe('Error: Unknown error');
  });
});
