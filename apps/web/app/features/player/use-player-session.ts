/**
 * The state and actions of one playback (player-session.tsx draws them): the video element and
 * its engine, media state, volume, captions, thumbnails, the server picker, auto-advance to the
 * next episode, the controls' visibility, menus and the keyboard; menu choices of a series'
 * episode are remembered for the series.
 */
import { shouldAutoAdvance } from '@reelhouse/core/player/progress-cues';
import { AUTO_QUALITY } from '@reelhouse/core/player/quality-menu';
import { toLanguageKey } from '@reelhouse/core/player/series-memory';
import type { Stream } from '@reelhouse/core/player/source-schema';
import { useCallback, useRef, useState } from 'react';
import { handlePlayerKeyDown, useRootKeyDown } from './player-keyboard';
import { useCaptionChoice } from './use-caption-choice';
import { useControlsVisibility } from './use-controls-visibility';
import { useFullscreen } from './use-fullscreen';
import { useMediaSnapshot } from './use-media-snapshot';
import { usePlaybackReports } from './use-playback-reports';
import { usePlayerEngine } from './use-player-engine';
import { usePlayerMessage } from './use-player-message';
import { usePlayerVolume } from './use-player-volume';
import { useSeriesChoices } from './use-series-choices';
import { useServerPicker } from './use-server-picker';
import { useStatsReports } from './use-stats-reports';
import { useStillLoading } from './use-still-loading';
import { useThumbnailTrack } from './use-thumbnail-track';
import { useVideoActions } from './use-video-actions';

import type { PlayerProps } from './player-types';

export interface PlayerSessionProps extends PlayerProps {
  /** the dialog element: menus are portalled into it, fullscreen applies to it */
  root: HTMLElement | null;
}

export function usePlayerSession(props: PlayerSessionProps) {
  const { root, nextEpisode } = props;
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const attachVideo = useCallback((element: HTMLVideoElement | null) => {
    videoRef.current = element;
    setVideo(element);
  }, []);
  const [message, showMessage] = usePlayerMessage();
  const series = useSeriesChoices(props.media);
  const engine = usePlayerEngine(
    video,
    {
      stream: props.source.streams[props.streamIndex] ?? props.source.streams[0] ?? null,
      startAtSeconds: props.startAtSeconds,
      play: props.autoPlay,
    },
    showMessage,
    series.getEngineChoices,
  );
  const { state, target } = engine;
  const status = state.status;
  const media = useMediaSnapshot(video);
  const volume = usePlayerVolume(videoRef);
  const actions = useVideoActions(videoRef, status !== 'error', showMessage);
  const { isFullscreen, toggleFullscreen } = useFullscreen(root, video);
  const thumbnails = useThumbnailTrack(target.stream?.thumbnails);
  const captions = useCaptionChoice(target.stream, series);
  /** A quality chosen in the menu, remembered for the series by its label. */
  const selectQuality = (id: string) => {
    engine.selectQuality(id);
    const option = engine.quality.options.find((each) => each.id === id);
    if (id === AUTO_QUALITY || option !== undefined) {
      series.record({ quality: option?.label ?? 'Auto' });
    }
  };
  /** An audio track chosen in the menu, remembered for the series by its language. */
  const selectAudioTrack = (id: string) => {
    engine.selectAudioTrack(id);
    const language = engine.audio.tracks.find((each) => each.id === id)?.language;
    if (language !== undefined) series.record({ audio: toLanguageKey(language) });
  };

  useStatsReports(video, props.media);
  const hasAdvancedRef = useRef(false);
  const lastPositionRef = usePlaybackReports(video, props.onPlayback, (position, isPlaying) => {
    if (nextEpisode === null || hasAdvancedRef.current) return;
    if (!shouldAutoAdvance(position, isPlaying)) return;
    hasAdvancedRef.current = true;
    nextEpisode.go();
  });
  /** Loads a stream where playback stands (or where it was to start) and plays it. */
  const playFromHere = (stream: Stream) =>
    engine.load(stream, lastPositionRef.current ?? target.startAtSeconds, true);
  const servers = useServerPicker({
    providers: props.providers,
    runProvider: props.runProvider,
    initialId: props.source.providerId,
    showMessage,
    playStream: playFromHere,
  });

  const [openMenus, setOpenMenus] = useState(0);
  const onMenuOpenChange = (isOpen: boolean) =>
    setOpenMenus((count) => Math.max(0, count + (isOpen ? 1 : -1)));
  const [isSubtitlesOpen, setSubtitlesOpen] = useState(false);
  const [isScrubbing, setScrubbing] = useState(false);
  const isPlaying = status === 'playing';
  const isWaiting = status === 'loading' || (state.isBuffering && !media.paused);
  const isStillLoading = useStillLoading(isWaiting && status !== 'error');
  const isPinned = openMenus > 0 || isSubtitlesOpen || servers.prompt !== null || isScrubbing;
  const controls = useControlsVisibility(isPlaying, isPinned);
  /** how the last press began, and whether the controls showed before it */
  const lastPressRef = useRef({ pointerType: 'mouse', wereControlsVisible: true });

  useRootKeyDown(root, (event) => {
    controls.reportActivity();
    handlePlayerKeyDown(event, {
      'toggle-play': actions.togglePlay,
      'seek-back': () => actions.skip(-1),
      'seek-forward': () => actions.skip(1),
      'volume-up': () => volume.stepVolume(1),
      'volume-down': () => volume.stepVolume(-1),
      'toggle-fullscreen': toggleFullscreen,
      'toggle-mute': volume.toggleMute,
      'toggle-captions': captions.toggle,
      'speed-down': () => actions.stepSpeed(-1),
      'speed-up': () => actions.stepSpeed(1),
    });
  });

  /** Notes how a press began, and whether the controls showed before it. */
  const onPointerDown = (event: { pointerType: string }) => {
    lastPressRef.current = {
      pointerType: event.pointerType,
      wereControlsVisible: controls.isVisible,
    };
    controls.reportActivity();
  };

  /** A click plays or pauses; a tap shows the controls, or hides them when they showed. */
  const onVideoClick = () => {
    const press = lastPressRef.current;
    if (press.pointerType === 'mouse') actions.togglePlay();
    else if (press.wereControlsVisible && isPlaying) controls.hide();
  };

  const position = {
    currentTimeSeconds: media.currentTimeSeconds,
    durationSeconds: media.durationSeconds,
  };
  const isShowingPicture = status !== 'error' && status !== 'loading';
  const notice = target.stream?.notice;

  return {
    video,
    attachVideo,
    message,
    engine,
    selectQuality,
    selectAudioTrack,
    state,
    target,
    status,
    media,
    volume,
    actions,
    isFullscreen,
    toggleFullscreen,
    thumbnails,
    captions,
    playFromHere,
    servers,
    onMenuOpenChange,
    isSubtitlesOpen,
    setSubtitlesOpen,
    setScrubbing,
    isWaiting,
    isStillLoading,
    controls,
    onPointerDown,
    onVideoClick,
    position,
    isShowingPicture,
    notice,
  };
}
