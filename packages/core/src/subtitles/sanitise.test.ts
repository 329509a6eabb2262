import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  getTokensText,
  removeDangerousBlocks,
  sanitiseCueText,
  type SubtitleToken,
} from './sanitise';

const text = (value: string): SubtitleToken => ({ type: 'text', text: value });

describe('sanitiseCueText', () => {
  it.each<[string, string, SubtitleToken[]]>([
    ['keeps plain text', 'Hello there', [text('Hello there')]],
    ['turns line breaks into br tokens', 'One\nTwo', [text('One'), { type: 'br' }, text('Two')]],
    [
      'keeps i, b and u',
      '<i>a</i><b>b</b><u>c</u>',
      [
        { type: 'i', children: [text('a')] },
        { type: 'b', children: [text('b')] },
        { type: 'u', children: [text('c')] },
      ],
    ],
    [
      'nests them',
      '<b>bold <i>both</i></b>',
      [{ type: 'b', children: [text('bold '), { type: 'i', children: [text('both')] }] }],
    ],
    [
      'reads br in every spelling',
      'a<br>b<BR/>c<br />d',
      [text('a'), { type: 'br' }, text('b'), { type: 'br' }, text('c'), { type: 'br' }, text('d')],
    ],
    [
      'drops attributes of kept tags',
      '<i class="x" onclick="alert(1)">hi</i>',
      [{ type: 'i', children: [text('hi')] }],
    ],
    ['is case-insensitive about tag names', '<I>hi</I>', [{ type: 'i', children: [text('hi')] }]],
    [
      'drops other tags but keeps their text',
      '<font color="red">red</font> <a href="x">link</a>',
      [text('red link')],
    ],
    [
      'drops WebVTT class, voice and timestamp tags',
      '<v Roger><c.yellow>Hi</c> <00:00:01.500>there</v>',
      [text('Hi there')],
    ],
    ['removes script blocks with their content', 'a<script>alert(1)</script>b', [text('ab')]],
    ['removes style blocks with their content', '<style>p{}</style>ok', [text('ok')]],
    ['removes iframe blocks with their content', '<iframe src="x">inside</iframe>ok', [text('ok')]],
    ['removes an unclosed script and everything after it', 'ok<script>alert(1)', [text('ok')]],
    [
      'does not let a split script reassemble',
      '<scr<script></script>ipt>alert(1)</script>x',
      [text('x')],
    ],
    [
      'decodes entities after reading tags, so they stay text',
      '&lt;b&gt;not bold&lt;/b&gt; &amp; more',
      [text('<b>not bold</b> & more')],
    ],
    ['closes unclosed tags at the end', '<i>open', [{ type: 'i', children: [text('open')] }]],
    ['ignores stray closing tags', 'a</b>b', [text('ab')]],
    [
      'closes inner tags with an outer closing tag',
      '<b><i>x</b>y',
      [{ type: 'b', children: [{ type: 'i', children: [text('x')] }] }, text('y')],
    ],
    [
      'drops empty formatting',
      '<i></i><b> </b>x',
      [{ type: 'b', children: [text(' ')] }, text('x')],
    ],
    ['removes ASS override codes', '{\\an8}Top line', [text('Top line')]],
    ['keeps a lone angle bracket as text', 'a < b and 3 > 2 <3', [text('a < b and 3 > 2 <3')]],
  ])('%s', (_, input, tokens) => {
    expect(sanitiseCueText(input)).toEqual(tokens);
  });

  it('returns nothing for text that is only markup', () => {
    expect(sanitiseCueText('<script>x</script><i></i>')).toEqual([]);
  });

  it('never lets a tag other than i, b, u or br into the tree, whatever the input', () => {
    const piece = fc.constantFrom(
      '<script>',
      '</script>',
      '<style>',
      '<iframe>',
      '<img src=x onerror=alert(1)>',
      '<i>',
      '</i>',
      '<b>',
      '</b>',
      '<u>',
      '</u>',
      '<br>',
      '<',
      '>',
      '&lt;',
      'text',
      '\n',
      '<scr',
      'ipt>',
    );
    const allowed = new Set(['text', 'br', 'i', 'b', 'u']);
    const check = (tokens: SubtitleToken[]): void => {
      for (const token of tokens) {
        expect(allowed.has(token.type)).toBe(true);
        if (token.type === 'i' || token.type === 'b' || token.type === 'u') check(token.children);
      }
    };
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, fc.string()), { maxLength: 30 }), (pieces) => {
        const input = pieces.join('');
        const tokens = sanitiseCueText(input);
        check(tokens);
        expect(getTokensText(tokens).toLowerCase()).not.toMatch(/<script|<iframe|<style/);
      }),
    );
  });
});

describe('sanitiseCueText and text that only looks like a tag', () => {
  it('shows no dangerous tag when text around a dropped tag meets, even nested', () => {
    expect(getTokensText(sanitiseCueText('<scr</b>ipt>alert(1)'))).toBe('script>alert(1)');
    expect(getTokensText(sanitiseCueText('<i><<scr</b>ipt></i>'))).toBe('script>');
  });

  it('shows no dangerous tag in text that meets across a formatting tag', () => {
    expect(sanitiseCueText('<scr<b>ipt>')).toEqual([
      { type: 'text', text: 'scr' },
      { type: 'b', children: [{ type: 'text', text: 'ipt>' }] },
    ]);
    expect(getTokensText(sanitiseCueText('<i><</i><b>/style>x</b>'))).toBe('/style>x');
    expect(getTokensText(sanitiseCueText('<scr<x>ipt>'))).toBe('script>');
  });

  it('keeps a plain "<" that starts nothing dangerous', () => {
    expect(getTokensText(sanitiseCueText('1 < 2 and <3'))).toBe('1 < 2 and <3');
  });
});

describe('removeDangerousBlocks', () => {
  it('leaves text without dangerous blocks unchanged', () => {
    expect(removeDangerousBlocks('<i>Hello</i>')).toBe('<i>Hello</i>');
  });

  it('removes blocks whatever the case and closing-tag spacing', () => {
    expect(removeDangerousBlocks('a<SCRIPT type="x">1</Script >b')).toBe('ab');
  });
});

describe('getTokensText', () => {
  it('gives the visible text with line breaks', () => {
    expect(getTokensText(sanitiseCueText('<i>Hello</i>\n<b>there</b>'))).toBe('Hello\nthere');
  });
});
