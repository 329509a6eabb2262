import { toMediaId } from '@reelhouse/core/bookmarks/bookmarks';
import type { BookmarkCard as BookmarkCardData } from '@reelhouse/core/bookmarks/bookmarks-page';
import { mediaSummarySchema } from '@reelhouse/core/media/media-schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test-support/render-route';
import { BookmarkCard, UNAVAILABLE_TITLE_TEXT } from './bookmark-card';
import type { MediaLookupResult } from './media-lookup';

/** The Matrix, bookmarked in two categories. */
const CARD: BookmarkCardData = {
  mediaId: toMediaId(603),
  mediaType: 'movie',
  categories: ['watchlist', 'Cult classics'],
  addedAt: 3000,
  media: { mediaType: 'movie', title: 'The Matrix', voteAverage: 8.23 },
};

const FOUND: MediaLookupResult = {
  status: 'found',
  mediaType: 'movie',
  item: mediaSummarySchema.parse({
    id: 603,
    media_type: 'movie',
    title: 'The Matrix',
    vote_average: 8.23,
    release_date: '1999-03-31',
  }),
};

/** What the catalogue did not answer: the card knows only the id. */
const UNKNOWN_CARD: BookmarkCardData = { ...CARD, categories: ['watchlist'], media: null };

function renderCard(card: BookmarkCardData, lookup: MediaLookupResult | undefined) {
  const onRemove = vi.fn<(category: string) => void>();
  renderRoute(<BookmarkCard card={card} lookup={lookup} onRemove={onRemove} />, {
    path: '/bookmarks',
  });
  return { onRemove, address: screen.getByRole('status', { name: 'Current address' }) };
}

function chipsOf(list: HTMLElement): (string | null)[] {
  return within(list)
    .getAllByRole('listitem')
    .map((chip) => chip.textContent);
}

describe('a bookmark card', () => {
  it("shows a found title's poster card, with rating, year and kind, and a chip per category", () => {
    renderCard(CARD, FOUND);
    const link = screen.getByRole('link', { name: /^The Matrix/ });
    expect(link).toHaveAttribute('href', '/movies/603-the-matrix');
    expect(link).toHaveTextContent('The MatrixRating 8.21999Movie');
    expect(chipsOf(screen.getByRole('list', { name: 'Categories of The Matrix' }))).toEqual([
      'watchlist',
      'Cult classics',
    ]);
    expect(screen.queryByText(UNAVAILABLE_TITLE_TEXT)).not.toBeInTheDocument();
  });

  it("opens the title's page from its poster card", async () => {
    const user = userEvent.setup();
    const { address } = renderCard(CARD, FOUND);
    await user.click(screen.getByRole('link', { name: /^The Matrix/ }));
    expect(
      await screen.findByRole('heading', { name: 'Stand-in page /movies/603-the-matrix' }),
    ).toBeVisible();
    expect(address.textContent).toBe('/movies/603-the-matrix');
  });

  it('takes the title out of only the category whose chip button is pressed', async () => {
    const user = userEvent.setup();
    const { onRemove } = renderCard(CARD, FOUND);
    const remove = screen.getByRole('button', { name: 'Remove The Matrix from Cult classics' });
    expect(remove).toHaveAttribute('title', 'Remove from Cult classics');
    await user.click(remove);
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(onRemove).toHaveBeenCalledWith('Cult classics');
    await user.click(screen.getByRole('button', { name: 'Remove The Matrix from watchlist' }));
    expect(onRemove).toHaveBeenLastCalledWith('watchlist');
    expect(onRemove).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['does not know the title', { status: 'missing' }],
    ['could not be asked', { status: 'failed' }],
  ] as const)(
    'shows "Title unavailable" with the id, and no link, when the catalogue %s; removing still works',
    async (_case, lookup: MediaLookupResult) => {
      const user = userEvent.setup();
      const { onRemove } = renderCard(UNKNOWN_CARD, lookup);
      expect(screen.getByText(UNAVAILABLE_TITLE_TEXT)).toBeVisible();
      expect(screen.getByText('#603')).toBeVisible();
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      const chips = screen.getByRole('list', { name: 'Categories of Title unavailable (#603)' });
      expect(chipsOf(chips)).toEqual(['watchlist']);
      await user.click(
        screen.getByRole('button', { name: 'Remove Title unavailable (#603) from watchlist' }),
      );
      expect(onRemove).toHaveBeenCalledWith('watchlist');
    },
  );

  it('shows a placeholder card while the catalogue is asked, and its chips already work', async () => {
    const user = userEvent.setup();
    const { onRemove } = renderCard(UNKNOWN_CARD, undefined);
    expect(screen.getByTestId('media-card-skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText(UNAVAILABLE_TITLE_TEXT)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /from watchlist$/ }));
    expect(onRemove).toHaveBeenCalledWith('watchlist');
  });
});
