/**
 * Gathers the statistics in memory and adds them to the roll-up tables every ~10 s (and at
 * shutdown): player events folded into a pending roll-up, /media bytes per day, and this
 * instance's sketch of each day's active users (decision 0023). A database fault keeps what was
 * pending (a week of days at most) for the next try and never reaches a request.
 *
 * Active users: address and user agent are hashed (HMAC-SHA-256) with the day's salt, and only the
 * hash's first 64 bits touch the sketch's registers; the address, the user agent and the hash are
 * then dropped. The salt is random per UTC day, shared by the instances through the database, and
 * deleted when the day is over, after which nobody can tell whether a given visitor was counted.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { addHash, createSketch, mergeSketch } from '@reelhouse/core/stats/hyperloglog';
import { addToRollup, mergeInto, type StatsRollup } from '@reelhouse/core/stats/rollup';
import { toUtcDay } from '@reelhouse/core/site-content/time-window';
import type { StatsEvent } from '@reelhouse/core/stats/stats-event-schema';
import type { Logger } from '../../observability/logger';
import type { StatsRepository } from './repository';

export interface Visitor {
  /** the client address (behind the trusted proxies) */
  address: string;
  userAgent: string;
}

export interface StatsRecorder {
  /** Counts a batch of player events and their sender as active today. Never throws. */
  record(events: readonly StatsEvent[], visitor: Visitor): Promise<void>;
  /** Counts bytes /media sent. Never throws. */
  countMediaBytes(bytes: number): void;
  /** Writes what is pending; resolves even when the database fails (it is kept). */
  flush(): Promise<void>;
  start(): void;
  /** Stops the periodic flush and flushes one last time. */
  close(): Promise<void>;
}

export interface StatsRecorderOptions {
  repository: StatsRepository;
  logger: Logger;
  now?: () => number;
  /** ms between flushes (default 10 s) */
  flushIntervalMs?: number;
  /** days of unwritten sums kept while the database is away (default 7) */
  maxPendingDays?: number;
  /** this process's id in the sketch table (random by default) */
  instance?: string;
}

export function createStatsRecorder(options: StatsRecorderOptions): StatsRecorder {
  const { repository, logger } = options;
  const now = options.now ?? Date.now;
  const instance = options.instance ?? randomUUID();
  const maxPendingDays = options.maxPendingDays ?? 7;
  let rollup: StatsRollup = new Map();
  let mediaBytes = new Map<string, number>();
  /** this instance's whole sketch of each day still open, and the days changed since written */
  const sketches = new Map<string, Uint8Array>();
  let dirtySketches = new Set<string>();
  let salt: { day: string; value: Promise<string> } | null = null;
  let flushing: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  function saltOf(day: string): Promise<string> {
    if (salt?.day !== day) {
      const candidate = randomBytes(32).toString('hex');
      const value = repository.daySalt(day, candidate).catch((error: unknown) => {
        // Counted on with a salt of this instance's own: other instances may count the visitor
        // again today, which is less wrong than not counting.
        logger.warn({ err: error }, 'stats salt not shared; using one of this instance');
        return candidate;
      });
      salt = { day, value };
    }
    return salt.value;
  }

  async function countVisitor(day: string, visitor: Visitor): Promise<void> {
    const key = await saltOf(day);
    const digest = createHmac('sha256', key)
      .update(`${visitor.address}\n${visitor.userAgent}`)
      .digest();
    let sketch = sketches.get(day);
    if (!sketch) {
      sketch = createSketch();
      sketches.set(day, sketch);
    }
    addHash(sketch, digest.readUInt32BE(0), digest.readUInt32BE(4));
    dirtySketches.add(day);
  }

  /** Drops what is pending for days beyond the newest `maxPendingDays`. */
  function dropOldDays(): void {
    const days = [...new Set([...rollup.keys(), ...mediaBytes.keys(), ...sketches.keys()])].sort();
    for (const day of days.slice(0, Math.max(0, days.length - maxPendingDays))) {
      logger.warn({ day }, 'statistics dropped: not written in time');
      rollup.delete(day);
      mediaBytes.delete(day);
      sketches.delete(day);
      dirtySketches.delete(day);
    }
  }

  async function writePending(): Promise<void> {
    const today = toUtcDay(now());
    if (rollup.size > 0 || mediaBytes.size > 0) {
      const taken = { rollup, mediaBytes };
      rollup = new Map();
      mediaBytes = new Map();
      try {
        await repository.add(taken.rollup, taken.mediaBytes);
      } catch (error) {
        mergeInto(rollup, taken.rollup);
        for (const [day, bytes] of taken.mediaBytes) {
          mediaBytes.set(day, (mediaBytes.get(day) ?? 0) + bytes);
        }
        logger.warn({ err: error }, 'statistics not written; kept for the next try');
      }
    }
    if (dirtySketches.size > 0) {
      const days = dirtySketches;
      dirtySketches = new Set();
      // Copies: visitors counted while the write runs land in the live sketch, marked dirty again.
      const written = new Map([...days].map((day) => [day, createSketch()] as const));
      for (const [day, copy] of written) mergeSketch(copy, sketches.get(day) ?? createSketch());
      try {
        await repository.putSketches(instance, written);
      } catch (error) {
        for (const day of days) dirtySketches.add(day);
        logger.warn({ err: error }, 'active-user sketches not written; kept for the next try');
      }
    }
    // A past day's sketch is complete once written; only today's keeps growing in memory.
    for (const day of sketches.keys()) {
      if (day < today && !dirtySketches.has(day)) sketches.delete(day);
    }
    dropOldDays();
  }

  function flush(): Promise<void> {
    const run = (flushing ?? Promise.resolve()).then(writePending);
    const tracked = run.finally(() => {
      if (flushing === tracked) flushing = null;
    });
    flushing = tracked;
    return run;
  }

  return {
    async record(events, visitor) {
      const receivedAtMs = now();
      for (const event of events) addToRollup(rollup, { event, receivedAtMs });
      try {
        await countVisitor(toUtcDay(receivedAtMs), visitor);
      } catch (error) {
        logger.warn({ err: error }, 'active user not counted');
      }
    },
    countMediaBytes(bytes) {
      if (!(bytes > 0)) return;
      const day = toUtcDay(now());
      mediaBytes.set(day, (mediaBytes.get(day) ?? 0) + bytes);
    },
    flush,
    start() {
      if (timer) return;
      timer = setInterval(() => void flush(), options.flushIntervalMs ?? 10_000);
      timer.unref();
    },
    async close() {
      clearInterval(timer);
      timer = undefined;
      await flush();
    },
  };
}
