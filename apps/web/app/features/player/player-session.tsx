/**
 * One playback inside the player dialog: the video, its engine and state, the controls, the
 * overlays, captions, the server picker and the keyboard. The dialog remounts it for another
 * title or episode; a server change inside it keeps the position. This file draws the playback;
 * its state and actions come from `usePlayerSession`.
 */
import {
  getSkipIntroTarget,
  isNextEpisodeButtonVisible,
  isSkipIntroVisible,
} from '@reelhouse/core/player/progress-cues';
import { CaptionOverlay } from './captions/caption-overlay';
import { PlayerControls } from './player-controls';
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
import { type PlayerSessionProps, usePlayerSession } from './use-player-session';

/** Everything of one playback; `data-state` is the player state (core player-state). */
export function PlayerSession(props: PlayerSessionProps) {
  const { root, nextEpisode } = props;
  const {
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
  } = usePlayerSession(props);

  return (
    <div
      data-testid="player"
      data-state={status}
      className={`relative h-full w-full overflow-hidden bg-black text-white select-none ${
        controls.isVisible ? '' : 'cursor-none'
      }`}
      onPointerMove={controls.reportActivity}
      onPointerDown={onPointerDown}
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
        onSelectQuality={selectQuality}
        audio={engine.audio}
        onSelectAudioTrack={selectAudioTrack}
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
