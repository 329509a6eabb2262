/**
 * Reads the `text/event-stream` answer of `POST /api/sources` into typed, validated events.
 * Events with an unknown name or data that does not fit its schema are skipped, so a newer server
 * can add events without breaking older pages. Loaded with the source search (it carries zod).
 */
import { parseSourceEvent, type SourceEvent } from '@reelhouse/core/player/source-events';
import { createParser, type ParseError } from 'eventsource-parser';

/** Longest event the page accepts, in characters: a result with many streams fits easily. */
export const MAX_EVENT_CHARACTERS = 1_000_000;

/** The answer broke the event-stream format (an event too long to buffer). */
export class SourceStreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SourceStreamError';
  }
}

/**
 * @param body the answer's body, as UTF-8 bytes
 * @returns the events in order; ends when the body ends. Breaking out of the loop cancels the body.
 * @throws SourceStreamError when an event exceeds {@link MAX_EVENT_CHARACTERS}; whatever reading
 *   the body throws (an abort, a dropped connection)
 */
export async function* readSourceEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<SourceEvent, void, undefined> {
  const queue: SourceEvent[] = [];
  // Written by the parser's callback, so held in an object the type checker does not narrow.
  const overflow: { error: ParseError | null } = { error: null };
  const parser = createParser({
    maxBufferSize: MAX_EVENT_CHARACTERS,
    onEvent: (message) => {
      const event = parseSourceEvent(message.event ?? 'message', message.data);
      if (event !== null) queue.push(event);
    },
    onError: (error) => {
      // Unknown fields are allowed by the format; only an overflow ends the stream.
      if (error.type === 'max-buffer-size-exceeded') overflow.error = error;
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let isFinished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      parser.feed(done ? decoder.decode() : decoder.decode(value, { stream: true }));
      if (overflow.error !== null) throw new SourceStreamError('A source event was too long');
      yield* queue.splice(0);
      if (done) {
        isFinished = true;
        return;
      }
    }
  } finally {
    if (!isFinished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
