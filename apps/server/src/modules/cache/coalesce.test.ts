import { describe, expect, it } from 'vitest';
import { createCoalescer } from './coalesce';

/** A load the test settles by hand. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('request coalescing', () => {
  it('runs one load for N concurrent callers of the same key and gives each its result', async () => {
    const coalescer = createCoalescer<string>();
    const upstream = deferred<string>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return upstream.promise;
    };

    const callers = Array.from({ length: 10 }, () => coalescer.run('movie/1', load));
    upstream.resolve('answer');

    expect(await Promise.all(callers)).toEqual(Array(10).fill('answer'));
    expect(loads).toBe(1);
  });

  it('runs separate loads for different keys', async () => {
    const coalescer = createCoalescer<string>();
    const seen: string[] = [];
    const results = await Promise.all(
      ['a', 'b', 'a'].map((key) =>
        coalescer.run(key, () => {
          seen.push(key);
          return Promise.resolve(key.toUpperCase());
        }),
      ),
    );

    expect(results).toEqual(['A', 'B', 'A']);
    expect(seen).toEqual(['a', 'b']);
  });

  it('shares a failure with every waiting caller, then lets the next call load again', async () => {
    const coalescer = createCoalescer<string>();
    const upstream = deferred<string>();
    const first = coalescer.run('k', () => upstream.promise);
    const second = coalescer.run('k', () => Promise.resolve('never'));
    upstream.reject(new Error('upstream down'));

    await expect(first).rejects.toThrow('upstream down');
    await expect(second).rejects.toThrow('upstream down');
    expect(coalescer.isRunning('k')).toBe(false);
    await expect(coalescer.run('k', () => Promise.resolve('again'))).resolves.toBe('again');
  });

  it('turns a load that throws synchronously into a rejection', async () => {
    const coalescer = createCoalescer<string>();

    await expect(
      coalescer.run('k', () => {
        throw new Error('bad');
      }),
    ).rejects.toThrow('bad');
  });

  it('reports idle only once every load in flight has settled', async () => {
    const coalescer = createCoalescer<string>();
    const upstream = deferred<string>();
    void coalescer.run('k', () => upstream.promise);
    let idle = false;
    const waiting = coalescer.whenIdle().then(() => {
      idle = true;
    });

    await Promise.resolve();
    expect(idle).toBe(false);
    expect(coalescer.size).toBe(1);
    upstream.resolve('done');
    await waiting;
    expect(idle).toBe(true);
  });
});
