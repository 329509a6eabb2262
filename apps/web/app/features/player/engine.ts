/**
 * The engine adapter: puts one stream on the `<video>` element (HLS through hls.js or the
 * browser's own HLS, files natively) and reports what the controls need (qualities, errors).
 * The engine owns no React state; `use-player-engine` turns its reports into the player state.
 */
import { PLAYER_MESSAGES } from '@reelhouse/core/player/messages';
import { getDeviceBestQuality, parseDeviceQuality } from '@reelhouse/core/player/quality';
import type { Stream } from '@reelhouse/core/player/source-schema';
import { STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { readStoredString, writeStoredString } from '~/lib/storage';
import { createFileEngine } from './engine-file';
import { createHlsEngine } from './engine-hls';
import {
  EngineInitError,
  type EngineListener,
  type EngineStart,
  type PlayerEngine,
} from './engine-types';

/**
 * Attaches `stream` to `video`. hls.js is imported on demand, so it is downloaded only when an
 * HLS stream plays.
 * @throws EngineInitError with the spec's text; anything else counts as
 *   'Failed to initialize video player'
 */
export async function createPlayerEngine(
  video: HTMLVideoElement,
  stream: Stream,
  start: EngineStart,
  listener: EngineListener,
): Promise<PlayerEngine> {
  if (stream.type === 'file') return createFileEngine(video, stream, start, listener);
  return createHlsEngine(video, stream, start, listener);
}

/** @returns the text for a failed set-up: the engine's own, else 'Failed to initialize video player' */
export function describeInitError(error: unknown): string {
  return error instanceof EngineInitError ? error.detail : PLAYER_MESSAGES.initFailed;
}

interface NetworkInformationLike {
  effectiveType?: string;
}

/**
 * Reads what the device can show: the stored `deviceBestResolution`, else the screen's size
 * (then stored), whether it shows HDR, and the connection type.
 */
export function readDeviceStart(startAtSeconds: number): EngineStart {
  let deviceBest = parseDeviceQuality(readStoredString(STORAGE_KEYS.deviceBestResolution));
  if (deviceBest === null) {
    deviceBest = getDeviceBestQuality({
      width: window.screen.width,
      height: window.screen.height,
      devicePixelRatio: window.devicePixelRatio,
    });
    try {
      writeStoredString(STORAGE_KEYS.deviceBestResolution, deviceBest);
    } catch {
      // Storage refused: the screen is measured again next time.
    }
  }
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return {
    startAtSeconds,
    deviceBest,
    allowHdr: window.matchMedia('(dynamic-range: high)').matches,
    effectiveType: connection?.effectiveType,
  };
}
