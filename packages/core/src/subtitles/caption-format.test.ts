import { describe, expect, it } from 'vitest';
import { detectSubtitleFormat, pickCaptionFormat } from './caption-format';

describe('pickCaptionFormat', () => {
  it.each([
    [{ type: 'vtt', url: '/subs/en.srt' }, 'vtt'],
    [{ type: 'SRT', url: '/subs/en' }, 'srt'],
    [{ url: 'https://subs.example/en.vtt?token=1#t' }, 'vtt'],
    [{ url: '/subs/EN.SRT' }, 'srt'],
    [{ type: 'ass', url: '/subs/en.vtt' }, 'vtt'],
    [{ url: '/subs/en.ass' }, null],
    [{ url: '/subs.d/en' }, null],
    [{ url: '/subs/en' }, null],
    [{ url: 'https://subs.example/download?format=.srt' }, null],
  ])('decides %o is %s', (caption, format) => {
    expect(pickCaptionFormat(caption)).toBe(format);
  });
});

describe('detectSubtitleFormat', () => {
  it.each([
    ['WEBVTT\n\n00:01.000 --> 00:02.000\nHi', 'vtt'],
    ['\uFEFFWEBVTT - with a title\n', 'vtt'],
    ['WEBVTT', 'vtt'],
    ['WEBVTT\r\n', 'vtt'],
    ['WEBVTTX\n', 'srt'],
    ['1\n00:00:01,000 --> 00:00:02,000\nHi', 'srt'],
    ['', 'srt'],
  ])('reads %j as %s', (text, format) => {
    expect(detectSubtitleFormat(text)).toBe(format);
  });
});
