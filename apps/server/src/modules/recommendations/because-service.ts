/**
 * "Because you watched …" for a signed-in account (issue 20): the seeds and what the account
 * already knows come from its synced bookmarks and progress, the similar titles from the
 * catalogue (with whether they play here), and core's `buildBecauseRows` makes the rows, the
 * same rule the browser applies to local data for anonymous visitors.
 */
import {
  buildBecauseRows,
  listKnownTitles,
  pickSeeds,
  type BecauseRow,
  type SeedInput,
} from '@reelhouse/core/recommendations/because-you-watched';
import { toCardItem, type CardItem } from '@reelhouse/core/media/card-item';
import { toTmdbId } from '@reelhouse/core/media/tmdb-id';
import type { Catalogue } from '../catalogue/catalogue';
import type { BookmarkSyncRepository } from '../sync/bookmark-repository';
import type { ProgressSyncRepository } from '../sync/progress-repository';
import { readAccountLists } from '../sync/account-lists';

export interface BecauseService {
  rowsFor(userId: string): Promise<BecauseRow<CardItem>[]>;
}

export interface BecauseServiceDeps {
  catalogue: Catalogue;
  bookmarks: BookmarkSyncRepository;
  progress: ProgressSyncRepository;
}

/** The account's synced bookmarks and progress as the rule's input. */
async function readSeedInput(deps: BecauseServiceDeps, userId: string): Promise<SeedInput> {
  const lists = await readAccountLists(deps, userId);
  return {
    watched: lists.watched,
    bookmarked: lists.bookmarks.map((record) => ({
      mediaType: record.mediaType,
      id: record.mediaId,
      at: record.addedAt,
    })),
  };
}

export function createBecauseService(deps: BecauseServiceDeps): BecauseService {
  return {
    async rowsFor(userId) {
      const input = await readSeedInput(deps, userId);
      const seeds = pickSeeds(input);
      const sources = await Promise.all(
        seeds.map(async (seed) => {
          const id = toTmdbId(seed.id);
          const details =
            id === null ? null : await deps.catalogue.getDetails(seed.mediaType, id, ['similar']);
          const title = details?.title ?? details?.name ?? '';
          if (details === null || title === '') return null;
          return {
            seed,
            title,
            similar: (details.similar?.results ?? []).map((item) =>
              toCardItem(item, seed.mediaType),
            ),
          };
        }),
      );
      return buildBecauseRows(
        sources.filter((source) => source !== null),
        listKnownTitles(input),
      );
    },
  };
}
