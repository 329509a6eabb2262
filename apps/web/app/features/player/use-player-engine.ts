/**
 * Binds the engine adapter to the player's state machine (core player-state): one engine per
 * load, media events turned into state events, fatal errors answered in place (network retried,
 * media recovered), and the start: position, then auto-play (muted when the browser insists).
 */
import {
  INITIAL_PLAYER_STATE,
  type PlayerEvent,
  type PlayerState,
  reducePlayerState,
} from '@reelhouse/core/player/player-state';
import { PLAYER_MESSAGES } from '@reelhouse/core/player/messages';
import { AUTO_QUALITY } from '@reelhouse/core/player/quality-menu';
import type { Stream } from '@reelhouse/core/player/source-schema';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { createPlayerEngine, describeInitError, readDeviceStart } from './engine';
import type { AudioMenuState, EngineStart, PlayerEngine, QualityMenuState } from './engine-types';

/** What is loaded on the element, and how it starts. */
export interface PlaybackTarget {
  /** null when the source had no stream at all */
  stream: Stream | null;
  /** seconds */
  startAtSeconds: number;
  /** start playing once the metadata is known */
  play: boolean;
  /** a new number loads again, even the same stream (Reload) */
  loadId: number;
}

const NO_QUALITIES: QualityMenuState = { options: [], selected: AUTO_QUALITY, activeLabel: null };
const NO_AUDIO_TRACKS: AudioMenuState = { tracks: [], selected: null };

/** The choices an engine starts with (the series' memory), asked afresh at each load. */
export type EngineChoices = Pick<EngineStart, 'pickQuality' | 'pickAudioTrack'>;

type StartResult = 'playing' | 'muted' | 'blocked';

/**
 * Starts playback; when the browser refuses sound without a gesture, starts muted instead.
 * @returns how it went ('blocked': the user has to press play)
 */
async function startPlayback(video: HTMLVideoElement): Promise<StartResult> {
  try {
    await video.play();
    return 'playing';
  } catch (error) {
    const refusedSound = error instanceof DOMException && error.name === 'NotAllowedError';
    if (!refusedSound || video.muted) return 'blocked';
  }
  video.muted = true;
  try {
    await video.play();
    return 'muted';
  } catch {
    video.muted = false;
    return 'blocked';
  }
}

const STATE_EVENTS: readonly [keyof HTMLMediaElementEventMap, PlayerEvent][] = [
  ['loadedmetadata', { type: 'loaded' }],
  ['play', { type: 'play' }],
  ['pause', { type: 'pause' }],
  ['waiting', { type: 'waiting' }],
  ['playing', { type: 'playing' }],
];

export interface PlayerEngineControls {
  state: PlayerState;
  quality: QualityMenuState;
  audio: AudioMenuState;
  target: PlaybackTarget;
  /** true after auto-play had to start muted (the player offers to unmute) */
  startedMuted: boolean;
  /** loads a stream (or the same one again) from a position */
  load: (stream: Stream, startAtSeconds: number, play: boolean) => void;
  selectQuality: (id: string) => void;
  selectAudioTrack: (id: string) => void;
  dismissStartedMuted: () => void;
}

/**
 * @param video the element, once mounted
 * @param initial the first stream, where it starts and whether it auto-plays
 * @param onMessage shows an engine's message (quality switch failures)
 * @param getChoices the quality and audio track to start each load with
 */
export function usePlayerEngine(
  video: HTMLVideoElement | null,
  initial: Omit<PlaybackTarget, 'loadId'>,
  onMessage: (text: string) => void,
  getChoices: () => EngineChoices = () => ({}),
): PlayerEngineControls {
  const [state, dispatch] = useReducer(reducePlayerState, INITIAL_PLAYER_STATE);
  const [target, setTarget] = useState<PlaybackTarget>(() => ({ ...initial, loadId: 0 }));
  const [quality, setQuality] = useState<QualityMenuState>(NO_QUALITIES);
  const [audio, setAudio] = useState<AudioMenuState>(NO_AUDIO_TRACKS);
  const [startedMuted, setStartedMuted] = useState(false);
  const engineRef = useRef<PlayerEngine | null>(null);
  const onMessageRef = useRef(onMessage);
  const getChoicesRef = useRef(getChoices);
  useEffect(() => {
    onMessageRef.current = onMessage;
    getChoicesRef.current = getChoices;
  });

  useEffect(() => {
    if (video === null) return;
    const listeners = STATE_EVENTS.map(([name, event]) => {
      const listener = () => dispatch(event);
      video.addEventListener(name, listener);
      return () => video.removeEventListener(name, listener);
    });
    return () => {
      for (const remove of listeners) remove();
    };
  }, [video]);

  useEffect(() => {
    if (video === null) return;
    const { stream } = target;
    if (stream === null) {
      dispatch({ type: 'init-failed', detail: PLAYER_MESSAGES.noValidQuality });
      return;
    }
    let isCurrent = true;
    let engine: PlayerEngine | null = null;
    const onMetadata = () => {
      if (!target.play) return;
      void startPlayback(video).then((result) => {
        if (isCurrent && result === 'muted') setStartedMuted(true);
      });
    };
    video.addEventListener('loadedmetadata', onMetadata, { once: true });
    const start = { ...readDeviceStart(target.startAtSeconds), ...getChoicesRef.current() };
    createPlayerEngine(video, stream, start, {
      onQualities: (next) => {
        if (isCurrent) setQuality(next);
      },
      onAudioTracks: (next) => {
        if (isCurrent) setAudio(next);
      },
      onFatalError: (kind) => {
        if (isCurrent) dispatch({ type: 'fatal-error', kind });
      },
      onMediaError: (isNetworkError) => {
        if (isCurrent) dispatch({ type: 'media-error', isNetworkError });
      },
      onMessage: (text) => {
        if (isCurrent) onMessageRef.current(text);
      },
    }).then(
      (created) => {
        if (!isCurrent) {
          created.destroy();
          return;
        }
        engine = created;
        engineRef.current = created;
      },
      (error: unknown) => {
        if (isCurrent) dispatch({ type: 'init-failed', detail: describeInitError(error) });
      },
    );
    return () => {
      isCurrent = false;
      video.removeEventListener('loadedmetadata', onMetadata);
      engine?.destroy();
      engineRef.current = null;
    };
  }, [video, target]);

  useEffect(() => {
    if (state.pendingRecovery === null) return;
    if (state.pendingRecovery === 'retry-network') engineRef.current?.retryNetwork();
    else engineRef.current?.recoverMedia();
    dispatch({ type: 'recovery-started' });
  }, [state.pendingRecovery]);

  const load = useCallback((stream: Stream, startAtSeconds: number, play: boolean) => {
    dispatch({ type: 'reload' });
    setQuality(NO_QUALITIES);
    setAudio(NO_AUDIO_TRACKS);
    setStartedMuted(false);
    setTarget((previous) => ({ stream, startAtSeconds, play, loadId: previous.loadId + 1 }));
  }, []);

  const selectQuality = useCallback((id: string) => {
    engineRef.current?.selectQuality(id);
  }, []);

  const selectAudioTrack = useCallback((id: string) => {
    engineRef.current?.selectAudioTrack(id);
  }, []);

  const dismissStartedMuted = useCallback(() => setStartedMuted(false), []);

  return {
    state,
    quality,
    audio,
    target,
    startedMuted,
    load,
    selectQuality,
    selectAudioTrack,
    dismissStartedMuted,
  };
}
