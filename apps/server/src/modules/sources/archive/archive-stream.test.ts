import { streamSchema } from '@reelhouse/core/player/source-schema';
import { describe, expect, it } from 'vitest';
import { parseArchiveItem } from './archive-item';
import {
  buildArchiveDownloadUrl,
  buildArchiveStream,
  getCaptionLanguage,
  getQualityKeyForHeight,
} from './archive-stream';

const DOWNLOAD = 'https://archive.org/download';
const NOTICE = 'CC BY 3.0 — Blender Foundation';

function item(files: unknown[], metadata: Record<string, unknown> = {}) {
  return parseArchiveItem('film-item', { metadata, files });
}

describe('parseArchiveItem', () => {
  it('reads numbers given as strings and skips malformed file entries', () => {
    const parsed = item(
      [
        { name: 'a.mp4', format: 'h.264', height: '720', size: '1000' },
        { format: 'h.264' },
        'not a file',
        { name: 'b.mp4', format: 'MPEG4', height: 'unknown', size: 12 },
      ],
      { language: ['eng', 'fre'] },
    );

    expect(parsed).toEqual({
      identifier: 'film-item',
      language: 'eng',
      files: [
        { name: 'a.mp4', format: 'h.264', height: 720, size: 1000 },
        { name: 'b.mp4', format: 'MPEG4', height: undefined, size: 12 },
      ],
    });
  });

  it('reads the empty answer of an unknown item as an item without files', () => {
    expect(parseArchiveItem('gone', {})).toEqual({
      identifier: 'gone',
      language: undefined,
      files: [],
    });
  });

  it('refuses an answer that is not an object', () => {
    expect(() => parseArchiveItem('x', 'oops')).toThrow();
  });
});

describe('getQualityKeyForHeight', () => {
  it.each([
    [2160, '4k'],
    [1080, '1080'],
    [1079, '720'],
    [720, '720'],
    [480, '480'],
    [479, '360'],
    [240, '360'],
    [undefined, 'original'],
  ] as const)('%s px → %s', (height, key) => {
    expect(getQualityKeyForHeight(height)).toBe(key);
  });
});

describe('getCaptionLanguage', () => {
  it.each([
    ['film.en.srt', undefined, 'en'],
    ['film.eng.vtt', undefined, 'eng'],
    ['film_english.srt', undefined, 'English'],
    ['Film-French.vtt', undefined, 'French'],
    ['film_eng.srt', undefined, 'eng'],
    ['film-fr.vtt', undefined, 'fr'],
    ['subs/film_de.srt', undefined, 'de'],
    ['the_end.srt', 'English', 'English'],
    ['film.srt', 'eng', 'eng'],
    ['film.srt', undefined, 'Unknown'],
  ])('%s (item language %s) → %s', (name, itemLanguage, language) => {
    expect(getCaptionLanguage(name, itemLanguage)).toBe(language);
  });
});

describe('buildArchiveDownloadUrl', () => {
  it('encodes each path segment of the file name, keeping the slashes', () => {
    expect(buildArchiveDownloadUrl(DOWNLOAD, 'item', 'dir/My Film #1?.mp4')).toBe(
      'https://archive.org/download/item/dir/My%20Film%20%231%3F.mp4',
    );
  });
});

describe('buildArchiveStream', () => {
  it('offers one file stream, the preferred MP4 at each quality', () => {
    const stream = buildArchiveStream(
      item([
        { name: 'film.mp4', format: 'MPEG4', height: '1080', size: '9000', source: 'original' },
        { name: 'film.ia.mp4', format: 'h.264 IA', height: '1080', size: '5000' },
        { name: 'film_512kb.mp4', format: '512Kb MPEG4', height: '240', size: '100' },
        { name: 'film_720.mp4', format: 'h.264', height: '720', size: '3000' },
        { name: 'film_720_small.mp4', format: 'h.264', height: '720', size: '2000' },
        { name: 'film.ogv', format: 'Ogg Video', height: '480' },
        { name: 'film.mov', format: 'h.264', height: '480' },
        { name: 'film_thumb.mp4', format: 'Thumbnail', height: '480' },
      ]),
      DOWNLOAD,
      NOTICE,
    );

    expect(stream).toEqual({
      id: 'archive-film-item',
      type: 'file',
      qualities: {
        '1080': { url: `${DOWNLOAD}/film-item/film.ia.mp4`, type: 'mp4' },
        '720': { url: `${DOWNLOAD}/film-item/film_720.mp4`, type: 'mp4' },
        '360': { url: `${DOWNLOAD}/film-item/film_512kb.mp4`, type: 'mp4' },
      },
      captions: [],
      label: 'Internet Archive',
      notice: NOTICE,
    });
    expect(streamSchema.safeParse(stream).success).toBe(true);
  });

  it("keys an MP4 without a height as 'original'", () => {
    const stream = buildArchiveStream(
      item([{ name: 'film.mp4', format: 'h.264' }]),
      DOWNLOAD,
      NOTICE,
    );

    expect(stream?.qualities).toEqual({
      original: { url: `${DOWNLOAD}/film-item/film.mp4`, type: 'mp4' },
    });
  });

  it('lists .srt and .vtt files as captions with their language', () => {
    const stream = buildArchiveStream(
      item(
        [
          { name: 'film.mp4', format: 'h.264 IA', height: '480' },
          { name: 'film.en.srt', format: 'SubRip' },
          { name: 'film_french.VTT', format: 'Web Video Text Tracks' },
          { name: 'film.ass', format: 'Advanced SubStation Alpha' },
        ],
        { language: 'English' },
      ),
      DOWNLOAD,
      NOTICE,
    );

    expect(stream?.captions).toEqual([
      {
        id: 'archive-film-item-film.en.srt',
        language: 'en',
        url: `${DOWNLOAD}/film-item/film.en.srt`,
        type: 'srt',
      },
      {
        id: 'archive-film-item-film_french.VTT',
        language: 'French',
        url: `${DOWNLOAD}/film-item/film_french.VTT`,
        type: 'vtt',
      },
    ]);
  });

  it('offers nothing for an item without an MP4 derivative', () => {
    expect(
      buildArchiveStream(
        item([
          { name: 'film.ogv', format: 'Ogg Video', height: '480' },
          { name: 'film.en.srt', format: 'SubRip' },
        ]),
        DOWNLOAD,
        NOTICE,
      ),
    ).toBe(null);
  });
});
