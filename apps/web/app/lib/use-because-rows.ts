/**
 * The "Because you watched …" rows (core `buildBecauseRows`): a signed-in visitor's from our
 * server (their synced lists), an anonymous visitor's made here from this browser's bookmarks and
 * watch history with the catalogue's similar titles. Empty while loading and when anything fails:
 * the rows are an extra on the page, never a reason for an error.
 */
import { toCardItem, type CardItem } from '@reelhouse/core/media/card-item';
import {
  buildBecauseRows,
  listKnownTitles,
  pickSeeds,
  type BecauseRow,
  type RecommendationSeed,
  type SeedInput,
} from '@reelhouse/core/recommendations/because-you-watched';
import { useEffect, useMemo, useState } from 'react';
import { getJson } from './api-client';
import { useBookmarks } from './bookmarks-store';
import { getDetailsWithSimilar } from './catalogue-client';
import { useLocalUser } from './session';
import { useLocalListsRead } from './use-local-lists-read';
import { useWatchHistory } from './watch-history-store';

interface SeedSource {
  seed: RecommendationSeed;
  title: string;
  similar: CardItem[];
}

type Loaded =
  | { key: string; kind: 'server'; rows: BecauseRow<CardItem>[] }
  | { key: string; kind: 'local'; sources: SeedSource[] };

async function readSource(
  seed: RecommendationSeed,
  signal: AbortSignal,
): Promise<SeedSource | null> {
  const details = await getDetailsWithSimilar(seed.mediaType, seed.id, signal).catch(() => null);
  const title = details?.title ?? details?.name ?? '';
  if (details === null || title === '') return null;
  const similar = (details.similar?.results ?? []).map((item) => toCardItem(item, seed.mediaType));
  return { seed, title, similar };
}

export function useBecauseRows(): BecauseRow<CardItem>[] {
  const user = useLocalUser();
  const bookmarks = useBookmarks();
  const history = useWatchHistory();
  const isRead = useLocalListsRead();
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  const input = useMemo(
    (): SeedInput => ({
      watched: Object.entries(history.items).map(([id, entry]) => ({
        mediaType: entry.type === 'movie' ? ('movie' as const) : ('tv' as const),
        id: Number(id),
        at: entry.updatedAt,
      })),
      bookmarked: bookmarks.map((bookmark) => ({
        mediaType: bookmark.mediaType,
        id: bookmark.mediaId,
        at: bookmark.addedAt,
      })),
    }),
    [bookmarks, history],
  );
  const seeds = useMemo(() => pickSeeds(input), [input]);
  const key = user === null ? `local:${JSON.stringify(seeds)}` : `server:${user.username}`;
  const isWanted = isRead && (user !== null || seeds.length > 0);

  useEffect(() => {
    if (!isWanted) return;
    const controller = new AbortController();
    const { signal } = controller;
    if (key.startsWith('server:')) {
      getJson<{ rows: BecauseRow<CardItem>[] }>('/api/recommendations/because', signal).then(
        (answer) => setLoaded({ key, kind: 'server', rows: answer.rows }),
        () => undefined,
      );
    } else {
      void Promise.all(seeds.map((seed) => readSource(seed, signal))).then((sources) => {
        if (signal.aborted) return;
        setLoaded({ key, kind: 'local', sources: sources.filter((source) => source !== null) });
      });
    }
    return () => controller.abort();
  }, [isWanted, key, seeds]);

  return useMemo(() => {
    if (loaded?.key !== key) return [];
    if (loaded.kind === 'server') return loaded.rows;
    return buildBecauseRows(loaded.sources, listKnownTitles(input));
  }, [loaded, key, input]);
}
