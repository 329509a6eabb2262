/**
 * What the player does about a fatal hls.js error (spec section 4, "Player"): retry the network up
 * to 3 times, recover media errors in place, give up on anything else.
 */
import { PLAYER_MESSAGES } from './messages';

/** hls.js error types, reduced to what decides the reaction. */
export type FatalErrorKind = 'network' | 'media' | 'other';

/** A fatal network error is retried this many times before the player gives up. */
export const MAX_NETWORK_RETRIES = 3;

/**
 * A fatal media error is recovered in place (hls.recoverMediaError) at most this many times in a
 * row, so a broken stream cannot loop forever; then the player gives up with 'Fatal HLS error'.
 */
export const MAX_MEDIA_RECOVERIES = 3;

/** Recovery attempts made since playback last ran normally. */
export interface RecoveryCounts {
  networkRetries: number;
  mediaRecoveries: number;
}

export type FatalErrorDecision =
  /** call hls.startLoad() and show {@link PLAYER_MESSAGES.retrying} */
  | { action: 'retry-network'; message: string; counts: RecoveryCounts }
  /** call hls.recoverMediaError() */
  | { action: 'recover-media'; counts: RecoveryCounts }
  /** destroy hls.js and show the error panel with this detail */
  | { action: 'give-up'; detail: string; isNetworkError: boolean };

/**
 * @param kind the fatal error's type
 * @param counts attempts already made (reset to zero once playback runs again)
 * @returns the next step and the updated counts:
 *   network → up to 3 retries showing 'Loading...', then
 *   'Network error: Failed to load after 3 attempts.';
 *   media → recover in place (at most 3 times in a row); other → 'Fatal HLS error'
 */
export function decideFatalError(kind: FatalErrorKind, counts: RecoveryCounts): FatalErrorDecision {
  if (kind === 'network') {
    if (counts.networkRetries >= MAX_NETWORK_RETRIES) {
      return {
        action: 'give-up',
        detail: PLAYER_MESSAGES.networkRetriesExhausted,
        isNetworkError: true,
      };
    }
    return {
      action: 'retry-network',
      message: PLAYER_MESSAGES.retrying,
      counts: { ...counts, networkRetries: counts.networkRetries + 1 },
    };
  }
  if (kind === 'media' && counts.mediaRecoveries < MAX_MEDIA_RECOVERIES) {
    return {
      action: 'recover-media',
      counts: { ...counts, mediaRecoveries: counts.mediaRecoveries + 1 },
    };
  }
  return { action: 'give-up', detail: PLAYER_MESSAGES.fatalHlsError, isNetworkError: false };
}
