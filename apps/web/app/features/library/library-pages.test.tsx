import { NO_BOOKMARKS_TEXT, NO_MATCHING_BOOKMARKS_TEXT } from '@reelhouse/core/bookmarks/texts';
import { NO_HISTORY_TEXT } from '@reelhouse/core/watch-history/texts';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BookmarksPage } from './bookmarks-page';
import { HistoryPage } from './history-page';

function renderOnServer(page: ReactElement, path: string): string {
  return renderToString(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
}

describe('the library pages as the server renders them (no bookmarks or history there)', () => {
  it('renders My Bookmarks with its three filters and placeholders, not an empty-state claim', () => {
    const html = renderOnServer(<BookmarksPage />, '/bookmarks');
    expect(html).toContain('My Bookmarks');
    for (const label of ['Media', 'Category', 'Sort by'])
      expect(html).toContain(`>${label}</label>`);
    expect(html).toContain('data-testid="bookmarks-loading"');
    expect(html).not.toContain(NO_BOOKMARKS_TEXT);
    expect(html).not.toContain(NO_MATCHING_BOOKMARKS_TEXT);
  });

  it('selects the filters the address names', () => {
    const html = renderOnServer(<BookmarksPage />, '/bookmarks?media=tv&sort=rating');
    expect(html).toMatch(/<option value="tv" selected="">TV Shows<\/option>/);
    expect(html).toMatch(/<option value="rating" selected="">Rating<\/option>/);
  });

  it("renders the history heading and placeholders, not 'nothing watched'", () => {
    const html = renderOnServer(<HistoryPage />, '/history');
    expect(html).toContain('Movies and shows you&#x27;ve watched');
    expect(html).toContain('data-testid="history-loading"');
    expect(html).not.toContain(NO_HISTORY_TEXT);
  });
});
