/**
 * Builds the accounts module: from configuration for the server (argon2id, counters in Redis
 * when REDIS_URL is set, else in memory), and into the routes `createApp` mounts at `/api`.
 */
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Config } from '../../env';
import type { Logger } from '../../observability/logger';
import { connectRedis } from '../cache/redis-cache';
import { createAccountService } from './account-service';
import {
  createFailSafeCounterStore,
  createMemoryCounterStore,
  type CounterStore,
} from './counter-store';
import { createLoginGuard } from './login-guard';
import { createArgon2Hasher, type PasswordHasher } from './password-hasher';
import { createRedisCounterStore } from './redis-counter-store';
import { createRequireSession } from './require-session';
import { createAccountRoutes } from './routes';
import { createSessionCookie, type SessionCookie } from './session-cookie';
import type { RequireSession, SessionVariables } from './session-identity';
import { createSessionService, type SessionService } from './session-service';
import { createSqlSessionRepository } from './session-repository';
import { createSqlUserRepository } from './user-repository';

/** What `createApp` needs to serve accounts (tests build it with a cheap hasher and a clock). */
export interface AccountsDeps {
  sessions: SessionService;
  cookie: SessionCookie;
  hasher: PasswordHasher;
  counters: CounterStore;
  /** logins and sign-ups one client address may try per 15 minutes */
  attemptsPerAddress: number;
}

/** The account routes over `db`, with full paths, to mount at `/api`. */
export function createAccountsApi(
  deps: AccountsDeps & {
    db: Kysely<Database>;
    now: () => number;
    newId: () => string;
    publicUrl: string | undefined;
  },
): Hono<{ Variables: SessionVariables }> {
  const guard = createLoginGuard({
    counters: deps.counters,
    attemptsPerAddress: deps.attemptsPerAddress,
  });
  const accounts = createAccountService({
    users: createSqlUserRepository(deps.db),
    hasher: deps.hasher,
    guard,
    now: deps.now,
    newId: deps.newId,
  });
  return createAccountRoutes({
    accounts,
    guard,
    sessions: deps.sessions,
    cookie: deps.cookie,
    publicUrl: deps.publicUrl,
  });
}

export interface OpenedAccounts {
  deps: AccountsDeps;
  /** for other modules' routes that need a signed-in user (sync, events) */
  requireSession: RequireSession;
  close(): Promise<void>;
}

/** Redis keys of the login counters start with this. */
export const COUNTER_KEY_PREFIX = 'rh:auth:v1:';

export function openAccounts(
  config: Pick<Config, 'nodeEnv' | 'redisUrl' | 'accounts'>,
  db: Kysely<Database>,
  logger: Logger,
): OpenedAccounts {
  const now = Date.now;
  const sessions = createSessionService({
    repository: createSqlSessionRepository(db),
    timeouts: { idleMs: config.accounts.sessionIdleMs, maxMs: config.accounts.sessionMaxMs },
    now,
  });
  const cookie = createSessionCookie(config.nodeEnv === 'production');
  const memory = createMemoryCounterStore(now);
  const redis = config.redisUrl ? connectRedis({ url: config.redisUrl, logger }) : null;
  const counters = redis
    ? createFailSafeCounterStore({
        primary: createRedisCounterStore({ client: redis.client, keyPrefix: COUNTER_KEY_PREFIX }),
        fallback: memory,
        logger: logger.child({ module: 'accounts' }),
      })
    : memory;
  return {
    deps: {
      sessions,
      cookie,
      hasher: createArgon2Hasher(),
      counters,
      attemptsPerAddress: config.accounts.attemptsPerAddress,
    },
    requireSession: createRequireSession({ sessions, cookie }),
    close: async () => {
      await redis?.close();
    },
  };
}
