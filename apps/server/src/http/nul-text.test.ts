import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { containsNulText, NUL_TEXT_MESSAGE, withoutNulText } from './nul-text';

describe('U+0000 in request bodies', () => {
  it('finds U+0000 in any string of a JSON value, object keys included', () => {
    expect(containsNulText({ a: [1, 'ok', { b: 'x\u0000' }] })).toBe(true);
    expect(containsNulText({ items: { 'id\u0000': {} } })).toBe(true);
    expect(containsNulText(['\u0000'])).toBe(true);
    expect(containsNulText({ a: [1, 'ok', { b: 'x\\u0000', c: null, d: true }] })).toBe(false);
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    const deep: unknown = JSON.parse(`${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}`);

    expect(containsNulText(deep)).toBe(true);
  });

  it('refuses such a body with an issue before the schema runs', () => {
    const schema = withoutNulText(z.object({ name: z.string() }));

    expect(schema.safeParse({ name: 'Ann' })).toEqual({ success: true, data: { name: 'Ann' } });
    const refused = schema.safeParse({ name: 'A\u0000nn' });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([NUL_TEXT_MESSAGE]);
  });
});
