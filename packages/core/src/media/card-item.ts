/**
 * What a poster card shows of a title (poster, title, rating, year, trending flame, badge, link),
 * and the reduction of a catalogue item to it. Loaders send card items, not whole catalogue
 * items: a page of cards carries no overview, backdrop, original titles or genre ids in its
 * loader data and HTML.
 */
import { detectMediaType } from './media-item';
import type { MediaSummary } from './media-schema';

export type CardItem = Pick<
  MediaSummary,
  | 'id'
  | 'media_type'
  | 'title'
  | 'name'
  | 'poster_path'
  | 'vote_average'
  | 'popularity'
  | 'release_date'
  | 'first_air_date'
  | 'availability'
>;

/**
 * `item` reduced to a card's fields, its type made explicit (the item's own, else
 * `fallbackType`). Fields a card shows are kept even when null; nothing else is sent.
 */
export function toCardItem(item: MediaSummary, fallbackType?: 'movie' | 'tv'): CardItem {
  const card: CardItem = {
    id: item.id,
    media_type: detectMediaType(item) ?? fallbackType ?? null,
    title: item.title,
    name: item.name,
    poster_path: item.poster_path,
    vote_average: item.vote_average,
    popularity: item.popularity,
    release_date: item.release_date,
    first_air_date: item.first_air_date,
  };
  if (item.availability) card.availability = item.availability;
  return card;
}
