/**
 * A circuit breaker in front of Redis. node-redis times a command out only while it waits to be
 * sent, never while it waits for an answer, so a Redis that hangs would hold every caller for as
 * long as it hangs. Here every command has an answer limit; the first failure (a timeout, a lost
 * connection) marks Redis down, and while it is down commands fail at once, except one probe per
 * interval, whose success marks it up again. Callers fall back to what they do without Redis.
 * Written here: no breaker library supports Node 20 to 26 in one release (decision 0011).
 */
import { ErrorReply } from 'redis';

export class RedisUnavailableError extends Error {
  constructor(message = 'Redis is unavailable') {
    super(message);
    this.name = 'RedisUnavailableError';
  }
}

export interface RedisGuardOptions {
  /** longest wait for one command's answer, in ms */
  answerTimeoutMs: number;
  /** while down, one command per this many ms is let through to find out whether Redis is back */
  probeIntervalMs: number;
  now?: () => number;
  /** called when Redis goes down (with the error) and when it comes back */
  onChange?: (isUp: boolean, error?: unknown) => void;
}

export interface RedisGuard {
  /** false from the first failure until a probe succeeds */
  readonly isUp: boolean;
  /** whether a command would be tried now (up, or a probe is due) */
  canTry(): boolean;
  /**
   * Runs one command within the answer limit.
   * @throws RedisUnavailableError at once while Redis is down and no probe is due, or the
   *   command's own error (a timeout counts as one and marks Redis down)
   */
  run<T>(command: () => Promise<T>): Promise<T>;
}

export const DEFAULT_REDIS_GUARD = { answerTimeoutMs: 200, probeIntervalMs: 1_000 };

export function createRedisGuard(options: RedisGuardOptions): RedisGuard {
  const now = options.now ?? Date.now;
  let isUp = true;
  let nextProbeAt = 0;

  const markDown = (error: unknown) => {
    nextProbeAt = now() + options.probeIntervalMs;
    if (!isUp) return;
    isUp = false;
    options.onChange?.(false, error);
  };
  const markUp = () => {
    if (isUp) return;
    isUp = true;
    options.onChange?.(true);
  };

  return {
    get isUp() {
      return isUp;
    },
    canTry: () => isUp || now() >= nextProbeAt,
    async run(command) {
      if (!isUp) {
        if (now() < nextProbeAt) throw new RedisUnavailableError();
        // This command is the probe; the next one waits for its answer or the next interval.
        nextProbeAt = now() + options.probeIntervalMs;
      }
      try {
        const result = await withAnswerLimit(command(), options.answerTimeoutMs);
        markUp();
        return result;
      } catch (error) {
        // Redis answered (a script error, a wrong type): it is up, the command was wrong.
        if (error instanceof ErrorReply) markUp();
        else markDown(error);
        throw error;
      }
    },
  };
}

async function withAnswerLimit<T>(pending: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new RedisUnavailableError(`Redis did not answer within ${timeoutMs} ms`));
    }, timeoutMs);
  });
  // The command may still settle after the limit; nobody waits for it then.
  pending.catch(() => undefined);
  try {
    return await Promise.race([pending, late]);
  } finally {
    clearTimeout(timer);
  }
}
