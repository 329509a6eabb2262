import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LazyPlayer, preloadPlayer } from './lazy-player';

vi.mock('./player', () => ({
  default: () => <p>the player</p>,
}));

type Props = Parameters<typeof LazyPlayer>[0];

describe('LazyPlayer', () => {
  it('renders the player in the same commit once its code was preloaded, never through the fallback', async () => {
    preloadPlayer();
    await act(() => vi.dynamicImportSettled());

    render(
      <Suspense fallback={<p>loading</p>}>
        <LazyPlayer {...({} as Props)} />
      </Suspense>,
    );

    expect(screen.getByText('the player')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });
});
