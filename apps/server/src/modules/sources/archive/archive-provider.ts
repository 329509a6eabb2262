/**
 * The `archive` source provider: films on the operator's Internet Archive allow-list, linked to
 * the archive's own download URLs (never proxied). Item metadata is cached in memory for an hour.
 * Titles not on the list are never looked up.
 */
import type { Stream } from '@reelhouse/core/player/source-schema';
import { LRUCache } from 'lru-cache';
import type { SafeFetch } from '../../../http/safe-fetch';
import type { Logger } from '../../../observability/logger';
import type { SourceProvider } from '../source-provider';
import { findArchiveTitle, type ArchiveAllowList } from './archive-allow-list';
import { parseArchiveItem, type ArchiveItem } from './archive-item';
import { buildArchiveStream } from './archive-stream';

export { loadArchiveAllowList, type ArchiveAllowList } from './archive-allow-list';

/** How long an item's metadata is reused, in milliseconds. */
export const ARCHIVE_METADATA_TTL_MS = 60 * 60 * 1000;
const MAX_CACHED_ITEMS = 500;

export interface ArchiveProviderOptions {
  allowList: ArchiveAllowList;
  /** the archive's origin, e.g. 'https://archive.org' (metadata and download URLs hang off it) */
  baseUrl: string;
  /** allowed to reach `baseUrl` */
  fetch: SafeFetch;
  /** clock for the metadata cache, in milliseconds */
  now?: () => number;
  logger: Logger;
}

/**
 * Creates the provider (id 'archive', rank 1). For an allowed film it tries the film's archive
 * items in the list's order and answers one file stream from the first item with an MP4.
 * `find` throws when no item gave a stream and at least one metadata request failed.
 */
export function createArchiveProvider(options: ArchiveProviderOptions): SourceProvider {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const downloadBase = `${baseUrl}/download`;
  const now = options.now ?? Date.now;
  const cache = new LRUCache<string, { item: ArchiveItem; expiresAt: number }>({
    max: MAX_CACHED_ITEMS,
  });

  async function loadItem(identifier: string, signal: AbortSignal): Promise<ArchiveItem> {
    const cached = cache.get(identifier);
    if (cached && cached.expiresAt > now()) return cached.item;
    const response = await options.fetch(`${baseUrl}/metadata/${encodeURIComponent(identifier)}`, {
      headers: { Accept: 'application/json' },
      signal,
    });
    if (!response.ok) {
      throw new Error(`Internet Archive metadata for ${identifier} answered ${response.status}`);
    }
    const item = parseArchiveItem(identifier, response.json());
    cache.set(identifier, { item, expiresAt: now() + ARCHIVE_METADATA_TTL_MS });
    return item;
  }

  return {
    id: 'archive',
    name: 'Internet Archive',
    rank: 1,
    isAvailable: ({ request }) => findArchiveTitle(options.allowList, request) !== undefined,
    async find({ request, signal }): Promise<Stream[]> {
      const title = findArchiveTitle(options.allowList, request);
      if (title === undefined) return [];
      let failure: Error | undefined;
      for (const identifier of title.identifiers) {
        let item: ArchiveItem;
        try {
          item = await loadItem(identifier, signal);
        } catch (error) {
          if (signal.aborted) throw error;
          options.logger.warn({ err: error, identifier }, 'Internet Archive item failed');
          failure ??= error instanceof Error ? error : new Error(String(error));
          continue;
        }
        const stream = buildArchiveStream(item, downloadBase, title.notice);
        if (stream) return [stream];
      }
      if (failure !== undefined) throw failure;
      return [];
    },
  };
}
