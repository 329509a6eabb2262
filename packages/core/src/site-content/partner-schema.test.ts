import { describe, expect, it } from 'vitest';
import { partnerListSchema, partnerSchema } from './partner-schema';

describe('partnerSchema', () => {
  it('reads a partner with a name, an http(s) address and an optional description', () => {
    expect(
      partnerSchema.parse({ name: ' Open Films ', url: 'https://openfilms.example/' }),
    ).toEqual({ name: 'Open Films', url: 'https://openfilms.example/' });
    expect(
      partnerSchema.parse({ name: 'A', url: 'http://a.example', description: 'Public domain' }),
    ).toEqual({ name: 'A', url: 'http://a.example', description: 'Public domain' });
  });

  it('refuses other schemes, an empty name and unknown keys', () => {
    expect(partnerSchema.safeParse({ name: 'A', url: 'javascript:alert(1)' }).success).toBe(false);
    expect(partnerSchema.safeParse({ name: ' ', url: 'https://a.example' }).success).toBe(false);
    expect(
      partnerSchema.safeParse({ name: 'A', url: 'https://a.example', urll: 'x' }).success,
    ).toBe(false);
  });

  it('names the entry and field of a bad partner in a list', () => {
    const result = partnerListSchema.safeParse([
      { name: 'A', url: 'https://a.example' },
      { name: 'B', url: 'ftp://b.example' },
    ]);
    expect(result.error?.issues[0]?.path).toEqual([1, 'url']);
    expect(result.error?.issues[0]?.message).toBe('Expected an http(s) address');
  });
});
