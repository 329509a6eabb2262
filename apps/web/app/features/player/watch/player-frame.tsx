/**
 * What stands in the player's place before its code arrives and if it fails: the loading screen
 * and the error boundary.
 */
import { PLAYER_MESSAGES } from '@reelhouse/core/player/messages';
import { Component, type ReactNode } from 'react';

/** Shown while the saved position is read and the player's code arrives. */
export function PlayerLoading() {
  return (
    <div
      data-testid="player-loading"
      role="status"
      aria-label="Loading the player"
      className="fixed inset-0 z-50 grid place-items-center bg-black/95"
    >
      <span
        aria-hidden="true"
        className="size-12 animate-spin rounded-full border-4 border-white/25 border-t-white"
      />
    </div>
  );
}

interface BoundaryProps {
  onClose: () => void;
  children: ReactNode;
}

/** The player's own error boundary: a failure to load or run it does not blank the page. */
export class PlayerBoundary extends Component<BoundaryProps, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override render() {
    if (!this.state.hasFailed) return this.props.children;
    return (
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="player-failed-title"
        data-testid="player-failed"
        className="fixed inset-0 z-50 grid place-items-center bg-black/95 p-6 text-white"
      >
        <div className="text-center">
          <p id="player-failed-title" className="text-lg font-semibold">
            {PLAYER_MESSAGES.initFailed}
          </p>
          <button
            type="button"
            onClick={this.props.onClose}
            className="mt-4 rounded-lg bg-white/15 px-4 py-2 font-semibold hover:bg-white/25"
          >
            Close
          </button>
        </div>
      </div>
    );
  }
}
