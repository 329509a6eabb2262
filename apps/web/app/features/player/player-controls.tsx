/**
 * The control bar under the picture: the seek bar, then play/pause, back and forward 10 s,
 * volume, time / duration on the left; subtitles, audio (several tracks only), speed, quality,
 * picture-in-picture and fullscreen on the right. On a phone the two groups wrap into two rows of 44 px buttons.
 */
import { formatPlaybackTime } from '@reelhouse/core/player/seek-bar';
import type { ThumbnailCue } from '@reelhouse/core/player/thumbnail-track';
import type { ReactNode } from 'react';
import type { AudioMenuState, QualityMenuState } from './engine-types';
import { ControlButton } from './player-control-button';
import { AudioMenu, QualityMenu, SpeedMenu } from './player-menus';
import { PlayerSeekBar } from './player-seek-bar';
import type { MediaSnapshot } from './use-media-snapshot';
import type { VolumeControls } from './use-player-volume';
import { Icon } from '~/components/ui/icon';

export interface PlayerControlsProps {
  container: HTMLElement | null;
  isVisible: boolean;
  media: MediaSnapshot;
  thumbnails: ThumbnailCue[] | null;
  onTogglePlay: () => void;
  onSkip: (direction: 1 | -1) => void;
  onSeek: (seconds: number) => void;
  onScrubbingChange: (isScrubbing: boolean) => void;
  volume: VolumeControls;
  onSpeedChange: (speed: number) => void;
  quality: QualityMenuState;
  onSelectQuality: (id: string) => void;
  audio: AudioMenuState;
  onSelectAudioTrack: (id: string) => void;
  /** the subtitles button and its panel */
  subtitlesMenu: ReactNode;
  isFullscreen: boolean;
  onToggleFullscreen: () => void;
  onPictureInPicture: () => void;
  /** a menu opened or closed (the controls stay up while one is open) */
  onMenuOpenChange: (isOpen: boolean) => void;
}

function VolumeIcon({ volume, muted }: { volume: number; muted: boolean }) {
  if (muted || volume === 0) return <Icon name="volume-x" className="size-5" />;
  if (volume < 0.5) return <Icon name="volume-1" className="size-5" />;
  return <Icon name="volume-2" className="size-5" />;
}

/** The bar; `data-visible` says whether it shows (it fades out while playing untouched). */
export function PlayerControls(props: PlayerControlsProps) {
  const { media } = props;
  const isMuted = media.muted || media.volume === 0;
  const shownVolume = media.muted ? 0 : media.volume;
  return (
    <div
      data-testid="player-controls"
      data-visible={props.isVisible}
      className={`absolute inset-x-0 bottom-0 z-10 bg-gradient-to-t from-black/90 via-black/60 to-transparent px-3 pt-10 pb-[max(0.5rem,env(safe-area-inset-bottom))] transition-opacity duration-300 tablet:px-5 ${
        props.isVisible ? 'opacity-100' : 'opacity-0 pointer-coarse:pointer-events-none'
      }`}
    >
      <PlayerSeekBar
        currentTimeSeconds={media.currentTimeSeconds}
        durationSeconds={media.durationSeconds}
        buffered={media.buffered}
        thumbnails={props.thumbnails}
        onSeek={props.onSeek}
        onScrubbingChange={props.onScrubbingChange}
      />
      <div className="flex flex-wrap items-center justify-between gap-x-2">
        <div className="flex items-center">
          <ControlButton
            data-testid="player-play-button"
            label={media.paused ? 'Play' : 'Pause'}
            onClick={props.onTogglePlay}
          >
            {media.paused ? (
              <Icon name="play" className="size-5 fill-current" />
            ) : (
              <Icon name="pause" className="size-5 fill-current" />
            )}
          </ControlButton>
          <ControlButton
            data-testid="player-back-button"
            label="Back 10 seconds"
            onClick={() => props.onSkip(-1)}
          >
            <Icon name="rotate-ccw" className="size-5" />
          </ControlButton>
          <ControlButton
            data-testid="player-forward-button"
            label="Forward 10 seconds"
            onClick={() => props.onSkip(1)}
          >
            <Icon name="rotate-cw" className="size-5" />
          </ControlButton>
          <ControlButton
            data-testid="player-mute-button"
            label={isMuted ? 'Unmute' : 'Mute'}
            aria-pressed={isMuted}
            onClick={props.volume.toggleMute}
          >
            <VolumeIcon volume={media.volume} muted={media.muted} />
          </ControlButton>
          <input
            type="range"
            data-testid="player-volume"
            aria-label="Volume"
            aria-valuetext={`${Math.round(shownVolume * 100)}%`}
            min={0}
            max={1}
            step={0.05}
            value={shownVolume}
            onChange={(event) => props.volume.setVolume(Number(event.currentTarget.value))}
            className="mr-2 hidden h-1 w-20 cursor-pointer accent-brand tablet:block"
          />
          <p data-testid="player-time" className="ml-1 text-sm whitespace-nowrap tabular-nums">
            <span>{formatPlaybackTime(media.currentTimeSeconds, media.durationSeconds)}</span>
            <span className="text-white/60"> / </span>
            <span className="text-white/80">{formatPlaybackTime(media.durationSeconds)}</span>
          </p>
        </div>
        <div className="ml-auto flex items-center">
          {props.subtitlesMenu}
          <AudioMenu
            container={props.container}
            onOpenChange={props.onMenuOpenChange}
            audio={props.audio}
            onSelect={props.onSelectAudioTrack}
          />
          <SpeedMenu
            container={props.container}
            onOpenChange={props.onMenuOpenChange}
            speed={media.playbackRate}
            onSpeedChange={props.onSpeedChange}
          />
          <QualityMenu
            container={props.container}
            onOpenChange={props.onMenuOpenChange}
            quality={props.quality}
            onSelect={props.onSelectQuality}
          />
          <ControlButton
            data-testid="player-pip-button"
            label="Picture-in-picture"
            onClick={props.onPictureInPicture}
          >
            <Icon name="picture-in-picture-2" className="size-5" />
          </ControlButton>
          <ControlButton
            data-testid="player-fullscreen-button"
            label={props.isFullscreen ? 'Exit fullscreen' : 'Fullscreen'}
            onClick={props.onToggleFullscreen}
          >
            {props.isFullscreen ? (
              <Icon name="minimize" className="size-5" />
            ) : (
              <Icon name="maximize" className="size-5" />
            )}
          </ControlButton>
        </div>
      </div>
    </div>
  );
}
