/**
 * The source registry: runs providers for one search and reports what happens as events.
 * "Run all" checks the available providers one after another by rank and stops at the first that
 * finds a valid stream; "run one" checks only the chosen provider. The whole search has a time
 * budget, and each provider a timeout within it. It owns ordering, timing and validation; how a
 * provider finds streams is the provider's business, and how events travel is the route's.
 */
import type { ScrapeRequest } from '@reelhouse/core/player/scrape-schema';
import {
  sourceProviderInfoSchema,
  type SourceEvent,
  type SourceProviderInfo,
} from '@reelhouse/core/player/source-events';
import { getSourceSearchPercent } from '@reelhouse/core/player/source-search';
import { streamSchema, type Stream } from '@reelhouse/core/player/source-schema';
import type { Logger } from '../../observability/logger';
import type { SourceProvider, SourceProviderContext } from './source-provider';

export type { SourceEvent, SourceProviderInfo };

/** The request and credentials of a search, without its signal. */
export type SourceSearchContext = Pick<SourceProviderContext, 'credentials' | 'request'>;

/** One search: what to find, with which credentials, from all providers or only `sourceId`. */
export interface SourceSearchInput {
  request: ScrapeRequest;
  /** run only this provider ("run one"); absent runs all of them by rank ("run all") */
  sourceId?: string | undefined;
  credentials: SourceProviderContext['credentials'];
}

/** Receives the search's events in order; never called after the caller's signal aborted. */
export type SourceEventSink = (event: SourceEvent) => void;

export interface SourceRegistry {
  /** @returns the providers that apply to this request, in the order "run all" checks them */
  list(context: SourceSearchContext): SourceProviderInfo[];
  /**
   * Runs a search, emitting `providers`, then `progress` for each status change, `result` at
   * most once, then `done`. Resolves when the search is over or the caller aborted.
   * @throws UnknownSourceError (before any event) when `sourceId` names no available provider
   */
  search(input: SourceSearchInput, signal: AbortSignal, emit: SourceEventSink): Promise<void>;
}

export interface SourceRegistryOptions {
  /** the longest a whole search may take, in milliseconds */
  timeBudgetMs: number;
  /** the longest one provider may take, in milliseconds (cut short by what is left of the budget) */
  providerTimeoutMs: number;
  logger: Logger;
  /** clock in milliseconds, for the budget; `performance.now` by default */
  now?: () => number;
}

/** "Run one" named a provider that does not exist or does not apply to the request. */
export class UnknownSourceError extends Error {
  constructor(readonly sourceId: string) {
    super(`Unknown or unavailable source: ${sourceId}`);
    this.name = 'UnknownSourceError';
  }
}

type ProviderOutcome = { kind: 'found'; streams: Stream[] } | { kind: 'not-found' | 'failed' };

/**
 * @throws Error when two providers share an id, or an id or name is not fit for the wire (a
 *   wiring bug, caught at start)
 */
export function createSourceRegistry(
  providers: readonly SourceProvider[],
  options: SourceRegistryOptions,
): SourceRegistry {
  assertProvidersFit(providers);
  const { logger } = options;
  const now = options.now ?? (() => performance.now());
  const ordered = [...providers].sort(
    (a, b) => a.rank - b.rank || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const availableFor = (context: SourceSearchContext) =>
    ordered.filter((provider) => isAvailable(provider, context, logger));

  return {
    list: (context) => availableFor(context).map(toInfo),

    async search(input, signal, emit) {
      const context: SourceSearchContext = {
        request: input.request,
        credentials: input.credentials,
      };
      const available = availableFor(context);
      const chosen =
        input.sourceId === undefined
          ? available
          : available.filter((provider) => provider.id === input.sourceId);
      if (input.sourceId !== undefined && chosen.length === 0) {
        throw new UnknownSourceError(input.sourceId);
      }
      const deadline = now() + options.timeBudgetMs;
      const isStopped = () => isAborted(signal);
      const send = (event: SourceEvent) => {
        if (!isStopped()) emit(event);
      };
      const total = chosen.length;
      send({ event: 'providers', data: { providers: chosen.map(toInfo) } });

      let completed = 0;
      let found = false;
      for (const provider of chosen) {
        if (isStopped()) return;
        const report = (status: 'checking' | 'found' | 'not-found' | 'failed', done: number) => {
          send({
            event: 'progress',
            data: {
              providerId: provider.id,
              providerName: provider.name,
              status,
              percent: getSourceSearchPercent(done, total),
            },
          });
        };
        const remainingMs = deadline - now();
        if (remainingMs <= 0) {
          logger.warn({ providerId: provider.id }, 'source provider skipped: time budget spent');
          completed += 1;
          report('failed', completed);
          continue;
        }
        report('checking', completed);
        const timeoutMs = Math.min(options.providerTimeoutMs, remainingMs);
        const outcome = await runProvider(provider, context, signal, timeoutMs, logger);
        if (isStopped()) return;
        completed += 1;
        if (outcome.kind === 'found') {
          // The search ends here, so the bar is full.
          report('found', total);
          send({
            event: 'result',
            data: { providerId: provider.id, providerName: provider.name, result: outcome.streams },
          });
          found = true;
          break;
        }
        report(outcome.kind, completed);
      }
      send({ event: 'done', data: { found } });
    },
  };
}

/** A function, not `signal.aborted` inline: TypeScript would keep its narrowing across awaits. */
function isAborted(signal: AbortSignal): boolean {
  return signal.aborted;
}

function toInfo(provider: SourceProvider): SourceProviderInfo {
  return { id: provider.id, name: provider.name };
}

function assertProvidersFit(providers: readonly SourceProvider[]): void {
  const seen = new Set<string>();
  for (const provider of providers) {
    if (!sourceProviderInfoSchema.safeParse(toInfo(provider)).success) {
      throw new Error(`Source provider id or name unfit for the wire: ${provider.id}`);
    }
    if (!Number.isFinite(provider.rank)) {
      throw new Error(`Source provider ${provider.id} has no finite rank`);
    }
    if (seen.has(provider.id)) throw new Error(`Two source providers share the id ${provider.id}`);
    seen.add(provider.id);
  }
}

function isAvailable(
  provider: SourceProvider,
  context: SourceSearchContext,
  logger: Logger,
): boolean {
  try {
    return provider.isAvailable(context);
  } catch (error) {
    logger.warn(
      { providerId: provider.id, err: error },
      'source provider availability check failed',
    );
    return false;
  }
}

/**
 * Runs one provider under its own signal, which aborts at `timeoutMs` or with the caller's.
 * A provider that ignores its signal is not waited for: the race ends when the signal fires.
 */
async function runProvider(
  provider: SourceProvider,
  context: SourceSearchContext,
  callerSignal: AbortSignal,
  timeoutMs: number,
  logger: Logger,
): Promise<ProviderOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort(new Error(`Source provider ${provider.id} timed out after ${timeoutMs} ms`));
  }, timeoutMs);
  const onCallerAbort = () => {
    controller.abort(callerSignal.reason);
  };
  callerSignal.addEventListener('abort', onCallerAbort, { once: true });
  // The caller's own sink may have aborted while the 'checking' event was sent.
  if (isAborted(callerSignal)) onCallerAbort();
  try {
    const aborted = new Promise<never>((_, reject) => {
      controller.signal.addEventListener(
        'abort',
        () => {
          reject(controller.signal.reason as Error);
        },
        { once: true },
      );
    });
    const finding = Promise.resolve().then(() =>
      provider.find({ ...context, signal: controller.signal }),
    );
    // Whichever loses the race must not become an unhandled rejection.
    aborted.catch(() => undefined);
    finding.catch(() => undefined);
    const streams = keepValidStreams(provider.id, await Promise.race([finding, aborted]), logger);
    return streams.length > 0 ? { kind: 'found', streams } : { kind: 'not-found' };
  } catch (error) {
    if (isAborted(callerSignal)) return { kind: 'failed' };
    if (isAborted(controller.signal)) {
      logger.warn({ providerId: provider.id, timeoutMs }, 'source provider timed out');
    } else {
      logger.warn({ providerId: provider.id, err: error }, 'source provider failed');
    }
    return { kind: 'failed' };
  } finally {
    clearTimeout(timer);
    callerSignal.removeEventListener('abort', onCallerAbort);
  }
}

/**
 * @returns the streams that fit core's stream schema (parsed, so defaults are filled in); the
 *   others are logged and dropped, never sent
 * @throws Error when the provider answered something other than a list
 */
function keepValidStreams(providerId: string, answer: unknown, logger: Logger): Stream[] {
  if (!Array.isArray(answer))
    throw new Error('Source provider answered something other than a list');
  const streams: Stream[] = [];
  answer.forEach((candidate: unknown, index) => {
    const parsed = streamSchema.safeParse(candidate);
    if (parsed.success) {
      streams.push(parsed.data);
      return;
    }
    logger.warn(
      {
        providerId,
        index,
        issues: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
      },
      'source provider stream dropped: invalid',
    );
  });
  return streams;
}
