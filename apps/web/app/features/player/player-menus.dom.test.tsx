import { AUTO_QUALITY } from '@reelhouse/core/player/quality-menu';
import type { SourceProviderInfo } from '@reelhouse/core/player/source-events';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { QualityMenuState } from './engine-types';
import { AudioMenu, QualityMenu, ServerMenu, SpeedMenu } from './player-menus';

/** The menus are portalled into the player's root; here, into the document's body. */
const container = document.body;

function Speed({ onChange = vi.fn() }: { onChange?: (speed: number) => void }) {
  const [speed, setSpeed] = useState(1);
  return (
    <SpeedMenu
      container={container}
      onOpenChange={() => undefined}
      speed={speed}
      onSpeedChange={(next) => {
        setSpeed(next);
        onChange(next);
      }}
    />
  );
}

const QUALITIES: QualityMenuState = {
  options: [
    { id: '2', label: '1080p' },
    { id: '1', label: '720p' },
    { id: '0', label: '480p' },
  ],
  selected: AUTO_QUALITY,
  activeLabel: '720p',
};

function Quality({ onSelect = vi.fn() }: { onSelect?: (id: string) => void }) {
  const [quality, setQuality] = useState(QUALITIES);
  return (
    <QualityMenu
      container={container}
      onOpenChange={() => undefined}
      quality={quality}
      onSelect={(id) => {
        setQuality({ ...quality, selected: id });
        onSelect(id);
      }}
    />
  );
}

const PROVIDERS: SourceProviderInfo[] = [
  { id: 'alpha', name: 'Alpha' },
  { id: 'beta', name: 'Beta' },
];

describe('the speed menu', () => {
  it('lists the eight speeds under "Speed", the current one ("Normal") checked', async () => {
    const user = userEvent.setup();
    render(<Speed />);
    await user.click(screen.getByRole('button', { name: 'Speed: 1x' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByText('Speed')).toBeVisible();
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual([
      '0.25x',
      '0.5x',
      '0.75x',
      'Normal',
      '1.25x',
      '1.5x',
      '1.75x',
      '2x',
    ]);
    expect(within(menu).getByRole('menuitemradio', { name: 'Normal' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(menu).getByRole('menuitemradio', { name: '2x' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('plays at the chosen speed, closes, and names it on the button', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Speed onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Speed: 1x' }));
    await user.click(screen.getByRole('menuitemradio', { name: '1.5x' }));
    expect(onChange).toHaveBeenCalledWith(1.5);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Speed: 1.5x' })).toBeVisible();
  });

  it('closes on Escape without changing the speed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Speed onChange={onChange} />);
    const button = screen.getByRole('button', { name: 'Speed: 1x' });
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });
});

describe('the quality menu', () => {
  it('names what Auto plays now on its button, and lists Auto then each quality, highest first', async () => {
    const user = userEvent.setup();
    render(<Quality />);
    await user.click(screen.getByRole('button', { name: 'Quality: Auto (720p)' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['Auto', '1080p', '720p', '480p']);
    expect(within(menu).getByRole('menuitemradio', { name: 'Auto' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('switches to the chosen quality and names it on the button', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Quality onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: 'Quality: Auto (720p)' }));
    await user.click(screen.getByRole('menuitemradio', { name: '1080p' }));
    expect(onSelect).toHaveBeenCalledWith('2');
    const button = screen.getByRole('button', { name: 'Quality: 1080p' });
    await user.click(button);
    expect(screen.getByRole('menuitemradio', { name: '1080p' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('reads "Quality: Auto" while the playing quality is not known', () => {
    render(
      <QualityMenu
        container={container}
        onOpenChange={() => undefined}
        quality={{ options: [], selected: AUTO_QUALITY, activeLabel: null }}
        onSelect={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Quality: Auto' })).toBeVisible();
  });
});

describe('the server menu', () => {
  it('names the current server and runs the chosen one', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(
      <ServerMenu
        container={container}
        onOpenChange={() => undefined}
        providers={PROVIDERS}
        currentId="alpha"
        busyId={null}
        onChoose={onChoose}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Server: Alpha' }));
    expect(screen.getByRole('menuitemradio', { name: 'Alpha' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(screen.getByRole('menuitemradio', { name: 'Beta' }));
    expect(onChoose).toHaveBeenCalledWith('beta');
  });

  it('shows "Loading…" beside the server being asked and lets none be chosen meanwhile', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(
      <ServerMenu
        container={container}
        onOpenChange={() => undefined}
        providers={PROVIDERS}
        currentId="alpha"
        busyId="beta"
        onChoose={onChoose}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Server: Alpha' }));
    const beta = screen.getByRole('menuitemradio', { name: 'Beta' });
    expect(beta).toHaveTextContent('BetaLoading…');
    expect(beta).toHaveAttribute('aria-disabled', 'true');
    await user.click(beta);
    expect(onChoose).not.toHaveBeenCalled();
  });
});

describe('the audio menu', () => {
  const tracks = [
    { id: '0', label: 'English', language: 'en' },
    { id: '1', label: 'Japanese', language: 'ja' },
  ];

  it('lists the tracks under "Audio", the playing one checked, and passes the chosen one on', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(
      <AudioMenu
        container={container}
        onOpenChange={() => undefined}
        audio={{ tracks, selected: '1' }}
        onSelect={onSelect}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Audio: Japanese' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByText('Audio')).toBeVisible();
    expect(screen.getByRole('menuitemradio', { name: 'Japanese' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(screen.getByRole('menuitemradio', { name: 'English' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('0');
  });

  it('shows no button when the source has one track or none', () => {
    const { rerender } = render(
      <AudioMenu
        container={container}
        onOpenChange={() => undefined}
        audio={{ tracks: tracks.slice(0, 1), selected: '0' }}
        onSelect={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: /^Audio/ })).toBeNull();
    rerender(
      <AudioMenu
        container={container}
        onOpenChange={() => undefined}
        audio={{ tracks: [], selected: null }}
        onSelect={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: /^Audio/ })).toBeNull();
  });
});
