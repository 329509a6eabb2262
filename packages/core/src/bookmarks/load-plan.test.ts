import { describe, expect, it } from 'vitest';
import { firstBookmarkLoadStep } from './load-plan';

describe('firstBookmarkLoadStep', () => {
  it('decides an empty list with no writes when neither store exists', () => {
    expect(firstBookmarkLoadStep(null, null)).toEqual({
      kind: 'decided',
      plan: { outcome: 'empty', bookmarks: [], write: null, remove: [], droppedCount: 0 },
    });
  });

  it('reads the current list, even when the legacy store is also there', () => {
    expect(firstBookmarkLoadStep('[]', '[{"data":{"id":1}}]')).toEqual({
      kind: 'read-stored',
      stored: '[]',
    });
  });

  it('migrates the legacy store when only it exists, whatever its text', () => {
    expect(firstBookmarkLoadStep(null, '')).toEqual({ kind: 'migrate-legacy', legacy: '' });
  });
});
