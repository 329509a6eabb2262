import type { InfoBox } from '@reelhouse/core/site-content/info-box-schema';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStoredString, writeStoredString } from '~/lib/storage';
import { INFO_BOX_SCRIPT } from './info-box-script';
import { renderInfoBoxesHtml } from './announcements-html.server';
import { InfoBoxSlot } from './info-box-slot';

const DAY_MS = 86_400_000;

function box(id: string, fields: Partial<InfoBox> = {}): InfoBox {
  return { id, title: `Box ${id}`, type: 'info', dismissible: true, ...fields };
}

/** The slot as the home page renders it, with the server's markup of its boxes. */
function Slot({ boxes }: { boxes: InfoBox[] }) {
  return <InfoBoxSlot boxes={boxes} html={renderInfoBoxesHtml(boxes)} script={INFO_BOX_SCRIPT} />;
}

function storeDismissals(record: Record<string, unknown>) {
  writeStoredString('dismissedInfoBoxes', JSON.stringify(record));
}

function readDismissals(): Record<string, number> {
  return JSON.parse(readStoredString('dismissedInfoBoxes') ?? '{}') as Record<string, number>;
}

/** The box a person sees: the one candidate not hidden (null when all are). */
function visibleBoxIds(): string[] {
  return [...document.querySelectorAll<HTMLElement>('[data-info-box-id]')]
    .filter((element) => !element.hasAttribute('hidden'))
    .map((element) => element.dataset.infoBoxId ?? '');
}

beforeAll(async () => {
  // The boxes' code loads on demand; loading it once up front keeps the tests' waits short.
  await import('./info-box-list');
});

describe('the home info box', () => {
  it('shows the first box as a polite status with its icon, title, text and a close button', async () => {
    render(
      <Slot
        boxes={[
          box('welcome', { content: 'New films every Friday.' }),
          box('second', { title: 'Second' }),
        ]}
      />,
    );
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Information: Box welcomeNew films every Friday.');
    expect(status.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(within(status).getByRole('button', { name: 'Close notice' })).toBeVisible();
    expect(screen.queryByText('Second')).not.toBeVisible();
  });

  it('announces warnings and errors as alerts, and info and success as a status', async () => {
    const { rerender } = render(<Slot boxes={[box('w', { type: 'warning' })]} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Warning: Box w');
    rerender(<Slot boxes={[box('e', { type: 'error' })]} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Box e');
    rerender(<Slot boxes={[box('s', { type: 'success' })]} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Success: Box s');
  });

  it('records a closed box with the time and shows the next visible one in its place', async () => {
    const user = userEvent.setup();
    render(<Slot boxes={[box('first'), box('next', { title: 'Next' })]} />);
    const before = Date.now();
    await user.click(await screen.findByRole('button', { name: 'Close notice' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Next');
    expect(visibleBoxIds()).toEqual(['next']);
    const recorded = readDismissals().first;
    expect(recorded).toBeGreaterThanOrEqual(before);
    expect(recorded).toBeLessThanOrEqual(Date.now());
  });

  it('keeps a dismissed box hidden, and shows nothing when every box was dismissed', async () => {
    storeDismissals({ only: Date.now() - DAY_MS });
    render(<Slot boxes={[box('only')]} />);
    await waitFor(() => {
      expect(document.querySelector('[data-info-box-id="only"]')).not.toBeNull();
    });
    expect(visibleBoxIds()).toEqual([]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('gives a box that is not dismissible no close button, and ignores an old dismissal of it', async () => {
    storeDismissals({ fixed: 1 });
    render(<Slot boxes={[box('fixed', { dismissible: false })]} />);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Box fixed');
    expect(within(status).queryByRole('button')).not.toBeInTheDocument();
  });

  it('never shows a box past its expiresAt', async () => {
    render(
      <Slot
        boxes={[
          box('expired', { expiresAt: new Date(Date.now() - 1000).toISOString() }),
          box('current', { expiresAt: new Date(Date.now() + DAY_MS).toISOString() }),
        ]}
      />,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Box current');
    expect(visibleBoxIds()).toEqual(['current']);
  });

  it('renders nothing without boxes', () => {
    const { container } = render(<Slot boxes={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("the server's info box HTML and the script that runs before the first paint", () => {
  let root: Root | null = null;
  // A first page load: the rules are not loaded yet when the page hydrates.
  let PageSlot = InfoBoxSlot;
  beforeEach(async () => {
    vi.resetModules();
    ({ InfoBoxSlot: PageSlot } = await import('./info-box-slot'));
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
  });

  /**
   * Renders the slot as the server does, runs its inline script as the browser would before the
   * first paint, and records every change of the box shown made afterwards (by hydration).
   */
  async function serverPageWithScript(boxes: InfoBox[]) {
    const { prelude } = await prerender(
      <PageSlot boxes={boxes} html={renderInfoBoxesHtml(boxes)} script={INFO_BOX_SCRIPT} />,
    );
    const html = await new Response(prelude).text();
    // The page carries the script right after the boxes ...
    expect(html).toMatch(/<\/div><script>(.*)<\/script>$/);
    expect(html.endsWith(`<script>${INFO_BOX_SCRIPT}</script>`)).toBe(true);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const script = container.querySelector('script');
    if (!script) throw new Error('the slot renders no script');
    // ... and the browser runs it there (happy-dom neither runs nor keeps a parsed script's text).
    Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
    try {
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's own inline script, run as the browser runs it
      const run = new Function(INFO_BOX_SCRIPT) as () => void;
      run();
    } finally {
      Reflect.deleteProperty(document, 'currentScript');
    }
    const shownBeforeHydration = visibleBoxIds();
    // What a person sees after each change the page makes (a browser paints between tasks).
    const changes: string[][] = [];
    new MutationObserver(() => {
      const shown = visibleBoxIds();
      if (shown.join() !== shownBeforeHydration.join()) changes.push(shown);
    }).observe(container, { attributes: true, childList: true, subtree: true });
    return { container, shownBeforeHydration, changes };
  }

  it("records a close pressed on the server's markup before the boxes' code arrived", async () => {
    const boxes = [box('early'), box('next')];
    const { container } = await serverPageWithScript(boxes);
    act(() => {
      root = hydrateRoot(
        container,
        <PageSlot boxes={boxes} html={renderInfoBoxesHtml(boxes)} script={INFO_BOX_SCRIPT} />,
      );
    });
    const button = container.querySelector('[data-info-box-id="early"] button');
    if (!button) throw new Error('no close button');
    // Still the server's markup: React does not own the button yet.
    expect(Object.keys(button).some((key) => key.startsWith('__reactProps$'))).toBe(false);
    fireEvent.click(button);
    await waitFor(() => {
      expect(visibleBoxIds()).toEqual(['next']);
    });
    expect(Object.keys(readDismissals())).toEqual(['early']);
  });

  const cases: { name: string; boxes: InfoBox[]; stored: unknown; shows: string[] }[] = [
    { name: 'nothing stored', boxes: [box('a'), box('b')], stored: undefined, shows: ['a'] },
    {
      name: 'the first dismissed',
      boxes: [box('a'), box('b')],
      stored: { a: 5 },
      shows: ['b'],
    },
    { name: 'all dismissed', boxes: [box('a'), box('b')], stored: { a: 1, b: 2 }, shows: [] },
    {
      name: 'a dismissal of a box that is not dismissible',
      boxes: [box('a', { dismissible: false })],
      stored: { a: 1 },
      shows: ['a'],
    },
    {
      name: 'a dismissal that is not a whole number (ignored, as core reads it)',
      boxes: [box('a'), box('b')],
      stored: { a: 1.5 },
      shows: ['a'],
    },
    {
      name: 'a negative dismissal (ignored)',
      boxes: [box('a'), box('b')],
      stored: { a: -1 },
      shows: ['a'],
    },
    { name: 'a stored list, not a record', boxes: [box('0')], stored: [1], shows: ['0'] },
    { name: 'stored text that is not JSON', boxes: [box('a')], stored: '{oops', shows: ['a'] },
  ];

  for (const { name, boxes, stored, shows } of cases) {
    it(`shows the box core chooses, before the first paint and unchanged by hydration: ${name}`, async () => {
      if (typeof stored === 'string') writeStoredString('dismissedInfoBoxes', stored);
      else if (stored !== undefined) storeDismissals(stored as Record<string, unknown>);
      const { container, shownBeforeHydration, changes } = await serverPageWithScript(boxes);
      expect(shownBeforeHydration).toEqual(shows);
      act(() => {
        root = hydrateRoot(
          container,
          <PageSlot boxes={boxes} html={renderInfoBoxesHtml(boxes)} script={INFO_BOX_SCRIPT} />,
        );
      });
      // The boxes' code has taken over once React owns the boxes (the server's markup is not
      // React's: it came as HTML).
      await waitFor(() => {
        const first = container.querySelector('[data-info-box-id]');
        expect(first && Object.keys(first).some((key) => key.startsWith('__reactProps$'))).toBe(
          true,
        );
      });
      expect(visibleBoxIds()).toEqual(shows);
      // Nothing else was shown on the way (a browser paints between tasks).
      expect(changes).toEqual([]);
    });
  }
});
