import { describe, expect, it } from 'vitest';
import { adSchema, parseAdList } from './ad-schema';

function ad(fields: Record<string, unknown>) {
  return adSchema.parse({ id: 'a', link: 'https://example.org', gifUrl: '/ads/a.gif', ...fields });
}

describe('adSchema', () => {
  it('defaults the priority to 1', () => {
    expect(ad({}).priority).toBe(1);
  });

  it.each([
    ['a javascript link', { link: 'javascript:alert(1)' }],
    ['a protocol-relative creative', { gifUrl: '//evil.example/a.gif' }],
    ['a zero priority', { priority: 0 }],
    ['a date without a fixed instant', { startDate: '2025-03-01T10:00' }],
  ])('refuses %s', (_name, fields) => {
    expect(adSchema.safeParse({ id: 1, link: '/x', gifUrl: '/a.gif', ...fields }).success).toBe(
      false,
    );
  });

  it('reads /ads.json one entry at a time', () => {
    const result = parseAdList([{ id: 1, link: '/partners', gifUrl: '/a.gif' }, { id: 2 }]);
    expect(result).toMatchObject({ ok: true, droppedCount: 1 });
  });
});
