import {
  DEFAULT_SUBTITLE_SETTINGS,
  SUBTITLE_BACKGROUND_COLORS,
  SUBTITLE_DELAY_STEP_SECONDS,
  SUBTITLE_FONT_SCALE_MAX,
  SUBTITLE_TEXT_COLORS,
} from '@reelhouse/core/subtitles/settings';
import {
  SUBTITLE_BACKGROUND_LABELS,
  SUBTITLE_TEXT_COLOR_LABELS,
} from '@reelhouse/core/subtitles/settings-display';
import type { SubtitleSettings } from '@reelhouse/core/subtitles/settings-schema';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SubtitleStyleControls } from './subtitle-style-controls';

interface HarnessProps {
  initial?: Partial<SubtitleSettings>;
  onChange?: (next: SubtitleSettings) => void;
}

/** The player's side of the panel: it keeps the settings. */
function Harness({ initial = {}, onChange = vi.fn() }: HarnessProps) {
  const [settings, setSettings] = useState<SubtitleSettings>({
    ...DEFAULT_SUBTITLE_SETTINGS,
    ...initial,
  });
  return (
    <SubtitleStyleControls
      settings={settings}
      onSettingsChange={(next) => {
        setSettings(next);
        onChange(next);
      }}
    />
  );
}

function renderControls(props: HarnessProps = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const size = screen.getByRole('group', { name: 'Size' });
  const delay = screen.getByRole('group', { name: 'Delay' });
  return {
    user,
    size,
    sizeValue: within(size).getByRole('status'),
    larger: within(size).getByRole('button', { name: 'Larger subtitles' }),
    delayValue: within(delay).getByRole('status'),
    later: within(delay).getByRole('button', { name: 'Show subtitles later' }),
    earlier: within(delay).getByRole('button', { name: 'Show subtitles earlier' }),
    reset: screen.getByRole('button', { name: 'Reset' }),
  };
}

describe('the subtitle style controls', () => {
  it('offer the five text colours and four backgrounds by name, with the delay hint', () => {
    renderControls();
    const names = (legend: string) =>
      within(screen.getByRole('group', { name: legend }))
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent);
    expect(names('Text colour')).toEqual(
      SUBTITLE_TEXT_COLORS.map((color) => SUBTITLE_TEXT_COLOR_LABELS[color]),
    );
    // Each background's sample reads 'Aa' in front of its name.
    expect(names('Background')).toEqual(
      SUBTITLE_BACKGROUND_COLORS.map((color) => `Aa${SUBTITLE_BACKGROUND_LABELS[color]}`),
    );
    expect(
      within(screen.getByRole('group', { name: 'Delay' })).getByText(
        '0.2 s per click; beyond ±5 s a double-click moves 1 s.',
      ),
    ).toBeVisible();
  });

  it('"Larger subtitles" raises the size by a tenth, keeping the rest, and stops at 3.0×', async () => {
    const onChange = vi.fn();
    const { user, sizeValue, larger } = renderControls({
      initial: { fontSizeScale: SUBTITLE_FONT_SCALE_MAX - 0.2, textColor: 'yellow' },
      onChange,
    });
    expect(sizeValue).toHaveTextContent('2.8×');
    await user.click(larger);
    expect(onChange).toHaveBeenLastCalledWith({
      ...DEFAULT_SUBTITLE_SETTINGS,
      textColor: 'yellow',
      fontSizeScale: 2.9,
    });
    await user.click(larger);
    expect(sizeValue).toHaveTextContent('3.0×');
    expect(larger).toBeDisabled();
    expect(
      within(screen.getByRole('group', { name: 'Size' })).getByRole('button', {
        name: 'Smaller subtitles',
      }),
    ).toBeEnabled();
  });

  it('a double-click near zero moves the delay two single steps of 0.2 s', async () => {
    const onChange = vi.fn<(next: SubtitleSettings) => void>();
    const { user, delayValue, later } = renderControls({ onChange });
    await user.dblClick(later);
    expect(onChange.mock.calls.map(([next]) => next.delay)).toEqual([
      SUBTITLE_DELAY_STEP_SECONDS,
      2 * SUBTITLE_DELAY_STEP_SECONDS,
    ]);
    expect(delayValue).toHaveTextContent('+0.4 s');
  });

  it('a double-click beyond ±5 s moves the delay exactly 1 s from where it stood', async () => {
    const onChange = vi.fn<(next: SubtitleSettings) => void>();
    const { user, delayValue, earlier } = renderControls({ initial: { delay: -5.4 }, onChange });
    expect(delayValue).toHaveTextContent('-5.4 s');
    await user.dblClick(earlier);
    // The first click applies at once (0.2 s); the second replaces it with the 1 s step.
    expect(onChange.mock.calls.map(([next]) => next.delay)).toEqual([-5.6, -6.4]);
    expect(delayValue).toHaveTextContent('-6.4 s');
  });

  it('Enter on a delay button is a single 0.2 s step, even twice beyond 5 s', async () => {
    const { user, delayValue, later } = renderControls({ initial: { delay: 6 } });
    later.focus();
    await user.keyboard('{Enter}{Enter}');
    expect(delayValue).toHaveTextContent('+6.4 s');
    expect(later).toHaveFocus();
  });

  it('Reset is disabled while the style is the default, enabled by any change', async () => {
    const onChange = vi.fn();
    const { user, reset } = renderControls({ onChange });
    expect(reset).toBeDisabled();
    const backgrounds = screen.getByRole('group', { name: 'Background' });
    await user.click(within(backgrounds).getByRole('radio', { name: 'Black' }));
    expect(onChange).toHaveBeenLastCalledWith({
      ...DEFAULT_SUBTITLE_SETTINGS,
      backgroundColor: 'black',
    });
    expect(reset).toBeEnabled();
  });

  it('Reset brings back the default size, colours and delay but leaves subtitles hidden', async () => {
    const onChange = vi.fn();
    const { user, reset, sizeValue, delayValue } = renderControls({
      initial: {
        visible: false,
        fontSizeScale: 2,
        delay: -3,
        textColor: 'gray',
        backgroundColor: 'transparent',
      },
      onChange,
    });
    expect(sizeValue).toHaveTextContent('2.0×');
    expect(delayValue).toHaveTextContent('-3.0 s');
    await user.click(reset);
    expect(onChange).toHaveBeenCalledExactlyOnceWith({
      ...DEFAULT_SUBTITLE_SETTINGS,
      visible: false,
    });
    expect(sizeValue).toHaveTextContent('1.0×');
    expect(delayValue).toHaveTextContent('0.0 s');
    const colours = screen.getByRole('group', { name: 'Text colour' });
    const backgrounds = screen.getByRole('group', { name: 'Background' });
    expect(within(colours).getByRole('radio', { name: 'White' })).toBeChecked();
    expect(within(backgrounds).getByRole('radio', { name: 'Translucent' })).toBeChecked();
    expect(reset).toBeDisabled();
  });
});
