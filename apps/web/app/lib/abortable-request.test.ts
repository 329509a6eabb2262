import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLatestRequest, type RequestState } from './abortable-request';

/** A request the test answers by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function setup() {
  const states: RequestState<string>[] = [];
  const request = createLatestRequest<string>((state) => states.push(state));
  return { request, states };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createLatestRequest', () => {
  it('starts idle, reports loading while a request runs, then done with its answer', async () => {
    const { request, states } = setup();
    expect(request.getState()).toEqual({ status: 'idle' });
    const answer = deferred<string>();
    request.start(() => answer.promise);
    expect(request.getState()).toEqual({ status: 'loading' });
    answer.resolve('found');
    await flush();
    expect(request.getState()).toEqual({ status: 'done', value: 'found' });
    expect(states.map((state) => state.status)).toEqual(['loading', 'done']);
  });

  it('reports error with what the request threw', async () => {
    const { request } = setup();
    const failure = new Error('offline');
    request.start(() => Promise.reject(failure));
    await flush();
    expect(request.getState()).toEqual({ status: 'error', error: failure });
  });

  it('gives each request a fresh signal and aborts the previous one when a new one starts', () => {
    const { request } = setup();
    const signals: AbortSignal[] = [];
    const run = (signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<string>(() => undefined);
    };
    request.start(run);
    request.start(run);
    expect(signals).toHaveLength(2);
    expect(signals[0]).not.toBe(signals[1]);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
  });

  it('never delivers the answer of a superseded request, even when it arrives last', async () => {
    const { request, states } = setup();
    const first = deferred<string>();
    const second = deferred<string>();
    request.start(() => first.promise);
    request.start(() => second.promise);
    second.resolve('new');
    await flush();
    first.resolve('old');
    await flush();
    expect(request.getState()).toEqual({ status: 'done', value: 'new' });
    expect(states.filter((state) => state.status === 'done')).toEqual([
      { status: 'done', value: 'new' },
    ]);
  });

  it('drops the failure of a superseded request', async () => {
    const { request } = setup();
    const first = deferred<string>();
    request.start(() => first.promise);
    request.start(() => new Promise<string>(() => undefined));
    first.reject(new Error('aborted'));
    await flush();
    expect(request.getState()).toEqual({ status: 'loading' });
  });

  it('cancel aborts the running request, goes back to idle and drops its answer', async () => {
    const { request } = setup();
    const answer = deferred<string>();
    let signal: AbortSignal | undefined;
    request.start((given) => {
      signal = given;
      return answer.promise;
    });
    request.cancel();
    expect(signal?.aborted).toBe(true);
    expect(request.getState()).toEqual({ status: 'idle' });
    answer.resolve('late');
    await flush();
    expect(request.getState()).toEqual({ status: 'idle' });
  });

  it('cancel after an answer keeps the answer', async () => {
    const { request } = setup();
    request.start(() => Promise.resolve('kept'));
    await flush();
    request.cancel();
    expect(request.getState()).toEqual({ status: 'done', value: 'kept' });
  });

  it('a thrown request (not a rejected one) is reported as an error', async () => {
    const { request } = setup();
    const failure = new Error('bad input');
    request.start(() => {
      throw failure;
    });
    await flush();
    expect(request.getState()).toEqual({ status: 'error', error: failure });
  });

  it('with a delay, asks only after it, and a request started again before then never runs', () => {
    vi.useFakeTimers();
    const { request } = setup();
    const asked: string[] = [];
    const run = (text: string) => () => {
      asked.push(text);
      return new Promise<string>(() => undefined);
    };
    request.start(run('ma'), 300);
    vi.advanceTimersByTime(200);
    request.start(run('mat'), 300);
    vi.advanceTimersByTime(299);
    expect(asked).toEqual([]);
    expect(request.getState()).toEqual({ status: 'loading' });
    vi.advanceTimersByTime(1);
    expect(asked).toEqual(['mat']);
  });

  it('cancel during the delay means the request never runs', () => {
    vi.useFakeTimers();
    const { request } = setup();
    const run = vi.fn(() => Promise.resolve('never'));
    request.start(run, 300);
    request.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});
