import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SubtitleStepControl } from './subtitle-step-control';

interface CounterProps {
  /** the value the row starts at, in tenths */
  start?: number;
  /** the lowest value, in tenths; the minus button is disabled there */
  min?: number;
  hint?: ReactNode;
  onDecrease?: (clickCount: number) => void;
  onIncrease?: (clickCount: number) => void;
}

/** A row as the subtitles panel uses it: the value kept by its owner, stepped by the buttons. */
function Counter({ start = 10, min = 0, hint, onDecrease, onIncrease }: CounterProps) {
  const [tenths, setTenths] = useState(start);
  return (
    <SubtitleStepControl
      label="Gap"
      value={`${(tenths / 10).toFixed(1)} s`}
      valueTestId="gap"
      decrease={{
        label: 'Shorter gap',
        testId: 'gap-shorter',
        disabled: tenths <= min,
        onClick: (event) => {
          onDecrease?.(event.detail);
          setTenths((value) => value - 1);
        },
      }}
      increase={{
        label: 'Longer gap',
        testId: 'gap-longer',
        onClick: (event) => {
          onIncrease?.(event.detail);
          setTenths((value) => value + 1);
        },
      }}
      {...(hint === undefined ? {} : { hint })}
    />
  );
}

describe('a subtitle step row', () => {
  it('is a group named by its label, with the value between a minus and a plus button', () => {
    render(<Counter />);
    const group = screen.getByRole('group', { name: 'Gap' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Shorter gap', 'Longer gap']);
    expect(within(group).getByRole('button', { name: 'Longer gap' })).toHaveAttribute(
      'title',
      'Longer gap',
    );
    const value = within(group).getByRole('status');
    expect(value).toHaveTextContent('1.0 s');
    expect(value).toHaveAttribute('aria-live', 'polite');
  });

  it('the plus button calls its own action and the shown value follows', async () => {
    const user = userEvent.setup();
    const onIncrease = vi.fn();
    const onDecrease = vi.fn();
    render(<Counter onIncrease={onIncrease} onDecrease={onDecrease} />);
    await user.click(screen.getByRole('button', { name: 'Longer gap' }));
    expect(onIncrease).toHaveBeenCalledTimes(1);
    expect(onDecrease).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('1.1 s');
  });

  it('the minus button lowers the value and is disabled, ignoring clicks, at the limit', async () => {
    const user = userEvent.setup();
    const onDecrease = vi.fn();
    render(<Counter start={2} min={1} onDecrease={onDecrease} />);
    const shorter = screen.getByRole('button', { name: 'Shorter gap' });
    await user.click(shorter);
    expect(screen.getByRole('status')).toHaveTextContent('0.1 s');
    expect(shorter).toBeDisabled();
    await user.click(shorter);
    expect(onDecrease).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('0.1 s');
    expect(screen.getByRole('button', { name: 'Longer gap' })).toBeEnabled();
  });

  it('hands the click event over: a double-click counts 1 then 2, Enter on the button 0', async () => {
    const user = userEvent.setup();
    const onIncrease = vi.fn();
    render(<Counter onIncrease={onIncrease} />);
    const longer = screen.getByRole('button', { name: 'Longer gap' });
    await user.dblClick(longer);
    expect(onIncrease.mock.calls).toEqual([[1], [2]]);
    longer.focus();
    await user.keyboard('{Enter}');
    expect(onIncrease).toHaveBeenLastCalledWith(0);
    expect(screen.getByRole('status')).toHaveTextContent('1.3 s');
  });

  it('shows the hint line under the row only when it is given', () => {
    const { unmount } = render(<Counter hint="One tenth per click." />);
    expect(
      within(screen.getByRole('group', { name: 'Gap' })).getByText('One tenth per click.'),
    ).toBeVisible();
    unmount();
    render(<Counter />);
    expect(screen.queryByText('One tenth per click.')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Gap' }).querySelector('p')).toBeNull();
  });
});
