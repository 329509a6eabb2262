/** URLs of the browse pages' views: a network with its type filter, the next page of a grid. */
import type { GridTypeFilter } from '@reelhouse/core/screens/infinite-scroll';
import { href } from 'react-router';

/** '/networks/{slug}', with `?type=` unless All and `page=` after page 1. */
export function networkPath(slug: string, type: GridTypeFilter = 'all', page = 1): string {
  const params = new URLSearchParams();
  if (type !== 'all') params.set('type', type);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  const path = href('/networks/:network', { network: slug });
  return search === '' ? path : `${path}?${search}`;
}

/** The current search with `page` set: the plain "Load more" link's target. */
export function withPage(search: string, page: number): string {
  const params = new URLSearchParams(search);
  params.set('page', String(page));
  return `?${params.toString()}`;
}
