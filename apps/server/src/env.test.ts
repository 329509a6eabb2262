import { describe, expect, it } from 'vitest';
import { availableSqliteDrivers } from './db/sqlite';
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

  it('picks a SQLite driver this Node runs when SQLITE_DRIVER is unset', () => {
    const result = loadConfig({});
    expect(result.ok && availableSqliteDrivers().includes(result.value.sqliteDriver)).toBe(true);
  });

  const unavailableDriver = (['node', 'better-sqlite3'] as const).find(
    (driver) => !availableSqliteDrivers().includes(driver),
  );
  it.runIf(unavailableDriver)(
    'names SQLITE_DRIVER as a problem when it asks for a driver this Node cannot run',
    () => {
      const result = loadConfig({ SQLITE_DRIVER: unavailableDriver });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.problems).toEqual([expect.stringMatching(/^SQLITE_DRIVER: .*Node\.js/)]);
    },
  );

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

  it('takes several public origins, the first being the canonical one', () => {
    expect(
      loadConfig({ PUBLIC_URL: 'https://reelhouse.example, https://www.reelhouse.example/x' }),
    ).toMatchObject({
      ok: true,
      value: {
        publicUrl: 'https://reelhouse.example',
        publicOrigins: ['https://reelhouse.example', 'https://www.reelhouse.example'],
      },
    });
    expect(loadConfig({ PUBLIC_URL: 'https://ok.example, nonsense' }).ok).toBe(false);
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

  it('takes an https REPORT_WEBHOOK_URL, and refuses any other without echoing the secret', () => {
    const url = 'https://discord.com/api/webhooks/123/secret-token';
    expect(loadConfig({ REPORT_WEBHOOK_URL: url })).toMatchObject({
      ok: true,
      value: { reportWebhookUrl: url },
    });
    expect(loadConfig({ REPORT_WEBHOOK_URL: '' })).toMatchObject({
      ok: true,
      value: { reportWebhookUrl: undefined },
    });
    const plain = loadConfig({
      REPORT_WEBHOOK_URL: 'http://discord.com/api/webhooks/123/secret-token',
    });
    expect(plain.ok).toBe(false);
    if (plain.ok) return;
    expect(plain.problems).toEqual([expect.stringMatching(/^REPORT_WEBHOOK_URL: /)]);
    expect(plain.problems.join('\n')).not.toContain('secret-token');
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

  describe('sources', () => {
    it('serves generated samples under DATA_DIR, the allow-listed archive, and no Jellyfin by default', () => {
      expect(loadConfig({ DATA_DIR: '/srv/reelhouse' })).toMatchObject({
        ok: true,
        value: {
          sources: {
            mediaDir: undefined,
            sampleMedia: { enabled: true, dir: '/srv/reelhouse/sample-media' },
            archive: { allowListPath: undefined, baseUrl: 'https://archive.org' },
            jellyfinServers: [],
            timeBudgetMs: 15_000,
          },
        },
      });
    });

    it('reads the media folders, sample switch, allow-list and archive address', () => {
      const result = loadConfig({
        MEDIA_DIR: '/srv/media',
        SAMPLE_MEDIA: 'off',
        SAMPLE_MEDIA_DIR: '/srv/samples',
        ARCHIVE_ALLOWLIST: '/etc/reelhouse/titles.json',
        ARCHIVE_BASE_URL: 'http://127.0.0.1:4010/',
        SOURCES_TIME_BUDGET_MS: '5000',
      });
      expect(result).toMatchObject({
        ok: true,
        value: {
          sources: {
            mediaDir: '/srv/media',
            sampleMedia: { enabled: false, dir: '/srv/samples' },
            archive: {
              allowListPath: '/etc/reelhouse/titles.json',
              baseUrl: 'http://127.0.0.1:4010',
            },
            timeBudgetMs: 5000,
          },
        },
      });
    });

    it('treats empty source variables as unset', () => {
      expect(
        loadConfig({
          MEDIA_DIR: '',
          SAMPLE_MEDIA_DIR: '',
          ARCHIVE_ALLOWLIST: '',
          ARCHIVE_BASE_URL: '',
        }),
      ).toMatchObject({
        ok: true,
        value: {
          sources: {
            mediaDir: undefined,
            sampleMedia: { dir: 'data/sample-media' },
            archive: { allowListPath: undefined, baseUrl: 'https://archive.org' },
          },
        },
      });
    });

    it('reduces each allowed Jellyfin server to its origin, once', () => {
      const result = loadConfig({
        JELLYFIN_SERVERS:
          ' https://media.example.org/web/index.html , http://192.168.1.20:8096,https://media.example.org ,',
      });
      expect(result).toMatchObject({
        ok: true,
        value: {
          sources: { jellyfinServers: ['https://media.example.org', 'http://192.168.1.20:8096'] },
        },
      });
    });

    it.each([
      ['JELLYFIN_SERVERS', 'https://ok.example,ftp://files.example'],
      ['JELLYFIN_SERVERS', 'not a url'],
      ['SAMPLE_MEDIA', 'yes'],
      ['ARCHIVE_BASE_URL', 'file:///srv/archive'],
      ['SOURCES_TIME_BUDGET_MS', '999'],
      ['SOURCES_TIME_BUDGET_MS', '120001'],
    ])('refuses %s=%s, naming the variable', (name, value) => {
      const result = loadConfig({ [name]: value });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.problems.map((line) => line.split(':')[0])).toEqual([name]);
    });

    it('accepts the bounds of the time budget', () => {
      expect(loadConfig({ SOURCES_TIME_BUDGET_MS: '1000' }).ok).toBe(true);
      expect(loadConfig({ SOURCES_TIME_BUDGET_MS: '120000' }).ok).toBe(true);
    });
  });
  describe('accounts', () => {
    const DAY_MS = 24 * 60 * 60 * 1000;

    it('keeps sessions 30 days idle and 180 days at most, and 50 attempts per address, by default', () => {
      expect(loadConfig({})).toMatchObject({
        ok: true,
        value: {
          accounts: {
            sessionIdleMs: 30 * DAY_MS,
            sessionMaxMs: 180 * DAY_MS,
            attemptsPerAddress: 50,
            syncUnitsPerMinute: 128,
          },
        },
      });
    });

    it('reads the per-account sync allowance', () => {
      expect(loadConfig({ SYNC_UNITS_PER_MINUTE: '4096' })).toMatchObject({
        ok: true,
        value: { accounts: { syncUnitsPerMinute: 4096 } },
      });
    });

    it('reads the per-address allowance of uncached image renders, 6,000 points by default', () => {
      expect(loadConfig({})).toMatchObject({
        ok: true,
        value: { imageRenderPointsPerMinute: 6000 },
      });
      expect(loadConfig({ IMAGE_RENDER_POINTS_PER_MINUTE: '60000' })).toMatchObject({
        ok: true,
        value: { imageRenderPointsPerMinute: 60000 },
      });
    });

    it('reads the session timeouts in days', () => {
      expect(loadConfig({ SESSION_IDLE_DAYS: '7', SESSION_MAX_DAYS: '90' })).toMatchObject({
        ok: true,
        value: { accounts: { sessionIdleMs: 7 * DAY_MS, sessionMaxMs: 90 * DAY_MS } },
      });
    });

    it('shortens the default idle timeout to a shorter absolute one', () => {
      expect(loadConfig({ SESSION_MAX_DAYS: '10' })).toMatchObject({
        ok: true,
        value: { accounts: { sessionIdleMs: 10 * DAY_MS, sessionMaxMs: 10 * DAY_MS } },
      });
    });

    it.each([
      [{ SESSION_IDLE_DAYS: '0' }, 'SESSION_IDLE_DAYS'],
      [{ SESSION_MAX_DAYS: '401' }, 'SESSION_MAX_DAYS'],
      [{ SESSION_IDLE_DAYS: '60', SESSION_MAX_DAYS: '30' }, 'SESSION_IDLE_DAYS'],
      [{ AUTH_ATTEMPTS_PER_IP: '4' }, 'AUTH_ATTEMPTS_PER_IP'],
      [{ SYNC_UNITS_PER_MINUTE: '8' }, 'SYNC_UNITS_PER_MINUTE'],
      [{ IMAGE_RENDER_POINTS_PER_MINUTE: '10' }, 'IMAGE_RENDER_POINTS_PER_MINUTE'],
    ])('refuses %o, naming %s', (env, name) => {
      const result = loadConfig(env);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.problems.map((line) => line.split(':')[0])).toEqual([name]);
    });
  });

  describe('content', () => {
    it('uses the shipped content folder, no support e-mail and 80,500 USD a bitcoin by default', () => {
      expect(loadConfig({})).toMatchObject({
        ok: true,
        value: { content: { dir: undefined, supportEmail: undefined, btcPriceUsd: 80_500 } },
      });
    });

    it('reads the content folder, the support e-mail and the bitcoin price', () => {
      expect(
        loadConfig({
          CONTENT_DIR: '/srv/site-content',
          SUPPORT_EMAIL: 'help@reelhouse.example',
          BTC_PRICE_USD: '95000.5',
        }),
      ).toMatchObject({
        ok: true,
        value: {
          content: {
            dir: '/srv/site-content',
            supportEmail: 'help@reelhouse.example',
            btcPriceUsd: 95_000.5,
          },
        },
      });
      expect(loadConfig({ CONTENT_DIR: '', SUPPORT_EMAIL: '' })).toMatchObject({
        ok: true,
        value: { content: { dir: undefined, supportEmail: undefined } },
      });
    });

    it.each([
      [{ SUPPORT_EMAIL: 'not an address' }, 'SUPPORT_EMAIL'],
      [{ BTC_PRICE_USD: '0' }, 'BTC_PRICE_USD'],
      [{ BTC_PRICE_USD: '-5' }, 'BTC_PRICE_USD'],
      [{ BTC_PRICE_USD: 'lots' }, 'BTC_PRICE_USD'],
    ])('refuses %o, naming %s', (env, name) => {
      const result = loadConfig(env);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.problems.map((line) => line.split(':')[0])).toEqual([name]);
    });
  });

  describe('SITE_LAUNCH_DATE', () => {
    it('is unset by default and when empty, and read as a day when given', () => {
      expect(loadConfig({})).toMatchObject({ ok: true, value: { siteLaunchDate: undefined } });
      expect(loadConfig({ SITE_LAUNCH_DATE: '' })).toMatchObject({
        ok: true,
        value: { siteLaunchDate: undefined },
      });
      expect(loadConfig({ SITE_LAUNCH_DATE: '2025-02-23' })).toMatchObject({
        ok: true,
        value: { siteLaunchDate: '2025-02-23' },
      });
    });

    it.each(['2025-02-30', '23/02/2025', '2025-02-23T00:00:00Z'])('refuses %s', (date) => {
      const result = loadConfig({ SITE_LAUNCH_DATE: date });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.problems.map((line) => line.split(':')[0])).toEqual(['SITE_LAUNCH_DATE']);
    });
  });
});

describe('TOKEN_SECRET', () => {
  it('is unset by default or when empty (a secret is then generated in DATA_DIR)', () => {
    for (const env of [{}, { TOKEN_SECRET: '' }]) {
      const result = loadConfig(env);
      expect(result.ok && result.value.tokenSecret).toBeUndefined();
    }
  });

  it('is taken as given from 32 characters, and refused shorter, naming the variable', () => {
    const secret = 's'.repeat(32);
    const short = loadConfig({ TOKEN_SECRET: 's'.repeat(31) });

    expect(loadConfig({ TOKEN_SECRET: secret })).toMatchObject({
      ok: true,
      value: { tokenSecret: secret },
    });
    expect(short).toEqual({
      ok: false,
      problems: ['TOKEN_SECRET: Expected a secret of at least 32 characters'],
    });
  });
});
