/**
 * Configuration: every environment variable the server reads, validated once with zod.
 * `loadConfig` never exits; `main.ts` prints every problem at once and stops.
 */
import { z } from 'zod';

const optionalUrl = (protocols: RegExp) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: protocols }).optional(),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?$/),
  REDIS_URL: optionalUrl(/^rediss?$/),
  /** Public community chat invite shown in the footer and floating menu; hidden when unset. */
  CHAT_URL: optionalUrl(/^https$/),
  /** Public messaging-group link shown in the floating menu after scrolling; hidden when unset. */
  MESSAGING_URL: optionalUrl(/^https$/),
  /** The site's public origin for canonical and OpenGraph links; else each request's origin. */
  PUBLIC_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .url({ protocol: /^https?$/ })
      .transform((url) => new URL(url).origin)
      .optional(),
  ),
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
});

const configSchema = envSchema.superRefine((env, ctx) => {
  if (env.CATALOGUE === 'tmdb' && !env.TMDB_API_TOKEN) {
    ctx.addIssue({
      code: 'custom',
      path: ['TMDB_API_TOKEN'],
      message: 'Required when CATALOGUE=tmdb',
    });
  }
});

export type EnvInput = Record<string, string | undefined>;

/** The server's validated configuration. */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  chatUrl: string | undefined;
  messagingUrl: string | undefined;
  /** origin only, e.g. 'https://reelhouse.example' */
  publicUrl: string | undefined;
  pageCacheSeconds: number;
  catalogue:
    | { kind: 'embedded'; dataDir: string | undefined }
    | { kind: 'tmdb'; token: string; baseUrl: string };
  tmdbImageBaseUrl: string;
  imageCacheMaxBytes: number;
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
      dataDir: e.DATA_DIR,
      databaseUrl: e.DATABASE_URL,
      redisUrl: e.REDIS_URL,
      chatUrl: e.CHAT_URL,
      messagingUrl: e.MESSAGING_URL,
      publicUrl: e.PUBLIC_URL,
      pageCacheSeconds: e.PAGE_CACHE_SECONDS,
      catalogue:
        e.CATALOGUE !== 'embedded' && e.TMDB_API_TOKEN
          ? { kind: 'tmdb', token: e.TMDB_API_TOKEN, baseUrl: e.TMDB_API_BASE_URL }
          : { kind: 'embedded', dataDir: e.CATALOGUE_DATA_DIR },
      tmdbImageBaseUrl: e.TMDB_IMAGE_BASE_URL,
      imageCacheMaxBytes: e.IMAGE_CACHE_MAX_MB * 1024 * 1024,
    },
  };
}
