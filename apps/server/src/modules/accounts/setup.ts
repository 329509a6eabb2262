/**
 * Builds the accounts module: from configuration for the server (argon2id, the login limits on
 * the shared limiter factory), and into the routes `createApp` mounts at `/api`.
 */
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Config } from '../../env';
import type { LimiterFactory } from '../limits/limiter';
import { createAccountService } from './account-service';
import { createLoginGuard } from './login-guard';
import { createArgon2Hasher, type PasswordHasher } from './password-hasher';
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
  /** where the login limits count (shared through Redis when configured) */
  limits: LimiterFactory;
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
    limits: deps.limits,
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
}

export function openAccounts(
  config: Pick<Config, 'nodeEnv' | 'accounts'>,
  db: Kysely<Database>,
  limits: LimiterFactory,
): OpenedAccounts {
  const now = Date.now;
  const sessions = createSessionService({
    repository: createSqlSessionRepository(db),
    timeouts: { idleMs: config.accounts.sessionIdleMs, maxMs: config.accounts.sessionMaxMs },
    now,
  });
  const cookie = createSessionCookie(config.nodeEnv === 'production');
  return {
    deps: {
      sessions,
      cookie,
      hasher: createArgon2Hasher(),
      limits,
      attemptsPerAddress: config.accounts.attemptsPerAddress,
    },
    requireSession: createRequireSession({ sessions, cookie }),
  };
}
