/**
 * What the watch flow (buttons, source search, download dialog) and the player hand each other.
 * The player itself (`player.tsx`) is loaded on demand, only when something is about to play.
 */
import type { PlayerMediaInfo } from '@reelhouse/core/player/media-info-schema';
import type { SourceProviderInfo } from '@reelhouse/core/player/source-events';
import type { SourceResult, Stream } from '@reelhouse/core/player/source-schema';

/** A stream and where it came from. */
export interface FoundSource {
  providerId: string;
  providerName: string;
  /** every stream the provider answered, in its order */
  streams: Stream[];
}

/** Where the player stands, reported on every `timeupdate` (and on pause / end). */
export interface PlaybackReport {
  /** current position, seconds */
  watchedSeconds: number;
  /** length of the video, seconds (NaN/0 while unknown) */
  durationSeconds: number;
  isPlaying: boolean;
}

/** The next episode, when there is one: its label and how to go there. */
export interface NextEpisodeAction {
  /** e.g. 'S2 E1: Seven Thirty-Seven' */
  label: string;
  /** called by the Next Episode button and by auto-advance at 99.5 % */
  go: () => void;
}

export interface PlayerProps {
  media: PlayerMediaInfo;
  /** the stream to play first */
  source: FoundSource;
  /** index into `source.streams` of the stream to play first (0 unless the user chose) */
  streamIndex: number;
  /** every provider that could be asked, for the server (source) picker */
  providers: SourceProviderInfo[];
  /** runs one provider ("run one"); resolves to its answer, or rejects when it failed */
  runProvider: (providerId: string) => Promise<SourceResult>;
  /** position to start from, seconds (resume), 0 for the beginning */
  startAtSeconds: number;
  /** start playing when ready (the spec's "ready (auto-plays)") */
  autoPlay: boolean;
  /** called on every position change; the watch flow saves progress per the spec's rules */
  onPlayback: (report: PlaybackReport) => void;
  /** the next episode (episodes only), or null */
  nextEpisode: NextEpisodeAction | null;
  /** closes the player (Escape, close button) */
  onClose: () => void;
}
