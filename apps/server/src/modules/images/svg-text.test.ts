import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanText, escapeXml, estimateWidthEm, wrapText } from './svg-text';

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`Tom & Jerry <"Cat's"> `)).toBe(
      'Tom &amp; Jerry &lt;&quot;Cat&apos;s&quot;&gt; ',
    );
  });

  it('leaves no raw <, >, quote or unescaped & in any string', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const escaped = escapeXml(text);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(escaped.replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toContain('&');
      }),
    );
  });
});

describe('cleanText', () => {
  it('drops characters XML 1.0 forbids and lone surrogates', () => {
    expect(cleanText('A\u0000B\u0007C\u001fD\uffffE\ud800F')).toBe('ABCDEF');
  });

  it('drops emoji with their joiners, modifiers and variation selectors', () => {
    expect(cleanText('Film 🎬 Club 👩🏽‍🚀 ❤️ 2')).toBe('Film Club 2');
  });

  it('keeps accents, CJK, Arabic and typographic punctuation', () => {
    expect(cleanText('Amélie — 東京物語 · الرسالة “Q”')).toBe('Amélie — 東京物語 · الرسالة “Q”');
  });

  it('collapses runs of whitespace, tabs and new lines to single spaces', () => {
    expect(cleanText('  The\t\tLong \n Goodbye  ')).toBe('The Long Goodbye');
  });
});

describe('wrapText', () => {
  const box = { width: 840, maxLines: 5, maxFontSize: 150, minFontSize: 60 };

  it('keeps a short title on one line at the largest size', () => {
    expect(wrapText('Up', box)).toEqual({ lines: ['Up'], fontSize: 150 });
  });

  it('shrinks the type rather than break a word', () => {
    const { lines, fontSize } = wrapText('Nosferatu', { ...box, maxFontSize: 200 });

    expect(lines).toEqual(['Nosferatu']);
    expect(fontSize).toBeLessThan(200);
  });

  it('wraps at spaces, every line within the box by the estimate', () => {
    const title = 'Dr. Strangelove or: How I Learned to Stop Worrying and Love the Bomb';
    const { lines, fontSize } = wrapText(title, box);

    expect(lines.join(' ')).toBe(title);
    expect(lines.length).toBeLessThanOrEqual(5);
    for (const line of lines) expect(estimateWidthEm(line) * fontSize).toBeLessThanOrEqual(840);
  });

  it('breaks a word longer than the line at the smallest size', () => {
    const word = 'Supercalifragilisticexpialidocious'.repeat(2);
    const { lines, fontSize } = wrapText(word, box);

    expect(fontSize).toBe(60);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(word);
  });

  it('ends the last line in an ellipsis when the text needs more lines than allowed', () => {
    const { lines } = wrapText('word '.repeat(200).trim(), box);

    expect(lines).toHaveLength(5);
    expect(lines[4]).toMatch(/…$/);
  });

  it('wraps CJK titles without spaces', () => {
    const { lines } = wrapText('東京物語'.repeat(10), { ...box, maxLines: 3 });

    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(estimateWidthEm(line) * 60).toBeLessThanOrEqual(840);
  });
});
