/**
 * The shared tier of the Cache port, on Redis (node-redis): entries are JSON with their fetch
 * time, under a prefixed, versioned key, expiring with Redis's own TTL. Values read back are
 * decoded by the caller's validator (another version may have written them). Commands fail
 * fast when Redis is away (no offline queue, short timeouts); the tiered cache absorbs that.
 */
import { createClient } from 'redis';
import { z } from 'zod';
import type { Logger } from '../../observability/logger';
import type { Cache, CacheEntry } from './cache';

/** The few node-redis commands the cache uses (a connected client satisfies it). */
export interface RedisCacheClient {
  get(key: string): Promise<string | null>;
  set(
    key: string,
    value: string,
    options: { expiration: { type: 'PX'; value: number } },
  ): Promise<unknown>;
  del(key: string): Promise<unknown>;
}

export interface RedisCacheOptions<V> {
  client: RedisCacheClient;
  /** e.g. 'rh:tmdb:v1:'; bump the version when the cached shape changes */
  keyPrefix: string;
  now: () => number;
  /** @returns the value, or undefined when what Redis holds is not a valid V */
  decode: (value: unknown) => V | undefined;
  /** called by `close()`: closes the client when this cache owns it */
  onClose?: () => Promise<void>;
}

const storedEntrySchema = z.object({
  fetchedAt: z.number(),
  freshUntil: z.number(),
  expiresAt: z.number(),
  value: z.unknown(),
});

type StoredEntry = z.infer<typeof storedEntrySchema>;

/** Decodes a stored JSON text; anything unreadable counts as absent. */
function decodeEntry<V>(
  text: string,
  decode: (value: unknown) => V | undefined,
): CacheEntry<V> | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  const stored = storedEntrySchema.safeParse(data);
  if (!stored.success) return undefined;
  const value = decode(stored.data.value);
  if (value === undefined) return undefined;
  const { fetchedAt, freshUntil, expiresAt } = stored.data;
  return { value, fetchedAt, freshUntil, expiresAt };
}

export function createRedisCache<V>(options: RedisCacheOptions<V>): Cache<V> {
  const { client, keyPrefix, now, decode } = options;
  return {
    async get(key) {
      const text = await client.get(keyPrefix + key);
      if (text === null) return undefined;
      const entry = decodeEntry(text, decode);
      return entry && entry.expiresAt > now() ? entry : undefined;
    },
    async set(key, entry) {
      const ttlMs = Math.ceil(entry.expiresAt - now());
      if (ttlMs <= 0) return;
      const stored: StoredEntry = {
        fetchedAt: entry.fetchedAt,
        freshUntil: entry.freshUntil,
        expiresAt: entry.expiresAt,
        value: entry.value,
      };
      await client.set(keyPrefix + key, JSON.stringify(stored), {
        expiration: { type: 'PX', value: ttlMs },
      });
    },
    async delete(key) {
      await client.del(keyPrefix + key);
    },
    async close() {
      await options.onClose?.();
    },
  };
}

/** A node-redis client: the cache and the login counters each use a few of its commands. */
export type RedisClient = ReturnType<typeof newClient>;

/** Fails commands at once while disconnected, reconnects backing off up to 5 s. */
function newClient(url: string, commandTimeoutMs: number) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000),
    },
    commandOptions: { timeout: commandTimeoutMs },
  });
}

export interface RedisConnection {
  client: RedisClient;
  /** whether commands are being accepted right now */
  isReady(): boolean;
  close(): Promise<void>;
}

/**
 * Opens a client that reconnects forever in the background (backing off up to 5 s) and fails
 * commands at once while disconnected. Never throws: with Redis down the caller still gets a
 * client whose commands reject, and one warning is logged per outage.
 * @param commandTimeoutMs how long one command may take before it counts as failed
 */
export function connectRedis(options: {
  url: string;
  logger: Logger;
  commandTimeoutMs?: number;
}): RedisConnection {
  const client = newClient(options.url, options.commandTimeoutMs ?? 250);
  let down = false;
  client.on('error', (error: unknown) => {
    if (down) return;
    down = true;
    const message = error instanceof Error ? error.message : String(error);
    options.logger.warn({ error: message }, 'redis unavailable; retrying in the background');
  });
  client.on('ready', () => {
    if (down) options.logger.info('redis connected again');
    down = false;
  });
  // The first connection may fail; the reconnect strategy keeps trying, so only log.
  client.connect().catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    options.logger.debug({ error: message }, 'redis connect ended');
  });
  return {
    client,
    isReady: () => client.isReady,
    async close() {
      if (client.isReady) await client.close();
      else client.destroy();
    },
  };
}
