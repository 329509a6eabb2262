/**
 * The seek bar: a range input (keyboard: arrows ±10 s, Home, End) over a drawn track with the
 * buffered stretches and the played part, and a preview above it at the hovered or dragged time:
 * the sprite tile from the stream's thumbnail track, or the time alone.
 */
import { SKIP_SECONDS } from '@reelhouse/core/player/playback';
import {
  formatPlaybackTime,
  formatSeekValueText,
  getTimeAtRatio,
  toBufferedSegments,
} from '@reelhouse/core/player/seek-bar';
import { THUMBNAIL_WIDTH_PX } from '@reelhouse/core/player/thumbnails';
import { findThumbnailCue, type ThumbnailCue } from '@reelhouse/core/player/thumbnail-track';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';

export interface SeekBarProps {
  currentTimeSeconds: number;
  durationSeconds: number;
  buffered: readonly (readonly [number, number])[];
  /** the stream's sprite cues, or null (preview shows the time only) */
  thumbnails: ThumbnailCue[] | null;
  onSeek: (seconds: number) => void;
  /** true while the thumb is dragged (the controls stay up) */
  onScrubbingChange: (isScrubbing: boolean) => void;
}

interface Preview {
  timeSeconds: number;
  /** pointer position along the bar, 0 to 1 */
  ratio: number;
}

function ThumbnailTile({ cue }: { cue: ThumbnailCue }) {
  if (cue.w === 0 || cue.h === 0) {
    return (
      <img
        src={cue.url}
        alt=""
        className="block h-auto max-w-none bg-black object-contain"
        style={{ width: THUMBNAIL_WIDTH_PX }}
      />
    );
  }
  const scale = THUMBNAIL_WIDTH_PX / cue.w;
  return (
    <div
      className="relative overflow-hidden bg-black"
      style={{ width: THUMBNAIL_WIDTH_PX, height: Math.round(cue.h * scale) }}
    >
      <img
        src={cue.url}
        alt=""
        className="absolute top-0 left-0 max-w-none origin-top-left"
        style={{ transform: `scale(${scale}) translate(${-cue.x}px, ${-cue.y}px)` }}
      />
    </div>
  );
}

/** The bar with its preview; seeks as it is dragged or stepped. */
export function PlayerSeekBar(props: SeekBarProps) {
  const { currentTimeSeconds, durationSeconds, thumbnails, onSeek, onScrubbingChange } = props;
  const barRef = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<Preview | null>(null);
  const [scrubTime, setScrubTime] = useState<number | null>(null);
  const duration = Number.isFinite(durationSeconds) && durationSeconds > 0 ? durationSeconds : 0;
  const shownTime = scrubTime ?? currentTimeSeconds;
  const playedPercent = duration > 0 ? Math.min(100, (shownTime / duration) * 100) : 0;
  const segments = toBufferedSegments(props.buffered, durationSeconds);

  const previewAt = (clientX: number) => {
    const rect = barRef.current?.getBoundingClientRect();
    if (rect === undefined || rect.width === 0 || duration === 0) return;
    const ratio = Math.min(1, Math.max(0, (clientX - rect.left) / rect.width));
    setHover({ ratio, timeSeconds: getTimeAtRatio(ratio, duration) });
  };

  const endScrub = () => {
    if (scrubTime !== null) onSeek(scrubTime);
    setScrubTime(null);
    onScrubbingChange(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 }[event.key];
    let target: number | null = null;
    if (step !== undefined) target = currentTimeSeconds + step * SKIP_SECONDS;
    if (event.key === 'Home') target = 0;
    if (event.key === 'End') target = duration;
    if (target === null || duration === 0) return;
    event.preventDefault();
    onSeek(Math.min(duration, Math.max(0, target)));
  };

  const preview =
    hover ?? (scrubTime === null ? null : { timeSeconds: scrubTime, ratio: scrubTime / duration });
  const cue =
    preview === null || thumbnails === null
      ? null
      : findThumbnailCue(thumbnails, preview.timeSeconds * 1000);

  return (
    <div
      ref={barRef}
      className="group relative flex h-8 touch-none items-center"
      onPointerMove={(event: PointerEvent) => previewAt(event.clientX)}
      onPointerLeave={() => setHover(null)}
    >
      <div className="pointer-events-none absolute inset-x-0 h-1 overflow-hidden rounded-full bg-white/25 transition-[height] group-hover:h-1.5 group-has-[:focus-visible]:h-1.5">
        {segments.map((segment) => (
          <div
            key={segment.startPercent}
            className="absolute inset-y-0 bg-white/40"
            style={{
              left: `${segment.startPercent}%`,
              width: `${segment.endPercent - segment.startPercent}%`,
            }}
          />
        ))}
        <div
          className="absolute inset-y-0 left-0 bg-brand"
          style={{ width: `${playedPercent}%` }}
        />
      </div>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute size-3.5 -translate-x-1/2 rounded-full bg-brand shadow group-has-[:focus-visible]:ring-2 group-has-[:focus-visible]:ring-white"
        style={{ left: `${playedPercent}%` }}
      />
      <input
        type="range"
        data-testid="player-seek"
        aria-label="Seek"
        aria-valuetext={formatSeekValueText(shownTime, durationSeconds)}
        min={0}
        max={duration}
        step="any"
        value={Math.min(shownTime, duration)}
        disabled={duration === 0}
        onChange={(event) => {
          const value = Number(event.currentTarget.value);
          if (scrubTime === null) onSeek(value);
          else setScrubTime(value);
        }}
        onPointerDown={() => {
          setScrubTime(currentTimeSeconds);
          onScrubbingChange(true);
        }}
        onPointerUp={endScrub}
        onPointerCancel={endScrub}
        onKeyDown={onKeyDown}
        className="absolute inset-0 h-full w-full cursor-pointer appearance-none opacity-0 focus-visible:outline-none disabled:cursor-default"
      />
      {preview === null ? null : (
        <div
          data-testid="seek-preview"
          className="pointer-events-none absolute bottom-full mb-3 flex -translate-x-1/2 flex-col items-center gap-1"
          style={{
            left: `clamp(${THUMBNAIL_WIDTH_PX / 2}px, ${preview.ratio * 100}%, calc(100% - ${THUMBNAIL_WIDTH_PX / 2}px))`,
          }}
        >
          {cue === null ? null : (
            <div className="overflow-hidden rounded-md ring-2 ring-white/80 shadow-lg">
              <ThumbnailTile cue={cue} />
            </div>
          )}
          <span
            data-testid="seek-preview-time"
            className="rounded bg-black/80 px-2 py-0.5 text-sm font-medium tabular-nums"
          >
            {formatPlaybackTime(preview.timeSeconds, durationSeconds)}
          </span>
        </div>
      )}
    </div>
  );
}
