import { parseSourceEvent, type SourceEvent } from '@reelhouse/core/player/source-events';
import type { Stream } from '@reelhouse/core/player/source-schema';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../observability/logger';
import { captureLogs } from '../cache/log-capture.test-support';
import {
  createFakeProvider,
  fileStream,
  hlsStream,
  invalidStream,
  MOVIE_REQUEST,
  type FakeProvider,
} from './fake-provider.test-support';
import {
  createSourceRegistry,
  UnknownSourceError,
  type SourceRegistryOptions,
  type SourceSearchInput,
} from './registry';

const JELLYFIN = {
  serverUrl: 'https://media.example.org',
  userId: '0123456789abcdef0123456789abcdef',
  accessToken: 'token-0123456789abcdef',
};

function registryOf(providers: FakeProvider[], options: Partial<SourceRegistryOptions> = {}) {
  return createSourceRegistry(providers, {
    timeBudgetMs: 15_000,
    providerTimeoutMs: 10_000,
    logger: createLogger('silent'),
    ...options,
  });
}

/** Runs a search to its end and returns every event it emitted. */
async function collect(
  registry: ReturnType<typeof createSourceRegistry>,
  input: Partial<SourceSearchInput> = {},
  signal = new AbortController().signal,
): Promise<SourceEvent[]> {
  const events: SourceEvent[] = [];
  await registry.search({ request: MOVIE_REQUEST, credentials: {}, ...input }, signal, (event) =>
    events.push(event),
  );
  return events;
}

/** `event:status@percent` for progress, the event name for the others: the search at a glance. */
function outline(events: SourceEvent[]): string[] {
  return events.map((e) => {
    if (e.event === 'progress') return `${e.data.providerId}:${e.data.status}@${e.data.percent}`;
    if (e.event === 'result') return `result:${e.data.providerId}`;
    if (e.event === 'done') return `done:${String(e.data.found)}`;
    if (e.event === 'providers') return `providers:${e.data.providers.map((p) => p.id).join(',')}`;
    return e.event;
  });
}

describe('source registry', () => {
  it('checks providers by rank, ties by id, and lists them in that order', async () => {
    const providers = [
      createFakeProvider({ id: 'zeta', rank: 1 }),
      createFakeProvider({ id: 'beta', rank: 2 }),
      createFakeProvider({ id: 'alpha', rank: 1, name: 'Alpha' }),
    ];
    const registry = registryOf(providers);

    expect(registry.list({ request: MOVIE_REQUEST, credentials: {} })).toEqual([
      { id: 'alpha', name: 'Alpha' },
      { id: 'zeta', name: 'Fake zeta' },
      { id: 'beta', name: 'Fake beta' },
    ]);
    expect(outline(await collect(registry))).toEqual([
      'providers:alpha,zeta,beta',
      'alpha:checking@0',
      'alpha:not-found@33',
      'zeta:checking@33',
      'zeta:not-found@67',
      'beta:checking@67',
      'beta:not-found@100',
      'done:false',
    ]);
  });

  it('stops at the first provider that finds a stream and sends its streams once', async () => {
    const first = createFakeProvider({ id: 'library', rank: 1 });
    const second = createFakeProvider({
      id: 'archive',
      rank: 2,
      name: 'Internet Archive',
      behaviour: [hlsStream(), fileStream()],
    });
    const third = createFakeProvider({ id: 'jellyfin', rank: 3, behaviour: [fileStream()] });

    const events = await collect(registryOf([third, second, first]));

    expect(outline(events)).toEqual([
      'providers:library,archive,jellyfin',
      'library:checking@0',
      'library:not-found@33',
      'archive:checking@33',
      'archive:found@100',
      'result:archive',
      'done:true',
    ]);
    expect(events.find((e) => e.event === 'result')?.data).toEqual({
      providerId: 'archive',
      providerName: 'Internet Archive',
      result: [hlsStream(), fileStream()],
    });
    expect(third.calls).toHaveLength(0);
  });

  it('emits only events the wire schemas accept', async () => {
    const events = await collect(
      registryOf([createFakeProvider({ id: 'library', behaviour: [fileStream()] })]),
    );
    for (const { event, data } of events) {
      expect(parseSourceEvent(event, JSON.stringify(data))).toEqual({ event, data });
    }
  });

  it('runs only the chosen provider in "run one", even when an earlier one would find', async () => {
    const library = createFakeProvider({ id: 'library', rank: 1, behaviour: [fileStream('a')] });
    const archive = createFakeProvider({ id: 'archive', rank: 2, behaviour: [fileStream('b')] });

    const events = await collect(registryOf([library, archive]), { sourceId: 'archive' });

    expect(outline(events)).toEqual([
      'providers:archive',
      'archive:checking@0',
      'archive:found@100',
      'result:archive',
      'done:true',
    ]);
    expect(library.calls).toHaveLength(0);
  });

  it('reports "run one" that finds nothing as done without a result', async () => {
    const events = await collect(registryOf([createFakeProvider({ id: 'library' })]), {
      sourceId: 'library',
    });
    expect(outline(events)).toEqual([
      'providers:library',
      'library:checking@0',
      'library:not-found@100',
      'done:false',
    ]);
  });

  it('refuses an unknown or unavailable source id with a typed error before any event', async () => {
    const jellyfin = createFakeProvider({
      id: 'jellyfin',
      available: (context) => context.credentials.jellyfin !== undefined,
    });
    const registry = registryOf([createFakeProvider({ id: 'library' }), jellyfin]);

    for (const sourceId of ['nope', 'jellyfin']) {
      const events: SourceEvent[] = [];
      const searching = registry.search(
        { request: MOVIE_REQUEST, credentials: {}, sourceId },
        new AbortController().signal,
        (event) => events.push(event),
      );
      await expect(searching).rejects.toThrow(UnknownSourceError);
      await expect(searching).rejects.toMatchObject({ sourceId });
      expect(events).toEqual([]);
    }
    expect(jellyfin.calls).toHaveLength(0);
  });

  it('leaves out providers that do not apply to the request, and passes credentials on', async () => {
    const jellyfin = createFakeProvider({
      id: 'jellyfin',
      behaviour: [fileStream()],
      available: (context) => context.credentials.jellyfin !== undefined,
    });
    const registry = registryOf([jellyfin]);

    expect(registry.list({ request: MOVIE_REQUEST, credentials: {} })).toEqual([]);
    expect(outline(await collect(registry))).toEqual(['providers:', 'done:false']);

    const events = await collect(registry, { credentials: { jellyfin: JELLYFIN } });
    expect(outline(events)).toContain('result:jellyfin');
    expect(jellyfin.calls[0]).toMatchObject({
      request: MOVIE_REQUEST,
      credentials: { jellyfin: JELLYFIN },
    });
  });

  it('treats a provider whose availability check throws as unavailable', () => {
    const broken = createFakeProvider({
      id: 'broken',
      available: () => {
        throw new Error('boom');
      },
    });
    const registry = registryOf([broken, createFakeProvider({ id: 'library' })]);
    expect(registry.list({ request: MOVIE_REQUEST, credentials: {} }).map((p) => p.id)).toEqual([
      'library',
    ]);
  });

  it('reports a provider that throws as failed, logs it, and goes on to the next', async () => {
    const logs = captureLogs();
    const events = await collect(
      registryOf(
        [
          createFakeProvider({ id: 'archive', rank: 1, behaviour: new Error('503 from archive') }),
          createFakeProvider({ id: 'library', rank: 2, behaviour: [fileStream()] }),
        ],
        { logger: logs.logger },
      ),
    );

    expect(outline(events)).toEqual([
      'providers:archive,library',
      'archive:checking@0',
      'archive:failed@50',
      'library:checking@50',
      'library:found@100',
      'result:library',
      'done:true',
    ]);
    expect(logs.entries()).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        msg: 'source provider failed',
        providerId: 'archive',
      }),
    );
  });

  it('reports a provider that answers something other than a list as failed', async () => {
    const odd = createFakeProvider({
      id: 'odd',
      behaviour: () => Promise.resolve({ type: 'file' } as unknown as Stream[]),
    });
    expect(outline(await collect(registryOf([odd])))).toEqual([
      'providers:odd',
      'odd:checking@0',
      'odd:failed@100',
      'done:false',
    ]);
  });

  it.each(['hang', 'hang-ignoring-signal'] as const)(
    'fails a provider that would %s at its timeout, aborts its signal, and goes on',
    async (behaviour) => {
      const hanging = createFakeProvider({ id: 'archive', rank: 1, behaviour });
      const library = createFakeProvider({ id: 'library', rank: 2, behaviour: [fileStream()] });
      const logs = captureLogs();
      const startedAt = performance.now();

      const events = await collect(
        registryOf([hanging, library], { providerTimeoutMs: 50, logger: logs.logger }),
      );

      expect(outline(events)).toEqual([
        'providers:archive,library',
        'archive:checking@0',
        'archive:failed@50',
        'library:checking@50',
        'library:found@100',
        'result:library',
        'done:true',
      ]);
      expect(hanging.calls[0]?.signal.aborted).toBe(true);
      expect(library.calls[0]?.signal.aborted).toBe(false);
      expect(performance.now() - startedAt).toBeLessThan(2_000);
      expect(logs.entries()).toContainEqual(
        expect.objectContaining({ msg: 'source provider timed out', providerId: 'archive' }),
      );
    },
  );

  it('cuts a provider short when the time budget runs out before its own timeout', async () => {
    const hanging = createFakeProvider({ id: 'archive', rank: 1, behaviour: 'hang' });
    const startedAt = performance.now();

    const events = await collect(
      registryOf([hanging], { timeBudgetMs: 80, providerTimeoutMs: 60_000 }),
    );

    expect(outline(events)).toEqual([
      'providers:archive',
      'archive:checking@0',
      'archive:failed@100',
      'done:false',
    ]);
    expect(performance.now() - startedAt).toBeLessThan(2_000);
  });

  it('fails the providers left when the budget is spent, without running them', async () => {
    let time = 0;
    const slow = createFakeProvider({
      id: 'archive',
      rank: 1,
      behaviour: () => {
        time += 20_000;
        return Promise.resolve([]);
      },
    });
    const late = createFakeProvider({ id: 'library', rank: 2, behaviour: [fileStream()] });

    const events = await collect(registryOf([slow, late], { now: () => time }));

    expect(outline(events)).toEqual([
      'providers:archive,library',
      'archive:checking@0',
      'archive:not-found@50',
      'library:failed@100',
      'done:false',
    ]);
    expect(late.calls).toHaveLength(0);
  });

  it('drops invalid streams, logs them, and never sends them', async () => {
    const logs = captureLogs();
    const events = await collect(
      registryOf(
        [
          createFakeProvider({ id: 'archive', rank: 1, behaviour: [invalidStream()] }),
          createFakeProvider({ id: 'library', rank: 2, behaviour: [invalidStream(), hlsStream()] }),
        ],
        { logger: logs.logger },
      ),
    );

    expect(outline(events)).toEqual([
      'providers:archive,library',
      'archive:checking@0',
      'archive:not-found@50',
      'library:checking@50',
      'library:found@100',
      'result:library',
      'done:true',
    ]);
    expect(JSON.stringify(events)).not.toContain('javascript:');
    expect(events.find((e) => e.event === 'result')?.data).toMatchObject({
      result: [hlsStream()],
    });
    const dropped = logs
      .entries()
      .filter((e) => e.msg === 'source provider stream dropped: invalid');
    expect(dropped.map((e) => e.providerId)).toEqual(['archive', 'library']);
  });

  it('sends streams as the schema reads them, missing captions filled in as none', async () => {
    const withoutCaptions = { type: 'hls', playlist: '/media/sample/a.m3u8' } as unknown as Stream;
    const events = await collect(
      registryOf([createFakeProvider({ id: 'library', behaviour: [withoutCaptions] })]),
    );
    expect(events.find((e) => e.event === 'result')?.data.result).toEqual([
      { type: 'hls', playlist: '/media/sample/a.m3u8', captions: [] },
    ]);
  });

  it('stops emitting and running providers once the caller aborts', async () => {
    const controller = new AbortController();
    const first = createFakeProvider({
      id: 'archive',
      rank: 1,
      behaviour: () => {
        controller.abort();
        return new Promise<never>(() => undefined);
      },
    });
    const second = createFakeProvider({ id: 'library', rank: 2, behaviour: [fileStream()] });

    const events = await collect(registryOf([first, second]), {}, controller.signal);

    expect(outline(events)).toEqual(['providers:archive,library', 'archive:checking@0']);
    expect(first.calls[0]?.signal.aborted).toBe(true);
    expect(second.calls).toHaveLength(0);
  });

  it('emits nothing when the caller aborted before the search began', async () => {
    const controller = new AbortController();
    controller.abort();
    const library = createFakeProvider({ id: 'library', behaviour: [fileStream()] });

    expect(await collect(registryOf([library]), {}, controller.signal)).toEqual([]);
    expect(library.calls).toHaveLength(0);
  });

  it('refuses two providers with one id, or an id unfit for the wire', () => {
    expect(() =>
      registryOf([createFakeProvider({ id: 'library' }), createFakeProvider({ id: 'library' })]),
    ).toThrow(/share the id library/);
    expect(() => registryOf([createFakeProvider({ id: 'Library!' })])).toThrow(/unfit/);
    expect(() => registryOf([createFakeProvider({ id: 'library', rank: Number.NaN })])).toThrow(
      /finite rank/,
    );
  });
});
