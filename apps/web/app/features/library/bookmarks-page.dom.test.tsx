import type { Bookmark } from '@reelhouse/core/bookmarks/bookmark-schema';
import { toMediaId } from '@reelhouse/core/bookmarks/bookmarks';
import type { MediaDetails } from '@reelhouse/core/media/media-schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '~/lib/api-client';
import { bookmarksStore } from '~/lib/bookmarks-store';
import { getDetails } from '~/lib/catalogue-client';
import { renderRoute } from '../../../test-support/render-route';
import { BookmarksPage } from './bookmarks-page';

vi.mock('~/lib/catalogue-client', () => ({ getDetails: vi.fn() }));

/** What the catalogue knows: two movies and a series. */
const CATALOGUE: Record<string, object> = {
  'movie/603': { id: 603, title: 'The Matrix', vote_average: 8.2, release_date: '1999-03-31' },
  'movie/680': { id: 680, title: 'Pulp Fiction', vote_average: 9, release_date: '1994-09-10' },
  'tv/1396': { id: 1396, name: 'Breaking Bad', vote_average: 8.5, first_air_date: '2008-01-20' },
  // A film and a series sharing an id.
  'movie/615': { id: 615, title: 'The Passion of the Christ', vote_average: 7.4 },
  'tv/615': { id: 615, name: 'Futurama', vote_average: 8.4, first_air_date: '1999-03-28' },
  'tv/1399': { id: 1399, name: 'Game of Thrones', vote_average: 8.5 },
  'tv/4607': { id: 4607, name: 'Lost', vote_average: 8 },
};

const BOOKMARKS: Bookmark[] = [
  { mediaId: toMediaId(680), category: 'Cult classics', addedAt: 500 },
  { mediaId: toMediaId(680), category: 'watchlist', addedAt: 1000 },
  { mediaId: toMediaId(1396), category: 'favorites', addedAt: 2000 },
  { mediaId: toMediaId(603), category: 'watchlist', addedAt: 3000 },
];

beforeEach(async () => {
  vi.mocked(getDetails).mockImplementation((mediaType, id) => {
    const item = CATALOGUE[`${mediaType}/${String(id)}`];
    return item === undefined
      ? Promise.reject(new ApiError(404, 'Not found'))
      : Promise.resolve(item as MediaDetails);
  });
  // The store lives for the whole file: each test starts from the same list.
  await bookmarksStore.applySync(() => BOOKMARKS);
});

/** The titles of the cards, in the order shown (each card lists "Categories of {title}"). */
function shownTitles(): string[] {
  const grid = screen.getByRole('list', { name: 'My Bookmarks' });
  return within(grid)
    .getAllByRole('list', { name: /^Categories of / })
    .map((list) => list.getAttribute('aria-label')?.replace('Categories of ', '') ?? '');
}

async function renderBookmarks(url = '/bookmarks') {
  renderRoute(<BookmarksPage />, { path: '/bookmarks', url });
  // The cards are in once every title on screen has its catalogue facts.
  await screen.findByRole('list', { name: 'Categories of Pulp Fiction' });
  await screen.findByRole('list', { name: 'Categories of Breaking Bad' });
  return {
    media: screen.getByRole('combobox', { name: 'Media' }),
    category: screen.getByRole('combobox', { name: 'Category' }),
    sort: screen.getByRole('combobox', { name: 'Sort by' }),
    address: screen.getByRole('status', { name: 'Current address' }),
  };
}

describe('the bookmarks page', () => {
  it('lists every bookmarked title once, newest first, with its categories as chips', async () => {
    const { media, category, sort } = await renderBookmarks();
    expect(screen.getByRole('heading', { level: 1, name: 'My Bookmarks' })).toBeVisible();
    expect(media).toHaveDisplayValue('All');
    expect(category).toHaveDisplayValue('All');
    expect(sort).toHaveDisplayValue('Date added');
    expect(shownTitles()).toEqual(['The Matrix', 'Breaking Bad', 'Pulp Fiction']);
    const chips = screen.getByRole('list', { name: 'Categories of Pulp Fiction' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Cult classics', 'watchlist']);
  });

  it("offers the built-in categories, then the user's own, in the Category select", async () => {
    const { category } = await renderBookmarks();
    expect(
      Array.from((category as HTMLSelectElement).options).map((option) => option.textContent),
    ).toEqual(['All', 'watchlist', 'watched', 'favorites', 'Cult classics']);
  });

  it('shows only series under Media "TV Shows", and keeps the choice in the address', async () => {
    const user = userEvent.setup();
    const { media, address } = await renderBookmarks();
    await user.selectOptions(media, 'TV Shows');
    expect(shownTitles()).toEqual(['Breaking Bad']);
    expect(address).toHaveTextContent('/bookmarks?media=tv');
  });

  it('shows only the titles of the chosen category, with only that chip', async () => {
    const user = userEvent.setup();
    const { category, address } = await renderBookmarks();
    await user.selectOptions(category, 'Cult classics');
    expect(shownTitles()).toEqual(['Pulp Fiction']);
    const chips = screen.getByRole('list', { name: 'Categories of Pulp Fiction' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Cult classics']);
    expect(address).toHaveTextContent('/bookmarks?category=Cult+classics');
  });

  it('sorts A to Z by title, and highest rating first by rating', async () => {
    const user = userEvent.setup();
    const { sort } = await renderBookmarks();
    await user.selectOptions(sort, 'Title');
    expect(shownTitles()).toEqual(['Breaking Bad', 'Pulp Fiction', 'The Matrix']);
    await user.selectOptions(sort, 'Rating');
    expect(shownTitles()).toEqual(['Pulp Fiction', 'Breaking Bad', 'The Matrix']);
    await user.selectOptions(sort, 'Date added');
    expect(shownTitles()).toEqual(['The Matrix', 'Breaking Bad', 'Pulp Fiction']);
  });

  it('opens with the filters held in the address', async () => {
    renderRoute(<BookmarksPage />, {
      path: '/bookmarks',
      url: '/bookmarks?media=movie&sort=rating',
    });
    await screen.findByRole('list', { name: 'Categories of Pulp Fiction' });
    expect(screen.getByRole('combobox', { name: 'Media' })).toHaveDisplayValue('Movies');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Rating');
    expect(await screen.findByRole('list', { name: 'Categories of The Matrix' })).toBeVisible();
    expect(shownTitles()).toEqual(['Pulp Fiction', 'The Matrix']);
  });

  it('says "No matching bookmarks" when the filters leave nothing', async () => {
    const user = userEvent.setup();
    const { category } = await renderBookmarks();
    await user.selectOptions(category, 'watched');
    expect(screen.getByText('No matching bookmarks')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'My Bookmarks' })).not.toBeInTheDocument();
  });

  it('says "You have no bookmarks yet" when nothing is bookmarked', async () => {
    await bookmarksStore.applySync(() => []);
    renderRoute(<BookmarksPage />, { path: '/bookmarks' });
    expect(await screen.findByText('You have no bookmarks yet')).toBeVisible();
  });

  it('takes a title out of a category from its chip and announces it', async () => {
    const user = userEvent.setup();
    await renderBookmarks();
    await user.click(screen.getByRole('button', { name: 'Remove The Matrix from watchlist' }));
    expect(await screen.findByText('Removed The Matrix from watchlist')).toBeInTheDocument();
    expect(shownTitles()).toEqual(['Breaking Bad', 'Pulp Fiction']);
  });

  it('shows a bookmarked series as the series, never as the film with the same id', async () => {
    await bookmarksStore.applySync(() => [
      { mediaId: toMediaId(615), mediaType: 'tv', category: 'watchlist', addedAt: 9000 },
    ]);
    renderRoute(<BookmarksPage />, { path: '/bookmarks', url: '/bookmarks' });
    expect(await screen.findByRole('list', { name: 'Categories of Futurama' })).toBeVisible();
    expect(screen.queryByText('The Passion of the Christ')).not.toBeInTheDocument();
    expect(vi.mocked(getDetails)).not.toHaveBeenCalledWith('movie', 615);
  });

  it('writes the type into an untyped bookmark once the catalogue tells it, and shows that title', async () => {
    await bookmarksStore.applySync(() => [
      { mediaId: toMediaId(1399), category: 'watchlist', addedAt: 9000 },
    ]);
    renderRoute(<BookmarksPage />, { path: '/bookmarks', url: '/bookmarks' });
    await vi.waitFor(() => {
      expect(bookmarksStore.getSnapshot()).toEqual([
        { mediaId: 1399, mediaType: 'tv', category: 'watchlist', addedAt: 9000 },
      ]);
    });
    expect(
      await screen.findByRole('list', { name: 'Categories of Game of Thrones' }),
    ).toBeVisible();
    const asked = vi.mocked(getDetails).mock.calls.filter(([, id]) => id === 1399);
    expect(asked).toEqual([
      ['movie', 1399],
      ['tv', 1399],
    ]);
  });

  it('leaves an untyped bookmark untyped, shown as before, while the catalogue fails', async () => {
    vi.mocked(getDetails).mockImplementation((mediaType, id) =>
      mediaType === 'tv' && id === 4607
        ? Promise.reject(new ApiError(503, 'Unavailable'))
        : Promise.reject(new ApiError(404, 'Not found')),
    );
    const untyped = { mediaId: toMediaId(4607), category: 'watchlist', addedAt: 9000 };
    await bookmarksStore.applySync(() => [untyped]);
    renderRoute(<BookmarksPage />, { path: '/bookmarks', url: '/bookmarks' });
    expect(await screen.findByTestId('bookmark-unavailable')).toBeVisible();
    expect(bookmarksStore.getSnapshot()).toEqual([untyped]);
  });
});
