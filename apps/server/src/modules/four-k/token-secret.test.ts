import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveTokenSecret, TOKEN_SECRET_FILE } from './token-secret';

describe('the 4K token signing secret', () => {
  let dataDir = '';
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'reelhouse-secret-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is TOKEN_SECRET when set, and then nothing is written', async () => {
    const secret = resolveTokenSecret('x'.repeat(40), dataDir);

    expect(new TextDecoder().decode(secret)).toBe('x'.repeat(40));
    await expect(stat(path.join(dataDir, TOKEN_SECRET_FILE))).rejects.toThrow();
  });

  it('is generated once into DATA_DIR, readable by the owner only, and the same at every start', async () => {
    const nested = path.join(dataDir, 'data');
    const first = resolveTokenSecret(undefined, nested);
    const second = resolveTokenSecret(undefined, nested);
    const file = path.join(nested, TOKEN_SECRET_FILE);

    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toEqual(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(new TextDecoder().decode(first));
  });

  it('refuses a kept secret that is too short rather than signing with it', async () => {
    await writeFile(path.join(dataDir, TOKEN_SECRET_FILE), 'short\n');

    expect(() => resolveTokenSecret(undefined, dataDir)).toThrow(/shorter than 32 characters/);
  });
});
