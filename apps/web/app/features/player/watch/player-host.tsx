/**
 * Where the player opens: reads the saved position first (resume), then renders the lazily loaded
 * player over the page with everything it needs, saves progress as it plays, searches the next
 * episode's source past half-way and moves on to it. A failure to load the player stays here.
 * Loaded with the player (`LazyPlayerHost`), not with the page.
 */
import type { PlayerMediaInfo } from '@reelhouse/core/player/media-info-schema';
import type { SourceProviderInfo } from '@reelhouse/core/player/source-events';
import type { SourceResult } from '@reelhouse/core/player/source-schema';
import { Suspense, useEffect, useMemo, useState } from 'react';
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
import { PlayerBoundary, PlayerLoading } from './player-frame';
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
