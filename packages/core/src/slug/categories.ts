/**
 * Category (genre) pages of the spec (section 2 "Categories"): every slug seen, its label and
 * the TMDB genre id it shows. Movie and TV genres share the list; TV-only genres are marked.
 */

export interface Category {
  slug: string;
  label: string;
  genreId: number;
  /** whether the genre exists for movies, TV series or both */
  mediaTypes: readonly ('movie' | 'tv')[];
}

const BOTH = ['movie', 'tv'] as const;
const MOVIE = ['movie'] as const;
const TV = ['tv'] as const;

/** Every category slug the spec lists, alphabetically. */
export const CATEGORIES: readonly Category[] = [
  { slug: 'action', label: 'Action', genreId: 28, mediaTypes: MOVIE },
  { slug: 'action-adventure', label: 'Action & Adventure', genreId: 10759, mediaTypes: TV },
  { slug: 'adventure', label: 'Adventure', genreId: 12, mediaTypes: MOVIE },
  { slug: 'animation', label: 'Animation', genreId: 16, mediaTypes: BOTH },
  { slug: 'comedy', label: 'Comedy', genreId: 35, mediaTypes: BOTH },
  { slug: 'crime', label: 'Crime', genreId: 80, mediaTypes: BOTH },
  { slug: 'documentary', label: 'Documentary', genreId: 99, mediaTypes: BOTH },
  { slug: 'drama', label: 'Drama', genreId: 18, mediaTypes: BOTH },
  { slug: 'family', label: 'Family', genreId: 10751, mediaTypes: BOTH },
  { slug: 'fantasy', label: 'Fantasy', genreId: 14, mediaTypes: MOVIE },
  { slug: 'history', label: 'History', genreId: 36, mediaTypes: MOVIE },
  { slug: 'horror', label: 'Horror', genreId: 27, mediaTypes: MOVIE },
  { slug: 'kids', label: 'Kids', genreId: 10762, mediaTypes: TV },
  { slug: 'music', label: 'Music', genreId: 10402, mediaTypes: MOVIE },
  { slug: 'mystery', label: 'Mystery', genreId: 9648, mediaTypes: BOTH },
  { slug: 'reality', label: 'Reality', genreId: 10764, mediaTypes: TV },
  { slug: 'romance', label: 'Romance', genreId: 10749, mediaTypes: MOVIE },
  { slug: 'sci-fi', label: 'Science Fiction', genreId: 878, mediaTypes: MOVIE },
  { slug: 'sci-fi-fantasy', label: 'Sci-Fi & Fantasy', genreId: 10765, mediaTypes: TV },
  { slug: 'soap', label: 'Soap', genreId: 10766, mediaTypes: TV },
  { slug: 'talk', label: 'Talk', genreId: 10767, mediaTypes: TV },
  { slug: 'thriller', label: 'Thriller', genreId: 53, mediaTypes: MOVIE },
  { slug: 'tv-movie', label: 'TV Movie', genreId: 10770, mediaTypes: MOVIE },
  { slug: 'war', label: 'War', genreId: 10752, mediaTypes: MOVIE },
  { slug: 'western', label: 'Western', genreId: 37, mediaTypes: BOTH },
];

/** @returns the category for a /categories/{slug} segment, or null ('Genre Not Found') */
export function findCategoryBySlug(slug: string): Category | null {
  const normalised = slug.trim().toLowerCase();
  return CATEGORIES.find((category) => category.slug === normalised) ?? null;
}

/**
 * The genre that stands in for a movie-only genre on TV and the other way round (TMDB merges
 * Action and Adventure, Science Fiction and Fantasy, War and Politics for series).
 */
const COUNTERPART_GENRE: Readonly<Record<number, { movie: number; tv: number }>> = {
  28: { movie: 28, tv: 10759 },
  12: { movie: 12, tv: 10759 },
  10759: { movie: 28, tv: 10759 },
  878: { movie: 878, tv: 10765 },
  14: { movie: 14, tv: 10765 },
  10765: { movie: 878, tv: 10765 },
  10752: { movie: 10752, tv: 10768 },
};

/**
 * The genre id to pass as `with_genres` to /discover/{movie|tv} for a category.
 * @returns the category's own genre when it exists for that media type; else TMDB's counterpart
 *   (e.g. 'action' on TV → 10759 Action & Adventure, 'sci-fi-fantasy' on movies → 878); else
 *   null, meaning the category has nothing of that type (e.g. 'horror' on TV, 'kids' on movies)
 */
export function getCategoryGenreId(category: Category, mediaType: 'movie' | 'tv'): number | null {
  if (category.mediaTypes.includes(mediaType)) return category.genreId;
  return COUNTERPART_GENRE[category.genreId]?.[mediaType] ?? null;
}

/**
 * The /discover queries a category page makes for its media filter.
 * @param filter 'all' queries every media type that has a genre for the category
 * @returns one { mediaType, genreId } per query, movies first; [] when the filter excludes all
 */
export function getCategoryQueries(
  category: Category,
  filter: 'all' | 'movie' | 'tv',
): { mediaType: 'movie' | 'tv'; genreId: number }[] {
  const mediaTypes = filter === 'all' ? BOTH : [filter];
  return mediaTypes.flatMap((mediaType) => {
    const genreId = getCategoryGenreId(category, mediaType);
    return genreId === null ? [] : [{ mediaType, genreId }];
  });
}

/**
 * For genre chips linking to /categories/{slug}.
 * @returns the category showing that genre, or null (TMDB's 'News' and 'War & Politics' have no
 *   category page)
 */
export function findCategoryByGenreId(genreId: number): Category | null {
  return CATEGORIES.find((category) => category.genreId === genreId) ?? null;
}
