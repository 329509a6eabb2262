import { decodeHlsDownloadPayload } from '@reelhouse/core/downloads/hls-download-link';
import type { PlayerMediaInfo } from '@reelhouse/core/player/media-info-schema';
import { toTmdbId, type TmdbId } from '@reelhouse/core/media/tmdb-id';
import { describe, expect, it } from 'vitest';
import type { FoundSource } from '../player-types';
import { buildDownloadStreams, buildHlsHelperHref } from './download-links';
import { HLS_STREAM, LIBRARY_STREAM } from './source-events.test-support';

function id(value: number): TmdbId {
  const branded = toTmdbId(value);
  if (branded === null) throw new Error('bad id');
  return branded;
}

const ORIGIN = 'https://reel.example';
const NOW = 1_700_000_000_000;
const SOURCE: FoundSource = {
  providerId: 'library',
  providerName: 'Media library',
  streams: [LIBRARY_STREAM, HLS_STREAM],
};
const MOVIE: PlayerMediaInfo = {
  id: id(45745),
  type: 'movie',
  title: 'Sintel',
  year: 2010,
  poster: null,
};
const EPISODE: PlayerMediaInfo = {
  id: id(1396),
  type: 'show',
  title: 'Breaking Bad',
  year: 2008,
  poster: null,
  seasonId: id(3572),
  seasonNumber: 1,
  seasonTitle: 'Season 1',
  episodeId: 's1e3',
  episodeNumber: 3,
  episodeTitle: 'x',
};

function readHelperHref(href: string) {
  const url = new URL(href, ORIGIN);
  expect(url.pathname).toBe('/download');
  return decodeHlsDownloadPayload(url.searchParams.get('data') ?? '', NOW);
}

describe('buildDownloadStreams', () => {
  it('gives a file stream one link per quality, best first, named Title-{host}.{type}', () => {
    const [file] = buildDownloadStreams(SOURCE, MOVIE, ORIGIN, NOW);
    expect(file?.links.filter((link) => link.kind === 'file')).toEqual([
      {
        kind: 'file',
        label: '720p (MP4)',
        href: '/media/sample/Sintel%20(2010)/Sintel%20(2010)%20-%20720p.mp4',
        fileName: 'Sintel-library.mp4',
      },
      {
        kind: 'file',
        label: '360p (MP4)',
        href: '/media/sample/Sintel%20(2010)/Sintel%20(2010)%20-%20360p.mp4',
        fileName: 'Sintel-library.mp4',
      },
    ]);
    expect(file?.notice).toBe(LIBRARY_STREAM.notice);
    expect(file?.title).toBe('Stream 1');
  });

  it('names an episode’s files Title.SxxEyy-{host}.{type}, captions with their language', () => {
    const [file] = buildDownloadStreams(SOURCE, EPISODE, ORIGIN, NOW);
    expect(file?.links.map((link) => link.fileName)).toEqual([
      'Breaking Bad.S01E03-library.mp4',
      'Breaking Bad.S01E03-library.mp4',
      'Breaking Bad.S01E03-library.en.vtt',
    ]);
    expect(file?.links.at(-1)).toMatchObject({ kind: 'caption', label: 'Subtitles: en (VTT)' });
  });

  it('links an HLS stream to the helper page with the absolute playlist, the name and 24 h', () => {
    const [, hls] = buildDownloadStreams(SOURCE, EPISODE, ORIGIN, NOW);
    expect(hls?.title).toBe('Adaptive');
    const [link] = hls?.links ?? [];
    expect(link).toMatchObject({ kind: 'hls', fileName: null });
    expect(readHelperHref(link?.href ?? '')).toEqual({
      ok: true,
      value: {
        url: 'https://reel.example/media/sample/Sintel%20(2010)/Sintel%20(2010).hls/master.m3u8',
        name: 'Breaking Bad.S01E03-library',
        expires: NOW + 24 * 60 * 60 * 1000,
      },
    });
  });

  it('keeps an absolute playlist address as it is, and the link stops working after 24 h', () => {
    const href = buildHlsHelperHref(
      'https://archive.example/a b.m3u8',
      'Ünïcode name',
      ORIGIN,
      NOW,
    );
    const read = readHelperHref(href);
    expect(read).toMatchObject({
      ok: true,
      value: { url: 'https://archive.example/a%20b.m3u8', name: 'Ünïcode name' },
    });
    const data = new URL(href, ORIGIN).searchParams.get('data') ?? '';
    expect(decodeHlsDownloadPayload(data, NOW + 24 * 60 * 60 * 1000)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });
});
