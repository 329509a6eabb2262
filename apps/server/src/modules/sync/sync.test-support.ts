/** Helpers for the sync repository tests: users, and multi-device histories as sync batches. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** 2026-01-01T00:00:00.000Z: past 2^31, so a 32-bit column would show. */
export const JAN_1 = 1_767_225_600_000;

/** Stores a user with the given id (other fields derived from it). */
export async function insertUser(db: Kysely<Database>, id: string): Promise<void> {
  await db
    .insertInto('users')
    .values({
      id,
      username: `user-${id}`,
      email: `${id}@example.test`,
      name: `User ${id}`,
      password_hash: '$argon2id$v=19$m=19456,t=2,p=1$fake',
      is_donator: 0,
      four_k_token: null,
      created_at: JAN_1,
    })
    .execute();
}

/** Empties every table the sync tests write to. */
export async function clearAccounts(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('watch_progress').execute();
  await db.deleteFrom('bookmarks').execute();
  await db.deleteFrom('sessions').execute();
  await db.deleteFrom('users').execute();
}

/**
 * The batches of a history in the order `picks` gives: each batch is one sync of one device,
 * and `picks` chooses which device's next sync arrives next (devices stay in their own order).
 */
export function interleave<T>(devices: readonly (readonly T[])[], picks: readonly number[]): T[] {
  const queues = devices.map((batches) => [...batches]);
  const order: T[] = [];
  for (const pick of picks) {
    const waiting = queues.filter((queue) => queue.length > 0);
    const next = waiting[pick % waiting.length]?.shift();
    if (next !== undefined) order.push(next);
  }
  return order;
}

/** Sorts copies of records by their key, for comparing states whatever their order. */
export function byKey<T>(records: Iterable<T>, key: (record: T) => string): T[] {
  return [...records].sort((a, b) => (key(a) < key(b) ? -1 : Number(key(a) > key(b))));
}

/** A watch-history entry: the pilot of Breaking Bad, watched to `watched` seconds. */
export const pilot = (updatedAt: number, watched: number) => ({
  '1396': {
    type: 'show',
    title: 'Breaking Bad',
    year: 2008,
    updatedAt,
    progress: { watched, duration: 3000 },
    episodes: {
      s1e1: {
        id: '62085',
        number: 1,
        title: 'Pilot',
        seasonId: '3572',
        updatedAt,
        progress: { watched, duration: 3000 },
        furthestWatched: watched,
      },
    },
  },
});
/** A watch-history entry: The Matrix, watched to `watched` seconds. */
export const matrix = (updatedAt: number, watched: number) => ({
  '603': {
    type: 'movie',
    title: 'The Matrix',
    year: 1999,
    updatedAt,
    progress: { watched, duration: 8160 },
    furthestWatched: watched,
  },
});

/** A bookmark as a sync body carries it. */
export const bm = (mediaId: number, addedAt: number, category = 'watchlist') => ({
  mediaId,
  category,
  addedAt,
});
/** A bookmark removal (tombstone) as a sync body carries it. */
export const gone = (mediaId: number, deletedAt: number, category = 'watchlist') => ({
  mediaId,
  category,
  deletedAt,
});
