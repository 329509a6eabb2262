import { STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useRouteError } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { postJson } from '~/lib/api-client';
import { readStoredString, writeStoredString } from '~/lib/storage';
import { describeError } from './describe-error';
import { ErrorScreen } from './error-screen';

vi.mock('~/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  postJson: vi.fn(),
}));

const post = vi.mocked(postJson);

function renderThrown(error: unknown) {
  render(<ErrorScreen error={describeError(error)} />);
}

/** The screen as a route's error boundary shows it, for a thrown 404 response. */
function renderRouteNotFound() {
  const Stub = createRoutesStub([
    {
      path: '/movies/:id',
      loader: () => {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- how loaders say 404
        throw new Response('No such movie', { status: 404 });
      },
      Component: () => null,
      HydrateFallback: () => null,
      ErrorBoundary: () => <ErrorScreen error={describeError(useRouteError())} />,
    },
  ]);
  render(<Stub initialEntries={['/movies/0']} />);
}

beforeEach(() => {
  post.mockReset();
});

describe('the error screen', () => {
  it('says "Oops! Something Broke" and "Unexpected Application Error!" for a thrown error', () => {
    renderThrown(new Error('boom'));
    expect(screen.getByRole('region', { name: 'Oops! Something Broke' })).toHaveTextContent(
      'Unexpected Application Error!',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Something Broke' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeVisible();
  });

  it("shows the storage error's message under the text, since it says what to do", () => {
    renderThrown(new Error('Failed to read from localStorage, clear all data and try again.'));
    expect(screen.getByTestId('error-message')).toHaveTextContent(
      'Failed to read from localStorage, clear all data and try again.',
    );
  });

  it('shows the status and "No route matches URL" for a 404 a route throws', async () => {
    renderRouteNotFound();
    expect(await screen.findByRole('heading', { name: 'Oops! Something Broke' })).toBeVisible();
    expect(screen.getByText('404')).toBeVisible();
    expect(screen.getByText('No route matches URL')).toBeVisible();
    expect(screen.queryByTestId('error-message')).not.toBeInTheDocument();
  });

  it('clears only the bookmarks with "Clear Bookmarks", and only the watch history with "Clear Watchlist"', async () => {
    writeStoredString(STORAGE_KEYS.bookmarks, '[]');
    writeStoredString(STORAGE_KEYS.watchHistory, '{}');
    const user = userEvent.setup();
    renderThrown(new Error('boom'));

    await user.click(screen.getByRole('button', { name: 'Clear Bookmarks' }));
    expect(screen.getByRole('status')).toHaveTextContent('Your bookmarks were cleared.');
    expect(readStoredString(STORAGE_KEYS.bookmarks)).toBeNull();
    expect(readStoredString(STORAGE_KEYS.watchHistory)).toBe('{}');

    await user.click(screen.getByRole('button', { name: 'Clear Watchlist' }));
    expect(screen.getByRole('status')).toHaveTextContent('Your watch history was cleared.');
    expect(readStoredString(STORAGE_KEYS.watchHistory)).toBeNull();
  });

  it('reports the error with what the user wrote, then says "Issue Reported" and cannot report twice', async () => {
    let answer: (value: unknown) => void = () => undefined;
    post.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderThrown(new RangeError('Invalid time value'));
    await user.type(
      screen.getByRole('textbox', { name: 'What were you doing when this happened?' }),
      'Opening the calendar',
    );
    await user.click(screen.getByRole('button', { name: 'Report This Issue' }));
    expect(screen.getByRole('button', { name: 'Reporting...' })).toBeDisabled();
    expect(post).toHaveBeenCalledExactlyOnceWith(
      '/api/report',
      expect.objectContaining({
        name: 'RangeError',
        message: 'Invalid time value',
        userMessage: 'Opening the calendar',
        url: window.location.href,
      }),
    );

    answer({ ok: true });
    const reported = await screen.findByRole('button', { name: 'Issue Reported' });
    expect(reported).toBeDisabled();
    await user.click(reported);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('says "Report failed, try again" when the report fails, and sends it again on a press', async () => {
    post.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ ok: true });
    const user = userEvent.setup();
    renderThrown(new Error('boom'));
    await user.click(screen.getByRole('button', { name: 'Report This Issue' }));
    const retry = await screen.findByRole('button', { name: 'Report failed, try again' });
    expect(retry).toBeEnabled();
    await user.click(retry);
    expect(await screen.findByRole('button', { name: 'Issue Reported' })).toBeDisabled();
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('shows the error name, message and stack under "Show technical details", and hides them again', async () => {
    const user = userEvent.setup();
    const error = new TypeError("Cannot read properties of undefined (reading 'title')");
    error.stack = "TypeError: Cannot read properties of undefined (reading 'title')\n    at Hero";
    renderThrown(error);
    expect(screen.queryByTestId('error-message')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show technical details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/Cannot read properties/)).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Hide technical details');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('error-details').textContent).toBe(
      "TypeError: Cannot read properties of undefined (reading 'title')\n\n" +
        "TypeError: Cannot read properties of undefined (reading 'title')\n    at Hero",
    );

    await user.click(toggle);
    expect(screen.queryByTestId('error-details')).not.toBeInTheDocument();
  });

  it('"Reset all app data" clears everything this site stored, then reloads the page', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    writeStoredString(STORAGE_KEYS.bookmarks, '[]');
    writeStoredString(STORAGE_KEYS.userInfo, '{"username":"anne"}');
    const user = userEvent.setup();
    renderThrown(new Error('boom'));
    await user.click(screen.getByRole('button', { name: 'Reset all app data' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(readStoredString(STORAGE_KEYS.bookmarks)).toBeNull();
    expect(readStoredString(STORAGE_KEYS.userInfo)).toBeNull();
    reload.mockRestore();
  });
});
