/**
 * File streams, played natively: the video's `src` is the chosen quality's file. Switching
 * quality swaps the file and restores the position and the playing state; a file that fails
 * to load during a switch brings the previous one back with 'Failed to switch to {quality}'.
 */
import {
  MEDIA_ERR_NETWORK,
  formatQualitySwitchFailed,
  PLAYER_MESSAGES,
} from '@reelhouse/core/player/messages';
import { getQualityLabel, type QualityKey } from '@reelhouse/core/player/quality';
import { pickBestFileQuality } from '@reelhouse/core/player/quality-choice';
import { AUTO_QUALITY, listFileQualityOptions } from '@reelhouse/core/player/quality-menu';
import type { FileStream } from '@reelhouse/core/player/source-schema';
import {
  EngineInitError,
  type EngineListener,
  type EngineStart,
  type PlayerEngine,
  seekWhenReady,
} from './engine-types';

/** A quality switch waiting for the new file's metadata. */
interface Switch {
  previousKey: QualityKey;
  previousSelected: string;
  /** the new quality's label, for 'Failed to switch to {quality}' */
  label: string;
  timeSeconds: number;
  wasPlaying: boolean;
}

/**
 * Plays a file stream natively, starting with the quality `start.pickQuality` picks, else the
 * best one the device can show.
 */
export function createFileEngine(
  video: HTMLVideoElement,
  stream: FileStream,
  start: EngineStart,
  listener: EngineListener,
): PlayerEngine {
  const options = listFileQualityOptions(stream.qualities);
  const bestKey = pickBestFileQuality(stream.qualities, start.deviceBest, {
    allowHdr: start.allowHdr,
  });
  if (bestKey === null) throw new EngineInitError(PLAYER_MESSAGES.noValidQuality);
  const chosenIndex = start.pickQuality?.(options.map((option) => option.label)) ?? null;
  const chosen = chosenIndex === null ? undefined : options[chosenIndex];

  let currentKey: QualityKey = chosen?.key ?? bestKey;
  let selected: string = chosen?.key ?? AUTO_QUALITY;
  let pending: Switch | null = null;
  let playOnLoad = false;
  let cancelSeek: () => void = () => undefined;

  const report = () =>
    listener.onQualities({
      options: options.map((option) => ({ id: option.key, label: option.label })),
      selected,
      activeLabel: getQualityLabel(currentKey),
    });

  /** Loads a quality's file, resuming at `seconds`, playing again when `play` is true. */
  const load = (key: QualityKey, seconds: number, play: boolean) => {
    const file = stream.qualities[key];
    if (file === undefined) return;
    currentKey = key;
    cancelSeek();
    video.src = file.url;
    cancelSeek = seekWhenReady(video, seconds);
    playOnLoad = play;
  };

  const onLoadedMetadata = () => {
    pending = null;
    if (!playOnLoad) return;
    playOnLoad = false;
    video.play().catch(() => undefined);
  };
  const onError = () => {
    const failed = pending;
    if (failed === null) {
      listener.onMediaError(video.error?.code === MEDIA_ERR_NETWORK);
      return;
    }
    pending = null;
    selected = failed.previousSelected;
    listener.onMessage(formatQualitySwitchFailed(failed.label));
    load(failed.previousKey, failed.timeSeconds, failed.wasPlaying);
    report();
  };
  video.addEventListener('loadedmetadata', onLoadedMetadata);
  video.addEventListener('error', onError);

  load(currentKey, start.startAtSeconds, false);
  report();
  // A file has the one audio track the browser plays (no audio track list in Chromium).
  listener.onAudioTracks({ tracks: [], selected: null });

  return {
    retryNetwork: () => load(currentKey, video.currentTime, !video.paused),
    recoverMedia: () => load(currentKey, video.currentTime, !video.paused),
    // One track: there is nothing to switch to (the menu does not show).
    selectAudioTrack: () => undefined,
    selectQuality(id) {
      const key = id === AUTO_QUALITY ? bestKey : options.find((option) => option.key === id)?.key;
      if (key === undefined) {
        listener.onMessage(PLAYER_MESSAGES.qualityUnavailable);
        return;
      }
      const previousSelected = selected;
      selected = id;
      if (key !== currentKey) {
        const timeSeconds = video.currentTime;
        const wasPlaying = !video.paused;
        pending = {
          previousKey: currentKey,
          previousSelected,
          label: getQualityLabel(key),
          timeSeconds,
          wasPlaying,
        };
        load(key, timeSeconds, wasPlaying);
      }
      report();
    },
    destroy() {
      cancelSeek();
      playOnLoad = false;
      video.removeEventListener('loadedmetadata', onLoadedMetadata);
      video.removeEventListener('error', onError);
      video.removeAttribute('src');
      video.load();
    },
  };
}
