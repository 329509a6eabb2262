import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SHOW_MORE_LABEL, ShowMoreButton } from './show-more-button';

/** A long list as the library pages hold it: 24 more each time, up to the total. */
function LongList({ totalCount }: { totalCount: number }) {
  const [shownCount, setShownCount] = useState(24);
  return (
    <ShowMoreButton
      shownCount={shownCount}
      totalCount={totalCount}
      onClick={() => setShownCount((count) => Math.min(count + 24, totalCount))}
    />
  );
}

describe('the "Show more" button', () => {
  it('says how many of the list show, above a "Show more" button', () => {
    render(<ShowMoreButton shownCount={24} totalCount={57} onClick={vi.fn()} />);
    expect(screen.getByText('Showing 24 of 57')).toBeVisible();
    expect(screen.getByRole('button', { name: SHOW_MORE_LABEL })).toBeEnabled();
  });

  it('asks for the next page once per press', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<ShowMoreButton shownCount={24} totalCount={57} onClick={onClick} />);
    await user.click(screen.getByRole('button', { name: SHOW_MORE_LABEL }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('can be reached with Tab and pressed with Enter or Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<ShowMoreButton shownCount={24} totalCount={57} onClick={onClick} />);
    await user.tab();
    expect(screen.getByRole('button', { name: SHOW_MORE_LABEL })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('updates the count as the list grows', async () => {
    const user = userEvent.setup();
    render(<LongList totalCount={57} />);
    const more = screen.getByRole('button', { name: SHOW_MORE_LABEL });
    await user.click(more);
    expect(screen.getByText('Showing 48 of 57')).toBeVisible();
    await user.click(more);
    expect(screen.getByText('Showing 57 of 57')).toBeVisible();
  });
});
