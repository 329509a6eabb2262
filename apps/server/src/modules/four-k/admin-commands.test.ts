import { beforeEach, describe, expect, it } from 'vitest';
import { databaseTargets, useTestDatabase } from '../../../test-support/test-database';
import { createSqlUserRepository } from '../accounts/user-repository';
import { EXIT_NOT_FOUND, EXIT_OK, EXIT_USAGE } from '../admin/admin-io';
import { runAdminCommand } from '../admin/run-admin-command';
import { createSqlPartnerRequestRepository } from '../partners/repository';
import { createSqlErrorReportRepository } from '../report/repository';
import { insertUser } from '../sync/sync.test-support';
import { createTestPersonalTokens } from './four-k.test-support';

const JUNE_1 = Date.UTC(2026, 5, 1);

describe.each(databaseTargets())('tokens admin commands ($dialect)', (target) => {
  const getDatabase = useTestDatabase(() => target.open());
  const tokens = () => createTestPersonalTokens(getDatabase().db, { now: () => JUNE_1 });

  async function run(...args: string[]) {
    const { db } = getDatabase();
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdminCommand(args, {
      users: createSqlUserRepository(db),
      reports: createSqlErrorReportRepository(db),
      partners: createSqlPartnerRequestRepository(db),
      tokens: tokens(),
      io: { out: (line) => out.push(line), err: (line) => err.push(line) },
      now: () => JUNE_1,
    });
    return { code, out, err };
  }

  beforeEach(async () => {
    const { db } = getDatabase();
    await db.deleteFrom('four_k_tokens').execute();
    await db.deleteFrom('users').execute();
    await insertUser(db, 'anne');
    await insertUser(db, 'bob');
  });

  it('issues a token to a user by username or email: the token alone on standard output, its id and expiry on standard error', async () => {
    const byName = await run('tokens', 'issue', 'user-anne');
    const byEmail = await run('tokens', 'issue', 'ANNE@example.test', '--days', '30');

    expect(byName.code).toBe(EXIT_OK);
    expect(byName.out).toHaveLength(1);
    const token = byName.out[0] ?? '';
    expect(token).toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(byName.err.join('\n')).toMatch(
      /^4K token [0-9a-f-]{36} for user-anne, valid until 2027-06-01 00:00:00 UTC\./,
    );
    expect((await tokens().verify(token, 'anne')).ok).toBe(true);
    expect(byEmail.err.join('\n')).toContain('valid until 2026-07-01 00:00:00 UTC');
    const rows = await getDatabase().db.selectFrom('four_k_tokens').select('user_id').execute();
    expect(rows.map((row) => row.user_id)).toEqual(['anne', 'anne']);
  });

  it('exits 1 for an unknown account and 2 for bad arguments, issuing nothing', async () => {
    expect(await run('tokens', 'issue', 'nobody')).toMatchObject({
      code: EXIT_NOT_FOUND,
      out: [],
      err: ['No account has the username or email "nobody".'],
    });
    for (const args of [
      ['tokens', 'issue'],
      ['tokens', 'issue', 'user-anne', '--days'],
      ['tokens', 'issue', 'user-anne', '--days', '0'],
      ['tokens', 'issue', 'user-anne', '--days', '3651'],
      ['tokens', 'issue', 'user-anne', '--days', 'ten'],
      ['tokens', 'issue', 'user-anne', 'user-bob'],
      ['tokens', 'revoke'],
      ['tokens', 'forge', 'user-anne'],
    ]) {
      expect((await run(...args)).code).toBe(EXIT_USAGE);
    }
    expect(await getDatabase().db.selectFrom('four_k_tokens').selectAll().execute()).toEqual([]);
  });

  it('revokes one token by its id, at once', async () => {
    const issued = await tokens().issue('anne');
    const other = await tokens().issue('anne');

    expect(await run('tokens', 'revoke', issued.id)).toEqual({
      code: EXIT_OK,
      out: [`Revoked 4K token ${issued.id}.`],
      err: [],
    });
    expect(await tokens().verify(issued.token, 'anne')).toEqual({ ok: false, reason: 'revoked' });
    expect((await tokens().verify(other.token, 'anne')).ok).toBe(true);
  });

  it("revokes every live token of a user named by username or email, and no one else's", async () => {
    const first = await tokens().issue('anne');
    const second = await tokens().issue('anne');
    const bobs = await tokens().issue('bob');

    expect((await run('tokens', 'revoke', 'anne@example.test')).out).toEqual([
      'Revoked 2 4K tokens of user-anne.',
    ]);
    expect((await run('tokens', 'revoke', 'user-anne')).out).toEqual([
      'user-anne had no live 4K token.',
    ]);
    for (const token of [first.token, second.token]) {
      expect((await tokens().verify(token, 'anne')).ok).toBe(false);
    }
    expect((await tokens().verify(bobs.token, 'bob')).ok).toBe(true);
  });

  it('exits 1 when neither a live token nor an account matches', async () => {
    const result = await run('tokens', 'revoke', '00000000-0000-4000-8000-000000000000');

    expect(result.code).toBe(EXIT_NOT_FOUND);
    expect(result.err[0]).toContain('No live 4K token has the id');
  });
});
