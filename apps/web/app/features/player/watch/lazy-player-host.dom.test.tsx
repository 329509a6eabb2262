import { toTmdbId, type TmdbId } from '@reelhouse/core/media/tmdb-id';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LazyPlayerHost } from './lazy-player-host';

// The host's chunk cannot be fetched (offline, a new deployment removed it).
vi.mock('./player-host', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

function id(value: number): TmdbId {
  const branded = toTmdbId(value);
  if (branded === null) throw new Error('bad id');
  return branded;
}

describe('LazyPlayerHost', () => {
  it('shows the loading screen, then the player error with Close when the host cannot be fetched', async () => {
    // React reports the error its boundary caught; expected here, so kept out of the test output.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onClose = vi.fn();
    render(
      <LazyPlayerHost
        media={{ id: id(45745), type: 'movie', title: 'Sintel', year: 2010, poster: null }}
        source={{ providerId: 'library', providerName: 'Library', streams: [] }}
        providers={[]}
        runProvider={vi.fn()}
        next={null}
        onClose={onClose}
      />,
    );
    expect(screen.getByTestId('player-loading')).toBeInTheDocument();
    const failure = await screen.findByTestId('player-failed');
    expect(failure).toHaveAttribute('role', 'alertdialog');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(reported).toHaveBeenCalled();
    reported.mockRestore();
  });
});
