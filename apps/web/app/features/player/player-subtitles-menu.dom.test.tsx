import type { Caption } from '@reelhouse/core/player/source-schema';
import { DEFAULT_SUBTITLE_SETTINGS } from '@reelhouse/core/subtitles/settings';
import type { SubtitleSettings } from '@reelhouse/core/subtitles/settings-schema';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SubtitlesMenu } from './player-subtitles-menu';

const CAPTIONS: Caption[] = [
  { id: 'c-en', language: 'en', url: 'https://cdn.example.org/en.vtt', type: 'vtt' },
  { id: 'c-pt', language: 'pt-BR', url: 'https://cdn.example.org/pt.srt', type: 'srt' },
  { id: 'c-en2', language: 'eng', url: 'https://cdn.example.org/en2.srt', type: 'srt' },
];

interface HarnessProps {
  captions?: Caption[];
  initialSelected?: string | null;
  initialSettings?: SubtitleSettings;
  onSelect?: (id: string | null) => void;
}

/** The player's side of the menu: it keeps the choice and the settings. */
function Harness({
  captions = CAPTIONS,
  initialSelected = null,
  initialSettings = DEFAULT_SUBTITLE_SETTINGS,
  onSelect = vi.fn(),
}: HarnessProps) {
  const [isOpen, setOpen] = useState(false);
  const [selectedId, setSelectedId] = useState(initialSelected);
  const [settings, setSettings] = useState(initialSettings);
  return (
    <SubtitlesMenu
      container={document.body}
      isOpen={isOpen}
      onOpenChange={setOpen}
      captions={captions}
      selectedId={selectedId}
      onSelect={(id) => {
        setSelectedId(id);
        onSelect(id);
      }}
      settings={settings}
      onSettingsChange={setSettings}
    />
  );
}

async function openMenu(props: HarnessProps = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const button = screen.getByRole('button', { name: 'Subtitles' });
  await user.click(button);
  return { user, button, menu: screen.getByRole('dialog', { name: 'Subtitles' }) };
}

describe('the subtitles menu', () => {
  it('lists Off and each caption by language name, formats added where names repeat', async () => {
    const { menu } = await openMenu();
    const group = within(menu).getByRole('group', { name: 'Subtitles' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Off', 'English (VTT)', 'Portuguese (BR)', 'English (SRT)']);
    expect(within(group).getByRole('radio', { name: 'Off' })).toBeChecked();
  });

  it('puts focus on the chosen caption when it opens', async () => {
    const { menu } = await openMenu({ initialSelected: 'c-pt' });
    expect(within(menu).getByRole('radio', { name: 'Portuguese (BR)' })).toHaveFocus();
  });

  it('turns subtitles on with the chosen caption', async () => {
    const onSelect = vi.fn();
    const { user, menu } = await openMenu({ onSelect });
    await user.click(within(menu).getByRole('radio', { name: 'Portuguese (BR)' }));
    expect(onSelect).toHaveBeenLastCalledWith('c-pt');
    expect(within(menu).getByRole('radio', { name: 'Portuguese (BR)' })).toBeChecked();
    expect(within(menu).getByRole('radio', { name: 'Off' })).not.toBeChecked();
  });

  it('shows Off checked while subtitles are hidden, even with a caption chosen', async () => {
    const { menu } = await openMenu({
      initialSelected: 'c-en',
      initialSettings: { ...DEFAULT_SUBTITLE_SETTINGS, visible: false },
    });
    expect(within(menu).getByRole('radio', { name: 'Off' })).toBeChecked();
    expect(within(menu).getByRole('radio', { name: 'English (VTT)' })).not.toBeChecked();
  });

  it('says "No subtitles for this video." when the stream has none', async () => {
    const { menu } = await openMenu({ captions: [] });
    expect(within(menu).getByText('No subtitles for this video.')).toBeVisible();
    expect(within(menu).getAllByRole('radio', { name: 'Off' })).toHaveLength(1);
  });

  it('steps the size by 0.1 and shows it, Reset bringing back 1.0×', async () => {
    const { user, menu } = await openMenu();
    const size = within(menu).getByRole('group', { name: 'Size' });
    const reset = within(menu).getByRole('button', { name: 'Reset' });
    expect(within(size).getByRole('status')).toHaveTextContent('1.0×');
    expect(reset).toBeDisabled();
    await user.click(within(size).getByRole('button', { name: 'Larger subtitles' }));
    await user.click(within(size).getByRole('button', { name: 'Larger subtitles' }));
    expect(within(size).getByRole('status')).toHaveTextContent('1.2×');
    expect(reset).toBeEnabled();
    await user.click(reset);
    expect(within(size).getByRole('status')).toHaveTextContent('1.0×');
  });

  it('disables "Smaller subtitles" at the smallest size, 0.5×', async () => {
    const { menu } = await openMenu({
      initialSettings: { ...DEFAULT_SUBTITLE_SETTINGS, fontSizeScale: 0.5 },
    });
    const size = within(menu).getByRole('group', { name: 'Size' });
    expect(within(size).getByRole('status')).toHaveTextContent('0.5×');
    expect(within(size).getByRole('button', { name: 'Smaller subtitles' })).toBeDisabled();
    expect(within(size).getByRole('button', { name: 'Larger subtitles' })).toBeEnabled();
  });

  it('moves the delay 0.2 s per click, shown with its sign', async () => {
    const { user, menu } = await openMenu();
    const delay = within(menu).getByRole('group', { name: 'Delay' });
    expect(within(delay).getByRole('status')).toHaveTextContent('0.0 s');
    await user.click(within(delay).getByRole('button', { name: 'Show subtitles later' }));
    expect(within(delay).getByRole('status')).toHaveTextContent('+0.2 s');
    await user.click(within(delay).getByRole('button', { name: 'Show subtitles earlier' }));
    await user.click(within(delay).getByRole('button', { name: 'Show subtitles earlier' }));
    expect(within(delay).getByRole('status')).toHaveTextContent('-0.2 s');
  });

  it('picks the text colour and the background by name', async () => {
    const { user, menu } = await openMenu();
    const colours = within(menu).getByRole('group', { name: 'Text colour' });
    const backgrounds = within(menu).getByRole('group', { name: 'Background' });
    expect(within(colours).getByRole('radio', { name: 'White' })).toBeChecked();
    expect(within(backgrounds).getByRole('radio', { name: 'Translucent' })).toBeChecked();
    await user.click(within(colours).getByRole('radio', { name: 'Yellow' }));
    await user.click(within(backgrounds).getByRole('radio', { name: 'None' }));
    expect(within(colours).getByRole('radio', { name: 'Yellow' })).toBeChecked();
    expect(within(colours).getByRole('radio', { name: 'White' })).not.toBeChecked();
    expect(within(backgrounds).getByRole('radio', { name: 'None' })).toBeChecked();
  });

  it('closes on "Close subtitles" and on Escape', async () => {
    const { user, button } = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Close subtitles' }));
    expect(screen.queryByRole('dialog', { name: 'Subtitles' })).not.toBeInTheDocument();
    await user.click(button);
    expect(screen.getByRole('dialog', { name: 'Subtitles' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Subtitles' })).not.toBeInTheDocument();
  });
});
