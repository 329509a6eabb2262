/**
 * Builds the source providers from configuration: the media library (the operator's MEDIA_DIR and
 * the generated sample media), the Internet Archive allow-list, and users' own Jellyfin servers
 * the operator allowed. Returns the registry for `/api/sources` and the `/media` file routes.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import type { Config } from '../../env';
import { createSafeFetch } from '../../http/safe-fetch';
import type { Logger } from '../../observability/logger';
import { REPO_ARCHIVE_ALLOW_LIST } from '../../repo-files';
import { createArchiveProvider, loadArchiveAllowList } from './archive/archive-provider';
import {
  type AvailabilityService,
  createAvailability,
  createReachabilityMonitor,
} from './availability';
import type { JellyfinConnectOptions } from './jellyfin/connect-routes';
import { createJellyfinProvider } from './jellyfin/jellyfin-provider';
import { listFourKTitles, type FourKTitle } from './library/library-4k';
import { createLibraryProvider } from './library/library-provider';
import type { MediaRoot } from './library/media-root';
import { createMediaRoutes } from './library/media-routes';
import { createSourceRegistry, type SourceRegistry } from './registry';
import type { SourceProvider } from './source-provider';

/** Each provider gets at most this long, within the search's overall budget. */
const PROVIDER_TIMEOUT_MS = 8000;
/** How often the archive is checked while it answers, and while it does not, in milliseconds. */
const ARCHIVE_CHECK_UP_MS = 10 * 60_000;
const ARCHIVE_CHECK_DOWN_MS = 60_000;
/** How often the availability index rereads the library (the provider rescans it when old). */
const LIBRARY_REFRESH_MS = 60_000;
/** The longest start waits for the first scan of the library before serving. */
const FIRST_SCAN_WAIT_MS = 3000;
/** Cap on anything a provider's service answers (archive metadata, Jellyfin lists). */
const MAX_PROVIDER_RESPONSE_BYTES = 4 * 1024 * 1024;

export interface Sources {
  registry: SourceRegistry;
  media: Hono;
  roots: MediaRoot[];
  /** how users connect their own Jellyfin (`/api/sources/jellyfin`) */
  jellyfin: JellyfinConnectOptions;
  /** what plays here, known without a network call */
  availability: AvailabilityService;
  /** the library's titles with 4K renditions (what a 4K token unlocks) */
  fourKTitles: () => Promise<FourKTitle[]>;
  /** stops the background checks */
  close(): void;
}

/** The media folders served under /media: the operator's library and the sample clips. */
export function resolveMediaRoots(config: Pick<Config, 'sources'>): MediaRoot[] {
  const roots: MediaRoot[] = [];
  const { mediaDir, sampleMedia } = config.sources;
  if (mediaDir) roots.push({ id: 'library', dir: path.resolve(mediaDir) });
  if (sampleMedia.enabled) roots.push({ id: 'sample', dir: path.resolve(sampleMedia.dir) });
  return roots;
}

export async function openSources(
  config: Pick<Config, 'sources'>,
  logger: Logger,
  version: string,
): Promise<Sources> {
  const roots = resolveMediaRoots(config);
  for (const root of roots) {
    if (!existsSync(root.dir)) {
      logger.warn(
        { root: root.id, dir: root.dir },
        root.id === 'sample'
          ? 'no sample media yet: run `npm run media:samples` (npm start does it when ffmpeg is installed)'
          : 'MEDIA_DIR does not exist',
      );
    }
  }
  const library = createLibraryProvider({ roots, logger });
  const providers: SourceProvider[] = [library];

  const { archive, jellyfinServers } = config.sources;
  const archiveOrigin = new URL(archive.baseUrl).origin;
  const isDefaultArchive = archiveOrigin === 'https://archive.org';
  const archiveFetch = createSafeFetch({
    // archive.org answers downloads from its numbered hosts; metadata from itself.
    allowedOrigins: isDefaultArchive ? [archiveOrigin, 'https://*.archive.org'] : [],
    // A different base URL is the operator's own choice (a mirror, or a fake in tests).
    trustedOrigins: isDefaultArchive ? [] : [archiveOrigin],
    timeoutMs: PROVIDER_TIMEOUT_MS,
    maxBytes: MAX_PROVIDER_RESPONSE_BYTES,
  });
  const allowList = await loadArchiveAllowList(archive.allowListPath ?? REPO_ARCHIVE_ALLOW_LIST);
  providers.push(
    createArchiveProvider({ allowList, baseUrl: archive.baseUrl, fetch: archiveFetch, logger }),
  );
  // The archive counts as unavailable until it answers: an offline site offers no Watch that fails.
  const probeIdentifier = allowList.titles[0]?.identifiers[0];
  const archiveMonitor = createReachabilityMonitor({
    name: 'Internet Archive',
    check: async (signal) => {
      if (probeIdentifier === undefined) return false;
      const base = archive.baseUrl.replace(/\/+$/, '');
      const response = await archiveFetch(
        `${base}/metadata/${encodeURIComponent(probeIdentifier)}`,
        { headers: { Accept: 'application/json' }, signal },
      );
      // Any answer but a server error: the archive is there (an item may still be missing).
      return response.status < 500;
    },
    upIntervalMs: ARCHIVE_CHECK_UP_MS,
    downIntervalMs: ARCHIVE_CHECK_DOWN_MS,
    timeoutMs: PROVIDER_TIMEOUT_MS,
    logger,
  });
  const availability = createAvailability({
    readLibrary: () => library.readIndexes(),
    allowList,
    isArchiveUp: () => archiveMonitor.isUp(),
    refreshMs: LIBRARY_REFRESH_MS,
    logger,
  });
  await Promise.race([
    availability.refresh(),
    new Promise((resolve) => setTimeout(resolve, FIRST_SCAN_WAIT_MS).unref()),
  ]);

  const jellyfinFetch = createSafeFetch({
    allowedOrigins: [],
    // Operator-configured servers may live on a private network.
    trustedOrigins: jellyfinServers,
    timeoutMs: PROVIDER_TIMEOUT_MS,
    maxBytes: MAX_PROVIDER_RESPONSE_BYTES,
  });
  if (jellyfinServers.length > 0) {
    providers.push(
      createJellyfinProvider({
        allowedServers: jellyfinServers,
        fetch: jellyfinFetch,
        clientVersion: version,
        logger,
      }),
    );
  }

  const registry = createSourceRegistry(providers, {
    timeBudgetMs: config.sources.timeBudgetMs,
    providerTimeoutMs: PROVIDER_TIMEOUT_MS,
    logger,
  });
  return {
    registry,
    media: createMediaRoutes(roots),
    roots,
    jellyfin: { allowedServers: jellyfinServers, fetch: jellyfinFetch, clientVersion: version },
    availability,
    fourKTitles: async () => listFourKTitles(await library.readIndexes()),
    close() {
      archiveMonitor.stop();
      availability.stop();
    },
  };
}
