/**
 * Builds the application for route tests: no port, a silent logger, fresh metrics, no web app
 * (pages answer 404) and a clock the test can move.
 */
import type { ErrorReportInput } from '@reelhouse/core/errors/report-schema';
import type { Hono } from 'hono';
import { vi } from 'vitest';
import { createApp, type AppDeps } from '../src/app';
import type { SqlDatabase } from '../src/db/database';
import { createLogger } from '../src/observability/logger';
import { createMetrics } from '../src/observability/metrics';
import { createLimiterFactory } from '../src/modules/limits/limiter';

export const TEST_CONFIG: AppDeps['config'] = {
  nodeEnv: 'test',
  chatUrl: undefined,
  messagingUrl: undefined,
  pageCacheSeconds: 60,
  publicUrl: undefined,
};

/** A clock that stands still until the test moves it. */
export interface TestClock {
  now: () => number;
  advance(ms: number): void;
}

export function createTestClock(start = Date.UTC(2026, 0, 1)): TestClock {
  let time = start;
  return {
    now: () => time,
    advance: (ms) => {
      time += ms;
      // Code that reads the system clock (the rate limits' in-process counters) moves along
      // when the test has faked it with fakeDateWith.
      if (vi.isFakeTimers()) vi.setSystemTime(time);
    },
  };
}

/**
 * Fakes `Date` (only) at the clock's time, so that code reading the system clock (the rate
 * limits' in-process counters) follows `clock.advance`. Undo with `vi.useRealTimers()`.
 */
export function fakeDateWith(clock: TestClock): TestClock {
  vi.useFakeTimers({ toFake: ['Date'], now: clock.now() });
  return clock;
}

export interface TestApp {
  app: Hono;
  deps: AppDeps;
}

/** The app over `database`, with quiet defaults for everything else; `overrides` replace them. */
export function createTestApp(database: SqlDatabase, overrides: Partial<AppDeps> = {}): TestApp {
  const deps: AppDeps = {
    config: TEST_CONFIG,
    logger: createLogger('silent'),
    database,
    metrics: createMetrics(),
    limits: createLimiterFactory(),
    ...overrides,
  };
  return { app: createApp(deps), deps };
}

/** A report body the schema accepts, as the error screen would send it. */
export function validReportBody(overrides: Partial<ErrorReportInput> = {}): ErrorReportInput {
  return {
    name: 'TypeError',
    message: "Cannot read properties of undefined (reading 'poster')",
    url: 'https://reelhouse.example/title/42',
    status: 500,
    userMessage: 'I clicked a poster',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
    stack: 'TypeError: boom\n    at Poster (poster.tsx:7:9)',
    occurredAt: Date.UTC(2025, 11, 31, 23, 59),
    ...overrides,
  };
}

/** `POST /api/report` with a JSON body (a string is sent as is). */
export function postReport(
  app: Hono,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return Promise.resolve(
    app.request('/api/report', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}
