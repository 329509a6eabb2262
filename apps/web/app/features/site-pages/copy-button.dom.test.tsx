import { COPY_CONFIRMATION_MS } from '@reelhouse/core/stats/donations';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './copy-button';

const ADDRESS = 'bc1qexampleaddressfortestsonly';

/** Takes the browser's Clipboard API away (a page not served securely) while `work` runs. */
async function withoutClipboard(work: () => Promise<void>) {
  const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  try {
    await work();
  } finally {
    if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
    else Reflect.deleteProperty(navigator, 'clipboard');
  }
}

/** Fake timeouts only: the clipboard's promises keep running. */
function useFakeTimeouts() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
}

/** A click, then the copy's promises settle. */
async function click(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button);
    await Promise.resolve();
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the copy button', () => {
  it('puts the address on the clipboard, reads "Copied" and tells screen readers', async () => {
    const user = userEvent.setup();
    render(<CopyButton text={ADDRESS} what="bitcoin address" />);
    const button = screen.getByRole('button', { name: 'Copy bitcoin address' });
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.click(button);
    expect(await navigator.clipboard.readText()).toBe(ADDRESS);
    expect(button).toHaveTextContent('Copied');
    expect(screen.getByRole('status')).toHaveTextContent(
      'The bitcoin address was copied to the clipboard.',
    );
  });

  it(`reads "Copy" again ${String(COPY_CONFIRMATION_MS)} ms after the copy, not before`, async () => {
    useFakeTimeouts();
    render(<CopyButton text={ADDRESS} what="bitcoin address" />);
    const button = screen.getByRole('button', { name: 'Copy bitcoin address' });
    await click(button);
    expect(button).toHaveTextContent('Copied');
    act(() => {
      vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 1);
    });
    expect(button).toHaveTextContent('Copied');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(button).toHaveTextContent(/^Copy bitcoin address$/);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('a second copy while "Copied" shows starts the 2 s again', async () => {
    useFakeTimeouts();
    render(<CopyButton text={ADDRESS} what="bitcoin address" />);
    const button = screen.getByRole('button', { name: 'Copy bitcoin address' });
    await click(button);
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    await click(button);
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    expect(button).toHaveTextContent('Copied');
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(button).not.toHaveTextContent('Copied');
  });

  it('falls back to the copy command where the browser has no Clipboard API', async () => {
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    render(<CopyButton text={ADDRESS} what="bitcoin address" />);
    await withoutClipboard(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy bitcoin address' }));
      expect(await screen.findByText('Copied')).toBeVisible();
    });
    expect(execCommand).toHaveBeenCalledWith('copy');
    // The hidden text area the fallback copies from is gone again.
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('says to copy by hand, and lets the page select the address, when nothing can copy', async () => {
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    const onFailure = vi.fn();
    render(<CopyButton text={ADDRESS} what="bitcoin address" onFailure={onFailure} />);
    await withoutClipboard(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy bitcoin address' }));
      expect(
        await screen.findByText(
          'Copying did not work here: the address is selected, copy it by hand.',
        ),
      ).toBeVisible();
    });
    expect(onFailure).toHaveBeenCalledOnce();
    expect(screen.getByRole('button')).not.toHaveTextContent('Copied');
  });
});
