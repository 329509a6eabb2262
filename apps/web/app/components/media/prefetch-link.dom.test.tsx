import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PrefetchLink, SharedLinks } from './prefetch-link';

function renderAt(start: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <SharedLinks>
            <PrefetchLink to="/movies/603-the-matrix" data-testid="card">
              The Matrix
            </PrefetchLink>
            <PrefetchLink to="/" data-testid="home">
              Home
            </PrefetchLink>
          </SharedLinks>
        ),
      },
      { path: '/movies/:slug', element: <h1>Title page</h1> },
    ],
    { initialEntries: [start] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('PrefetchLink inside SharedLinks', () => {
  it('is a plain anchor to its page that the router discovers, with no Link of its own', () => {
    renderAt('/');
    const card = screen.getByTestId('card');
    expect(card.tagName).toBe('A');
    expect(card.getAttribute('href')).toBe('/movies/603-the-matrix');
    expect(card.dataset.discover).toBe('true');
  });

  it('navigates in the app on a plain click, without loading a new document', () => {
    const router = renderAt('/');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    fireEvent(screen.getByTestId('card'), click);
    expect(click.defaultPrevented).toBe(true);
    expect(router.state.location.pathname).toBe('/movies/603-the-matrix');
  });

  it('leaves a click with a modifier (new tab, new window) to the browser', () => {
    const router = renderAt('/');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    fireEvent(screen.getByTestId('card'), click);
    expect(click.defaultPrevented).toBe(false);
    expect(router.state.location.pathname).toBe('/');
  });

  it('replaces the history entry when the link points at the page already shown', () => {
    const router = renderAt('/');
    fireEvent.click(screen.getByTestId('home'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
