/**
 * What the source picker does with a provider's answer (spec section 4, "Source change"): load a
 * single stream, ask the user to choose among several, or report that the server had nothing.
 */
import type { SourceResult, Stream } from './source-schema';
import { formatSourceLoadFailed, PLAYER_MESSAGES } from './messages';

/** @returns the answer as a list: a single stream becomes a list of one */
export function toStreamList(result: SourceResult): Stream[] {
  return Array.isArray(result) ? result : [result];
}

export type SourceChoice =
  /** exactly one stream: load it */
  | { kind: 'load'; stream: Stream }
  /** several: prompt under the heading 'Available Streams' */
  | { kind: 'choose'; heading: string; streams: Stream[] }
  /** none: show 'Failed to load source: {name}' */
  | { kind: 'none'; message: string };

/**
 * @param sourceName the server's display name, for the failure message
 * @returns what the picker does with the answer
 */
export function chooseStreams(result: SourceResult, sourceName: string): SourceChoice {
  const streams = toStreamList(result);
  const [first] = streams;
  if (first === undefined) return { kind: 'none', message: formatSourceLoadFailed(sourceName) };
  if (streams.length === 1) return { kind: 'load', stream: first };
  return { kind: 'choose', heading: PLAYER_MESSAGES.availableStreams, streams };
}
