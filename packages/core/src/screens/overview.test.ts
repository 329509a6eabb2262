import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OVERVIEW_ELLIPSIS, OVERVIEW_MAX_CHARS, truncateOverview } from './overview';

describe('truncateOverview', () => {
  it('cuts at 85 characters and adds three dots', () => {
    const long = 'a'.repeat(100);
    expect(truncateOverview(long)).toBe(`${'a'.repeat(85)}...`);
    expect([OVERVIEW_MAX_CHARS, OVERVIEW_ELLIPSIS]).toEqual([85, '...']);
  });

  it('keeps an overview of 85 characters or fewer as it is', () => {
    expect(truncateOverview('b'.repeat(85))).toBe('b'.repeat(85));
    expect(truncateOverview('Short.')).toBe('Short.');
  });

  it('drops spaces before the dots when the cut falls after a word', () => {
    const text = `${'w'.repeat(84)} next words`;
    expect(truncateOverview(text)).toBe(`${'w'.repeat(84)}...`);
  });

  it('never splits an emoji in half', () => {
    const text = '🎬'.repeat(90);
    expect(truncateOverview(text)).toBe(`${'🎬'.repeat(85)}...`);
  });

  it('reads a missing overview as empty', () => {
    expect(truncateOverview(null)).toBe('');
    expect(truncateOverview(undefined)).toBe('');
  });

  it('keeps the start of the text and never shows more than 85 characters before the dots', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const shown = truncateOverview(text);
        if (shown === text) return;
        const body = shown.slice(0, -3);
        expect(shown.endsWith('...')).toBe(true);
        expect(Array.from(body).length).toBeLessThanOrEqual(85);
        expect(text.startsWith(body)).toBe(true);
      }),
    );
  });
});
