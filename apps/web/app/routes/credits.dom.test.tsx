import { render, screen } from '@testing-library/react';
import { createRoutesStub, type AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import Credits, { loader } from './credits';

function renderCredits(source: 'embedded' | 'tmdb') {
  const context = {
    publicOrigin: 'https://reelhouse.example',
    catalogue: { source },
  } as Partial<AppLoadContext> as AppLoadContext;
  const Stub = createRoutesStub(
    [{ path: '/credits', Component: Credits, HydrateFallback: () => null, loader }],
    context,
  );
  render(<Stub initialEntries={['/credits']} />);
}

describe('the /credits route', () => {
  it('credits Wikidata (CC0), Wikipedia and TVmaze (CC BY-SA) as the data asks, with links', async () => {
    renderCredits('embedded');
    expect(await screen.findByRole('heading', { level: 1, name: 'Credits' })).toBeVisible();
    expect(
      screen.getByText(
        /^Film and series facts from Wikidata \(CC0\) and Wikipedia; TV schedule facts from TVmaze \(CC BY-SA\)\./,
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'TVmaze' })).toHaveAttribute(
      'href',
      'https://www.tvmaze.com/',
    );
    expect(screen.getByText('Licence: CC BY-SA 4.0')).toBeVisible();
    expect(screen.queryByTestId('credits-tmdb')).not.toBeInTheDocument();
  });

  it("adds TMDB's notice when the catalogue is TMDB's", async () => {
    renderCredits('tmdb');
    expect(await screen.findByTestId('credits-tmdb')).toHaveTextContent(
      'This product uses the TMDB API but is not endorsed or certified by TMDB.',
    );
  });
});
