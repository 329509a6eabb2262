/**
 * The background relay of error reports to the operator's chat webhook (decision 0022). Each
 * instance runs one: every few seconds, and at once after a report arrives here, it claims due
 * reports one at a time (relay-queue.ts), sends each and records what came of it. A failed send
 * waits with exponential backoff, recorded on the report, and holds back this instance's other
 * sends for as long; a webhook that refuses (its address is wrong) holds them back an hour. It
 * never throws out of its loop: the database or the webhook being away is logged and waited out.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from '../../observability/logger';
import type { RelayQueue } from './relay-queue';
import type { StoredErrorReport } from './repository';
import type { SendReport, WebhookOutcome } from './webhook';

export interface RelayTiming {
  /** between passes when nothing is happening */
  pollIntervalMs: number;
  /** how long a claim holds; well above the send's own time limit */
  leaseMs: number;
  /** the first retry's wait; it doubles with each failed send… */
  firstRetryMs: number;
  /** …up to this */
  maxRetryMs: number;
  /** the wait after the webhook refused (4xx), and the longest 429 wait honoured */
  refusedWaitMs: number;
  /** reports sent in one pass at most (the next pass follows at once) */
  batchSize: number;
}

export const DEFAULT_RELAY_TIMING: RelayTiming = {
  pollIntervalMs: 5_000,
  leaseMs: 60_000,
  firstRetryMs: 5_000,
  maxRetryMs: 10 * 60_000,
  refusedWaitMs: 60 * 60_000,
  batchSize: 20,
};

export interface ReportRelayOptions {
  queue: RelayQueue;
  send: SendReport;
  logger: Logger;
  /** the webhook's origin, for log lines (never its whole address: that is the secret) */
  webhookOrigin: string;
  timing?: Partial<RelayTiming>;
  now?: () => number;
  /** in [0, 1): the backoff's jitter */
  random?: () => number;
  /** this instance's name in claims; host, process and a random part by default */
  owner?: string;
}

export interface RelayPass {
  sent: number;
  failed: number;
}

export interface ReportRelay {
  /** Starts the loop: a first pass at once, then every poll interval. */
  start(): void;
  /** A report arrived: run a pass now rather than at the next poll (unless waiting on a failure). */
  wake(): void;
  /** One pass, for tests: sends what is due and this instance may send now. */
  runOnce(): Promise<RelayPass>;
  /** Stops the loop; resolves once a send in flight has finished and been recorded. */
  stop(): Promise<void>;
}

/** The longest wait between passes while the database fails. */
const MAX_DATABASE_WAIT_MS = 60_000;

/**
 * The wait after the `attempts`-th failed send: `first · 2^(attempts−1)`, capped, then spread by
 * ±25 % so instances and reports do not retry in step (never above the cap).
 */
export function getRetryDelay(attempts: number, timing: RelayTiming, random: number): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  const base = Math.min(timing.maxRetryMs, timing.firstRetryMs * 2 ** exponent);
  return Math.min(timing.maxRetryMs, Math.round(base * (0.75 + random * 0.5)));
}

export function createReportRelay(options: ReportRelayOptions): ReportRelay {
  const timing: RelayTiming = { ...DEFAULT_RELAY_TIMING, ...options.timing };
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const owner = options.owner ?? `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
  const logger = options.logger.child({ module: 'report-relay' });
  /** no send starts before this time (a failed or refused send holds the others back) */
  let heldUntil = 0;
  let isFailing = false;
  let databaseFailures = 0;
  let stopped = true;
  /** set by stop(): a pass ends after the send in flight */
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let wakeAgain = false;

  async function send(report: StoredErrorReport): Promise<WebhookOutcome> {
    try {
      return await options.send(report);
    } catch (error) {
      // A bug in building or sending: treat it as a failed send, never as the end of the loop.
      return { kind: 'retry', reason: error instanceof Error ? error.message : 'send failed' };
    }
  }

  async function runOnce(): Promise<RelayPass> {
    const pass: RelayPass = { sent: 0, failed: 0 };
    for (let i = 0; i < timing.batchSize && !stopping && now() >= heldUntil; i += 1) {
      const claim = await options.queue.claimNext(owner, now(), timing.leaseMs);
      if (!claim) break;
      const { report } = claim;
      const outcome = await send(report);
      if (outcome.kind === 'sent') {
        await options.queue.markRelayed(report.id, now());
        pass.sent += 1;
        if (isFailing)
          logger.info({ webhook: options.webhookOrigin }, 'the chat webhook answers again');
        isFailing = false;
        continue;
      }
      pass.failed += 1;
      await recordFailure(report.id, claim.attempts + 1, outcome);
    }
    return pass;
  }

  async function recordFailure(
    id: string,
    attempts: number,
    outcome: Exclude<WebhookOutcome, { kind: 'sent' }>,
  ): Promise<void> {
    const failedAt = now();
    const backoff = getRetryDelay(attempts, timing, random());
    let wait = backoff;
    if (outcome.kind === 'retry' && outcome.retryAfterMs !== undefined) {
      wait = Math.min(Math.max(outcome.retryAfterMs, 0), timing.refusedWaitMs);
    }
    if (outcome.kind === 'refused' && outcome.scope === 'message') wait = timing.refusedWaitMs;
    await options.queue.recordFailure(id, owner, {
      attempts,
      nextAttemptAt: failedAt + wait,
      error: outcome.reason,
    });
    const fields = {
      reportId: id,
      attempts,
      webhook: options.webhookOrigin,
      reason: outcome.reason,
    };
    if (outcome.kind === 'retry') {
      heldUntil = failedAt + wait;
      isFailing = true;
      logger.warn(
        { ...fields, retryInMs: wait },
        'the chat webhook did not take an error report; it is kept and sent again later',
      );
    } else if (outcome.scope === 'webhook') {
      heldUntil = failedAt + timing.refusedWaitMs;
      isFailing = true;
      logger.error(
        { ...fields, retryInMs: timing.refusedWaitMs },
        `the chat webhook refused error reports (${outcome.reason}): REPORT_WEBHOOK_URL is wrong or the webhook was deleted. Reports are kept; this instance tries again in ${Math.round(timing.refusedWaitMs / 60_000)} min, or at once after a restart with a working address`,
      );
    } else {
      logger.error(
        { ...fields, retryInMs: wait },
        `the chat webhook refused this error report (${outcome.reason}); it is kept, and tried again in ${Math.round(wait / 60_000)} min`,
      );
    }
  }

  function schedule(delayMs: number): void {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => void tick(), delayMs);
    timer.unref();
  }

  async function tick(): Promise<void> {
    if (stopped) return;
    if (running) {
      wakeAgain = true;
      return;
    }
    const current = (async (): Promise<RelayPass | null> => {
      try {
        const pass = await runOnce();
        databaseFailures = 0;
        return pass;
      } catch (error) {
        databaseFailures += 1;
        logger.warn(
          { err: error, failures: databaseFailures },
          'the report relay cannot read or write its reports; it tries again',
        );
        return null;
      }
    })();
    running = current.then(() => undefined);
    const pass = await current;
    running = null;
    // schedule() does nothing once stopped.
    const sentFullBatch = pass !== null && pass.sent >= timing.batchSize;
    if (wakeAgain || sentFullBatch) {
      wakeAgain = false;
      schedule(0);
    } else {
      schedule(nextDelay());
    }
  }

  function nextDelay(): number {
    if (databaseFailures > 0) {
      return Math.min(MAX_DATABASE_WAIT_MS, timing.pollIntervalMs * 2 ** (databaseFailures - 1));
    }
    const held = heldUntil - now();
    return held > 0 ? held : timing.pollIntervalMs;
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      stopping = false;
      logger.info(
        { webhook: options.webhookOrigin },
        'error reports are relayed to the chat webhook',
      );
      schedule(0);
    },
    wake() {
      if (stopped || now() < heldUntil) return;
      if (running) wakeAgain = true;
      else schedule(0);
    },
    runOnce,
    async stop() {
      stopped = true;
      stopping = true;
      clearTimeout(timer);
      await running;
    },
  };
}
