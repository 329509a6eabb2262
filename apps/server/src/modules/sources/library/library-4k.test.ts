import { describe, expect, it } from 'vitest';
import { dropFourKVariants, isFourKMediaPath, listFourKTitles } from './library-4k';
import { buildLibraryIndex } from './library-index';

describe('the library’s 4K renditions', () => {
  it('are the video files named " - 2160p" or " - 4K", with or without HDR, in any folder', () => {
    for (const path of [
      'Film (2008)/Film (2008) - 2160p.mp4',
      'Film (2008)/Film (2008) - 4K.mkv',
      'Film (2008)/Film (2008) - 2160p HDR.mp4',
      'Show/Season 01/Show S01E01 - 4k-hdr.webm',
      'Film - 2160p.mp4',
    ]) {
      expect(isFourKMediaPath(path), path).toBe(true);
    }
    for (const path of [
      'Film (2008)/Film (2008) - 1080p.mp4',
      'Film (2008)/Film (2008).mp4',
      'Film (2008)/Film (2008) - 2160p.en.vtt',
      '2160p/Film.mp4',
      'Film (2008)/Film (2008).hls/master.m3u8',
    ]) {
      expect(isFourKMediaPath(path), path).toBe(false);
    }
  });
});

describe('listFourKTitles', () => {
  it('lists each title with a 4K rendition once, with how many of its videos have one', () => {
    const video = (base: string, fourK: boolean) => ({
      folder: base,
      base,
      files: {
        '1080': { name: `${base} - 1080p.mp4`, type: 'mp4' as const },
        ...(fourK ? { '4k': { name: `${base} - 2160p.mp4`, type: 'mp4' as const } } : {}),
      },
      hlsPlaylist: null,
      captions: [],
      thumbnails: null,
    });
    const base = { tmdbId: null, imdbId: null, isSample: false };
    const index = buildLibraryIndex(
      [
        {
          ...base,
          type: 'movie',
          title: 'Sharp',
          year: 2001,
          folder: 'Sharp',
          video: video('Sharp', true),
        },
        {
          ...base,
          type: 'movie',
          title: 'Soft',
          year: 2002,
          folder: 'Soft',
          video: video('Soft', false),
        },
        {
          ...base,
          type: 'show',
          title: 'Series',
          year: null,
          folder: 'Series',
          episodes: new Map([
            ['1:1', video('e1', true)],
            ['1:2', video('e2', true)],
            ['1:3', video('e3', false)],
          ]),
        },
      ],
      { entryCount: 3, isTruncated: false },
    );

    expect(listFourKTitles([index])).toEqual([
      { type: 'movie', title: 'Sharp', year: 2001, tmdbId: null, videos: 1 },
      { type: 'show', title: 'Series', year: null, tmdbId: null, videos: 2 },
    ]);
  });
});

describe('dropFourKVariants', () => {
  const MASTER = [
    '#EXTM3U',
    '#EXT-X-VERSION:6',
    '#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360',
    '360p/index.m3u8',
    '#EXT-X-STREAM-INF:BANDWIDTH=9000000,RESOLUTION=3840x2160',
    '2160p/index.m3u8',
    '#EXT-X-I-FRAME-STREAM-INF:BANDWIDTH=900000,URI="2160p/iframes.m3u8"',
    '#EXT-X-STREAM-INF:BANDWIDTH=2200000,RESOLUTION=1280x720',
    '720p/index.m3u8',
    '',
  ].join('\n');

  it('drops the 2160p levels of a master playlist, with their URIs, and keeps the rest as it was', () => {
    expect(dropFourKVariants(MASTER)).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:6',
        '#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360',
        '360p/index.m3u8',
        '#EXT-X-STREAM-INF:BANDWIDTH=2200000,RESOLUTION=1280x720',
        '720p/index.m3u8',
        '',
      ].join('\n'),
    );
  });

  it('answers null for a playlist without a 4K level (served as it is)', () => {
    expect(
      dropFourKVariants('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\n720p/index.m3u8\n'),
    ).toBeNull();
  });
});
