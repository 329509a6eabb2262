/**
 * The shared tier of the Cache port, on Redis (node-redis): entries are JSON with their fetch
 * time, under a prefixed, versioned key, expiring with Redis's own TTL. Values read back are
 * decoded by the caller's validator (another version may have written them). Commands fail
 * fast when Redis is away (the guarded client of modules/redis); the tiered cache absorbs that.
 */
import { z } from 'zod';
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
