import {
  decodeHlsDownloadPayload,
  HLS_DOWNLOAD_LINK_TTL_MS,
} from '@reelhouse/core/downloads/hls-download-link';
import type { PlayerMediaInfo } from '@reelhouse/core/player/media-info-schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FoundSource } from '../player-types';
import { renderRoute } from '../../../../test-support/render-route';
import DownloadDialog from './download-dialog';
import { LOST_EPISODE, SINTEL_MOVIE } from '../player-media.test-support';

const NOW = Date.UTC(2030, 0, 15, 12, 0, 0);

const MOVIE = SINTEL_MOVIE;
const EPISODE = LOST_EPISODE;

const SOURCE: FoundSource = {
  providerId: 'library',
  providerName: 'Media library',
  streams: [
    {
      type: 'file',
      label: 'Main feature',
      notice: 'A generated sample clip.',
      qualities: {
        '720': { url: 'https://cdn.example.org/sintel-720.mp4', type: 'mp4' },
        '1080': { url: 'https://cdn.example.org/sintel-1080.webm', type: 'webm' },
      },
      captions: [
        { id: 'en', language: 'en', url: 'https://cdn.example.org/sintel.en.vtt', type: 'vtt' },
      ],
    },
    { type: 'hls', playlist: '/media/hls/master.m3u8', captions: [] },
  ],
};

function renderDialog(media: PlayerMediaInfo = MOVIE, subject = 'Sintel') {
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderRoute(
    <DownloadDialog source={SOURCE} media={media} subject={subject} onClose={onClose} />,
    { path: '/movie/45745' },
  );
  const dialog = screen.getByRole('dialog', { name: `Download ${subject}` });
  return { user, onClose, dialog };
}

/** Each stream's title and the names of its links, as listed. */
function listStreams(dialog: HTMLElement) {
  return within(dialog)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => {
      const item = heading.closest('li');
      if (item === null) throw new Error('a stream outside the list');
      return [
        heading.textContent,
        within(item)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ];
    });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the download dialog', () => {
  it('is titled "Download {subject}" and says where the files come from', () => {
    const { dialog } = renderDialog();
    expect(
      within(dialog).getByRole('heading', { level: 2, name: 'Download Sintel' }),
    ).toBeVisible();
    expect(dialog).toHaveAccessibleDescription(
      'From Media library. Files save directly; an HLS stream opens a helper page with a command that saves it.',
    );
  });

  it("lists each stream under its label (else 'Stream N'), with its notice and its links", () => {
    const { dialog } = renderDialog();
    expect(listStreams(dialog)).toEqual([
      ['Main feature', ['1080p (WEBM)', '720p (MP4)', 'Subtitles: en (VTT)']],
      ['Stream 2', ['HLS stream: save with ffmpeg']],
    ]);
    expect(within(dialog).getByText('A generated sample clip.')).toBeVisible();
  });

  it('saves each file under Title-{host}.{type}, the captions with their language', () => {
    const { dialog } = renderDialog();
    const hd = within(dialog).getByRole('link', { name: '1080p (WEBM)' });
    expect(hd).toHaveAttribute('href', 'https://cdn.example.org/sintel-1080.webm');
    expect(hd).toHaveAttribute('download', 'Sintel-library.webm');
    expect(hd).not.toHaveAttribute('target');
    expect(within(dialog).getByRole('link', { name: '720p (MP4)' })).toHaveAttribute(
      'download',
      'Sintel-library.mp4',
    );
    const captions = within(dialog).getByRole('link', { name: 'Subtitles: en (VTT)' });
    expect(captions).toHaveAttribute('href', 'https://cdn.example.org/sintel.en.vtt');
    expect(captions).toHaveAttribute('download', 'Sintel-library.en.vtt');
  });

  it("opens the HLS helper in a new tab with the episode's name and a link valid for 24 h", () => {
    const { dialog } = renderDialog(EPISODE, 'Lost S1 E3');
    const helper = within(dialog).getByRole('link', { name: 'HLS stream: save with ffmpeg' });
    expect(helper).toHaveAttribute('target', '_blank');
    expect(helper).toHaveAttribute('rel', 'noopener');
    expect(helper).not.toHaveAttribute('download');
    const href = new URL(helper.getAttribute('href') ?? '', window.location.origin);
    expect(href.pathname).toBe('/download');
    expect(decodeHlsDownloadPayload(href.searchParams.get('data') ?? '', NOW)).toEqual({
      ok: true,
      value: {
        url: `${window.location.origin}/media/hls/master.m3u8`,
        name: 'Lost.S01E03-library',
        expires: NOW + HLS_DOWNLOAD_LINK_TTL_MS,
      },
    });
    expect(within(dialog).getByRole('link', { name: 'Subtitles: en (VTT)' })).toHaveAttribute(
      'download',
      'Lost.S01E03-library.en.vtt',
    );
  });

  it('closes on Close and on Escape', async () => {
    const { user, onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('"Use your own Jellyfin" goes to the Jellyfin page', async () => {
    const { user, dialog } = renderDialog();
    await user.click(within(dialog).getByRole('link', { name: 'Use your own Jellyfin' }));
    expect(await screen.findByRole('heading', { name: 'Stand-in page /jellyfin' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Current address' })).toHaveTextContent('/jellyfin');
  });
});
