import { describe, expect, it } from 'vitest';
import {
  INITIAL_PLAYER_STATE,
  type PlayerEvent,
  type PlayerState,
  reducePlayerState,
} from './player-state';

const run = (events: PlayerEvent[], from: PlayerState = INITIAL_PLAYER_STATE) =>
  events.reduce(reducePlayerState, from);

describe('reducePlayerState', () => {
  it('goes from loading to ready, then playing and paused', () => {
    expect(run([{ type: 'loaded' }]).status).toBe('ready');
    expect(run([{ type: 'loaded' }, { type: 'play' }]).status).toBe('playing');
    expect(run([{ type: 'loaded' }, { type: 'play' }, { type: 'pause' }]).status).toBe('paused');
    expect(run([{ type: 'loaded' }, { type: 'pause' }, { type: 'play' }]).status).toBe('playing');
  });

  it('ignores play and pause before the source has loaded, and a second load', () => {
    expect(run([{ type: 'play' }]).status).toBe('loading');
    expect(run([{ type: 'pause' }]).status).toBe('loading');
    expect(run([{ type: 'loaded' }, { type: 'play' }, { type: 'loaded' }]).status).toBe('playing');
  });

  it('shows buffering while waiting for data and clears it when frames play again', () => {
    const waiting = run([{ type: 'loaded' }, { type: 'play' }, { type: 'waiting' }]);
    expect(waiting.isBuffering).toBe(true);
    expect(reducePlayerState(waiting, { type: 'playing' }).isBuffering).toBe(false);
  });

  it("retries a fatal network error showing 'Loading...' and asks the component to reload", () => {
    const state = run([
      { type: 'loaded' },
      { type: 'play' },
      { type: 'fatal-error', kind: 'network' },
    ]);
    expect(state).toMatchObject({
      status: 'playing',
      message: 'Loading...',
      pendingRecovery: 'retry-network',
    });
    expect(state.recovery.networkRetries).toBe(1);
    expect(reducePlayerState(state, { type: 'recovery-started' }).pendingRecovery).toBeNull();
  });

  it('fails after the third network retry with the network hint and detail', () => {
    const failed = run(Array<PlayerEvent>(4).fill({ type: 'fatal-error', kind: 'network' }));
    expect(failed.status).toBe('error');
    expect(failed.error).toEqual({
      title: "The video couldn't be loaded.",
      hint: 'Check your internet connection and try again.',
      detail: 'Network error: Failed to load after 3 attempts.',
    });
    expect(failed.pendingRecovery).toBeNull();
  });

  it('counts retries only since playback last ran, so isolated failures never add up', () => {
    const network: PlayerEvent = { type: 'fatal-error', kind: 'network' };
    const state = run([network, network, { type: 'playing' }, network, network, network]);
    expect(state.status).not.toBe('error');
    expect(state.recovery.networkRetries).toBe(3);
  });

  it('recovers a media error in place without a message', () => {
    const state = run([{ type: 'loaded' }, { type: 'fatal-error', kind: 'media' }]);
    expect(state).toMatchObject({
      status: 'ready',
      message: null,
      pendingRecovery: 'recover-media',
    });
  });

  it("ends in 'Fatal HLS error' for other fatal errors", () => {
    expect(run([{ type: 'fatal-error', kind: 'other' }]).error).toEqual({
      title: "The video couldn't be loaded.",
      hint: 'An error occurred while loading the video.',
      detail: 'Fatal HLS error',
    });
  });

  it('reports media element errors and failed set-ups on the error panel', () => {
    expect(run([{ type: 'media-error', isNetworkError: true }]).error?.hint).toBe(
      'Check your internet connection and try again.',
    );
    expect(run([{ type: 'media-error', isNetworkError: false }]).error?.detail).toBeNull();
    expect(
      run([{ type: 'init-failed', detail: 'HLS is not supported in this browser' }]).error?.detail,
    ).toBe('HLS is not supported in this browser');
  });

  it('stays in error until Reload, which starts over from loading', () => {
    const failed = run([{ type: 'fatal-error', kind: 'other' }]);
    const events: PlayerEvent[] = [
      { type: 'loaded' },
      { type: 'play' },
      { type: 'playing' },
      { type: 'waiting' },
    ];
    expect(run(events, failed)).toBe(failed);
    expect(reducePlayerState(failed, { type: 'reload' })).toEqual(INITIAL_PLAYER_STATE);
  });
});
