/**
 * The player's state machine (spec section 4, "Player"): loading → ready → playing/paused, with
 * buffering and errors (fatal errors counted for retries). A pure reducer for React's useReducer;
 * the component only forwards media and hls.js events and performs the returned recovery step.
 */
import { decideFatalError, type FatalErrorKind, type RecoveryCounts } from './fatal-error';
import { describeVideoError } from './messages';

export type PlayerStatus = 'loading' | 'ready' | 'playing' | 'paused' | 'error';

/** What the error panel shows. */
export interface PlayerError {
  /** always "The video couldn't be loaded." */
  title: string;
  /** the network hint or the generic one */
  hint: string;
  /** the specific cause, e.g. 'Fatal HLS error'; null for a plain media element error */
  detail: string | null;
}

/** What the player does next after a fatal error, for the component to carry out. */
export type PendingRecovery = 'retry-network' | 'recover-media' | null;

export interface PlayerState {
  status: PlayerStatus;
  /** the media element waits for data (spinner over the picture) */
  isBuffering: boolean;
  /** overlay text while recovering, e.g. 'Loading...'; null otherwise */
  message: string | null;
  error: PlayerError | null;
  recovery: RecoveryCounts;
  pendingRecovery: PendingRecovery;
}

export type PlayerEvent =
  /** the manifest was parsed or the file can play: the player becomes ready and auto-plays */
  | { type: 'loaded' }
  | { type: 'play' }
  | { type: 'pause' }
  /** the media element ran out of data */
  | { type: 'waiting' }
  /** the media element is rendering frames again: buffering and recovery are over */
  | { type: 'playing' }
  | { type: 'fatal-error'; kind: FatalErrorKind }
  /** the component carried out the pending recovery step */
  | { type: 'recovery-started' }
  /** the media element reported an error (isNetworkError: MediaError code 2) */
  | { type: 'media-error'; isNetworkError: boolean }
  /** setting the player up failed, e.g. 'HLS is not supported in this browser' */
  | { type: 'init-failed'; detail: string }
  /** the Reload button, a new source, or a new episode: start over */
  | { type: 'reload' };

/** The state of a player that has just been given a source. */
export const INITIAL_PLAYER_STATE: PlayerState = {
  status: 'loading',
  isBuffering: false,
  message: null,
  error: null,
  recovery: { networkRetries: 0, mediaRecoveries: 0 },
  pendingRecovery: null,
};

function toError(state: PlayerState, isNetworkError: boolean, detail: string | null): PlayerState {
  const { title, hint } = describeVideoError(isNetworkError);
  return {
    ...state,
    status: 'error',
    isBuffering: false,
    message: null,
    error: { title, hint, detail },
    pendingRecovery: null,
  };
}

function onFatalError(state: PlayerState, kind: FatalErrorKind): PlayerState {
  const decision = decideFatalError(kind, state.recovery);
  if (decision.action === 'give-up')
    return toError(state, decision.isNetworkError, decision.detail);
  return {
    ...state,
    message: decision.action === 'retry-network' ? decision.message : state.message,
    recovery: decision.counts,
    pendingRecovery: decision.action,
  };
}

/**
 * Applies one event. Once in 'error', only 'reload' leaves it (late media events are ignored).
 * 'play' and 'pause' before the source has loaded are ignored too.
 */
export function reducePlayerState(state: PlayerState, event: PlayerEvent): PlayerState {
  if (event.type === 'reload') return INITIAL_PLAYER_STATE;
  if (state.status === 'error') return state;
  switch (event.type) {
    case 'loaded':
      return state.status === 'loading' ? { ...state, status: 'ready' } : state;
    case 'play':
      return state.status === 'loading' ? state : { ...state, status: 'playing' };
    case 'pause':
      return state.status === 'loading' ? state : { ...state, status: 'paused' };
    case 'waiting':
      return { ...state, isBuffering: true };
    case 'playing':
      return {
        ...state,
        status: 'playing',
        isBuffering: false,
        message: null,
        recovery: INITIAL_PLAYER_STATE.recovery,
      };
    case 'fatal-error':
      return onFatalError(state, event.kind);
    case 'recovery-started':
      return { ...state, pendingRecovery: null };
    case 'media-error':
      return toError(state, event.isNetworkError, null);
    case 'init-failed':
      return toError(state, false, event.detail);
  }
}
