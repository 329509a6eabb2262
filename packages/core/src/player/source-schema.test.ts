import { describe, expect, it } from 'vitest';
import { captionSchema, sourceResultSchema, streamSchema } from './source-schema';

const caption = { id: 'en-1', language: 'en', url: '/media/subs/en.srt', type: 'srt' };
const hls = { type: 'hls', playlist: 'https://cdn.example/master.m3u8', captions: [caption] };
const file = {
  type: 'file',
  qualities: {
    '1080': { url: '/media/movie-1080.mp4', type: 'mp4' },
    '4k-hdr': { url: '/media/movie-2160.mp4', type: 'mp4' },
    original: { url: '/media/movie.mkv', type: 'mkv' },
  },
  captions: [],
};

describe('streamSchema', () => {
  it('accepts an HLS stream and a file stream', () => {
    expect(streamSchema.parse(hls)).toEqual(hls);
    expect(streamSchema.parse(file)).toEqual(file);
  });

  it('treats missing captions as none', () => {
    const { captions: _, ...withoutCaptions } = hls;
    expect(streamSchema.parse(withoutCaptions).captions).toEqual([]);
  });

  it.each([
    ['an unknown quality key', { ...file, qualities: { '1440': { url: '/a.mp4', type: 'mp4' } } }],
    ['an empty qualities map', { ...file, qualities: {} }],
    [
      'an unknown container type',
      { ...file, qualities: { '720': { url: '/a.avi', type: 'avi' } } },
    ],
    ['a playlist with a javascript: URL', { ...hls, playlist: 'javascript:alert(1)' }],
    ['an unknown stream type', { ...hls, type: 'dash' }],
  ])('rejects %s', (_, value) => {
    expect(streamSchema.safeParse(value).success).toBe(false);
  });
});

describe('captionSchema', () => {
  it('accepts srt and vtt captions only', () => {
    expect(captionSchema.parse(caption)).toEqual(caption);
    expect(captionSchema.safeParse({ ...caption, type: 'vtt' }).success).toBe(true);
    expect(captionSchema.safeParse({ ...caption, type: 'ass' }).success).toBe(false);
    expect(captionSchema.safeParse({ ...caption, language: '' }).success).toBe(false);
  });
});

describe('sourceResultSchema', () => {
  it('accepts one stream, a list of streams, or an empty list', () => {
    expect(sourceResultSchema.parse(hls)).toEqual(hls);
    expect(sourceResultSchema.parse([hls, file])).toEqual([hls, file]);
    expect(sourceResultSchema.parse([])).toEqual([]);
  });

  it('rejects a list with one bad stream', () => {
    expect(sourceResultSchema.safeParse([hls, { ...hls, playlist: 'ftp://x/y' }]).success).toBe(
      false,
    );
  });
});
