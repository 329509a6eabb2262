import { RETRY_LABEL, SOMETHING_WENT_WRONG } from '@reelhouse/core/screens/texts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LoadError } from './load-error';

/** A list that failed, as the home page and the grids hold it: Retry starts a retry that runs on. */
function FailedList({ onRetry }: { onRetry: () => void }) {
  const [retrying, setRetrying] = useState(false);
  return (
    <LoadError
      retrying={retrying}
      onRetry={() => {
        setRetrying(true);
        onRetry();
      }}
    />
  );
}

describe('the load error', () => {
  it('announces "Something went wrong." as an alert, with only a Retry button under it', () => {
    render(<LoadError onRetry={vi.fn()} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(SOMETHING_WENT_WRONG)).toBeVisible();
    expect(within(alert).getByRole('button', { name: RETRY_LABEL })).toBeEnabled();
    // Without a detail, nothing else is said.
    expect(alert.textContent).toBe(`${SOMETHING_WENT_WRONG}${RETRY_LABEL}`);
  });

  it('shows the detail, when given, between the message and Retry', () => {
    render(<LoadError onRetry={vi.fn()} detail="The catalogue did not answer." />);
    expect(screen.getByRole('alert').textContent).toBe(
      `${SOMETHING_WENT_WRONG}The catalogue did not answer.${RETRY_LABEL}`,
    );
  });

  it('retries once per press of Retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<LoadError onRetry={onRetry} />);
    const retry = screen.getByRole('button', { name: RETRY_LABEL });
    await user.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
    await user.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(2);
  });

  it('lets a keyboard user reach Retry with Tab and press it with Enter or Space', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<LoadError onRetry={onRetry} />);
    await user.tab();
    expect(screen.getByRole('button', { name: RETRY_LABEL })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(onRetry).toHaveBeenCalledTimes(2);
  });

  it('disables Retry while a retry runs, so pressing again asks nothing more', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<FailedList onRetry={onRetry} />);
    const retry = screen.getByRole('button', { name: RETRY_LABEL });
    await user.click(retry);
    expect(retry).toBeDisabled();
    await user.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
