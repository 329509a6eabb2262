/**
 * Where the player opens: reads the saved position first (resume), then renders the lazily loaded
 * player over the page with everything it needs, saves progress as it plays, searches the next
 * episode's source past half-way and moves on to it. A failure to load the player stays here.
 */
import type { PlayerMediaInfo } from '@reelhouse/core/player/media-info-schema';
import { PLAYER_MESSAGES } from '@reelhouse/core/player/messages';
import type { SourceProviderInfo } from '@reelhouse/core/player/source-events';
import type { SourceResult } from '@reelhouse/core/player/source-schema';
import { Component, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { showToast } from '~/lib/toast';
import { readWatchHistoryNow, recordWatchProgress } from '~/lib/watch-history-writer';
import { LazyPlayer } from '../lazy-player';
import type { FoundSource, NextEpisodeAction, PlaybackReport } from '../player-types';
import {
  createNextEpisodePrefetcher,
  getNextEpisodeNavigation,
  type NextEpisodeTarget,
  type SearchNext,
} from './next-episode-action';
import { createProgressSaver, getStartSeconds, toPlaybackTarget } from './progress-saver';
import { loadSourceSearchClient } from './use-source-search';

export interface PlayerHostProps {
  media: PlayerMediaInfo;
  source: FoundSource;
  providers: SourceProviderInfo[];
  runProvider: (providerId: string) => Promise<SourceResult>;
  next: NextEpisodeTarget | null;
  onClose: () => void;
}

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

export function PlayerHost(props: PlayerHostProps) {
  const { media } = props;
  const [startAtSeconds, setStartAtSeconds] = useState<number | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void readWatchHistoryNow()
      .then((history) => getStartSeconds(history, media))
      .catch(() => 0)
      .then((seconds) => {
        if (isCurrent) setStartAtSeconds(seconds);
      });
    return () => {
      isCurrent = false;
    };
  }, [media]);
  if (startAtSeconds === null) return <PlayerLoading />;
  return (
    <PlayerBoundary onClose={props.onClose}>
      <Suspense fallback={<PlayerLoading />}>
        <OpenPlayer {...props} startAtSeconds={startAtSeconds} />
      </Suspense>
    </PlayerBoundary>
  );
}

const searchNext: SearchNext = async (request, signal) => {
  const client = await loadSourceSearchClient();
  return client.searchSources({ request, signal });
};

function OpenPlayer(props: PlayerHostProps & { startAtSeconds: number }) {
  const { media, next, onClose } = props;
  const navigate = useNavigate();
  const [onPlayback] = useState(() => createPlaybackHandler(media, next));
  useEffect(() => onPlayback.cancel, [onPlayback]);

  const nextEpisode = useMemo<NextEpisodeAction | null>(() => {
    if (next === null) return null;
    return {
      label: next.label,
      go: () => {
        const navigation = getNextEpisodeNavigation(next, onPlayback.getPreFound());
        void navigate(navigation.to, navigation.state === null ? {} : { state: navigation.state });
      },
    };
  }, [navigate, next, onPlayback]);

  return (
    <LazyPlayer
      media={media}
      source={props.source}
      streamIndex={0}
      providers={props.providers}
      runProvider={props.runProvider}
      startAtSeconds={props.startAtSeconds}
      autoPlay
      onPlayback={onPlayback.report}
      nextEpisode={nextEpisode}
      onClose={onClose}
    />
  );
}

/** Progress saving and the next episode's early search, fed by the player's reports. */
function createPlaybackHandler(media: PlayerMediaInfo, next: NextEpisodeTarget | null) {
  const target = toPlaybackTarget(media);
  let hasReportedWriteError = false;
  const save = createProgressSaver({
    now: Date.now,
    save: (progress, nowMs) => {
      recordWatchProgress(target, progress, nowMs).catch((error: unknown) => {
        // The browser refused the write (quota, private mode): say it once per playback.
        if (hasReportedWriteError || !(error instanceof Error)) return;
        hasReportedWriteError = true;
        void showToast(error.message, { kind: 'error' });
      });
    },
  });
  const prefetcher = next === null ? null : createNextEpisodePrefetcher(next, searchNext);
  return {
    report: (report: PlaybackReport) => {
      save(report);
      prefetcher?.onPlayback(report);
    },
    getPreFound: () => prefetcher?.getPreFound() ?? null,
    cancel: () => prefetcher?.cancel(),
  };
}

interface BoundaryProps {
  onClose: () => void;
  children: ReactNode;
}

/** The player's own error boundary: a failure to load or run it does not blank the page. */
class PlayerBoundary extends Component<BoundaryProps, { hasFailed: boolean }> {
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
