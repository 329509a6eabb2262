/**
 * One node-redis connection behind the guard (redis-guard.ts): the client handed to the cache
 * and the rate limits runs every command within an answer limit, fails at once while Redis is
 * away, and says it is not ready then, so callers use their in-process fallback. The connection
 * reconnects forever in the background; one warning is logged per outage, one note when it ends.
 */
import { createClient } from 'redis';
import type { Logger } from '../../observability/logger';
import { createRedisGuard, DEFAULT_REDIS_GUARD, type RedisGuardOptions } from './redis-guard';

type RawClient = ReturnType<typeof newRawClient>;

/** The commands our callers use, each run through the guard. */
export interface GuardedRedisClient {
  /** false while disconnected or marked down (rate-limiter-flexible reads it) */
  readonly isReady: boolean;
  get(key: string): Promise<string | null>;
  set(
    key: string,
    value: string,
    options: { expiration: { type: 'PX'; value: number } },
  ): Promise<unknown>;
  del(keys: string | string[]): Promise<number>;
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
  /** a MULTI of the few commands rate-limiter-flexible queues, run on `exec` */
  multi(): GuardedMulti;
}

export interface GuardedMulti {
  get(key: string): GuardedMulti;
  set(key: string, value: string | number, options?: { EX: number }): GuardedMulti;
  incrBy(key: string, increment: number): GuardedMulti;
  pTTL(key: string): GuardedMulti;
  exec(typed?: boolean): Promise<unknown[]>;
}

export interface RedisConnection {
  client: GuardedRedisClient;
  /** connected and answering */
  isReady(): boolean;
  /** for /metrics */
  stats(): { up: boolean; outages: number };
  close(): Promise<void>;
}

export interface ConnectRedisOptions {
  url: string;
  logger: Logger;
  /** answer limit and probe interval; DEFAULT_REDIS_GUARD when absent */
  guard?: Partial<Omit<RedisGuardOptions, 'onChange'>>;
}

/** Fails commands at once while disconnected, reconnects backing off up to 5 s. */
function newRawClient(url: string) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000),
    },
  });
}

/**
 * Opens a guarded connection. Never throws: with Redis down the caller still gets a client,
 * whose commands reject at once.
 */
export function connectRedis(options: ConnectRedisOptions): RedisConnection {
  const raw = newRawClient(options.url);
  let isDown = false;
  let outages = 0;
  const report = (isUp: boolean, error?: unknown) => {
    if (isUp === !isDown) return;
    isDown = !isUp;
    if (isUp) {
      options.logger.info('redis answers again; shared counters and cache back in use');
      return;
    }
    outages += 1;
    const message = error instanceof Error ? error.message : String(error);
    options.logger.warn(
      { error: message },
      'redis unavailable; rate limits count in this process and the cache stays local until it is back',
    );
  };
  const guard = createRedisGuard({ ...DEFAULT_REDIS_GUARD, ...options.guard, onChange: report });
  raw.on('error', (error: unknown) => report(false, error));
  raw.on('ready', () => {
    if (guard.isUp) report(true);
  });
  // The first connection may fail; the reconnect strategy keeps trying, so only log.
  raw.connect().catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    options.logger.debug({ error: message }, 'redis connect ended');
  });

  const isReady = () => raw.isReady && guard.isUp;
  return {
    client: createGuardedClient(
      raw,
      (command) => guard.run(command),
      () => {
        // Asked while disconnected (the first connection may never have been made): an outage.
        if (!raw.isReady) report(false, new Error('not connected'));
        return raw.isReady && guard.canTry();
      },
    ),
    isReady,
    stats: () => ({ up: isReady(), outages }),
    async close() {
      if (raw.isReady) await raw.close();
      else raw.destroy();
    },
  };
}

type Run = <T>(command: () => Promise<T>) => Promise<T>;

function createGuardedClient(raw: RawClient, run: Run, canTry: () => boolean): GuardedRedisClient {
  return {
    get isReady() {
      return canTry();
    },
    get: (key) => run(() => raw.get(key)),
    set: (key, value, options) => run(() => raw.set(key, value, options)),
    del: (keys) => run(() => raw.del(keys)),
    eval: (script, options) => run(() => raw.eval(script, options)),
    multi: () => createGuardedMulti(raw, run),
  };
}

function createGuardedMulti(raw: RawClient, run: Run): GuardedMulti {
  const queued: string[][] = [];
  const queue = (args: string[]): GuardedMulti => {
    queued.push(args);
    return multi;
  };
  const multi: GuardedMulti = {
    get: (key) => queue(['GET', key]),
    set: (key, value, options) =>
      queue(
        options
          ? ['SET', key, String(value), 'EX', String(options.EX)]
          : ['SET', key, String(value)],
      ),
    incrBy: (key, increment) => queue(['INCRBY', key, String(increment)]),
    pTTL: (key) => queue(['PTTL', key]),
    exec: (typed) =>
      run(() => {
        const transaction = raw.multi();
        for (const args of queued) transaction.addCommand(args);
        return transaction.exec(typed);
      }),
  };
  return multi;
}
