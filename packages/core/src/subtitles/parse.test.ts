import { describe, expect, it } from 'vitest';
import { parseSubtitleCues, parseSubtitles } from './parse';

const SRT = `1
00:00:01,000 --> 00:00:02,500
Hello
<i>World</i>

2
00:00:03,000 --> 00:00:04,000
Bye
`;

const VTT = `WEBVTT
Kind: captions
Language: en

NOTE a comment
spanning lines

STYLE
::cue { color: yellow }

intro
00:00:01.000 --> 00:00:02.500 align:start position:10%
Hello

00:03.000 --> 00:04.250 line:0
No hours
`;

const cuesOf = (text: string) => parseSubtitleCues(text);

describe('parseSubtitles', () => {
  it('reads an SRT file into cues in seconds, keeping the markup for the sanitiser', () => {
    expect(parseSubtitles(SRT)).toEqual({
      ok: true,
      value: {
        format: 'srt',
        skippedBlocks: 0,
        cues: [
          { startSeconds: 1, endSeconds: 2.5, text: 'Hello\n<i>World</i>' },
          { startSeconds: 3, endSeconds: 4, text: 'Bye' },
        ],
      },
    });
  });

  it('reads a WebVTT file, skipping header, NOTE and STYLE blocks and cue settings', () => {
    expect(parseSubtitles(VTT)).toEqual({
      ok: true,
      value: {
        format: 'vtt',
        skippedBlocks: 0,
        cues: [
          { startSeconds: 1, endSeconds: 2.5, text: 'Hello' },
          { startSeconds: 3, endSeconds: 4.25, text: 'No hours' },
        ],
      },
    });
  });

  it('reads files with a byte-order mark (the parser alone throws on one before WEBVTT)', () => {
    expect(cuesOf(`\uFEFF${VTT}`)).toEqual(cuesOf(VTT));
    expect(cuesOf(`\uFEFF${SRT}`)).toEqual(cuesOf(SRT));
  });

  it('reads CRLF and CR-only line breaks like LF, with no stray carriage returns', () => {
    expect(cuesOf(SRT.replace(/\n/g, '\r\n'))).toEqual(cuesOf(SRT));
    expect(cuesOf(SRT.replace(/\n/g, '\r'))).toEqual(cuesOf(SRT));
  });

  it.each([
    ['a dot before the milliseconds in SRT', '00:00:01.000 --> 00:00:02.000', 1, 2],
    ['a comma before the milliseconds in VTT style', '00:01,000 --> 00:02,000', 1, 2],
    ['no hours', '01:02.500 --> 01:03.000', 62.5, 63],
    ['short fractions (1,5 is 1.5 s)', '00:00:01,5 --> 00:00:02,25', 1.5, 2.25],
    ['no fraction', '00:00:01 --> 00:00:02', 1, 2],
    ['no spaces around the arrow', '00:00:01,000-->00:00:02,000', 1, 2],
    ['SRT coordinates after the timing', '00:00:01,000 --> 00:00:02,000 X1:10 X2:20', 1, 2],
    ['hours past 99', '100:00:00,000 --> 100:00:01,000', 360_000, 360_001],
  ])('reads timestamps with %s', (_, timing, start, end) => {
    expect(cuesOf(`1\n${timing}\nText\n`)).toEqual([
      { startSeconds: start, endSeconds: end, text: 'Text' },
    ]);
  });

  it('separates cues that lack the blank line between them', () => {
    const text = '1\n00:00:01,000 --> 00:00:02,000\nA\n2\n00:00:03,000 --> 00:00:04,000\nB\n';
    expect(cuesOf(text)).toEqual([
      { startSeconds: 1, endSeconds: 2, text: 'A' },
      { startSeconds: 3, endSeconds: 4, text: 'B' },
    ]);
  });

  it('keeps a number-only line as text when it is not followed by a timing line', () => {
    expect(cuesOf('1\n00:00:01,000 --> 00:00:02,000\nCount:\n42\n')[0]?.text).toBe('Count:\n42');
  });

  it('keeps a VTT cue whose id contains "note" (the parser alone drops it)', () => {
    const text = 'WEBVTT\n\nfootnote-1\n00:00:01.000 --> 00:00:02.000\nText\n';
    expect(cuesOf(text)).toEqual([{ startSeconds: 1, endSeconds: 2, text: 'Text' }]);
  });

  it('keeps the first cue when it follows the WEBVTT line without a blank line', () => {
    expect(cuesOf('WEBVTT\n00:00:01.000 --> 00:00:02.000\nText')).toHaveLength(1);
  });

  it('skips and counts unreadable blocks but keeps the good cues around them', () => {
    const text = [
      '1\n00:00:01,000 --> 00:00:02,000\nGood',
      '2\nxx:yy --> zz\nBad timing',
      '3\n00:00:05,000 --> 00:00:04,000\nEnds before it starts',
      '4\n00:00:06,000 --> 00:00:07,000',
      'just some junk',
      '5\n00:01:60,000 --> 00:02:00,000\nSixty seconds',
      '6\n00:00:08,000 --> 00:00:09,000\nAlso good',
    ].join('\n\n');
    const result = parseSubtitles(text);
    expect(result.ok && result.value.skippedBlocks).toBe(5);
    expect(cuesOf(text).map((cue) => cue.text)).toEqual(['Good', 'Also good']);
  });

  it('does not let a cue with no text swallow the next cue', () => {
    const text = '1\n00:00:01,000 --> 00:00:02,000\n\n2\n00:00:03,000 --> 00:00:04,000\nB\n';
    expect(cuesOf(text)).toEqual([{ startSeconds: 3, endSeconds: 4, text: 'B' }]);
  });

  it('sorts cues by start time, keeping the file order for equal starts', () => {
    const text = [
      '00:00:05,000 --> 00:00:06,000\nLater',
      '00:00:01,000 --> 00:00:02,000\nFirst',
      '00:00:01,000 --> 00:00:03,000\nSecond',
    ].join('\n\n');
    expect(cuesOf(text).map((cue) => cue.text)).toEqual(['First', 'Second', 'Later']);
  });

  it.each([
    ['', 'empty'],
    ['  \n\r\n\t', 'empty'],
    ['\uFEFF', 'empty'],
    ['hello\nworld', 'no-cues'],
    ['WEBVTT\n\nNOTE only a note', 'no-cues'],
    ['1\nxx --> yy\nText', 'no-cues'],
    ['{"captions": []}', 'no-cues'],
  ])('answers %j with the reason %s instead of throwing', (text, reason) => {
    expect(parseSubtitles(text)).toEqual({ ok: false, reason });
    expect(parseSubtitleCues(text)).toEqual([]);
  });
});
