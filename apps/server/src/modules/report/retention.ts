/**
 * What the site forgets, and when (the privacy page states it): error reports 90 days after they
 * arrive, partnership requests 90 days after the operator closed them. Every instance sweeps at
 * start and then hourly, webhook or not; a sweep deletes by age, so two at once do no harm.
 */
import type { Logger } from '../../observability/logger';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Error reports are deleted this long after they arrive. */
export const REPORT_RETENTION_MS = 90 * DAY_MS;

/** Closed partnership requests are deleted this long after closing. */
export const CLOSED_PARTNER_REQUEST_RETENTION_MS = 90 * DAY_MS;

/** One kind of record and how long it is kept. */
export interface RetentionRule {
  /** for log lines, e.g. 'error reports' */
  name: string;
  keepMs: number;
  /** deletes the records older than `cutoff` (by the rule's own time); how many went */
  deleteBefore(cutoff: number): Promise<number>;
}

export interface RetentionSweep {
  /** One sweep of every rule; a rule that fails is logged and the others still run. */
  sweep(): Promise<Record<string, number>>;
  stop(): Promise<void>;
}

const HOUR_MS = 60 * 60 * 1000;

/** Sweeps at once, then every `intervalMs` (an hour), until stopped. */
export function startRetentionSweep(options: {
  rules: readonly RetentionRule[];
  logger: Logger;
  now?: () => number;
  intervalMs?: number;
}): RetentionSweep {
  const now = options.now ?? Date.now;
  const logger = options.logger.child({ module: 'retention' });
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();

  async function sweep(): Promise<Record<string, number>> {
    const deleted: Record<string, number> = {};
    for (const rule of options.rules) {
      try {
        const count = await rule.deleteBefore(now() - rule.keepMs);
        deleted[rule.name] = count;
        if (count > 0) logger.info({ deleted: count, what: rule.name }, `deleted old ${rule.name}`);
      } catch (error) {
        logger.warn(
          { err: error, what: rule.name },
          `could not delete old ${rule.name}; next sweep tries again`,
        );
      }
    }
    return deleted;
  }

  const run = () => {
    if (stopped) return;
    running = sweep();
  };
  const timer = setInterval(run, options.intervalMs ?? HOUR_MS);
  timer.unref();
  run();
  return {
    sweep,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
