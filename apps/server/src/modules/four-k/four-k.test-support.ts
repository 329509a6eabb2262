/** 4K personal tokens for tests: signed with a fixed test secret over the test database. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createPersonalTokens, type PersonalTokens } from './personal-tokens';
import { createSqlFourKTokenRepository } from './token-repository';

export const TEST_TOKEN_SECRET = new TextEncoder().encode('test-secret-of-at-least-32-characters!');

export function createTestPersonalTokens(
  db: Kysely<Database>,
  options: { now?: () => number; secret?: Uint8Array } = {},
): PersonalTokens {
  return createPersonalTokens({
    secret: options.secret ?? TEST_TOKEN_SECRET,
    repository: createSqlFourKTokenRepository(db),
    ...(options.now ? { now: options.now } : {}),
  });
}
