import { HOME_TITLE } from '@reelhouse/core/screens/home';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { HomeData } from './home-data';
import { HomePage } from './home-page';

const card = {
  id: 1,
  media_type: 'movie',
  title: 'Some Movie',
  name: null,
  poster_path: '/p.jpg',
  vote_average: null,
  popularity: 10,
  release_date: '2020-01-01',
  first_air_date: null,
  original_title: null,
  original_name: null,
  overview: null,
  backdrop_path: null,
  genre_ids: [],
  vote_count: null,
  original_language: null,
  adult: null,
} as unknown as NonNullable<HomeData['rows'][number]['items']>[number];

function homeData(popular: HomeData['rows'][number]['items']): HomeData {
  return {
    hero: [
      { key: 'movie-1', title: 'Hero Title', href: '/movies/1-hero-title', backdropPath: '/b.jpg' },
    ],
    freeToWatch: null,
    rows: [
      { id: 'popular', title: 'Popular Shows and Movies', mediaType: 'all', items: popular },
      { id: 'upcoming-movies', title: 'Upcoming Movies', mediaType: 'movie', items: [] },
      { id: 'trending-tv', title: 'Trending TV Series', mediaType: 'tv', items: null },
    ],
    meta: [],
  };
}

function render(element: ReactElement): string {
  return renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>);
}

describe('HomePage', () => {
  it("says 'Something went wrong.' with the spec's text and Retry when the popular list is empty", () => {
    for (const popular of [[], null]) {
      const html = render(
        <HomePage data={homeData(popular)} isRefreshing={false} onRetry={() => undefined} />,
      );
      expect(html).toContain(`>${HOME_TITLE}</h1>`);
      expect(html).toContain('Something went wrong.');
      expect(html).toContain(
        'We couldn&#x27;t load the content. Please check your internet connection or try again.',
      );
      expect(html).toContain('>Retry</button>');
      expect(html).not.toContain('Hero Title');
      expect(html).not.toContain('Upcoming Movies');
    }
  });

  it('shows the hero and rows; an empty row says so, a failed row offers Retry', () => {
    const html = render(
      <HomePage data={homeData([card])} isRefreshing={false} onRetry={() => undefined} />,
    );
    expect(html).toContain('Hero Title');
    expect(html).toContain('Some Movie');
    expect(html).toContain('No movies available');
    expect(html.match(/>Retry<\/button>/g)).toHaveLength(1);
    expect(html).not.toContain('data-testid="home-load-error"');
  });

  it('shows skeletons instead of the hero, the rows and the error while Retry reloads', () => {
    const html = render(<HomePage data={homeData([])} isRefreshing onRetry={() => undefined} />);
    expect(html).toContain('data-testid="hero-skeleton"');
    expect(html).toContain('data-testid="media-card-skeleton"');
    expect(html).not.toContain('Something went wrong.');
  });
});
