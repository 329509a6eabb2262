import { PLAYER_MESSAGES } from '@reelhouse/core/player/messages';
import type { Stream } from '@reelhouse/core/player/source-schema';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StreamsPrompt } from './player-streams-prompt';

const STREAMS: Stream[] = [
  {
    type: 'hls',
    playlist: 'https://cdn.example.org/main.m3u8',
    captions: [],
    label: "Director's cut",
  },
  { type: 'hls', playlist: 'https://cdn.example.org/alt.m3u8', captions: [] },
  {
    id: 'files',
    type: 'file',
    qualities: {
      '720': { url: 'https://cdn.example.org/720.mp4', type: 'mp4' },
      '4k': { url: 'https://cdn.example.org/4k.mp4', type: 'mp4' },
      '1080': { url: 'https://cdn.example.org/1080.mp4', type: 'mp4' },
    },
    captions: [],
  },
];

function renderPrompt(streams: Stream[] | null = STREAMS) {
  const onChoose = vi.fn();
  const onCancel = vi.fn();
  const user = userEvent.setup();
  render(
    <StreamsPrompt
      container={document.body}
      providerName="Alpha"
      streams={streams}
      onChoose={onChoose}
      onCancel={onCancel}
    />,
  );
  return { user, onChoose, onCancel };
}

describe('the "Available Streams" prompt', () => {
  it('stays closed while there are no streams to choose from', () => {
    renderPrompt(null);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(PLAYER_MESSAGES.availableStreams)).not.toBeInTheDocument();
  });

  it('opens as a dialog named "Available Streams", the server named under the heading', () => {
    renderPrompt();
    const dialog = screen.getByRole('dialog', { name: PLAYER_MESSAGES.availableStreams });
    expect(within(dialog).getByRole('heading', { name: 'Available Streams' })).toBeVisible();
    expect(within(dialog).getByText('Alpha')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
  });

  it('names each stream by its label, else by type and position, with its qualities', () => {
    renderPrompt();
    const dialog = screen.getByRole('dialog', { name: 'Available Streams' });
    const options = within(dialog)
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-label') !== 'Cancel');
    expect(options.map((option) => option.textContent)).toEqual([
      "Director's cutAdaptive quality",
      'HLS stream 2Adaptive quality',
      'File stream 34K, 1080p, 720p',
    ]);
  });

  it('hands over the index of the stream clicked', async () => {
    const { user, onChoose, onCancel } = renderPrompt();
    await user.click(screen.getByRole('button', { name: 'File stream 3 4K, 1080p, 720p' }));
    expect(onChoose).toHaveBeenCalledExactlyOnceWith(2);
    await user.click(screen.getByRole('button', { name: "Director's cut Adaptive quality" }));
    expect(onChoose).toHaveBeenLastCalledWith(0);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels on the Cancel button and on Escape, choosing nothing', async () => {
    const { user, onChoose, onCancel } = renderPrompt();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('takes focus in, loops Tab inside and hides the player behind it from screen readers', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Play</button>
        <StreamsPrompt
          container={document.body}
          providerName="Alpha"
          streams={STREAMS}
          onChoose={vi.fn()}
          onCancel={vi.fn()}
        />
        <button type="button">Fullscreen</button>
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Available Streams' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play', hidden: true })).toBeInTheDocument();
    const focused: (string | null)[] = [];
    for (let press = 0; press < 4; press += 1) {
      await user.tab();
      focused.push(document.activeElement?.textContent ?? null);
    }
    // The three streams, then round to Cancel: never the buttons outside.
    expect(focused).toEqual([
      "Director's cutAdaptive quality",
      'HLS stream 2Adaptive quality',
      'File stream 34K, 1080p, 720p',
      '',
    ]);
    expect(cancel).toHaveFocus();
  });
});
