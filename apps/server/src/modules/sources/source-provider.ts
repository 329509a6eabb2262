/**
 * The `SourceProvider` port: one lawful place streams can come from (the operator's media folder,
 * Internet Archive items on the operator's allow-list, the user's own Jellyfin). The registry runs
 * providers; a provider only answers one scrape request at a time and knows nothing of the others.
 *
 * To add a provider, implement this interface in `modules/sources/<id>/` and pass it to
 * `createSourceRegistry` in `main.ts` (decision 0009).
 */
import type { ScrapeRequest } from '@reelhouse/core/player/scrape-schema';
import type { JellyfinCredentials } from '@reelhouse/core/player/source-events';
import type { Stream } from '@reelhouse/core/player/source-schema';

export type { JellyfinCredentials };

/**
 * Present when the search carries the signed-in user's own valid 4K token (decision 0024): the
 * library offers its 4K files, each address made playable by that browser session only.
 */
export interface FourKUnlock {
  /** @returns the query ('?k=…') that lets this session fetch the file of that root */
  mediaQuery(rootId: string, relativePath: string): string;
}

/** What a provider is given for one search. */
export interface SourceProviderContext {
  /** the title or episode asked for */
  request: ScrapeRequest;
  /** the user's own credentials, sent with this search only; never stored or shared */
  credentials: {
    jellyfin?: JellyfinCredentials | undefined;
    /** the user's 4K unlock, made by the server from their session and token; never stored */
    fourK?: FourKUnlock | undefined;
  };
  /** aborted when the time budget runs out or the client leaves: stop fetching then */
  signal: AbortSignal;
}

/** One source of streams, run by the registry by rank. */
export interface SourceProvider {
  /** 'library' | 'archive' | 'jellyfin' | …: lower-case letters, digits and hyphens */
  readonly id: string;
  /** display name: 'Media library', 'Internet Archive', 'Jellyfin' */
  readonly name: string;
  /** lower runs first; ties run in id order */
  readonly rank: number;
  /** false when the provider cannot apply to this request (e.g. jellyfin without credentials) */
  isAvailable(context: Pick<SourceProviderContext, 'credentials' | 'request'>): boolean;
  /**
   * Streams found ([] when none). The registry validates each stream and drops invalid ones.
   * @throws only on failure of the provider's service (unreachable, bad answer)
   */
  find(context: SourceProviderContext): Promise<Stream[]>;
}
