/**
 * Configuration: every environment variable the server reads, validated once with zod.
 * `loadConfig` never exits; `main.ts` prints every problem at once and stops.
 */
import { join } from 'node:path';
import { BTC_PRICE_USD } from '@reelhouse/core/stats/donations';
import { z } from 'zod';
import { resolveSqliteDriver, type SqliteDriverName } from './db/sqlite';
import { parseTrustedProxies, type TrustedProxies } from './http/client-address';

const optionalUrl = (protocols: RegExp) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: protocols }).optional(),
  );

const optionalString = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().min(1).optional(),
);

/** A comma-separated list of http(s) origins; each entry is reduced to its origin, duplicates dropped. */
const originList = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const origins = new Set<string>();
    for (const entry of value.split(',').map((item) => item.trim())) {
      if (entry === '') continue;
      const parsed = z.url({ protocol: /^https?$/ }).safeParse(entry);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: `Expected http(s) origins, got "${entry}"` });
        return z.NEVER;
      }
      origins.add(new URL(parsed.data).origin);
    }
    return [...origins];
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** auto: readable lines when standard output is a terminal, JSON lines otherwise */
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?$/),
  /** PostgreSQL: longest wait for a connection (new or pooled), in ms */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  /** PostgreSQL: longest one statement may run (server and client side), in ms */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(3_000),
  REDIS_URL: optionalUrl(/^rediss?$/),
  /** Public community chat invite shown in the footer and floating menu; hidden when unset. */
  CHAT_URL: optionalUrl(/^https$/),
  /** Public messaging-group link shown in the floating menu after scrolling; hidden when unset. */
  MESSAGING_URL: optionalUrl(/^https$/),
  /**
   * The operator's chat webhook (Discord's shape) that error reports are relayed to; a secret,
   * never sent to browsers nor logged beyond its origin. Unset: reports are only stored.
   */
  REPORT_WEBHOOK_URL: optionalUrl(/^https$/),
  /** The operator's content folder (pages, ads, donation addresses…); the shipped one by default. */
  CONTENT_DIR: optionalString,
  /** The operator's contact address on the pages; they name "the site’s operator" when unset. */
  SUPPORT_EMAIL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.email('Expected an e-mail address').optional(),
  ),
  /** The fixed bitcoin price, in US dollars, of the donate page's approximate total. */
  BTC_PRICE_USD: z.coerce.number().positive().max(1e9).default(BTC_PRICE_USD),
  /** The stats page's launch day, 'YYYY-MM-DD' (UTC); unset: the first day with statistics. */
  SITE_LAUNCH_DATE: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.iso.date('Expected a date like 2025-02-23').optional(),
  ),
  /**
   * The site's public origin(s), comma-separated, for canonical and OpenGraph links: a request
   * whose own origin is listed gets it, any other the first; unset: http://localhost:<PORT>.
   */
  PUBLIC_URL: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const origins: string[] = [];
      for (const entry of value.split(',').map((item) => item.trim())) {
        if (entry === '') continue;
        const parsed = z.url({ protocol: /^https?$/ }).safeParse(entry);
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', message: `Expected http(s) origins, got "${entry}"` });
          return z.NEVER;
        }
        const origin = new URL(parsed.data).origin;
        if (!origins.includes(origin)) origins.push(origin);
      }
      return origins;
    }),
  /** Seconds a shared cache (CDN) may keep an anonymous page. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** embedded (open data, offline), tmdb, or auto: tmdb when a token is set */
  CATALOGUE: z.enum(['auto', 'embedded', 'tmdb']).default('auto'),
  TMDB_API_TOKEN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(20, 'Expected a TMDB API read access token').optional(),
  ),
  TMDB_API_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.themoviedb.org/3'),
  TMDB_IMAGE_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://image.tmdb.org/t/p'),
  /** Folder of the embedded catalogue's open data; the default is the one in this repository. */
  CATALOGUE_DATA_DIR: z.string().min(1).optional(),
  /** Upper bound of the resized-image cache on disk, in megabytes. */
  IMAGE_CACHE_MAX_MB: z.coerce.number().int().min(16).max(1_000_000).default(512),
  /** Folder of the operator's own media, served by the `library` source provider. */
  MEDIA_DIR: optionalString,
  /** Generated sample clips for the embedded default (`on`), or none (`off`). */
  SAMPLE_MEDIA: z.enum(['on', 'off']).default('on'),
  /** Where the generated sample clips live; `<DATA_DIR>/sample-media` by default. */
  SAMPLE_MEDIA_DIR: optionalString,
  /** JSON allow-list of Internet Archive items; the repository's lawful-titles.json by default. */
  ARCHIVE_ALLOWLIST: optionalString,
  /** The Internet Archive's address (tests point it at a local fake). */
  ARCHIVE_BASE_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .url({ protocol: /^https?$/ })
      .transform((url) => url.replace(/\/+$/, ''))
      .default('https://archive.org'),
  ),
  /** Jellyfin servers users may connect to (comma-separated origins); none by default. */
  JELLYFIN_SERVERS: originList,
  /** The longest one source search may take, in milliseconds. */
  SOURCES_TIME_BUDGET_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
  /** A session unused this many days ends (decision 0011); 30, or SESSION_MAX_DAYS when shorter. */
  SESSION_IDLE_DAYS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1).max(400).optional(),
  ),
  /** A session ends this many days after its login, used or not (browsers keep cookies ≤ 400 days). */
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(400).default(180),
  /** Proxies (addresses or CIDR ranges) whose X-Forwarded-For names the client; none by default. */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const parsed = parseTrustedProxies(value);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({
        code: 'custom',
        message: `Expected addresses or CIDR ranges, got "${parsed.entry}"`,
      });
      return z.NEVER;
    }),
  /** Bearer token for /metrics; unset: /metrics answers requests from this machine only. */
  METRICS_TOKEN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(16, 'Expected a token of at least 16 characters').optional(),
  ),
  /**
   * Signs the operator's 4K personal tokens (decision 0024); unset: a secret generated once and
   * kept in DATA_DIR. Several instances must share it.
   */
  TOKEN_SECRET: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(32, 'Expected a secret of at least 32 characters').optional(),
  ),
  /** Logins and sign-ups one client address may try per 15 minutes, checked before hashing. */
  AUTH_ATTEMPTS_PER_IP: z.coerce.number().int().min(5).max(100_000).default(50),
  /**
   * Uncached image renders one client address may cause per minute, in cost points (the default
   * is about 300 new posters or 16 large backdrops); cached images are never counted.
   */
  IMAGE_RENDER_POINTS_PER_MINUTE: z.coerce.number().int().min(100).max(100_000_000).default(6_000),
  /** What one account may sync per minute, in units of 64 KiB of body (a small change is one). */
  SYNC_UNITS_PER_MINUTE: z.coerce.number().int().min(16).max(10_000_000).default(128),
  /** SQLite driver: auto (node:sqlite where complete, else better-sqlite3), node or better-sqlite3. */
  SQLITE_DRIVER: z.enum(['auto', 'node', 'better-sqlite3']).default('auto'),
});

const configSchema = envSchema.superRefine((env, ctx) => {
  if (env.CATALOGUE === 'tmdb' && !env.TMDB_API_TOKEN) {
    ctx.addIssue({
      code: 'custom',
      path: ['TMDB_API_TOKEN'],
      message: 'Required when CATALOGUE=tmdb',
    });
  }
  try {
    resolveSqliteDriver(env.SQLITE_DRIVER);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    ctx.addIssue({ code: 'custom', path: ['SQLITE_DRIVER'], message });
  }
  if (env.SESSION_IDLE_DAYS !== undefined && env.SESSION_IDLE_DAYS > env.SESSION_MAX_DAYS) {
    ctx.addIssue({
      code: 'custom',
      path: ['SESSION_IDLE_DAYS'],
      message: 'Must not exceed SESSION_MAX_DAYS',
    });
  }
});

export type EnvInput = Record<string, string | undefined>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The server's validated configuration. */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  logFormat: z.infer<typeof envSchema>['LOG_FORMAT'];
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL's connect and statement limits, in ms */
  databaseTimeouts: { connectMs: number; statementMs: number };
  /** the SQLite driver this Node runs (decision 0014) */
  sqliteDriver: SqliteDriverName;
  redisUrl: string | undefined;
  chatUrl: string | undefined;
  messagingUrl: string | undefined;
  /** where error reports are relayed (REPORT_WEBHOOK_URL, a secret); unset: stored only */
  reportWebhookUrl: string | undefined;
  /** the first public origin, e.g. 'https://reelhouse.example'; others in publicOrigins */
  publicUrl: string | undefined;
  /** every public origin PUBLIC_URL lists, the first being the canonical one */
  publicOrigins: string[];
  /** the bearer token /metrics wants (METRICS_TOKEN); unset: loopback requests only */
  metricsToken: string | undefined;
  /** signs 4K personal tokens (TOKEN_SECRET); unset: the one generated in dataDir */
  tokenSecret: string | undefined;
  /** proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES) */
  trustedProxies: TrustedProxies;
  pageCacheSeconds: number;
  /** the stats page's launch day (SITE_LAUNCH_DATE); unset: the first recorded day */
  siteLaunchDate: string | undefined;
  catalogue:
    | { kind: 'embedded'; dataDir: string | undefined }
    | { kind: 'tmdb'; token: string; baseUrl: string };
  tmdbImageBaseUrl: string;
  imageCacheMaxBytes: number;
  /** uncached renders one client address may cause per minute, in cost points */
  imageRenderPointsPerMinute: number;
  sources: SourcesConfig;
  accounts: AccountsConfig;
  content: ContentConfig;
}

/** The site's own content (decision 0021). */
export interface ContentConfig {
  /** the operator's content folder; unset: the shipped one */
  dir: string | undefined;
  supportEmail: string | undefined;
  /** US dollars per bitcoin for the donate page's approximate total */
  btcPriceUsd: number;
}

/** Sessions and login throttling (decision 0011). */
export interface AccountsConfig {
  /** a session unused this long ends, in ms */
  sessionIdleMs: number;
  /** a session ends this long after its login, in ms */
  sessionMaxMs: number;
  /** logins and sign-ups one client address may try per 15 minutes */
  attemptsPerAddress: number;
  /** the per-account sync allowance, units of 64 KiB a minute */
  syncUnitsPerMinute: number;
}

/** Where streams may come from (scope.md: the operator's media, their allow-list, users' Jellyfin). */
export interface SourcesConfig {
  /** the operator's media folder; unset: no `library` media beyond the samples */
  mediaDir: string | undefined;
  /** generated sample clips: whether to serve (and generate) them, and where they live */
  sampleMedia: { enabled: boolean; dir: string };
  /** Internet Archive: allow-list file (unset: the repository's) and the site's address */
  archive: { allowListPath: string | undefined; baseUrl: string };
  /** origins of the Jellyfin servers users may connect to */
  jellyfinServers: string[];
  /** the longest one source search may take, in milliseconds */
  timeBudgetMs: number;
}

export type ConfigResult = { ok: true; value: Config } | { ok: false; problems: string[] };

/**
 * Validates the environment.
 * @returns the configuration, or one readable line per bad variable ("PORT: Too big: ...")
 */
export function loadConfig(env: EnvInput): ConfigResult {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    };
  }
  const e = parsed.data;
  return {
    ok: true,
    value: {
      nodeEnv: e.NODE_ENV,
      port: e.PORT,
      host: e.HOST,
      logLevel: e.LOG_LEVEL,
      logFormat: e.LOG_FORMAT,
      dataDir: e.DATA_DIR,
      databaseUrl: e.DATABASE_URL,
      databaseTimeouts: {
        connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
        statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      },
      sqliteDriver: resolveSqliteDriver(e.SQLITE_DRIVER),
      redisUrl: e.REDIS_URL,
      chatUrl: e.CHAT_URL,
      messagingUrl: e.MESSAGING_URL,
      reportWebhookUrl: e.REPORT_WEBHOOK_URL,
      publicUrl: e.PUBLIC_URL[0],
      publicOrigins: e.PUBLIC_URL,
      trustedProxies: e.TRUSTED_PROXIES,
      metricsToken: e.METRICS_TOKEN,
      tokenSecret: e.TOKEN_SECRET,
      pageCacheSeconds: e.PAGE_CACHE_SECONDS,
      siteLaunchDate: e.SITE_LAUNCH_DATE,
      catalogue:
        e.CATALOGUE !== 'embedded' && e.TMDB_API_TOKEN
          ? { kind: 'tmdb', token: e.TMDB_API_TOKEN, baseUrl: e.TMDB_API_BASE_URL }
          : { kind: 'embedded', dataDir: e.CATALOGUE_DATA_DIR },
      tmdbImageBaseUrl: e.TMDB_IMAGE_BASE_URL,
      imageCacheMaxBytes: e.IMAGE_CACHE_MAX_MB * 1024 * 1024,
      imageRenderPointsPerMinute: e.IMAGE_RENDER_POINTS_PER_MINUTE,
      sources: {
        mediaDir: e.MEDIA_DIR,
        sampleMedia: {
          enabled: e.SAMPLE_MEDIA === 'on',
          dir: e.SAMPLE_MEDIA_DIR ?? join(e.DATA_DIR, 'sample-media'),
        },
        archive: { allowListPath: e.ARCHIVE_ALLOWLIST, baseUrl: e.ARCHIVE_BASE_URL },
        jellyfinServers: e.JELLYFIN_SERVERS,
        timeBudgetMs: e.SOURCES_TIME_BUDGET_MS,
      },
      accounts: {
        sessionIdleMs: (e.SESSION_IDLE_DAYS ?? Math.min(30, e.SESSION_MAX_DAYS)) * DAY_MS,
        sessionMaxMs: e.SESSION_MAX_DAYS * DAY_MS,
        attemptsPerAddress: e.AUTH_ATTEMPTS_PER_IP,
        syncUnitsPerMinute: e.SYNC_UNITS_PER_MINUTE,
      },
      content: {
        dir: e.CONTENT_DIR,
        supportEmail: e.SUPPORT_EMAIL,
        btcPriceUsd: e.BTC_PRICE_USD,
      },
    },
  };
}
