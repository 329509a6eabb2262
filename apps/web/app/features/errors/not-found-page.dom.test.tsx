import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test-support/render-route';
import { NotFoundPage } from './not-found-page';

afterEach(() => {
  window.history.replaceState(null, '');
});

function renderNotFound(url = '/nowhere') {
  renderRoute(<NotFoundPage />, {
    path: '/nowhere',
    url,
    shell: <Link to="/nowhere">A broken link</Link>,
  });
  return screen.getByRole('status', { name: 'Current address' });
}

describe('the 404 page', () => {
  it('says "Page Not Found" with the spec\'s text and offers its two ways on', () => {
    renderNotFound();
    expect(screen.getByRole('region', { name: 'Page Not Found' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    expect(
      screen.getByText(
        "The page you're looking for doesn't exist, is being built, or has been moved.",
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse movies' })).toHaveAttribute('href', '/movies');
  });

  it('goes to /movies with "Browse movies"', async () => {
    const user = userEvent.setup();
    const address = renderNotFound();
    await user.click(screen.getByRole('link', { name: 'Browse movies' }));
    expect(await screen.findByRole('heading', { name: 'Stand-in page /movies' })).toBeVisible();
    expect(address).toHaveTextContent('/movies');
  });

  it('goes home with "Go Back" when this tab has no earlier page (a direct visit)', async () => {
    const user = userEvent.setup();
    const address = renderNotFound();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { name: 'Stand-in page /' })).toBeVisible();
    expect(address).toHaveTextContent(/^\/$/);
  });

  it('returns to the page before with "Go Back" when this tab has one', async () => {
    const user = userEvent.setup();
    const address = renderNotFound('/series/1396');
    await user.click(screen.getByRole('link', { name: 'A broken link' }));
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    // The test's router keeps its history in memory; the browser's router records the position
    // in the tab's history as `idx`, which is what the page reads.
    window.history.replaceState({ idx: 1 }, '');
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(
      await screen.findByRole('heading', { name: 'Stand-in page /series/1396' }),
    ).toBeVisible();
    expect(address).toHaveTextContent('/series/1396');
  });
});
