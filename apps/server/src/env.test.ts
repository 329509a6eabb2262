import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';

describe('loadConfig', () => {
  it('serves on port 3000 with SQLite under ./data when nothing is set', () => {
    const result = loadConfig({});
    expect(result).toMatchObject({
      ok: true,
      value: { port: 3000, dataDir: './data', databaseUrl: undefined, nodeEnv: 'production' },
    });
  });

  it('lists every bad variable at once, by name', () => {
    const result = loadConfig({ PORT: '70000', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const names = result.problems.map((line) => line.split(':')[0]);
    expect(names.sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'PORT']);
  });

  it('treats an empty optional URL as unset', () => {
    const result = loadConfig({ DATABASE_URL: '', CHAT_URL: '' });
    expect(result).toMatchObject({
      ok: true,
      value: { databaseUrl: undefined, chatUrl: undefined },
    });
  });

  it('accepts a PostgreSQL URL', () => {
    const result = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' });
    expect(result).toMatchObject({
      ok: true,
      value: { databaseUrl: 'postgres://postgres@127.0.0.1:5432/test' },
    });
  });

  it('refuses community links that are not https', () => {
    const result = loadConfig({ CHAT_URL: 'javascript:alert(1)' });
    expect(result.ok).toBe(false);
  });
});
