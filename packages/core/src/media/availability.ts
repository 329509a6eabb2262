/**
 * Whether a title plays on this site before anyone clicks (decision 0020): the server knows the
 * titles of its media library, of the generated sample media and of the Internet Archive
 * allow-list (while the archive answers), and marks them on every title it hands out. A title
 * without a mark offers no Watch button bound to fail; its page says so and shows where to watch
 * it instead.
 */

/**
 * Where a playable title comes from, as a visitor sees it: 'library' for the operator's own media
 * folder ("In your library"), 'free' for lawful free copies (the public-domain and Creative
 * Commons films of the Internet Archive allow-list and the sample media: "Free to watch").
 * Kept free of zod: cards in every page's first download read these texts.
 */
export const AVAILABILITIES = ['library', 'free'] as const;

export type Availability = (typeof AVAILABILITIES)[number];

/** The badge of a playable title's card. */
export const AVAILABILITY_BADGES: Readonly<Record<Availability, string>> = {
  library: 'In your library',
  free: 'Free to watch',
};

/** The home row of titles that play here, first among the rows. */
export const FREE_TO_WATCH_ROW_TITLE = 'Free to watch now';

/** The grid filter that keeps only titles that play here. */
export const PLAYABLE_HERE_FILTER = 'Playable here';

/** What a title page says in place of Watch when nothing here can play the title. */
export const NOT_STREAMABLE_HERE = 'This title can’t be streamed here.';

/** The heading of the links out to services that carry a title. */
export const WHERE_TO_WATCH = 'Where to watch';

/** The stronger of two marks: the operator's own copy wins over a free one. */
export function pickAvailability(
  a: Availability | null,
  b: Availability | null,
): Availability | null {
  if (a === 'library' || b === 'library') return 'library';
  return a ?? b;
}

/**
 * Puts the titles that play here first, each group in its own order (the hero carousel leads with
 * what a visitor can watch at once).
 * @returns a new list
 */
export function leadWithPlayable<T extends { availability?: Availability | null | undefined }>(
  items: readonly T[],
): T[] {
  const playable = items.filter((item) => item.availability != null);
  const rest = items.filter((item) => item.availability == null);
  return [...playable, ...rest];
}
