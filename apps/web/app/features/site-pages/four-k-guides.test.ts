// The /4k page's video guides point at files in the web app's public folder
// (`node scripts/record-4k-guides.mjs` makes them): each must be there, small, and captioned.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FOUR_K_VIDEO_GUIDES } from './four-k-guides';

const GUIDES_DIR = path.join(import.meta.dirname, '..', '..', '..', 'public', 'guides');
const MAX_VIDEO_BYTES = 500 * 1024;
const MAX_POSTER_BYTES = 80 * 1024;
/** a cue timing line: `00:00:03.000 --> 00:00:06.000` */
const CUE_TIMING = /^(\d{2}:)?\d{2}:\d{2}\.\d{3} --> (\d{2}:)?\d{2}:\d{2}\.\d{3}/m;

describe.each(FOUR_K_VIDEO_GUIDES)('the video guide $title', ({ name }) => {
  const file = (extension: string) => path.join(GUIDES_DIR, `${name}.${extension}`);

  it('has its video, poster and captions in the public guides folder', () => {
    expect(['mp4', 'jpg', 'vtt'].filter((extension) => !existsSync(file(extension)))).toEqual([]);
  });

  it('has captions that start with WEBVTT and hold at least one cue', () => {
    const captions = readFileSync(file('vtt'), 'utf8');
    expect(captions.startsWith('WEBVTT')).toBe(true);
    expect(captions).toMatch(CUE_TIMING);
  });

  it('is an MP4 of less than 500 KB, with a poster of at most 80 KB', () => {
    const video = readFileSync(file('mp4'));
    expect(video.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(video.length).toBeLessThan(MAX_VIDEO_BYTES);
    expect(statSync(file('jpg')).size).toBeLessThanOrEqual(MAX_POSTER_BYTES);
  });
});
