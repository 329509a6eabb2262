import { describe, expect, it } from 'vitest';
import { CAPTION_TEXT_MAX_CHARS, readCaptionCues } from './caption-cues';

describe('readCaptionCues', () => {
  it('reads a WebVTT file into sanitised cues without credit lines', () => {
    const vtt = [
      'WEBVTT',
      '',
      '00:01.000 --> 00:02.500',
      '<i>Hello</i> <script>alert(1)</script>there',
      '',
      '00:03.000 --> 00:04.000',
      'Subtitles by www.OpenSubtitles.org',
      '',
    ].join('\n');
    expect(readCaptionCues(vtt)).toEqual({
      ok: true,
      value: [
        {
          startSeconds: 1,
          endSeconds: 2.5,
          tokens: [
            { type: 'i', children: [{ type: 'text', text: 'Hello' }] },
            { type: 'text', text: ' there' },
          ],
        },
      ],
    });
  });

  it('reads an SRT file whatever it is called', () => {
    const srt = '1\r\n00:00:05,000 --> 00:00:06,000\r\nLine one\r\nLine two\r\n';
    expect(readCaptionCues(srt)).toEqual({
      ok: true,
      value: [
        {
          startSeconds: 5,
          endSeconds: 6,
          tokens: [
            { type: 'text', text: 'Line one' },
            { type: 'br' },
            { type: 'text', text: 'Line two' },
          ],
        },
      ],
    });
  });

  it('answers an empty list when every cue is a credit', () => {
    expect(readCaptionCues('1\n00:00:01,000 --> 00:00:02,000\nosdb.link/abc\n')).toEqual({
      ok: true,
      value: [],
    });
  });

  it.each([
    ['', 'empty'],
    ['   \n\n', 'empty'],
    ['<html><body>Not found</body></html>', 'no-cues'],
  ] as const)('says why %j has no cues (%s)', (text, reason) => {
    expect(readCaptionCues(text)).toEqual({ ok: false, reason });
  });

  it('refuses a text too long to be a subtitle file without parsing it', () => {
    const cue = '1\n00:00:01,000 --> 00:00:02,000\nHi\n\n';
    const text = cue.repeat(Math.ceil(CAPTION_TEXT_MAX_CHARS / cue.length) + 1);
    expect(readCaptionCues(text)).toEqual({ ok: false, reason: 'too-large' });
    expect(readCaptionCues(text.slice(0, CAPTION_TEXT_MAX_CHARS / 100)).ok).toBe(true);
  });
});
