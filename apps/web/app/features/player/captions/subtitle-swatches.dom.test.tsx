import { SUBTITLE_TEXT_COLORS, type SubtitleTextColor } from '@reelhouse/core/subtitles/settings';
import { SUBTITLE_TEXT_COLOR_LABELS } from '@reelhouse/core/subtitles/settings-display';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SubtitleSwatches } from './subtitle-swatches';

interface HarnessProps {
  initial?: SubtitleTextColor;
  onChange?: (value: SubtitleTextColor) => void;
}

/** The panel's side: it keeps the chosen colour. */
function Harness({ initial = 'white', onChange = vi.fn() }: HarnessProps) {
  const [value, setValue] = useState<SubtitleTextColor>(initial);
  return (
    <SubtitleSwatches
      legend="Text colour"
      options={SUBTITLE_TEXT_COLORS}
      labels={SUBTITLE_TEXT_COLOR_LABELS}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      testId="swatch"
      renderSwatch={(color) => <span>{`sample of ${color}`}</span>}
    />
  );
}

describe('the subtitle swatches', () => {
  it('list every colour by its visible name, in order, under the legend, the value checked', () => {
    render(<Harness initial="yellow" />);
    const group = screen.getByRole('group', { name: 'Text colour' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(
      SUBTITLE_TEXT_COLORS.map((color) => `sample of ${color}${SUBTITLE_TEXT_COLOR_LABELS[color]}`),
    );
    expect(within(group).getByRole('radio', { name: 'Yellow' })).toBeChecked();
    expect(radios.filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(1);
  });

  it('choose the colour whose name is clicked, handing over its value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByText('Near black'));
    expect(onChange).toHaveBeenCalledWith('#222222');
    expect(screen.getByRole('radio', { name: 'Near black' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'White' })).not.toBeChecked();
  });

  it('move the choice with the arrow keys, wrapping from the last to the first', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="gray" onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Gray' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('#222222');
    expect(screen.getByRole('radio', { name: 'Near black' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('white');
    expect(screen.getByRole('radio', { name: 'White' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('gray');
    expect(screen.getByRole('radio', { name: 'Gray' })).toBeChecked();
  });

  it('say nothing when the colour already chosen is clicked again', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="brown" onChange={onChange} />);
    await user.click(screen.getByText('Brown'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Brown' })).toBeChecked();
  });

  it('follow the value their owner gives, calling nothing', () => {
    const onChange = vi.fn();
    const row = (value: SubtitleTextColor) => (
      <SubtitleSwatches
        legend="Text colour"
        options={SUBTITLE_TEXT_COLORS}
        labels={SUBTITLE_TEXT_COLOR_LABELS}
        value={value}
        onChange={onChange}
        testId="swatch"
        renderSwatch={() => null}
      />
    );
    const { rerender } = render(row('white'));
    expect(screen.getByRole('radio', { name: 'White' })).toBeChecked();
    rerender(row('brown'));
    expect(screen.getByRole('radio', { name: 'Brown' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'White' })).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keep two rows apart: the arrow keys stay within their own row', async () => {
    const user = userEvent.setup();
    const first = vi.fn();
    const second = vi.fn();
    render(
      <>
        <Harness initial="#222222" onChange={first} />
        <Harness initial="yellow" onChange={second} />
      </>,
    );
    const [firstRow, secondRow] = screen.getAllByRole('group', { name: 'Text colour' });
    if (firstRow === undefined || secondRow === undefined) throw new Error('two rows expected');
    within(firstRow).getByRole('radio', { name: 'Near black' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(first).toHaveBeenCalledExactlyOnceWith('white');
    expect(within(firstRow).getByRole('radio', { name: 'White' })).toHaveFocus();
    expect(second).not.toHaveBeenCalled();
    expect(within(secondRow).getByRole('radio', { name: 'Yellow' })).toBeChecked();
  });
});
