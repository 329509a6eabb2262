import { describe, expect, it } from 'vitest';
import {
  findThumbnailCue,
  MAX_THUMBNAIL_CUES,
  parseThumbnailTrack,
  parseVttTimestamp,
  resolveThumbnailUrl,
  type ThumbnailCue,
} from './thumbnail-track';

const TRACK =
  '/media/sample/Big%20Buck%20Bunny%20(2008)/Big%20Buck%20Bunny%20(2008).thumbnails.vtt';
const SPRITE = '/media/sample/Big%20Buck%20Bunny%20(2008)/sprite.jpg';

describe('parseVttTimestamp', () => {
  it.each([
    ['00:00:00.000', 0],
    ['00:01.500', 1500],
    ['01:02:03.456', 3_723_456],
    ['100:00:00.000', 360_000_000],
    [' 00:00:02,000 ', 2000],
  ])('reads %s as %d ms', (text, ms) => {
    expect(parseVttTimestamp(text)).toBe(ms);
  });

  it.each(['', '1:2.3', '00:60.000', '00:00:00', 'abc', '00:00:61.000'])(
    'rejects the malformed timestamp %j',
    (text) => {
      expect(parseVttTimestamp(text)).toBeNull();
    },
  );
});

describe('resolveThumbnailUrl', () => {
  it('resolves a file name against the folder of a same-origin track', () => {
    expect(resolveThumbnailUrl('sprite.jpg', TRACK)).toBe(SPRITE);
  });

  it('resolves against the folder of an absolute track and keeps its origin', () => {
    expect(resolveThumbnailUrl('img/s.jpg', 'https://cdn.example.org/a/b/t.vtt?token=1')).toBe(
      'https://cdn.example.org/a/b/img/s.jpg',
    );
    expect(resolveThumbnailUrl('/x/s.jpg', 'https://cdn.example.org/a/t.vtt')).toBe(
      'https://cdn.example.org/x/s.jpg',
    );
    expect(resolveThumbnailUrl('s.jpg', 'https://cdn.example.org')).toBe(
      'https://cdn.example.org/s.jpg',
    );
  });

  it('follows dot segments without climbing above the root', () => {
    expect(resolveThumbnailUrl('../img/./s.jpg', '/media/a/b/t.vtt')).toBe('/media/a/img/s.jpg');
    expect(resolveThumbnailUrl('../../../../s.jpg', '/media/t.vtt')).toBe('/s.jpg');
    expect(resolveThumbnailUrl('..', '/media/a/t.vtt')).toBe('/media/');
    expect(resolveThumbnailUrl('.', '/media/a/t.vtt')).toBe('/media/a/');
  });

  it('keeps root-relative references and the reference query', () => {
    expect(resolveThumbnailUrl('/media/x/s.jpg?v=2', TRACK)).toBe('/media/x/s.jpg?v=2');
  });

  it('treats a track path without a leading slash as rooted', () => {
    expect(resolveThumbnailUrl('s.jpg', 'media/t.vtt')).toBe('/media/s.jpg');
  });

  it('percent-encodes spaces in a reference', () => {
    expect(resolveThumbnailUrl('Big Buck.jpg', '/media/a/t.vtt')).toBe('/media/a/Big%20Buck.jpg');
  });

  it('keeps absolute http(s) references as they are', () => {
    expect(resolveThumbnailUrl('HTTPS://img.example.org/s.jpg', TRACK)).toBe(
      'HTTPS://img.example.org/s.jpg',
    );
  });

  it('gives protocol-relative references the scheme of an absolute track only', () => {
    expect(resolveThumbnailUrl('//img.example.org/s.jpg', 'http://a.example.org/t.vtt')).toBe(
      'http://img.example.org/s.jpg',
    );
    expect(resolveThumbnailUrl('//img.example.org/s.jpg', TRACK)).toBeNull();
  });

  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', 'file:///etc/passwd', '', '  '])(
    'refuses the unsafe or empty reference %j',
    (reference) => {
      expect(resolveThumbnailUrl(reference, TRACK)).toBeNull();
    },
  );

  it('refuses references with backslashes or tabs', () => {
    expect(resolveThumbnailUrl('a\\b.jpg', TRACK)).toBeNull();
    expect(resolveThumbnailUrl('a\tb.jpg', TRACK)).toBeNull();
  });
});

const cue = (startMs: number, endMs: number, x = 0): ThumbnailCue => ({
  startMs,
  endMs,
  url: SPRITE,
  x,
  y: 0,
  w: 160,
  h: 90,
});

describe('parseThumbnailTrack', () => {
  it('reads cues with their sprite tile, resolved against the track', () => {
    const text = [
      'WEBVTT',
      '',
      '00:00.000 --> 00:02.000',
      'sprite.jpg#xywh=0,0,160,90',
      '',
      '00:02.000 --> 00:04.000',
      'sprite.jpg#xywh=160,0,160,90',
    ].join('\n');
    expect(parseThumbnailTrack(text, TRACK)).toEqual([cue(0, 2000, 0), cue(2000, 4000, 160)]);
  });

  it('accepts a BOM, CRLF, a header line, NOTE blocks, identifiers, settings and pixel units', () => {
    const text = [
      '\uFEFFWEBVTT - thumbnails',
      '',
      'NOTE made by the sample generator',
      '',
      'STYLE',
      '::cue { color: red }',
      '',
      'tile-1',
      '00:00:00.000 --> 00:00:02.000 align:start',
      'sprite.jpg#xywh=pixel:0,0,160,90',
      '',
    ].join('\r\n');
    expect(parseThumbnailTrack(text, TRACK)).toEqual([cue(0, 2000)]);
  });

  it('keeps a cue without a region as the whole image (w and h 0)', () => {
    const text = 'WEBVTT\n\n00:00.000 --> 00:05.000\nhttps://img.example.org/t1.jpg\n';
    expect(parseThumbnailTrack(text, TRACK)).toEqual([
      { startMs: 0, endMs: 5000, url: 'https://img.example.org/t1.jpg', x: 0, y: 0, w: 0, h: 0 },
    ]);
  });

  it('skips cues with bad timings, unsafe images, bad regions or no payload', () => {
    const text = [
      'WEBVTT',
      '',
      '00:05.000 --> 00:04.000',
      'sprite.jpg#xywh=0,0,160,90',
      '',
      'nonsense --> 00:04.000',
      'sprite.jpg#xywh=0,0,160,90',
      '',
      '00:00.000 --> 00:02.000',
      'javascript:alert(1)#xywh=0,0,160,90',
      '',
      '00:00.000 --> 00:02.000',
      'sprite.jpg#xywh=percent:0,0,50,50',
      '',
      '00:00.000 --> 00:02.000',
      'sprite.jpg#xywh=0,0,0,90',
      '',
      '00:00.000 --> 00:02.000',
      '',
      'a',
      'b',
      '00:00.000 --> 00:02.000',
      'sprite.jpg#xywh=0,0,160,90',
      '',
      'just text',
    ].join('\n');
    expect(parseThumbnailTrack(text, TRACK)).toEqual([]);
  });

  it('sorts cues by start time', () => {
    const text = [
      'WEBVTT',
      '',
      '00:02.000 --> 00:04.000',
      'sprite.jpg#xywh=160,0,160,90',
      '',
      '00:00.000 --> 00:02.000',
      'sprite.jpg#xywh=0,0,160,90',
    ].join('\n');
    expect(parseThumbnailTrack(text, TRACK).map((c) => c.startMs)).toEqual([0, 2000]);
  });

  it('reads nothing from a file that is not WebVTT', () => {
    expect(parseThumbnailTrack('<!doctype html><p>Not found</p>', TRACK)).toEqual([]);
    expect(parseThumbnailTrack('WEBVTTX\n\n00:00.000 --> 00:02.000\ns.jpg', TRACK)).toEqual([]);
    expect(parseThumbnailTrack('', TRACK)).toEqual([]);
  });

  it(`stops after ${MAX_THUMBNAIL_CUES} cues`, () => {
    const blocks = Array.from(
      { length: MAX_THUMBNAIL_CUES + 5 },
      (_, index) => `00:00:${String(index % 60).padStart(2, '0')}.000 --> 99:00:00.000\ns.jpg`,
    );
    const cues = parseThumbnailTrack(`WEBVTT\n\n${blocks.join('\n\n')}`, TRACK);
    expect(cues).toHaveLength(MAX_THUMBNAIL_CUES);
  });
});

describe('findThumbnailCue', () => {
  const cues = [cue(0, 2000, 0), cue(2000, 4000, 160), cue(6000, 8000, 320)];

  it.each([
    [0, 0],
    [1999, 0],
    [2000, 160],
    [3999.5, 160],
    [6000, 320],
    [8000, 320],
  ])('at %d ms shows the tile at x = %d', (timeMs, x) => {
    expect(findThumbnailCue(cues, timeMs)?.x).toBe(x);
  });

  it('shows nothing in a gap, outside the track, for NaN or without cues', () => {
    expect(findThumbnailCue(cues, 5000)).toBeNull();
    expect(findThumbnailCue(cues, -1)).toBeNull();
    expect(findThumbnailCue(cues, 8001)).toBeNull();
    expect(findThumbnailCue(cues, Number.NaN)).toBeNull();
    expect(findThumbnailCue([], 0)).toBeNull();
  });
});
