import { describe, expect, it } from 'vitest';
import { HISTORY_PAGE_TITLE, NO_HISTORY_TEXT, WATCH_HISTORY_MIGRATION_TOAST } from './texts';

describe('watch history texts', () => {
  it('uses the spec texts word for word', () => {
    expect(WATCH_HISTORY_MIGRATION_TOAST).toBe(
      'Edited your watch progress to support new features and syncing...',
    );
    expect(HISTORY_PAGE_TITLE).toBe("Movies and shows you've watched");
  });

  it('has an empty-page text of its own', () => {
    expect(NO_HISTORY_TEXT).not.toBe('');
  });
});
