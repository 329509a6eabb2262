/**
 * HLS streams: through hls.js (loaded on demand) with the spec's buffers and retries, or the
 * browser's own HLS (Safari) when hls.js cannot run. Fatal hls.js errors go to the player, which
 * answers with retryNetwork / recoverMedia or gives up. The start may pick a quality and, among
 * several audio renditions, an audio track (the series' memory, its original language).
 */
import type { FatalErrorKind } from '@reelhouse/core/player/fatal-error';
import { getHlsSettings } from '@reelhouse/core/player/hls-config';
import {
  formatQualitySwitchFailed,
  MEDIA_ERR_NETWORK,
  PLAYER_MESSAGES,
} from '@reelhouse/core/player/messages';
import { labelHlsLevel } from '@reelhouse/core/player/quality';
import { getLanguageName } from '@reelhouse/core/slug/languages';
import {
  AUTO_QUALITY,
  getAutoLevelCap,
  type HlsLevelInfo,
  listHlsQualityOptions,
} from '@reelhouse/core/player/quality-menu';
import type { HlsStream } from '@reelhouse/core/player/source-schema';
import type Hls from 'hls.js';
import type { ErrorData, ErrorTypes, Level, MediaPlaylist } from 'hls.js';
import {
  type AudioTrackOption,
  EngineInitError,
  type EngineListener,
  type EngineStart,
  type PlayerEngine,
  seekWhenReady,
} from './engine-types';

const HLS_MIME_TYPE = 'application/vnd.apple.mpegurl';

function toLevelInfo(level: Level): HlsLevelInfo {
  return {
    height: level.height,
    width: level.width,
    bitrate: level.bitrate,
    isHdr: level.videoRange === 'PQ' || level.videoRange === 'HLG',
  };
}

/** An audio rendition for the menu: its name, else its language's name, else its number. */
function toAudioTrackOption(track: MediaPlaylist, index: number): AudioTrackOption {
  const language = track.lang?.trim() === '' ? undefined : track.lang;
  const name = track.name.trim();
  const label =
    name === '' ? (getLanguageName(language) ?? language ?? `Track ${String(index + 1)}`) : name;
  return { id: String(index), label, language };
}

/** The browser plays the playlist itself: one quality ('Auto'), media errors only. */
function createNativeHlsEngine(
  video: HTMLVideoElement,
  stream: HlsStream,
  start: EngineStart,
  listener: EngineListener,
): PlayerEngine {
  const onError = () => listener.onMediaError(video.error?.code === MEDIA_ERR_NETWORK);
  video.addEventListener('error', onError);
  video.src = stream.playlist;
  let cancelSeek = seekWhenReady(video, start.startAtSeconds);
  listener.onQualities({ options: [], selected: AUTO_QUALITY, activeLabel: null });
  listener.onAudioTracks({ tracks: [], selected: null });
  const reload = () => {
    const time = video.currentTime;
    video.load();
    cancelSeek = seekWhenReady(video, time);
  };
  return {
    retryNetwork: reload,
    recoverMedia: reload,
    selectQuality(id) {
      if (id !== AUTO_QUALITY) listener.onMessage(PLAYER_MESSAGES.qualityUnavailable);
    },
    // The browser chooses the audio itself: no menu shows.
    selectAudioTrack: () => undefined,
    destroy() {
      cancelSeek();
      video.removeEventListener('error', onError);
      video.removeAttribute('src');
      video.load();
    },
  };
}

function toFatalKind(data: ErrorData, types: typeof ErrorTypes): FatalErrorKind {
  if (data.type === types.NETWORK_ERROR) return 'network';
  if (data.type === types.MEDIA_ERROR) return 'media';
  return 'other';
}

/**
 * Plays an HLS stream through hls.js, or natively where only the browser can.
 * @throws EngineInitError 'HLS is not supported in this browser' when neither can
 */
export async function createHlsEngine(
  video: HTMLVideoElement,
  stream: HlsStream,
  start: EngineStart,
  listener: EngineListener,
): Promise<PlayerEngine> {
  const { default: HlsClass, Events, ErrorTypes, ErrorDetails } = await import('hls.js');
  if (!HlsClass.isSupported()) {
    if (video.canPlayType(HLS_MIME_TYPE) !== '') {
      return createNativeHlsEngine(video, stream, start, listener);
    }
    throw new EngineInitError(PLAYER_MESSAGES.hlsUnsupported);
  }

  const hls: Hls = new HlsClass({
    ...getHlsSettings(start.effectiveType),
    startPosition: start.startAtSeconds > 0 ? start.startAtSeconds : -1,
    enableWebVTT: false,
    enableIMSC1: false,
    enableCEA708Captions: false,
  });
  let selected: string = AUTO_QUALITY;
  let requestedLabel: string | null = null;

  const report = () => {
    const options = listHlsQualityOptions(hls.levels.map(toLevelInfo)).map((option) => ({
      id: String(option.levelIndex),
      label: option.label,
    }));
    const active = hls.levels[hls.currentLevel];
    listener.onQualities({
      options,
      selected,
      activeLabel: active === undefined ? null : labelHlsLevel(toLevelInfo(active)),
    });
  };

  const reportAudio = () =>
    listener.onAudioTracks({
      tracks: hls.audioTracks.map(toAudioTrackOption),
      selected: hls.audioTrack < 0 ? null : String(hls.audioTrack),
    });

  hls.on(Events.MANIFEST_PARSED, (_event, data) => {
    if (data.levels.length === 0) listener.onMessage(PLAYER_MESSAGES.noValidQuality);
    hls.autoLevelCapping = getAutoLevelCap(data.levels.map(toLevelInfo), start.deviceBest);
    const options = listHlsQualityOptions(data.levels.map(toLevelInfo));
    const chosen = start.pickQuality?.(options.map((option) => option.label)) ?? null;
    const level = chosen === null ? undefined : options[chosen];
    if (level !== undefined) {
      hls.currentLevel = level.levelIndex;
      selected = String(level.levelIndex);
    }
    report();
  });
  hls.on(Events.AUDIO_TRACKS_UPDATED, (_event, data) => {
    const chosen = start.pickAudioTrack?.(data.audioTracks.map(toAudioTrackOption)) ?? null;
    if (chosen !== null && chosen !== hls.audioTrack) hls.audioTrack = chosen;
    reportAudio();
  });
  hls.on(Events.AUDIO_TRACK_SWITCHED, reportAudio);
  hls.on(Events.LEVEL_SWITCHED, () => {
    requestedLabel = null;
    report();
  });
  hls.on(Events.ERROR, (_event, data) => {
    if (data.details === ErrorDetails.LEVEL_SWITCH_ERROR && requestedLabel !== null) {
      listener.onMessage(formatQualitySwitchFailed(requestedLabel));
      requestedLabel = null;
    }
    if (data.fatal) listener.onFatalError(toFatalKind(data, ErrorTypes));
  });

  // hls.js does not watch the element's own errors (a decode failure under MSE): recover in place.
  const onVideoError = () => listener.onFatalError('media');
  video.addEventListener('error', onVideoError);
  hls.attachMedia(video);
  hls.loadSource(stream.playlist);

  return {
    retryNetwork() {
      // Before the manifest arrived there is nothing to resume: ask for the manifest again.
      if (hls.levels.length === 0) hls.loadSource(stream.playlist);
      else hls.startLoad();
    },
    recoverMedia: () => hls.recoverMediaError(),
    selectAudioTrack(id) {
      const index = Number(id);
      if (Number.isInteger(index) && hls.audioTracks[index] !== undefined) hls.audioTrack = index;
      reportAudio();
    },
    selectQuality(id) {
      if (id === AUTO_QUALITY) {
        selected = AUTO_QUALITY;
        hls.currentLevel = -1;
        report();
        return;
      }
      const index = Number(id);
      const level = Number.isInteger(index) ? hls.levels[index] : undefined;
      if (level === undefined) {
        listener.onMessage(PLAYER_MESSAGES.qualityUnavailable);
        return;
      }
      const label = labelHlsLevel(toLevelInfo(level));
      try {
        requestedLabel = label;
        hls.currentLevel = index;
        selected = id;
      } catch {
        requestedLabel = null;
        listener.onMessage(formatQualitySwitchFailed(label));
      }
      report();
    },
    destroy() {
      video.removeEventListener('error', onVideoError);
      hls.destroy();
    },
  };
}
