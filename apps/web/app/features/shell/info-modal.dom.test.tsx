import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStoredString, writeStoredString } from '~/lib/storage';
import { renderRoute } from '../../../test-support/render-route';
import { InfoModalSlot } from './info-modal-slot';

const DAY_MS = 86_400_000;

const NEWS = {
  id: 'news-1',
  title: 'New servers',
  content: 'Two new servers are up.\nPick one in the player.',
};

function Page() {
  return (
    <>
      <Link to="/" state={{ infoModal: { id: 'news-2', title: 'Maintenance tonight' } }}>
        Read the notice
      </Link>
      <Link to="/elsewhere">Go elsewhere</Link>
      <InfoModalSlot />
    </>
  );
}

/** Serves `modals` as /modalData.json (and fails every other address). */
function serveModals(modals: unknown) {
  const fetchMock = vi.fn((url: string) =>
    Promise.resolve(
      url === '/modalData.json'
        ? new Response(JSON.stringify(modals), { headers: { 'Content-Type': 'application/json' } })
        : new Response('not found', { status: 404 }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function storeDismissals(record: Record<string, number>) {
  writeStoredString('dismissedInfoModals', JSON.stringify(record));
}

function readDismissals(): Record<string, number> {
  return JSON.parse(readStoredString('dismissedInfoModals') ?? '{}') as Record<string, number>;
}

beforeAll(async () => {
  // The dialog's code loads on demand; loading it once up front keeps the tests' waits short.
  await import('./info-modal-dialog');
});

beforeEach(() => {
  serveModals([]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderWithState(state: unknown) {
  return renderRoute(<Page />, { path: '/', url: { pathname: '/', state } });
}

describe('the info modal from navigation state', () => {
  it('shows the modal of the navigation state as a dialog: its title, and its text as description', async () => {
    renderWithState({ infoModal: NEWS });
    const dialog = await screen.findByRole('dialog', { name: 'New servers' });
    // The text keeps its line break (shown with whitespace: pre-line).
    expect(dialog).toHaveAccessibleDescription('Two new servers are up.\nPick one in the player.');
    await waitFor(() => {
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    });
  });

  it('closes on its Close button', async () => {
    const user = userEvent.setup();
    renderWithState({ infoModal: NEWS });
    const dialog = await screen.findByRole('dialog', { name: 'New servers' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(dialog).not.toBeInTheDocument();
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderWithState({ infoModal: NEWS });
    await screen.findByRole('dialog', { name: 'New servers' });
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('shows a modal with a title only, without a description', async () => {
    renderWithState({ infoModal: { id: 7, title: 'Just a title' } });
    const dialog = await screen.findByRole('dialog', { name: 'Just a title' });
    expect(dialog).not.toHaveAttribute('aria-describedby');
  });

  it('shows nothing for a modal without a title', async () => {
    renderWithState({ infoModal: { id: 'news-3' } });
    // The dialog's code loads on demand: give it the time it would need to appear.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the notice' })).toBeVisible();
  });

  it('opens the modal a link hands over in its navigation state', async () => {
    const user = userEvent.setup();
    renderWithState(null);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Read the notice' }));
    expect(await screen.findByRole('dialog', { name: 'Maintenance tonight' })).toBeVisible();
  });
});

describe("the site's info modals (/modalData.json)", () => {
  it('asks for /modalData.json once per page load, not again on client navigations', async () => {
    const user = userEvent.setup();
    const fetchMock = serveModals([{ id: 'hello', title: 'Hello' }]);
    renderWithState(null);
    await screen.findByRole('dialog', { name: 'Hello' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/modalData.json');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    await screen.findByRole('heading', { name: 'Stand-in page /elsewhere' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the two highest priorities, highest first, the second 250 ms after the first closed', async () => {
    const user = userEvent.setup();
    serveModals([
      { id: 'low', title: 'Low', priority: 1 },
      { id: 'high', title: 'High', priority: 5 },
      { id: 'middle', title: 'Middle', priority: 3 },
    ]);
    renderWithState(null);
    const first = await screen.findByRole('dialog', { name: 'High' });
    await user.click(within(first).getByRole('button', { name: 'Close' }));
    const closedAt = performance.now();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    const second = await screen.findByRole('dialog', { name: 'Middle' });
    expect(performance.now() - closedAt).toBeGreaterThanOrEqual(250);
    await user.click(within(second).getByRole('button', { name: 'Close' }));
    // A third would open 250 ms later: give it twice that.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(Object.keys(readDismissals()).sort()).toEqual(['high', 'middle']);
  });

  it('records a dismissal by the Close button or Escape, with its time', async () => {
    const user = userEvent.setup();
    serveModals([
      { id: 'by-close', title: 'By close', priority: 2 },
      { id: 'by-escape', title: 'By escape', priority: 1 },
    ]);
    const before = Date.now();
    renderWithState(null);
    const first = await screen.findByRole('dialog', { name: 'By close' });
    await user.click(within(first).getByRole('button', { name: 'Close' }));
    await screen.findByRole('dialog', { name: 'By escape' });
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(Object.keys(readDismissals())).toHaveLength(2);
    });
    const dismissals = readDismissals();
    for (const id of ['by-close', 'by-escape']) {
      expect(dismissals[id]).toBeGreaterThanOrEqual(before);
      expect(dismissals[id]).toBeLessThanOrEqual(Date.now());
    }
  });

  it('records a dismissal by a press on the dimmed page behind', async () => {
    serveModals([{ id: 'outside', title: 'Outside' }]);
    renderWithState(null);
    const dialog = await screen.findByRole('dialog', { name: 'Outside' });
    // The page behind a modal dialog takes no pointer events (user-event refuses to press it):
    // the press is dispatched as the browser would, outside the dialog, until the dialog listens.
    await waitFor(() => {
      fireEvent.pointerDown(document.body);
      fireEvent.click(document.body);
      expect(dialog).not.toBeInTheDocument();
    });
    expect(readDismissals().outside).toEqual(expect.any(Number));
  });

  it('brings a weekly modal back 7 days after its dismissal and a monthly one after 30, never a never', async () => {
    const now = Date.now();
    storeDismissals({
      'weekly-back': now - 8 * DAY_MS,
      'weekly-held': now - 6 * DAY_MS,
      'monthly-back': now - 31 * DAY_MS,
      'monthly-held': now - 29 * DAY_MS,
      'never-held': now - 1000 * DAY_MS,
    });
    serveModals([
      { id: 'never-held', title: 'Never', repeat: 'never', priority: 9 },
      { id: 'weekly-held', title: 'Weekly held', repeat: 'weekly', priority: 8 },
      { id: 'monthly-held', title: 'Monthly held', repeat: 'monthly', priority: 7 },
      { id: 'weekly-back', title: 'Weekly back', repeat: 'weekly', priority: 2 },
      { id: 'monthly-back', title: 'Monthly back', repeat: 'monthly', priority: 1 },
    ]);
    const user = userEvent.setup();
    renderWithState(null);
    await screen.findByRole('dialog', { name: 'Weekly back' });
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Monthly back' })).toBeVisible();
  });

  it('shows no modal before its startsAt or from its expiresAt', async () => {
    const now = Date.now();
    serveModals([
      {
        id: 'future',
        title: 'Future',
        priority: 3,
        startsAt: new Date(now + DAY_MS).toISOString(),
      },
      { id: 'past', title: 'Past', priority: 2, expiresAt: new Date(now - 1000).toISOString() },
      {
        id: 'current',
        title: 'Current',
        priority: 1,
        startsAt: new Date(now - DAY_MS).toISOString(),
        expiresAt: new Date(now + DAY_MS).toISOString(),
      },
    ]);
    const user = userEvent.setup();
    renderWithState(null);
    await screen.findByRole('dialog', { name: 'Current' });
    await user.keyboard('{Escape}');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the text, the HTML, the image, and the background in a band above the text', async () => {
    serveModals([
      {
        id: 'rich',
        title: 'Film night',
        content: 'Friday at eight.',
        html: '<p>See <a href="/faq">the FAQ</a>.</p>',
        image: '/ad-media/poster.png',
        bgColor: 'rgb(10, 20, 30)',
        bgImage: '/ad-media/stars.png',
      },
    ]);
    renderWithState(null);
    const dialog = await screen.findByRole('dialog', { name: 'Film night' });
    expect(dialog).toHaveAccessibleDescription('Friday at eight.');
    expect(within(dialog).getByRole('link', { name: 'the FAQ' })).toHaveAttribute('href', '/faq');
    const band = within(dialog).getByTestId('info-modal-band');
    expect(band).toHaveStyle({ backgroundColor: 'rgb(10, 20, 30)' });
    expect(band.style.backgroundImage).toBe('url("/ad-media/stars.png")');
    expect(band.querySelector('img')).toHaveAttribute('src', '/ad-media/poster.png');
  });

  it('describes the dialog with its HTML when it has no text', async () => {
    serveModals([{ id: 'html-only', title: 'Notice', html: '<p>Servers <b>back</b> up.</p>' }]);
    renderWithState(null);
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveAccessibleDescription('Servers back up.');
    expect(within(dialog).queryByTestId('info-modal-band')).not.toBeInTheDocument();
  });

  it('skips entries that are not modals and shows the valid ones', async () => {
    serveModals([{ id: 'no-title' }, 'junk', { id: 'ok', title: 'Valid' }]);
    renderWithState(null);
    expect(await screen.findByRole('dialog', { name: 'Valid' })).toBeVisible();
  });

  it('shows nothing when /modalData.json fails or is not a list', async () => {
    const fetchMock = serveModals({ id: 'x', title: 'Not in a list' });
    renderWithState(null);
    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
