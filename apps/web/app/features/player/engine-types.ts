/**
 * What the engine adapter and the player say to each other: the quality and audio menus, the
 * reports an engine makes, where it starts (and with which remembered choices), and its controls.
 */
import type { FatalErrorKind } from '@reelhouse/core/player/fatal-error';
import type { DeviceQuality, QualityLabel } from '@reelhouse/core/player/quality';
import type { LanguageRef } from '@reelhouse/core/player/series-memory';

/** One entry of the quality menu besides 'Auto'. */
export interface QualityOption {
  /** what {@link PlayerEngine.selectQuality} takes: an HLS level index or a file quality key */
  id: string;
  label: QualityLabel;
}

/** What the quality menu shows. */
export interface QualityMenuState {
  /** highest first; empty when only 'Auto' can be offered (the browser's own HLS) */
  options: QualityOption[];
  /** 'auto' or the id of the chosen option */
  selected: string;
  /** the quality playing now while 'Auto' is chosen, when known */
  activeLabel: QualityLabel | null;
}

/** One audio track of the source. */
export interface AudioTrackOption {
  /** what {@link PlayerEngine.selectAudioTrack} takes */
  id: string;
  /** the track's name, else its language's name */
  label: string;
  /** the language as the source names it, when it does */
  language?: string | undefined;
}

/** What the audio menu shows; the menu shows only with two tracks or more. */
export interface AudioMenuState {
  tracks: AudioTrackOption[];
  /** the id of the playing track, or null while none is known */
  selected: string | null;
}

/** What an engine reports. */
export interface EngineListener {
  onQualities: (state: QualityMenuState) => void;
  /** the source's audio tracks (none reported: one track, no menu) */
  onAudioTracks: (state: AudioMenuState) => void;
  /** a fatal hls.js error; the player decides (core decideFatalError) and calls back */
  onFatalError: (kind: FatalErrorKind) => void;
  /** the media element failed (MediaError code 2 is a network error) */
  onMediaError: (isNetworkError: boolean) => void;
  /** a short text for the player's message area, e.g. 'Failed to switch to 1080p' */
  onMessage: (text: string) => void;
}

/** Where and how to start. */
export interface EngineStart {
  /** seconds; 0 starts at the beginning */
  startAtSeconds: number;
  deviceBest: DeviceQuality;
  /** the screen shows high dynamic range */
  allowHdr: boolean;
  /** navigator.connection.effectiveType, when the browser tells */
  effectiveType: string | undefined;
  /** which quality to start with; null keeps the device's best (see core quality-choice) */
  pickQuality?: (labels: readonly QualityLabel[]) => number | null;
  /** which of several audio tracks to start with; null keeps the source's default */
  pickAudioTrack?: (tracks: readonly LanguageRef[]) => number | null;
}

/** A stream attached to the video element. */
export interface PlayerEngine {
  /** after a fatal network error: load again (hls.startLoad) */
  retryNetwork: () => void;
  /** after a fatal media error: recover in place (hls.recoverMediaError) */
  recoverMedia: () => void;
  /** 'auto' or an option id; keeps the position; failures arrive through onMessage */
  selectQuality: (id: string) => void;
  /** an audio track's id; keeps the position */
  selectAudioTrack: (id: string) => void;
  /** detaches from the video element; the engine is unusable afterwards */
  destroy: () => void;
}

/** Setting up failed with a text of the spec ('HLS is not supported in this browser', …). */
export class EngineInitError extends Error {
  constructor(readonly detail: string) {
    super(detail);
    this.name = 'EngineInitError';
  }
}

/**
 * Seeks to `seconds` once the element knows the media's length (setting currentTime earlier is
 * lost on some browsers). @returns the cancel function
 */
export function seekWhenReady(video: HTMLVideoElement, seconds: number): () => void {
  if (seconds <= 0) return () => undefined;
  const seek = () => {
    const duration = video.duration;
    video.currentTime = Number.isFinite(duration) ? Math.min(seconds, duration) : seconds;
  };
  if (video.readyState >= HTMLMediaElement.HAVE_METADATA) {
    seek();
    return () => undefined;
  }
  video.addEventListener('loadedmetadata', seek, { once: true });
  return () => video.removeEventListener('loadedmetadata', seek);
}
