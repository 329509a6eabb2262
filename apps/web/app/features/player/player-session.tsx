/**
 * One playback inside the player dialog: the video, its engine and state, the controls, the
 * overlays, captions, the server picker and the keyboard. The dialog remounts it for another
 * title or episode; a server change inside it keeps the position.
 */
import {
  getSkipIntroTarget,
  isNextEpisodeButtonVisible,
  isSkipIntroVisible,
  shouldAutoAdvance,
} from '@reelhouse/core/player/progress-cues';
import type { Stream } from '@reelhouse/core/player/source-schema';
import { useCallback, useRef, useState } from 'react';
import { CaptionOverlay } from './captions/caption-overlay';
import { PlayerControls } from './player-controls';
import { handlePlayerKeyDown, useRootKeyDown } from './player-keyboard';
import {
  CenterPlayButton,
  ErrorPanel,
  LoadingIndicator,
  MessageArea,
  NextEpisodeButton,
  SkipIntroButton,
  UnmuteHint,
} from './player-overlays';
import { StreamsPrompt } from './player-streams-prompt';
import { SubtitlesMenu } from './player-subtitles-menu';
import { PlayerTopBar } from './player-top-bar';
import type { PlayerProps } from './player-types';
import { useCaptionChoice } from './use-caption-choice';
import { useControlsVisibility } from './use-controls-visibility';
import { useFullscreen } from './use-fullscreen';
import { useMediaSnapshot } from './use-media-snapshot';
import { usePlaybackReports } from './use-playback-reports';
import { usePlayerEngine } from './use-player-engine';
import { usePlayerMessage } from './use-player-message';
import { usePlayerVolume } from './use-player-volume';
import { useServerPicker } from './use-server-picker';
import { useStillLoading } from './use-still-loading';
import { useThumbnailTrack } from './use-thumbnail-track';
import { useVideoActions } from './use-video-actions';

export interface PlayerSessionProps extends PlayerProps {
  /** the dialog element: menus are portalled into it, fullscreen applies to it */
  root: HTMLElement | null;
}

/** Everything of one playback; `data-state` is the player state (core player-state). */
export function PlayerSession(props: PlayerSessionProps) {
  const { root, nextEpisode } = props;
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const attachVideo = useCallback((element: HTMLVideoElement | null) => {
    videoRef.current = element;
    setVideo(element);
  }, []);
  const [message, showMessage] = usePlayerMessage();
  const engine = usePlayerEngine(
    video,
    {
      stream: props.source.streams[props.streamIndex] ?? props.source.streams[0] ?? null,
      startAtSeconds: props.startAtSeconds,
      play: props.autoPlay,
    },
    showMessage,
  );
  const { state, target } = engine;
  const status = state.status;
  const media = useMediaSnapshot(video);
  const volume = usePlayerVolume(videoRef);
  const actions = useVideoActions(videoRef, status !== 'error', showMessage);
  const { isFullscreen, toggleFullscreen } = useFullscreen(root, video);
  const thumbnails = useThumbnailTrack(target.stream?.thumbnails);
  const captions = useCaptionChoice(target.stream);

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

  return (
    <div
      data-testid="player"
      data-state={status}
      className={`relative h-full w-full overflow-hidden bg-black text-white select-none ${
        controls.isVisible ? '' : 'cursor-none'
      }`}
      onPointerMove={controls.reportActivity}
      onPointerDown={(event) => {
        lastPressRef.current = {
          pointerType: event.pointerType,
          wereControlsVisible: controls.isVisible,
        };
        controls.reportActivity();
      }}
      onFocusCapture={controls.reportActivity}
    >
      <video
        ref={attachVideo}
        data-testid="player-video"
        playsInline
        preload="auto"
        onClick={onVideoClick}
        className="absolute inset-0 h-full w-full object-contain"
      />
      <CaptionOverlay
        video={video}
        cues={captions.cues}
        settings={captions.settings}
        raised={controls.isVisible}
      />
      {isWaiting && status !== 'error' ? (
        <LoadingIndicator isStillLoading={isStillLoading} />
      ) : null}
      {status === 'paused' || (status === 'ready' && !target.play) ? (
        <CenterPlayButton onPlay={actions.togglePlay} />
      ) : null}
      {state.error === null ? null : (
        <ErrorPanel
          error={state.error}
          onReload={() => {
            if (target.stream !== null) playFromHere(target.stream);
          }}
        />
      )}
      {notice === undefined ? null : (
        <p
          data-testid="player-notice"
          className="pointer-events-none absolute inset-x-0 top-16 z-10 mx-auto w-fit max-w-[calc(100%-2rem)] rounded-md bg-black/70 px-3 py-1 text-center text-xs text-white/90"
        >
          {notice}
        </p>
      )}
      <MessageArea text={message ?? state.message} />
      <div className="absolute right-3 bottom-36 z-10 flex flex-col items-end gap-2 tablet:right-5 tablet:bottom-28">
        {engine.startedMuted && media.muted ? (
          <UnmuteHint
            onUnmute={() => {
              volume.toggleMute();
              engine.dismissStartedMuted();
            }}
          />
        ) : null}
        {isShowingPicture && isSkipIntroVisible(position) ? (
          <SkipIntroButton
            onSkip={() => actions.seekTo(getSkipIntroTarget(media.durationSeconds))}
          />
        ) : null}
        {nextEpisode !== null && isNextEpisodeButtonVisible(position) ? (
          <NextEpisodeButton episodeLabel={nextEpisode.label} onNext={nextEpisode.go} />
        ) : null}
      </div>
      <PlayerTopBar
        media={props.media}
        isVisible={controls.isVisible}
        onClose={props.onClose}
        serverMenu={{
          container: root,
          onOpenChange: onMenuOpenChange,
          providers: props.providers,
          currentId: servers.currentId,
          busyId: servers.busyId,
          onChoose: servers.choose,
        }}
      />
      <PlayerControls
        container={root}
        isVisible={controls.isVisible}
        media={media}
        thumbnails={thumbnails}
        onTogglePlay={actions.togglePlay}
        onSkip={actions.skip}
        onSeek={actions.seekTo}
        onScrubbingChange={setScrubbing}
        volume={volume}
        onSpeedChange={actions.setSpeed}
        quality={engine.quality}
        onSelectQuality={engine.selectQuality}
        subtitlesMenu={
          <SubtitlesMenu
            container={root}
            isOpen={isSubtitlesOpen}
            onOpenChange={setSubtitlesOpen}
            captions={captions.captions}
            selectedId={captions.selectedId}
            onSelect={captions.select}
            settings={captions.settings}
            onSettingsChange={captions.setSettings}
          />
        }
        isFullscreen={isFullscreen}
        onToggleFullscreen={toggleFullscreen}
        onPictureInPicture={actions.togglePictureInPicture}
        onMenuOpenChange={onMenuOpenChange}
      />
      <StreamsPrompt
        container={root}
        providerName={servers.prompt?.providerName ?? ''}
        streams={servers.prompt?.streams ?? null}
        onChoose={servers.chooseStream}
        onCancel={servers.cancelPrompt}
      />
    </div>
  );
}
