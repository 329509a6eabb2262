import { describe, expect, it } from 'vitest';
import { readInfoModalFromState } from './info-modal';

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
