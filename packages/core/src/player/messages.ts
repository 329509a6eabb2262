/**
 * Every user-visible text of the player, the source picker and the movie and episode pages' source
 * search (spec sections 4 and 8), exactly as the spec writes them.
 */

/** Fixed texts of the player and of the pages that open it. */
export const PLAYER_MESSAGES = {
  hlsUnsupported: 'HLS is not supported in this browser',
  initFailed: 'Failed to initialize video player',
  noValidQuality: 'No valid quality found',
  qualityUnavailable: 'Selected quality not available',
  pictureInPictureUnavailable:
    'Your browser cannot use picture-in-picture right now, try again later...',
  videoLoadFailed: "The video couldn't be loaded.",
  networkErrorHint: 'Check your internet connection and try again.',
  otherErrorHint: 'An error occurred while loading the video.',
  reload: 'Reload',
  /** shown while a fatal network error is being retried */
  retrying: 'Loading...',
  networkRetriesExhausted: 'Network error: Failed to load after 3 attempts.',
  fatalHlsError: 'Fatal HLS error',
  /** heading of the prompt when a server offers several streams */
  availableStreams: 'Available Streams',
  sourceChangeFailed: 'Failed to change video source. Please try another source.',
  movieNotFound: "We can't find this movie right now, try again?",
  episodeInfoFailed: 'Failed to load episode information. Please try again later.',
  episodeSourcesFailed: 'Failed to load video sources. Please try again later.',
  /** the episode page's play button after the source search failed */
  episodeNotFoundButton: 'Not found: Click to try again',
} as const;

/** @returns 'Failed to switch to {quality}', e.g. 'Failed to switch to 1080p' */
export function formatQualitySwitchFailed(quality: string): string {
  return `Failed to switch to ${quality}`;
}

/** @returns 'Failed to load source: {name}' for a server that returned no stream */
export function formatSourceLoadFailed(sourceName: string): string {
  return `Failed to load source: ${sourceName}`;
}

/** @returns 'Checking {provider}...', the source-search status line */
export function formatCheckingProvider(providerName: string): string {
  return `Checking ${providerName}...`;
}

/** Toast shown on a movie page when no source was found. */
export const MOVIE_NOT_FOUND_TOAST = {
  message: PLAYER_MESSAGES.movieNotFound,
  position: 'top-center',
  durationMs: 7000,
} as const;

/** The error panel of the player: a title, a hint under it, and the Reload button. */
export interface VideoErrorText {
  title: string;
  hint: string;
}

/** MediaError.code of a network failure (MEDIA_ERR_NETWORK). */
export const MEDIA_ERR_NETWORK = 2;

/**
 * @param isNetworkError true when the failure came from the network (for a media element, its
 *   error code was {@link MEDIA_ERR_NETWORK}; for hls.js, a NETWORK_ERROR)
 * @returns "The video couldn't be loaded." with the network hint or the generic one
 */
export function describeVideoError(isNetworkError: boolean): VideoErrorText {
  return {
    title: PLAYER_MESSAGES.videoLoadFailed,
    hint: isNetworkError ? PLAYER_MESSAGES.networkErrorHint : PLAYER_MESSAGES.otherErrorHint,
  };
}
