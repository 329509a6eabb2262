import { describe, expect, it } from 'vitest';
import { infoModalSchema, parseInfoModalList, readInfoModalFromState } from './info-modal-schema';

describe('readInfoModalFromState', () => {
  it('reads a modal that has an id and a title, with defaults for the rest', () => {
    expect(readInfoModalFromState({ infoModal: { id: 7, title: 'Welcome' } })).toMatchObject({
      id: '7',
      title: 'Welcome',
      repeat: 'never',
      priority: 0,
    });
  });

  it('ignores a modal without an id or a title', () => {
    expect(readInfoModalFromState({ infoModal: { title: 'No id' } })).toBeNull();
    expect(readInfoModalFromState({ infoModal: { id: 'x' } })).toBeNull();
    expect(readInfoModalFromState({ infoModal: { id: 'x', title: '' } })).toBeNull();
  });

  it('ignores navigation state that carries no modal', () => {
    expect(readInfoModalFromState(null)).toBeNull();
    expect(readInfoModalFromState({ from: '/movies' })).toBeNull();
  });
});

describe('infoModalSchema', () => {
  it('keeps every field of a full modal', () => {
    const full = {
      id: 'spring',
      title: 'Spring update',
      content: 'New player',
      html: '<b>New</b>',
      image: '/img/a.png',
      bgImage: '/img/bg.png',
      bgColor: '#112233',
      repeat: 'weekly',
      startsAt: '2025-03-01',
      expiresAt: '2025-04-01T00:00:00Z',
      priority: 5,
    };
    expect(infoModalSchema.parse(full)).toEqual(full);
  });

  it('refuses an unknown repeat and a date without a fixed instant', () => {
    expect(infoModalSchema.safeParse({ id: 1, title: 't', repeat: 'daily' }).success).toBe(false);
    expect(
      infoModalSchema.safeParse({ id: 1, title: 't', startsAt: '2025-03-01T10:00' }).success,
    ).toBe(false);
  });
});

describe('parseInfoModalList', () => {
  it('drops the modals that fail validation and keeps the rest of /modalData.json', () => {
    const result = parseInfoModalList([
      { id: 1, title: 'One' },
      { title: 'No id' },
      { id: 3, title: 'Three', repeat: 'yearly' },
      { id: 4, title: 'Four' },
    ]);
    expect(result.ok && result.value.map((modal) => modal.id)).toEqual(['1', '4']);
    expect(result.ok && result.droppedCount).toBe(2);
  });

  it('refuses a body that is not a list', () => {
    expect(parseInfoModalList({ modals: [] })).toEqual({ ok: false, reason: 'not-a-list' });
  });
});
