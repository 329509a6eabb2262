import { describe, expect, it, vi } from 'vitest';
import { createCaptionCueStore } from './caption-cue-store';

const VTT = 'WEBVTT\n\n00:01.000 --> 00:02.000\n<b>Hello</b>\n';

/** A fake file server whose answers the test releases one by one. */
function createFakeServer() {
  const requests: {
    url: string;
    signal: AbortSignal;
    resolve: (text: string) => void;
    reject: (error: Error) => void;
  }[] = [];
  const requestText = vi.fn(
    (url: string, signal: AbortSignal) =>
      new Promise<string>((resolve, reject) => {
        requests.push({ url, signal, resolve, reject });
      }),
  );
  return { requests, requestText };
}

/** Lets the store's promise callbacks run. */
const flushPromises = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('caption cue store', () => {
  it('is idle without a caption and loading for one not loaded yet', () => {
    const store = createCaptionCueStore(createFakeServer());
    expect(store.getState(null)).toEqual({ cues: [], status: 'idle' });
    expect(store.getState('/media/a.vtt')).toEqual({ cues: [], status: 'loading' });
  });

  it('loads a file once, tells subscribers, and gives sanitised cues', async () => {
    const server = createFakeServer();
    const store = createCaptionCueStore(server);
    const listener = vi.fn();
    store.subscribe(listener);
    store.retain('/media/a.vtt');
    store.retain('/media/a.vtt');
    expect(server.requestText).toHaveBeenCalledTimes(1);
    server.requests[0]?.resolve(VTT);
    await flushPromises();
    expect(listener).toHaveBeenCalled();
    const state = store.getState('/media/a.vtt');
    expect(state.status).toBe('ready');
    expect(state.cues).toEqual([
      {
        startSeconds: 1,
        endSeconds: 2,
        tokens: [{ type: 'b', children: [{ type: 'text', text: 'Hello' }] }],
      },
    ]);
    expect(store.getState('/media/a.vtt')).toBe(state);
  });

  it('serves a loaded file again without a request after it was released', async () => {
    const server = createFakeServer();
    const store = createCaptionCueStore(server);
    const release = store.retain('/media/a.vtt');
    server.requests[0]?.resolve(VTT);
    await flushPromises();
    release();
    store.retain('/media/a.vtt');
    expect(server.requestText).toHaveBeenCalledTimes(1);
    expect(store.getState('/media/a.vtt').status).toBe('ready');
  });

  it('aborts a request nobody waits for any more, and ignores its late answer', async () => {
    const server = createFakeServer();
    const store = createCaptionCueStore(server);
    const first = store.retain('/media/a.vtt');
    const second = store.retain('/media/a.vtt');
    first();
    first();
    expect(server.requests[0]?.signal.aborted).toBe(false);
    second();
    expect(server.requests[0]?.signal.aborted).toBe(true);
    server.requests[0]?.resolve(VTT);
    await flushPromises();
    expect(store.getState('/media/a.vtt').status).toBe('loading');
    store.retain('/media/a.vtt');
    expect(server.requestText).toHaveBeenCalledTimes(2);
  });

  it('reports a failed request or an unreadable file as an error', async () => {
    const server = createFakeServer();
    const store = createCaptionCueStore(server);
    store.retain('/media/missing.vtt');
    store.retain('/media/page.html');
    server.requests[0]?.reject(new Error('404'));
    server.requests[1]?.resolve('<html>Not found</html>');
    await flushPromises();
    expect(store.getState('/media/missing.vtt')).toEqual({ cues: [], status: 'error' });
    expect(store.getState('/media/page.html').status).toBe('error');
  });

  it('tries a failed file again when it is asked for again', async () => {
    const server = createFakeServer();
    const store = createCaptionCueStore(server);
    const listener = vi.fn();
    store.subscribe(listener);
    store.retain('/media/a.vtt');
    server.requests[0]?.reject(new Error('network'));
    await flushPromises();
    expect(store.getState('/media/a.vtt').status).toBe('error');
    listener.mockClear();
    store.retain('/media/a.vtt');
    expect(store.getState('/media/a.vtt').status).toBe('loading');
    expect(listener).toHaveBeenCalledTimes(1);
    server.requests[1]?.resolve(VTT);
    await flushPromises();
    expect(store.getState('/media/a.vtt').status).toBe('ready');
  });

  it('forgets a failure once nobody holds the file', async () => {
    const server = createFakeServer();
    const store = createCaptionCueStore(server);
    const release = store.retain('/media/a.vtt');
    server.requests[0]?.reject(new Error('network'));
    await flushPromises();
    release();
    expect(store.getState('/media/a.vtt').status).toBe('loading');
  });

  it('keeps only the most recently loaded files nobody holds', async () => {
    const server = createFakeServer();
    const store = createCaptionCueStore({ ...server, keepLoaded: 2 });
    for (const name of ['a', 'b', 'c']) {
      const release = store.retain(`/media/${name}.vtt`);
      server.requests.at(-1)?.resolve(VTT);
      await flushPromises();
      release();
    }
    expect(store.getState('/media/a.vtt').status).toBe('loading');
    expect(store.getState('/media/b.vtt').status).toBe('ready');
    expect(store.getState('/media/c.vtt').status).toBe('ready');
  });

  it('stops telling a listener once it unsubscribed', async () => {
    const server = createFakeServer();
    const store = createCaptionCueStore(server);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.retain('/media/a.vtt');
    server.requests[0]?.resolve(VTT);
    await flushPromises();
    expect(listener).not.toHaveBeenCalled();
  });
});
