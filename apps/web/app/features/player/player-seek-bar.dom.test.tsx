import { SKIP_SECONDS } from '@reelhouse/core/player/playback';
import type { ThumbnailCue } from '@reelhouse/core/player/thumbnail-track';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PlayerSeekBar } from './player-seek-bar';

/** 45 minutes. */
const DURATION = 2700;

/** Two sprite tiles: the first five minutes, then the rest. */
const THUMBNAILS: ThumbnailCue[] = [
  { startMs: 0, endMs: 300_000, url: '/thumbs/a.jpg', x: 0, y: 0, w: 320, h: 180 },
  { startMs: 300_000, endMs: DURATION * 1000, url: '/thumbs/b.jpg', x: 320, y: 0, w: 320, h: 180 },
];

interface HarnessProps {
  start?: number;
  duration?: number;
  thumbnails?: ThumbnailCue[] | null;
  onSeek?: (seconds: number) => void;
  onScrubbingChange?: (isScrubbing: boolean) => void;
}

/** The player's side: a seek moves the playhead, which the bar then shows. */
function Harness({
  start = 65,
  duration = DURATION,
  thumbnails = null,
  onSeek = vi.fn(),
  onScrubbingChange = vi.fn(),
}: HarnessProps) {
  const [time, setTime] = useState(start);
  return (
    <PlayerSeekBar
      currentTimeSeconds={time}
      durationSeconds={duration}
      buffered={[[0, 600]]}
      thumbnails={thumbnails}
      onSeek={(seconds) => {
        setTime(seconds);
        onSeek(seconds);
      }}
      onScrubbingChange={onScrubbingChange}
    />
  );
}

function renderBar(props: HarnessProps = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  return { user, slider: screen.getByRole('slider', { name: 'Seek' }) };
}

describe('the seek bar', () => {
  it('is a slider named "Seek" that reads the position "of" the length', () => {
    const { slider } = renderBar();
    expect(slider).toHaveAttribute('aria-valuetext', '1:05 of 45:00');
    expect(slider).toHaveValue('65');
    expect(slider).toHaveAttribute('max', String(DURATION));
    expect(slider).toBeEnabled();
  });

  it('gives every time the hour field once the video lasts an hour', () => {
    const { slider } = renderBar({ start: 300, duration: 5400 });
    expect(slider).toHaveAttribute('aria-valuetext', '0:05:00 of 1:30:00');
  });

  it('the arrow keys seek 10 s either way, stopping at the start', async () => {
    const onSeek = vi.fn();
    const { user, slider } = renderBar({ start: 15, onSeek });
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowUp}');
    expect(onSeek.mock.calls).toEqual([[15 + SKIP_SECONDS], [15 + 2 * SKIP_SECONDS]]);
    expect(slider).toHaveAttribute('aria-valuetext', '0:35 of 45:00');
    await user.keyboard('{ArrowLeft}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(onSeek.mock.calls.slice(2)).toEqual([[25], [15], [5], [0]]);
    expect(slider).toHaveAttribute('aria-valuetext', '0:00 of 45:00');
    expect(slider).toHaveFocus();
  });

  it('End goes to the end, where an arrow stays, and Home to the start', async () => {
    const onSeek = vi.fn();
    const { user, slider } = renderBar({ start: 600, onSeek });
    slider.focus();
    await user.keyboard('{End}');
    expect(onSeek).toHaveBeenLastCalledWith(DURATION);
    expect(slider).toHaveAttribute('aria-valuetext', '45:00 of 45:00');
    await user.keyboard('{ArrowRight}');
    expect(onSeek).toHaveBeenLastCalledWith(DURATION);
    await user.keyboard('{Home}');
    expect(onSeek).toHaveBeenLastCalledWith(0);
    expect(slider).toHaveAttribute('aria-valuetext', '0:00 of 45:00');
  });

  it('is disabled and reads "0:00 of 0:00" before the length is known', () => {
    const onSeek = vi.fn();
    const { slider } = renderBar({ start: 0, duration: Number.NaN, onSeek });
    expect(slider).toBeDisabled();
    expect(slider).toHaveAttribute('aria-valuetext', '0:00 of 0:00');
    fireEvent.keyDown(slider, { key: 'End' });
    expect(onSeek).not.toHaveBeenCalled();
  });

  it('while dragged it previews the time under the thumb and seeks only on release', async () => {
    const onSeek = vi.fn();
    const onScrubbingChange = vi.fn();
    const { user, slider } = renderBar({ onSeek, onScrubbingChange });
    expect(screen.queryByTestId('seek-preview')).not.toBeInTheDocument();
    await user.pointer({ keys: '[MouseLeft>]', target: slider });
    expect(onScrubbingChange).toHaveBeenLastCalledWith(true);
    fireEvent.change(slider, { target: { value: '600' } });
    expect(screen.getByTestId('seek-preview')).toHaveTextContent('10:00');
    expect(slider).toHaveAttribute('aria-valuetext', '10:00 of 45:00');
    expect(onSeek).not.toHaveBeenCalled();
    await user.pointer({ keys: '[/MouseLeft]', target: slider });
    expect(onSeek).toHaveBeenCalledExactlyOnceWith(600);
    expect(onScrubbingChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByTestId('seek-preview')).not.toBeInTheDocument();
  });

  it('shows the sprite tile of the dragged time in the preview, above the time', async () => {
    const { user, slider } = renderBar({ thumbnails: THUMBNAILS });
    await user.pointer({ keys: '[MouseLeft>]', target: slider });
    const preview = screen.getByTestId('seek-preview');
    expect(preview.querySelector('img')).toHaveAttribute('src', '/thumbs/a.jpg');
    fireEvent.change(slider, { target: { value: '600' } });
    expect(preview.querySelector('img')).toHaveAttribute('src', '/thumbs/b.jpg');
    expect(preview).toHaveTextContent('10:00');
  });
});
