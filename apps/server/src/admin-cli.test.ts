import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, resolveDatabaseTarget } from './db/database';
import { createSqlUserRepository } from './modules/accounts/user-repository';

const run = promisify(execFile);
const CLI = path.join(import.meta.dirname, 'admin-cli.ts');

/** Runs the CLI as the operator would, on the SQLite database under `dataDir`. */
async function admin(dataDir: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', CLI, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('the admin command line', () => {
  let dataDir = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'reelhouse-admin-'));
    // The first run migrates the empty database, as the server would.
    expect((await admin(dataDir, 'users', 'list')).stdout).toBe('No accounts yet.\n');
    const database = openDatabase(resolveDatabaseTarget({ databaseUrl: undefined, dataDir }));
    await createSqlUserRepository(database.db).create({
      id: 'id-anne',
      username: 'anne',
      email: 'anne@example.test',
      name: 'Anne',
      passwordHash: 'plain$x',
      createdAt: Date.UTC(2026, 0, 2),
    });
    await database.close();
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('lists the accounts of the configured database and exits 0', async () => {
    const result = await admin(dataDir, 'users', 'list');

    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^USERNAME/);
    expect(result.stdout).toMatch(/\nanne\s+anne@example\.test\s+Anne\s+no\s+2026-01-02\s+0\s+0\n/);
  });

  it('exits 1 with a clear error for an unknown account, 2 for bad arguments', async () => {
    const unknown = await admin(dataDir, 'users', 'donator', 'nobody', 'on');
    const bad = await admin(dataDir, 'users', 'donator', 'anne', 'maybe');

    expect(unknown).toMatchObject({ code: 1, stdout: '' });
    expect(unknown.stderr).toContain('No account has the username or email "nobody".');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Usage: npm run admin -- <command>');
  });

  it('lists error reports and partnership requests of the configured database', async () => {
    const reports = await admin(dataDir, 'reports', 'list');
    const partners = await admin(dataDir, 'partners', 'list');
    const unknown = await admin(dataDir, 'partners', 'done', 'no-such-id');

    expect(reports).toMatchObject({ code: 0, stdout: 'No error reports.\n' });
    expect(partners).toMatchObject({ code: 0, stdout: 'No open partnership requests.\n' });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No partnership request has the id "no-such-id".');
  });

  it('issues a 4K token signed with a secret kept in DATA_DIR for the owner only, and revokes it', async () => {
    const issued = await admin(dataDir, 'tokens', 'issue', 'anne', '--days', '7');
    const id = /4K token ([0-9a-f-]{36}) for anne/.exec(issued.stderr)?.[1] ?? '';
    const revoked = await admin(dataDir, 'tokens', 'revoke', id);

    expect(issued.code).toBe(0);
    expect(issued.stdout).toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+\n$/);
    expect((await stat(path.join(dataDir, 'token-secret'))).mode & 0o777).toBe(0o600);
    expect(revoked).toMatchObject({ code: 0, stdout: `Revoked 4K token ${id}.\n` });
  });
});
