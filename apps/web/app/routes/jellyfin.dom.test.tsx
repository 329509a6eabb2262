import { render, screen } from '@testing-library/react';
import { createRoutesStub, type AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import Jellyfin, { loader } from './jellyfin';

/** The /jellyfin route with its real loader, given the load context the server would build. */
function renderJellyfinRoute(jellyfinServers: readonly string[]) {
  const context = {
    publicOrigin: 'https://reelhouse.example',
    jellyfinServers,
  } as Partial<AppLoadContext> as AppLoadContext;
  const Stub = createRoutesStub(
    [{ path: '/jellyfin', Component: Jellyfin, HydrateFallback: () => null, loader }],
    context,
  );
  render(<Stub initialEntries={['/jellyfin']} />);
}

describe('the /jellyfin route', () => {
  it('offers the sign-in form for the server the operator allows, from the loader', async () => {
    renderJellyfinRoute(['https://media.example.org']);

    expect(await screen.findByRole('button', { name: 'Connect' })).toBeVisible();
    expect(screen.getByTestId('jellyfin-server')).toHaveTextContent('https://media.example.org');
  });

  it('offers a Server choice when the operator allows several', async () => {
    renderJellyfinRoute(['https://one.example.org', 'http://192.168.1.5:8096']);

    const choice = await screen.findByRole('combobox', { name: 'Server' });
    expect(choice).toHaveDisplayValue('https://one.example.org');
    expect(screen.getByRole('option', { name: 'http://192.168.1.5:8096' })).toBeInTheDocument();
  });

  it('says the site has no Jellyfin servers when the operator allows none', async () => {
    renderJellyfinRoute([]);

    expect(await screen.findByText('This site has no Jellyfin servers enabled.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Connect' })).not.toBeInTheDocument();
  });
});
