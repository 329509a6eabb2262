import type { SourceEvent } from '@reelhouse/core/player/source-events';
import { describe, expect, it } from 'vitest';
import { MAX_EVENT_CHARACTERS, readSourceEvents, SourceStreamError } from './source-event-stream';
import { byteStream, FOUND_ANSWER, sse } from './source-events.test-support';

async function collect(stream: ReadableStream<Uint8Array>): Promise<SourceEvent[]> {
  const events: SourceEvent[] = [];
  for await (const event of readSourceEvents(stream)) events.push(event);
  return events;
}

describe('readSourceEvents', () => {
  it('reads a recorded answer cut at any byte into its typed events, in order', async () => {
    for (const size of [1, 3, 7, 64, 100_000]) {
      const events = await collect(byteStream(FOUND_ANSWER, size));
      expect(events.map((event) => event.event)).toEqual([
        'providers',
        'progress',
        'progress',
        'result',
        'done',
      ]);
    }
  });

  it('keeps characters that a chunk boundary cut in two', async () => {
    const text = sse('failed', { error: 'Quelle déception — 失敗' });
    const events = await collect(byteStream(text, 1));
    expect(events).toEqual([{ event: 'failed', data: { error: 'Quelle déception — 失敗' } }]);
  });

  it('reads CRLF line endings, comments and multi-line data', async () => {
    const text = ': keep-alive\r\nevent: done\r\ndata: {"found":\r\ndata: true}\r\n\r\n';
    expect(await collect(byteStream(text, 5))).toEqual([{ event: 'done', data: { found: true } }]);
  });

  it('skips unknown events, events without a name and data that does not fit its schema', async () => {
    const text = [
      sse('hello', { a: 1 }),
      'data: {"found":true}\n\n',
      sse('done', { found: 'yes' }),
      'event: done\ndata: not json\n\n',
      sse('progress', { providerId: 'Library!', providerName: 'x', status: 'found', percent: 5 }),
      sse('done', { found: false }),
    ].join('');
    expect(await collect(byteStream(text))).toEqual([{ event: 'done', data: { found: false } }]);
  });

  it('drops an event the stream cut off before its blank line', async () => {
    const text = `${sse('done', { found: true })}event: failed\ndata: {"error":"x"}`;
    expect(await collect(byteStream(text))).toEqual([{ event: 'done', data: { found: true } }]);
  });

  it('refuses an event longer than the limit', async () => {
    const text = `event: failed\ndata: "${'x'.repeat(2 * MAX_EVENT_CHARACTERS)}"\n\n`;
    await expect(collect(byteStream(text, 64 * 1024))).rejects.toBeInstanceOf(SourceStreamError);
  });

  it('cancels the body when the reader stops early', async () => {
    let isCancelled = false;
    const source = byteStream(FOUND_ANSWER, 1000);
    const reader = source.getReader();
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel() {
        isCancelled = true;
      },
    });
    for await (const event of readSourceEvents(stream)) {
      expect(event.event).toBe('providers');
      break;
    }
    expect(isCancelled).toBe(true);
  });
});
