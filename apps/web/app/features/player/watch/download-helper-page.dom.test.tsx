import {
  buildHlsDownloadPayload,
  HLS_DOWNLOAD_LINK_TTL_MS,
} from '@reelhouse/core/downloads/hls-download-link';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { DownloadHelperPage } from './download-helper-page';

/** A helper link as the download dialog builds it, made `agoMs` before now. */
function helperData(url: string, name: string, agoMs = 0): string {
  return buildHlsDownloadPayload(url, name, Date.now() - agoMs);
}

/** The page's "File" and "Link expires" lines, each term with what it says. */
function readDetails() {
  const terms = screen.getAllByRole('term');
  const definitions = screen.getAllByRole('definition');
  return terms.map((term, index) => [term.textContent, definitions[index]?.textContent]);
}

/** How the page writes the expiry: the browser's own medium date and short time. */
const EXPIRES_FORMAT = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

describe('the HLS download helper page', () => {
  it('shows the file to save as, when the link expires, the ffmpeg command and the playlist', () => {
    const made = Date.now();
    render(
      <DownloadHelperPage
        data={buildHlsDownloadPayload('/media/hls/master.m3u8', 'Sintel-library', made)}
      />,
    );
    const playlist = `${window.location.origin}/media/hls/master.m3u8`;
    expect(screen.getByRole('heading', { level: 1, name: 'Download helper' })).toBeVisible();
    expect(readDetails()).toEqual([
      ['File', 'Sintel-library.mp4'],
      ['Link expires', EXPIRES_FORMAT.format(new Date(made + HLS_DOWNLOAD_LINK_TTL_MS))],
    ]);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Save the stream with ffmpeg' }),
    ).toBeVisible();
    expect(screen.getByText(/^ffmpeg /)).toHaveTextContent(
      `ffmpeg -i "${playlist}" -c copy "Sintel-library.mp4"`,
    );
    const link = screen.getByRole('link', { name: playlist });
    expect(link).toHaveAttribute('href', playlist);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps shell characters out of the command: dropped from the name, encoded in the address', () => {
    render(
      <DownloadHelperPage
        data={helperData('https://cdn.example.org/a$b/`x`.m3u8', 'Heist $(rm -rf ~) "Now"!')}
      />,
    );
    expect(screen.getByText(/^ffmpeg /)).toHaveTextContent(
      'ffmpeg -i "https://cdn.example.org/a%24b/%60x%60.m3u8" -c copy "Heist (rm -rf ~) Now.mp4"',
    );
    expect(readDetails()[0]).toEqual(['File', 'Heist (rm -rf ~) Now.mp4']);
  });

  it('"Copy command" puts the command on the clipboard and then reads "Copied"', async () => {
    const user = userEvent.setup();
    render(<DownloadHelperPage data={helperData('https://cdn.example.org/x.m3u8', 'Sintel')} />);
    const copy = screen.getByRole('button', { name: 'Copy command' });
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe(
      'ffmpeg -i "https://cdn.example.org/x.m3u8" -c copy "Sintel.mp4"',
    );
    expect(copy).toHaveAccessibleName('Copied');
  });

  it('asks to copy by hand when the clipboard refuses', async () => {
    const user = userEvent.setup();
    render(<DownloadHelperPage data={helperData('https://cdn.example.org/x.m3u8', 'Sintel')} />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy command' }));
    expect(
      await screen.findByRole('button', { name: 'Copy failed: select the command and copy it' }),
    ).toBeVisible();
  });

  it('asks to copy by hand where the browser has no clipboard (a page not served securely)', async () => {
    render(<DownloadHelperPage data={helperData('https://cdn.example.org/x.m3u8', 'Sintel')} />);
    // userEvent.setup() would put its own clipboard back; the click is a plain one here.
    const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Copy command' }));
      expect(
        await screen.findByRole('button', { name: 'Copy failed: select the command and copy it' }),
      ).toBeVisible();
    } finally {
      if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
      else Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it('explains an expired, an unsafe and a broken link instead of showing a command', () => {
    const cases = [
      {
        data: helperData('https://cdn.example.org/x.m3u8', 'Old', HLS_DOWNLOAD_LINK_TTL_MS + 1),
        title: 'This download link has expired',
        text: 'Download links work for 24 hours. Open Download on the title’s page again for a new one.',
      },
      {
        data: helperData('javascript:alert(1)', 'Trap'),
        title: 'This download link is not safe to open',
        text: 'It points to an address that is not a web address, so it is not shown. Open Download on the title’s page again.',
      },
      {
        data: 'not-a-link',
        title: 'This download link is broken',
        text: 'It is incomplete or was changed. Open Download on the title’s page again for a new one.',
      },
      {
        data: null,
        title: 'This download link is broken',
        text: 'It is incomplete or was changed. Open Download on the title’s page again for a new one.',
      },
    ];
    for (const { data, title, text } of cases) {
      const { unmount } = render(<DownloadHelperPage data={data} />);
      const alert = screen.getByRole('alert');
      expect(within(alert).getByRole('heading', { level: 2 })).toHaveTextContent(title);
      expect(alert).toHaveTextContent(`${title}${text}`);
      expect(screen.queryByText(/^ffmpeg /)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Copy command' })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('serves "Reading the download link…" and reads the link once in the browser', async () => {
    const data = helperData('https://cdn.example.org/x.m3u8', 'Sintel');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<DownloadHelperPage data={data} />);
    document.body.append(container);
    expect(within(container).getByText('Reading the download link…')).toBeVisible();
    await act(async () => {
      render(<DownloadHelperPage data={data} />, { container, hydrate: true });
      await Promise.resolve();
    });
    expect(within(container).queryByText('Reading the download link…')).not.toBeInTheDocument();
    expect(within(container).getByText(/^ffmpeg /)).toHaveTextContent(
      'ffmpeg -i "https://cdn.example.org/x.m3u8" -c copy "Sintel.mp4"',
    );
  });
});
