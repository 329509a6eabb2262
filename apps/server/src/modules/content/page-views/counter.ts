/**
 * Counts page views in memory and adds them to the database every ~10 s (and on shutdown) in one
 * upsert, so a busy site costs one write per interval, not one per page. A database fault keeps
 * the counts for the next flush (a bounded number of days) and never reaches a request. The
 * audience figure (last 30 UTC days) is read at most every few minutes.
 */
import { toUtcDay } from '@reelhouse/core/site-content/time-window';
import type { AudienceFigures } from '@reelhouse/web/load-context';
import type { Logger } from '../../../observability/logger';
import type { PageViewRepository } from './repository';

export const AUDIENCE_DAYS = 30;
const DAY_MS = 86_400_000;

export interface PageViewCounter {
  /** One page view now. Never throws. */
  count(): void;
  /** Writes what was counted; resolves even when the database fails (the counts are kept). */
  flush(): Promise<void>;
  /** Views of the last 30 UTC days (today included); null when the database cannot answer. */
  audience(): Promise<AudienceFigures | null>;
  /** Starts the periodic flush. */
  start(): void;
  /** Stops it and flushes one last time. */
  close(): Promise<void>;
}

export interface PageViewCounterOptions {
  repository: PageViewRepository;
  logger: Logger;
  now?: () => number;
  /** ms between flushes (default 10 s) */
  flushIntervalMs?: number;
  /** how long an audience figure is reused, in ms (default 5 minutes) */
  audienceCacheMs?: number;
  /** how long a failed audience read is remembered, in ms (default 30 s) */
  audienceRetryMs?: number;
  /** days of unflushed counts kept while the database is away; older ones are dropped (default 7) */
  maxPendingDays?: number;
}

export function createPageViewCounter(options: PageViewCounterOptions): PageViewCounter {
  const { repository, logger } = options;
  const now = options.now ?? Date.now;
  const maxPendingDays = options.maxPendingDays ?? 7;
  let pending = new Map<string, number>();
  let flushing: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let cached: { figures: AudienceFigures | null; until: number } | null = null;
  let reading: Promise<AudienceFigures | null> | null = null;

  function count(): void {
    const day = toUtcDay(now());
    pending.set(day, (pending.get(day) ?? 0) + 1);
  }

  /** Puts counts that could not be written back, keeping only the newest days. */
  function keep(counts: Map<string, number>): void {
    for (const [day, value] of counts) pending.set(day, (pending.get(day) ?? 0) + value);
    const days = [...pending.keys()].sort();
    for (const day of days.slice(0, Math.max(0, days.length - maxPendingDays))) {
      logger.warn({ day, views: pending.get(day) }, 'page views dropped: not written in time');
      pending.delete(day);
    }
  }

  async function writePending(): Promise<void> {
    if (pending.size === 0) return;
    const counts = pending;
    pending = new Map();
    try {
      await repository.add(counts);
    } catch (error) {
      keep(counts);
      logger.warn({ err: error }, 'page views not written; kept for the next try');
    }
  }

  function flush(): Promise<void> {
    // A flush already running holds the counts it took; the next one takes the rest after it.
    const run = (flushing ?? Promise.resolve()).then(writePending);
    const tracked = run.finally(() => {
      if (flushing === tracked) flushing = null;
    });
    flushing = tracked;
    return run;
  }

  async function readAudience(): Promise<AudienceFigures | null> {
    const to = toUtcDay(now());
    const from = toUtcDay(now() - (AUDIENCE_DAYS - 1) * DAY_MS);
    try {
      const monthlyViews = await repository.sum(from, to);
      cached = {
        figures: { monthlyViews, from, to },
        until: now() + (options.audienceCacheMs ?? 300_000),
      };
    } catch (error) {
      logger.warn({ err: error }, 'page views could not be read');
      cached = { figures: null, until: now() + (options.audienceRetryMs ?? 30_000) };
    }
    return cached.figures;
  }

  function audience(): Promise<AudienceFigures | null> {
    if (cached && now() < cached.until) return Promise.resolve(cached.figures);
    reading ??= readAudience().finally(() => {
      reading = null;
    });
    return reading;
  }

  return {
    count,
    flush,
    audience,
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
