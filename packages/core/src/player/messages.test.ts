import { describe, expect, it } from 'vitest';
import {
  describeVideoError,
  formatCheckingProvider,
  formatQualitySwitchFailed,
  formatSourceLoadFailed,
  MOVIE_NOT_FOUND_TOAST,
  PLAYER_MESSAGES,
} from './messages';

describe('player texts', () => {
  it('match the spec word for word', () => {
    expect(PLAYER_MESSAGES).toMatchObject({
      hlsUnsupported: 'HLS is not supported in this browser',
      initFailed: 'Failed to initialize video player',
      noValidQuality: 'No valid quality found',
      qualityUnavailable: 'Selected quality not available',
      pictureInPictureUnavailable:
        'Your browser cannot use picture-in-picture right now, try again later...',
      retrying: 'Loading...',
      networkRetriesExhausted: 'Network error: Failed to load after 3 attempts.',
      fatalHlsError: 'Fatal HLS error',
      availableStreams: 'Available Streams',
      sourceChangeFailed: 'Failed to change video source. Please try another source.',
      episodeInfoFailed: 'Failed to load episode information. Please try again later.',
      episodeSourcesFailed: 'Failed to load video sources. Please try again later.',
      episodeNotFoundButton: 'Not found: Click to try again',
    });
  });

  it('fill the quality, source and provider names into their templates', () => {
    expect(formatQualitySwitchFailed('1080p')).toBe('Failed to switch to 1080p');
    expect(formatSourceLoadFailed('Library')).toBe('Failed to load source: Library');
    expect(formatCheckingProvider('Internet Archive')).toBe('Checking Internet Archive...');
  });

  it('show the movie-not-found toast at the top centre for 7 s', () => {
    expect(MOVIE_NOT_FOUND_TOAST).toEqual({
      message: "We can't find this movie right now, try again?",
      position: 'top-center',
      durationMs: 7000,
    });
  });

  it('give the connection hint only for a network error', () => {
    expect(describeVideoError(true)).toEqual({
      title: "The video couldn't be loaded.",
      hint: 'Check your internet connection and try again.',
    });
    expect(describeVideoError(false)).toEqual({
      title: "The video couldn't be loaded.",
      hint: 'An error occurred while loading the video.',
    });
  });
});
