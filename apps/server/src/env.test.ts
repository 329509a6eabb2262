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

  it('keeps only the origin of PUBLIC_URL and refuses other protocols', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://reelhouse.example/some/path?x=1' })).toMatchObject({
      ok: true,
      value: { publicUrl: 'https://reelhouse.example' },
    });
    expect(loadConfig({ PUBLIC_URL: '' })).toMatchObject({
      ok: true,
      value: { publicUrl: undefined },
    });
    expect(loadConfig({ PUBLIC_URL: 'ftp://reelhouse.example' }).ok).toBe(false);
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

  it('uses the embedded catalogue unless a TMDB token is set', () => {
    expect(loadConfig({})).toMatchObject({ ok: true, value: { catalogue: { kind: 'embedded' } } });
    const token = 'eyJhbGciOiJIUzI1NiJ9.test-token-value';
    expect(loadConfig({ TMDB_API_TOKEN: token })).toMatchObject({
      ok: true,
      value: { catalogue: { kind: 'tmdb', token, baseUrl: 'https://api.themoviedb.org/3' } },
    });
    expect(loadConfig({ TMDB_API_TOKEN: token, CATALOGUE: 'embedded' })).toMatchObject({
      ok: true,
      value: { catalogue: { kind: 'embedded' } },
    });
  });

  it('names the missing token when the TMDB catalogue is asked for without one', () => {
    const result = loadConfig({ CATALOGUE: 'tmdb' });
    expect(result).toEqual({
      ok: false,
      problems: ['TMDB_API_TOKEN: Required when CATALOGUE=tmdb'],
    });
  });

  it('bounds the image cache in megabytes', () => {
    expect(loadConfig({ IMAGE_CACHE_MAX_MB: '64' })).toMatchObject({
      ok: true,
      value: { imageCacheMaxBytes: 64 * 1024 * 1024 },
    });
    expect(loadConfig({ IMAGE_CACHE_MAX_MB: '1' }).ok).toBe(false);
  });
});
