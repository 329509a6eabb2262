import { AUTO_QUALITY } from '@reelhouse/core/player/quality-menu';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { QualityMenuState } from './engine-types';
import { PlayerControls, type PlayerControlsProps } from './player-controls';
import type { MediaSnapshot } from './use-media-snapshot';

const MEDIA: MediaSnapshot = {
  currentTimeSeconds: 65,
  durationSeconds: 2700,
  buffered: [],
  volume: 0.8,
  muted: false,
  playbackRate: 1,
  paused: true,
};

const QUALITY: QualityMenuState = {
  options: [
    { id: '1', label: '1080p' },
    { id: '0', label: '720p' },
  ],
  selected: AUTO_QUALITY,
  activeLabel: null,
};

function makeProps(
  media: Partial<MediaSnapshot> = {},
  overrides: Partial<PlayerControlsProps> = {},
): PlayerControlsProps {
  return {
    container: document.body,
    isVisible: true,
    media: { ...MEDIA, ...media },
    thumbnails: null,
    onTogglePlay: vi.fn(),
    onSkip: vi.fn(),
    onSeek: vi.fn(),
    onScrubbingChange: vi.fn(),
    volume: { setVolume: vi.fn(), stepVolume: vi.fn(), toggleMute: vi.fn() },
    onSpeedChange: vi.fn(),
    quality: QUALITY,
    onSelectQuality: vi.fn(),
    audio: { tracks: [], selected: null },
    onSelectAudioTrack: vi.fn(),
    subtitlesMenu: <button type="button">Subtitles</button>,
    isFullscreen: false,
    onToggleFullscreen: vi.fn(),
    onPictureInPicture: vi.fn(),
    onMenuOpenChange: vi.fn(),
    ...overrides,
  };
}

function renderControls(
  media: Partial<MediaSnapshot> = {},
  overrides: Partial<PlayerControlsProps> = {},
) {
  const props = makeProps(media, overrides);
  const user = userEvent.setup();
  const view = render(<PlayerControls {...props} />);
  return { user, props, view };
}

/** The line under the seek bar: "{time} / {length}". */
function timeLine() {
  return screen.getByText('/', { exact: false }).closest('p');
}

/** The player's side of play/pause: pressing the button flips `paused`. */
function PlayPauseHarness({ onTogglePlay }: { onTogglePlay: () => void }) {
  const [paused, setPaused] = useState(true);
  return (
    <PlayerControls
      {...makeProps({ paused })}
      onTogglePlay={() => {
        setPaused((value) => !value);
        onTogglePlay();
      }}
    />
  );
}

describe('the player controls', () => {
  it('show the seek bar, then the buttons in order, by name, the subtitles menu in its place', () => {
    renderControls();
    expect(screen.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
      'aria-valuetext',
      '1:05 of 45:00',
    );
    expect(
      screen
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual([
      'Play',
      'Back 10 seconds',
      'Forward 10 seconds',
      'Mute',
      'Subtitles',
      'Speed: 1x',
      'Quality: Auto',
      'Picture-in-picture',
      'Fullscreen',
    ]);
  });

  it('the play button plays while paused, then reads "Pause" and pauses', async () => {
    const onTogglePlay = vi.fn();
    const user = userEvent.setup();
    render(<PlayPauseHarness onTogglePlay={onTogglePlay} />);
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(onTogglePlay).toHaveBeenCalledTimes(1);
    const pause = screen.getByRole('button', { name: 'Pause' });
    expect(pause).toHaveAttribute('title', 'Pause');
    await user.click(pause);
    expect(onTogglePlay).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Play' })).toBeVisible();
  });

  it('"Back 10 seconds" skips back and "Forward 10 seconds" skips forward', async () => {
    const { user, props } = renderControls();
    await user.click(screen.getByRole('button', { name: 'Back 10 seconds' }));
    expect(props.onSkip).toHaveBeenLastCalledWith(-1);
    await user.click(screen.getByRole('button', { name: 'Forward 10 seconds' }));
    expect(props.onSkip).toHaveBeenLastCalledWith(1);
    expect(props.onSkip).toHaveBeenCalledTimes(2);
    expect(props.onSeek).not.toHaveBeenCalled();
  });

  it('the mute button toggles mute; muted (or at volume 0) it reads "Unmute", pressed', async () => {
    const { user, props, view } = renderControls();
    await user.click(screen.getByRole('button', { name: 'Mute', pressed: false }));
    expect(props.volume.toggleMute).toHaveBeenCalledTimes(1);
    view.rerender(<PlayerControls {...props} media={{ ...MEDIA, muted: true }} />);
    expect(screen.getByRole('button', { name: 'Unmute', pressed: true })).toBeVisible();
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuetext', '0%');
    view.rerender(<PlayerControls {...props} media={{ ...MEDIA, volume: 0 }} />);
    expect(screen.getByRole('button', { name: 'Unmute', pressed: true })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mute' })).not.toBeInTheDocument();
  });

  it('the volume slider reads the volume in percent and sets the one chosen', () => {
    const { props } = renderControls({ volume: 0.35 });
    const volume = screen.getByRole('slider', { name: 'Volume' });
    expect(volume).toHaveAttribute('aria-valuetext', '35%');
    expect(volume).toHaveValue('0.35');
    fireEvent.change(volume, { target: { value: '0.75' } });
    expect(props.volume.setVolume).toHaveBeenCalledExactlyOnceWith(0.75);
  });

  it('show the time played and the length, with hours once the video lasts an hour', () => {
    const { props, view } = renderControls();
    expect(timeLine()).toHaveTextContent(/^1:05 \/ 45:00$/);
    view.rerender(
      <PlayerControls
        {...props}
        media={{ ...MEDIA, currentTimeSeconds: 300, durationSeconds: 5400 }}
      />,
    );
    expect(timeLine()).toHaveTextContent(/^0:05:00 \/ 1:30:00$/);
    view.rerender(
      <PlayerControls
        {...props}
        media={{ ...MEDIA, currentTimeSeconds: 0, durationSeconds: Number.NaN }}
      />,
    );
    expect(timeLine()).toHaveTextContent(/^0:00 \/ 0:00$/);
  });

  it('picture-in-picture and fullscreen buttons call the player; in fullscreen it reads "Exit fullscreen"', async () => {
    const { user, props, view } = renderControls();
    await user.click(screen.getByRole('button', { name: 'Picture-in-picture' }));
    expect(props.onPictureInPicture).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Fullscreen' }));
    expect(props.onToggleFullscreen).toHaveBeenCalledTimes(1);
    view.rerender(<PlayerControls {...props} isFullscreen />);
    expect(screen.getByRole('button', { name: 'Exit fullscreen' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Fullscreen' })).not.toBeInTheDocument();
  });

  it('name the playing speed and quality, and say when one of their menus opens and closes', async () => {
    const { user, props } = renderControls({ playbackRate: 1.5 });
    await user.click(screen.getByRole('button', { name: 'Speed: 1.5x' }));
    expect(props.onMenuOpenChange).toHaveBeenLastCalledWith(true);
    await user.click(within(screen.getByRole('menu')).getByRole('menuitemradio', { name: '2x' }));
    expect(props.onSpeedChange).toHaveBeenCalledExactlyOnceWith(2);
    expect(props.onMenuOpenChange).toHaveBeenLastCalledWith(false);
    await user.click(screen.getByRole('button', { name: 'Quality: Auto' }));
    await user.click(screen.getByRole('menuitemradio', { name: '720p' }));
    expect(props.onSelectQuality).toHaveBeenCalledExactlyOnceWith('0');
  });
});
