import { describe, expect, it } from 'vitest';
import { infoBoxSchema, parseInfoBoxList } from './info-box-schema';

describe('infoBoxSchema', () => {
  it('defaults to an info box that can be dismissed', () => {
    expect(infoBoxSchema.parse({ id: 3, content: 'Hi' })).toEqual({
      id: '3',
      content: 'Hi',
      type: 'info',
      dismissible: true,
    });
  });

  it('needs an id, and a title or some content', () => {
    expect(infoBoxSchema.safeParse({ title: 'No id' }).success).toBe(false);
    expect(infoBoxSchema.safeParse({ id: 1, title: ' ', content: '' }).success).toBe(false);
    expect(infoBoxSchema.safeParse({ id: 1, type: 'danger', title: 'x' }).success).toBe(false);
  });
});

describe('parseInfoBoxList', () => {
  it('reads a list, dropping invalid boxes', () => {
    const result = parseInfoBoxList([{ id: 1, title: 'a' }, { id: 2 }]);
    expect(result.ok && result.value.map((b) => b.id)).toEqual(['1']);
  });

  it('reads a single box as a list of one', () => {
    const result = parseInfoBoxList({ id: 1, title: 'a', type: 'warning' });
    expect(result.ok && result.value.map((b) => b.type)).toEqual(['warning']);
  });

  it('refuses a body that is neither a box nor a list', () => {
    expect(parseInfoBoxList('text')).toEqual({ ok: false, reason: 'not-a-list' });
  });
});
