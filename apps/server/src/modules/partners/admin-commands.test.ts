import { describe, expect, it } from 'vitest';
import { databaseTargets, useTestDatabase } from '../../../test-support/test-database';
import { ADMIN_USAGE, EXIT_NOT_FOUND, EXIT_OK, EXIT_USAGE } from '../admin/admin-io';
import { runAdminCommand } from '../admin/run-admin-command';
import { createSqlUserRepository } from '../accounts/user-repository';
import { createSqlErrorReportRepository } from '../report/repository';
import { createSqlPartnerRequestRepository, type StoredPartnerRequest } from './repository';
import { createTestPersonalTokens } from '../four-k/four-k.test-support';

const JAN_1 = Date.UTC(2026, 0, 1, 9, 30);
const NOW = Date.UTC(2026, 0, 5, 12);

describe.each(databaseTargets())('partners admin commands ($dialect)', (target) => {
  const getDatabase = useTestDatabase(() => target.open());
  const partners = () => createSqlPartnerRequestRepository(getDatabase().db);

  async function run(...args: string[]) {
    const { db } = getDatabase();
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdminCommand(args, {
      users: createSqlUserRepository(db),
      reports: createSqlErrorReportRepository(db),
      partners: createSqlPartnerRequestRepository(db),
      tokens: createTestPersonalTokens(db),
      io: { out: (line) => out.push(line), err: (line) => err.push(line) },
      now: () => NOW,
    });
    return { code, out, err };
  }

  async function add(id: string, overrides: Partial<StoredPartnerRequest> = {}) {
    await partners().insert({
      id,
      receivedAt: JAN_1,
      name: `Club ${id}`,
      siteUrl: `https://${id}.example`,
      email: `hi@${id}.example`,
      message: 'First line\nSecond line',
      closedAt: null,
      ...overrides,
    });
  }

  it('lists open requests with who, where, when and the whole message; --all adds closed ones', async () => {
    await getDatabase().db.deleteFrom('partner_requests').execute();
    expect(await run('partners', 'list')).toEqual({
      code: EXIT_OK,
      out: ['No open partnership requests.'],
      err: [],
    });
    await add('open-one');
    await add('closed-one', { receivedAt: JAN_1 - 1000, closedAt: JAN_1 + 60_000 });

    const open = await run('partners', 'list');
    const all = await run('partners', 'list', '--all');

    expect(open).toEqual({
      code: EXIT_OK,
      out: [
        'open-one  2026-01-01 09:30:00 UTC  open',
        '  Club open-one <hi@open-one.example>  https://open-one.example',
        '    First line',
        '    Second line',
      ],
      err: [],
    });
    expect(all.out[0]).toBe('closed-one  2026-01-01 09:29:59 UTC  closed 2026-01-01 09:31:00 UTC');
    expect(all.out).toContain('open-one  2026-01-01 09:30:00 UTC  open');
  });

  it('closes a request with done, says so again when already closed, and exits 1 for an unknown id', async () => {
    await getDatabase().db.deleteFrom('partner_requests').execute();
    await add('abc');

    expect(await run('partners', 'done', 'abc')).toEqual({
      code: EXIT_OK,
      out: ['Closed the request from Club abc; it is deleted in 90 days.'],
      err: [],
    });
    expect((await partners().findById('abc'))?.closedAt).toBe(NOW);
    expect((await run('partners', 'list')).out).toEqual(['No open partnership requests.']);
    expect((await run('partners', 'done', 'abc')).out).toEqual([
      'The request from Club abc was already closed on 2026-01-05 12:00:00 UTC.',
    ]);
    expect(await run('partners', 'done', 'nope')).toEqual({
      code: EXIT_NOT_FOUND,
      out: [],
      err: ['No partnership request has the id "nope".'],
    });
  });

  it.each([
    [['partners']],
    [['partners', 'close', 'abc']],
    [['partners', 'list', '--closed']],
    [['partners', 'done']],
    [['partners', 'done', 'a', 'b']],
  ])('answers exit code 2 with the usage for bad arguments: %j', async (args) => {
    const result = await run(...args);

    expect(result.code).toBe(EXIT_USAGE);
    expect(result.err.at(-1)).toBe(ADMIN_USAGE);
    expect(result.out).toEqual([]);
  });
});
