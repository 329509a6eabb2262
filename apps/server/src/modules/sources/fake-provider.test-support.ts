/**
 * An in-memory source provider for registry and route tests: it answers what the test tells it
 * to (streams, a failure, or nothing ever) and records every context it was given.
 */
import { parseSourceEvent, type SourceEvent } from '@reelhouse/core/player/source-events';
import type { ScrapeRequest } from '@reelhouse/core/player/scrape-schema';
import type { Stream } from '@reelhouse/core/player/source-schema';
import type { SourceProvider, SourceProviderContext } from './source-provider';

/**
 * What `find` does:
 * - a list: answers it (cast invalid streams in to test validation)
 * - an Error: rejects with it
 * - 'hang': never answers, but rejects once its signal aborts, as a well-behaved provider does
 * - 'hang-ignoring-signal': never answers at all
 * - a function: answers whatever it returns
 */
export type FakeProviderBehaviour =
  | readonly Stream[]
  | Error
  | 'hang'
  | 'hang-ignoring-signal'
  | ((context: SourceProviderContext) => Promise<Stream[]>);

export interface FakeProviderOptions {
  id: string;
  /** display name; `Fake <id>` by default */
  name?: string;
  /** 0 by default */
  rank?: number;
  /** true by default; a function decides per request */
  available?:
    boolean | ((context: Pick<SourceProviderContext, 'credentials' | 'request'>) => boolean);
  /** [] (nothing found) by default */
  behaviour?: FakeProviderBehaviour;
}

export interface FakeProvider extends SourceProvider {
  /** every context `find` was called with, oldest first */
  readonly calls: SourceProviderContext[];
}

export function createFakeProvider(options: FakeProviderOptions): FakeProvider {
  const calls: SourceProviderContext[] = [];
  const behaviour = options.behaviour ?? [];
  const available = options.available ?? true;
  return {
    id: options.id,
    name: options.name ?? `Fake ${options.id}`,
    rank: options.rank ?? 0,
    calls,
    isAvailable: (context) => (typeof available === 'function' ? available(context) : available),
    find(context) {
      calls.push(context);
      if (typeof behaviour === 'function') return behaviour(context);
      if (behaviour instanceof Error) return Promise.reject(behaviour);
      if (behaviour === 'hang-ignoring-signal') return new Promise<never>(() => undefined);
      if (behaviour === 'hang') {
        return new Promise<never>((_, reject) => {
          context.signal.addEventListener('abort', () => {
            reject(new Error('aborted'));
          });
        });
      }
      return Promise.resolve([...behaviour]);
    },
  };
}

/** A valid file stream served from our own origin. */
export function fileStream(name = 'movie'): Stream {
  return {
    type: 'file',
    qualities: { '720': { url: `/media/library/${name}-720p.mp4`, type: 'mp4' } },
    captions: [],
  };
}

/** A valid HLS stream with one caption. */
export function hlsStream(name = 'movie'): Stream {
  return {
    type: 'hls',
    playlist: `/media/library/${name}.hls/master.m3u8`,
    captions: [{ id: 'en', language: 'en', url: `/media/library/${name}.en.vtt`, type: 'vtt' }],
  };
}

/** A stream a provider should never send: its playlist would run script in the page. */
export function invalidStream(): Stream {
  return { type: 'hls', playlist: 'javascript:alert(1)', captions: [] };
}

/** A movie scrape request the schema accepts. */
export const MOVIE_REQUEST: ScrapeRequest = {
  type: 'movie',
  title: 'Big Buck Bunny',
  releaseYear: 2008,
  tmdbId: '10378',
};

/** An episode scrape request the schema accepts. */
export const EPISODE_REQUEST: ScrapeRequest = {
  type: 'show',
  title: 'Breaking Bad',
  releaseYear: 2008,
  tmdbId: '1396',
  season: { number: 1, tmdbId: '3572' },
  episode: { number: 1, tmdbId: '62085' },
};

/** Reads a whole server-sent event stream, validating each event against the wire schemas. */
export async function readEvents(response: Response): Promise<(SourceEvent | null)[]> {
  const text = await response.text();
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const name = lines.find((line) => line.startsWith('event: '))?.slice('event: '.length);
      const data = lines
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice('data: '.length))
        .join('\n');
      return parseSourceEvent(name ?? '', data);
    });
}
