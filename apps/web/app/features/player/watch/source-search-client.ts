/**
 * The page's side of `POST /api/sources`: sends the scrape request (with the user's own Jellyfin
 * connection when one is stored, and their own 4K token in the `Ui-Token` header when one is kept:
 * the server then adds the 4K renditions for that signed-in user only, decision 0024), reads the
 * server-sent events, and answers with the source found.
 * Loaded on demand after the page has rendered: it carries zod and the event-stream parser.
 */
import {
  jellyfinCredentialsSchema,
  sourceProviderInfoSchema,
  sourceResultEventSchema,
  type JellyfinCredentials,
  type SourceEvent,
  type SourceProviderInfo,
  type SourceSearchBody,
} from '@reelhouse/core/player/source-events';
import type { ScrapeRequest, SourceSearchProgress } from '@reelhouse/core/player/scrape-schema';
import { toStreamList } from '@reelhouse/core/player/source-result';
import type { SourceSearchScope } from '@reelhouse/core/player/source-search';
import type { SourceResult } from '@reelhouse/core/player/source-schema';
import { PLAYER_STORAGE_KEYS, STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { readStoredUiToken } from '@reelhouse/core/validation/ui-token';
import { z } from 'zod';
import { postForStream } from '~/lib/api-client';
import { readStoredString } from '~/lib/storage';
import type { FoundSource } from '../player-types';
import { readSourceEvents } from './source-event-stream';
import type { SearchTryResult } from './source-search-controller';
import { WATCH_SOURCE_STATE_KEY, type WatchSourceState } from './watch-source-state';

/** The search could not run, or its answer broke off before it said whether it found anything. */
export class SourceSearchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SourceSearchError';
  }
}

/** Told as the search goes: which providers are checked, and each one's progress. */
export interface SourceSearchListener {
  onProviders?: (providers: SourceProviderInfo[]) => void;
  onProgress?: (progress: SourceSearchProgress) => void;
}

/** The header a search carries the user's own 4K token in (the spec's tester header). */
export const UI_TOKEN_HEADER = 'Ui-Token';

/** Sends a search (with its extra headers) and returns the answer's body. */
export type PostSourceSearch = (
  body: SourceSearchBody,
  signal?: AbortSignal,
  headers?: Readonly<Record<string, string>>,
) => Promise<ReadableStream<Uint8Array>>;

export interface SourceSearchOptions {
  request: ScrapeRequest;
  /** run this one provider ("run one"); omitted runs all by rank */
  sourceId?: string | undefined;
  signal?: AbortSignal | undefined;
  listener?: SourceSearchListener | undefined;
  /** the user's own Jellyfin connection; read from storage when undefined, none when null */
  credentials?: JellyfinCredentials | null | undefined;
  /** the user's own 4K token; read from storage (`4kToken`) when undefined, none when null */
  fourKToken?: string | null | undefined;
  /** how the body is sent (tests pass a recorded answer); `POST /api/sources` by default */
  post?: PostSourceSearch | undefined;
}

export interface SourceSearchOutcome {
  /** the providers the server checked, in rank order */
  providers: SourceProviderInfo[];
  /** the source found, or null when no provider had the title */
  source: FoundSource | null;
  /** providers that failed (their service did not answer), by id */
  failedProviderIds: string[];
}

const postToServer: PostSourceSearch = (body, signal, headers) =>
  postForStream('/api/sources', body, signal, headers);

/** @returns the kept 4K token when it has the shape of one ('ey', ≥ 50 characters), else null */
export function readStoredFourKToken(
  raw: string | null = readStoredString(STORAGE_KEYS.fourKToken),
): string | null {
  return readStoredUiToken(raw);
}

/**
 * @param raw the stored value (JSON of {serverUrl, userId, accessToken}); read from storage when
 *   omitted
 * @returns the user's Jellyfin connection, or null when none is stored or it is not valid
 */
export function readStoredJellyfinCredentials(
  raw: string | null = readStoredString(PLAYER_STORAGE_KEYS.jellyfin),
): JellyfinCredentials | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = jellyfinCredentialsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** @returns the body of `POST /api/sources` */
export function buildSourceSearchBody(
  request: ScrapeRequest,
  sourceId: string | undefined,
  credentials: JellyfinCredentials | null,
): SourceSearchBody {
  return {
    request,
    ...(sourceId === undefined ? {} : { sourceId }),
    ...(credentials === null ? {} : { credentials: { jellyfin: credentials } }),
  };
}

/**
 * Sends a search and yields its events as they arrive (the async-iterator form of
 * {@link searchSources}). Aborting `signal` stops the request and the loop.
 * @throws ApiError when the server refuses the search; what reading the stream throws
 */
export async function* streamSourceSearch(
  options: SourceSearchOptions,
): AsyncGenerator<SourceEvent, void, undefined> {
  const credentials =
    options.credentials === undefined ? readStoredJellyfinCredentials() : options.credentials;
  const body = buildSourceSearchBody(options.request, options.sourceId, credentials);
  const token = options.fourKToken === undefined ? readStoredFourKToken() : options.fourKToken;
  const headers: Readonly<Record<string, string>> =
    token === null ? {} : { [UI_TOKEN_HEADER]: token };
  const stream = await (options.post ?? postToServer)(body, options.signal, headers);
  yield* readSourceEvents(stream);
}

/**
 * Runs a source search to its end.
 * @returns the providers and the source found (null when nothing was found)
 * @throws SourceSearchError when the server says the search failed or the stream ends before
 *   `done`; ApiError when the server refuses it; the abort error when aborted
 */
export async function searchSources(options: SourceSearchOptions): Promise<SourceSearchOutcome> {
  let providers: SourceProviderInfo[] = [];
  let found: FoundSource | null = null;
  const failed = new Set<string>();
  for await (const event of streamSourceSearch(options)) {
    switch (event.event) {
      case 'providers':
        providers = event.data.providers;
        options.listener?.onProviders?.(providers);
        break;
      case 'progress':
        if (event.data.status === 'failed') failed.add(event.data.providerId);
        options.listener?.onProgress?.(event.data);
        break;
      case 'result': {
        const streams = toStreamList(event.data.result);
        if (streams.length > 0) {
          found = {
            providerId: event.data.providerId,
            providerName: event.data.providerName,
            streams,
          };
        }
        break;
      }
      case 'done':
        return {
          providers,
          source: event.data.found ? found : null,
          failedProviderIds: [...failed],
        };
      case 'failed':
        throw new SourceSearchError(event.data.error);
    }
  }
  throw new SourceSearchError('The source search ended before it finished');
}

/**
 * One try of the page's search (see `searchWithRetries`): all providers by rank when `scope` is
 * null, else each provider of `scope` on its own ("run one", one request each), in order, until
 * one finds the title.
 * @returns the source found (null when none) and the providers that failed, by rank; in a scoped
 *   try a provider whose request failed counts as failed, one that answered "not found" does not
 * @throws what {@link searchSources} throws, for a try of all providers; the abort error
 */
export async function searchSourceScope(
  options: Omit<SourceSearchOptions, 'sourceId'>,
  scope: SourceSearchScope,
): Promise<SearchTryResult> {
  if (scope === null) {
    const outcome = await searchSources(options);
    const rank = outcome.providers.map((provider) => provider.id);
    const byRank = (id: string) => {
      const index = rank.indexOf(id);
      return index === -1 ? rank.length : index;
    };
    return {
      source: outcome.source,
      failedProviderIds: [...outcome.failedProviderIds].sort((a, b) => byRank(a) - byRank(b)),
    };
  }
  const failed: string[] = [];
  for (const providerId of scope) {
    try {
      const outcome = await searchSources({ ...options, sourceId: providerId });
      if (outcome.source !== null) return { source: outcome.source, failedProviderIds: failed };
      if (outcome.failedProviderIds.includes(providerId)) failed.push(providerId);
    } catch (error) {
      if (options.signal?.aborted === true) throw error;
      failed.push(providerId);
    }
  }
  return { source: null, failedProviderIds: failed };
}

/**
 * Runs one provider ("run one"), for the player's server picker.
 * @returns its streams ([] when it has nothing for this title)
 * @throws when the provider failed or the search could not run
 */
export async function runProvider(
  request: ScrapeRequest,
  providerId: string,
  options: Omit<SourceSearchOptions, 'request' | 'sourceId'> = {},
): Promise<SourceResult> {
  const outcome = await searchSources({ ...options, request, sourceId: providerId });
  if (outcome.source !== null) return outcome.source.streams;
  if (outcome.failedProviderIds.includes(providerId)) {
    throw new SourceSearchError(`${providerId} failed`);
  }
  return [];
}

const watchSourceStateSchema = sourceResultEventSchema.extend({
  requestKey: z.string().max(200),
  providers: z.array(sourceProviderInfoSchema).max(50),
});

/**
 * Reads a pre-found source from router state (see `watch-source-state.ts`).
 * @param requestKey the key of this page's request: a source found for another title is ignored
 * @returns the source and the providers list, or null when the state carries none that is valid
 */
export function readWatchSourceState(
  state: unknown,
  requestKey: string,
): { source: FoundSource; providers: SourceProviderInfo[] } | null {
  if (typeof state !== 'object' || state === null) return null;
  const candidate: unknown = Reflect.get(state, WATCH_SOURCE_STATE_KEY);
  const parsed = watchSourceStateSchema.safeParse(candidate);
  if (!parsed.success || parsed.data.requestKey !== requestKey) return null;
  const value: WatchSourceState = { ...parsed.data, result: toStreamList(parsed.data.result) };
  if (value.result.length === 0) return null;
  return {
    source: {
      providerId: value.providerId,
      providerName: value.providerName,
      streams: value.result,
    },
    providers: value.providers,
  };
}
