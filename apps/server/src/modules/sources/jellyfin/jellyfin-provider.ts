/**
 * The `jellyfin` source provider: the signed-in user's own Jellyfin server, reached with their own
 * token and only when the operator allowed that server. It finds the movie or episode by its TMDB
 * (or IMDb) id — Jellyfin cannot filter by provider id, so it searches by title and matches the
 * ids itself — then asks for playback info and answers direct-play and HLS streams.
 */
import type { ScrapeRequest } from '@reelhouse/core/player/scrape-schema';
import type { Stream } from '@reelhouse/core/player/source-schema';
import { createOriginMatcher, type SafeFetch } from '../../../http/safe-fetch';
import type { Logger } from '../../../observability/logger';
import type { SourceProvider, SourceProviderContext } from '../source-provider';
import {
  createJellyfinClient,
  jellyfinItemsAnswerSchema,
  jellyfinPlaybackInfoSchema,
  type JellyfinClient,
  type JellyfinItem,
} from './jellyfin-client';
import { buildJellyfinStreams } from './jellyfin-streams';

export interface JellyfinProviderOptions {
  /** origins of the Jellyfin servers the operator allows users to connect */
  allowedServers: readonly string[];
  /** allowed (trusted) to reach those servers */
  fetch: SafeFetch;
  /** our version, sent in the Authorization header */
  clientVersion: string;
  logger: Logger;
}

/** Jellyfin writes provider ids as 'Tmdb'/'Imdb'; read them in any case. */
function getProviderId(item: JellyfinItem, name: string): string | undefined {
  const entry = Object.entries(item.ProviderIds ?? {}).find(([key]) => key.toLowerCase() === name);
  return entry?.[1] ?? undefined;
}

/** The item with the request's TMDB id, else the one with its IMDb id. */
function matchIds(items: readonly JellyfinItem[], tmdbId: string, imdbId?: string) {
  return (
    items.find((item) => getProviderId(item, 'tmdb') === tmdbId) ??
    (imdbId === undefined
      ? undefined
      : items.find((item) => getProviderId(item, 'imdb') === imdbId))
  );
}

async function searchItems(
  client: JellyfinClient,
  request: ScrapeRequest,
  type: 'Movie' | 'Series',
  year?: number,
): Promise<JellyfinItem | undefined> {
  const answer = await client.get(
    '/Items',
    {
      userId: client.userId,
      recursive: 'true',
      includeItemTypes: type,
      searchTerm: request.title,
      ...(year === undefined ? {} : { years: String(year) }),
      fields: 'ProviderIds',
      limit: '50',
    },
    jellyfinItemsAnswerSchema,
  );
  return matchIds(answer.Items, request.tmdbId, request.imdbId);
}

/** The movie's item id: searched with its year first, then without (years often differ by one). */
async function findMovieId(client: JellyfinClient, request: ScrapeRequest) {
  const item =
    (await searchItems(client, request, 'Movie', request.releaseYear)) ??
    (await searchItems(client, request, 'Movie'));
  return item?.Id;
}

async function findEpisodeId(
  client: JellyfinClient,
  request: Extract<ScrapeRequest, { type: 'show' }>,
) {
  const series = await searchItems(client, request, 'Series');
  if (series === undefined) return undefined;
  const answer = await client.get(
    `/Shows/${series.Id}/Episodes`,
    { userId: client.userId, season: String(request.season.number), fields: 'ProviderIds' },
    jellyfinItemsAnswerSchema,
  );
  const inSeason = answer.Items.filter(
    (item) =>
      item.ParentIndexNumber === undefined || item.ParentIndexNumber === request.season.number,
  );
  const episode =
    inSeason.find((item) => getProviderId(item, 'tmdb') === request.episode.tmdbId) ??
    inSeason.find((item) => item.IndexNumber === request.episode.number);
  return episode?.Id;
}

/**
 * Creates the provider (id 'jellyfin', rank 2). Available only when the user sent Jellyfin
 * credentials for a server whose origin the operator allows.
 */
export function createJellyfinProvider(options: JellyfinProviderOptions): SourceProvider {
  const isAllowedServer = createOriginMatcher(options.allowedServers);

  function isAvailable({ credentials }: Pick<SourceProviderContext, 'credentials'>): boolean {
    const serverUrl = credentials.jellyfin?.serverUrl;
    if (serverUrl === undefined || !URL.canParse(serverUrl)) return false;
    return isAllowedServer(new URL(serverUrl));
  }

  return {
    id: 'jellyfin',
    name: 'Jellyfin',
    rank: 2,
    isAvailable,
    async find({ request, credentials, signal }): Promise<Stream[]> {
      const { jellyfin } = credentials;
      if (jellyfin === undefined || !isAvailable({ credentials })) return [];
      const client = createJellyfinClient({
        fetch: options.fetch,
        credentials: jellyfin,
        clientVersion: options.clientVersion,
        signal,
      });
      const itemId =
        request.type === 'movie'
          ? await findMovieId(client, request)
          : await findEpisodeId(client, request);
      if (itemId === undefined) return [];
      const info = await client.post(
        `/Items/${itemId}/PlaybackInfo`,
        { userId: client.userId },
        jellyfinPlaybackInfoSchema,
      );
      const source = info.MediaSources[0];
      if (source === undefined) {
        options.logger.debug({ itemId }, 'Jellyfin item has no media source');
        return [];
      }
      return buildJellyfinStreams(source, { base: client.base, itemId, token: client.token });
    },
  };
}
