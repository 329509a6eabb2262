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
  /** Seconds a shared cache (CDN) may keep an anonymous page. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
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
  pageCacheSeconds: number;
}

export type ConfigResult = { ok: true; value: Config } | { ok: false; problems: string[] };

/**
 * Validates the environment.
 * @returns the configuration, or one readable line per bad variable ("PORT: Too big: ...")
 */
export function loadConfig(env: EnvInput): ConfigResult {
  const parsed = envSchema.safeParse(env);
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
      pageCacheSeconds: e.PAGE_CACHE_SECONDS,
    },
  };
}
