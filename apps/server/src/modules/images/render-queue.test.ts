import { describe, expect, it } from 'vitest';
import { createRenderQueue } from './render-queue';

/** A task that finishes only when the test says so. */
function gate<T>(value: T) {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  let started = false;
  return {
    task: async () => {
      started = true;
      await opened;
      return value;
    },
    open: () => open(),
    get started() {
      return started;
    },
  };
}

describe('createRenderQueue', () => {
  it('runs no more than `concurrency` tasks at once and starts waiting ones in order', async () => {
    const queue = createRenderQueue({ concurrency: 2, maxWaiting: 10 });
    const gates = [gate(1), gate(2), gate(3), gate(4)];
    const results = gates.map((g) => queue.run(g.task));
    await Promise.resolve();

    expect(gates.map((g) => g.started)).toEqual([true, true, false, false]);
    expect([queue.running, queue.waiting]).toEqual([2, 2]);

    gates[1]?.open();
    await expect.poll(() => gates[2]?.started).toBe(true);
    expect(gates[3]?.started).toBe(false);

    for (const g of gates) g.open();
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4].map((value) => ({ ok: true, value })));
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('turns a task away at once when the waiting line is full', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 1 });
    const first = gate('a');
    const second = gate('b');
    const running = queue.run(first.task);
    const waiting = queue.run(second.task);

    expect(await queue.run(() => Promise.resolve('c'))).toEqual({ ok: false, reason: 'busy' });

    first.open();
    second.open();
    expect(await running).toEqual({ ok: true, value: 'a' });
    expect(await waiting).toEqual({ ok: true, value: 'b' });
  });

  it('frees the slot when a task fails, and passes the failure on', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 0 });

    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(() => Promise.resolve(1))).toEqual({ ok: true, value: 1 });
    expect(queue.running).toBe(0);
  });

  it('gives the next slot to a client that has not rendered yet, then lets clients take turns', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 10 });
    const order: string[] = [];
    const first = gate('first');
    const running = queue.run(first.task, 'flood');
    const record = (name: string, client: string) =>
      queue.run(() => {
        order.push(name);
        return Promise.resolve(name);
      }, client);
    const queued = [
      record('flood-1', 'flood'),
      record('flood-2', 'flood'),
      record('flood-3', 'flood'),
      record('visitor-1', 'visitor'),
      record('visitor-2', 'visitor'),
    ];

    first.open();
    await Promise.all([running, ...queued]);

    expect(order).toEqual(['visitor-1', 'flood-1', 'visitor-2', 'flood-2', 'flood-3']);
  });

  it('gives the slot to the client that had the least rendering, by cost', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 10 });
    const order: string[] = [];
    const first = gate('first');
    const running = queue.run(first.task, 'flood', 100);
    const record = (name: string, client: string, cost: number) =>
      queue.run(
        () => {
          order.push(name);
          return Promise.resolve(name);
        },
        client,
        cost,
      );
    const queued = [
      record('big-1', 'flood', 100),
      record('big-2', 'flood', 100),
      record('small-1', 'visitor', 10),
      record('small-2', 'visitor', 10),
      record('small-3', 'visitor', 10),
    ];

    first.open();
    await Promise.all([running, ...queued]);

    expect(order).toEqual(['small-1', 'small-2', 'small-3', 'big-1', 'big-2']);
  });

  it("turns away a client's render beyond its own waiting limit, while others still wait", async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 10, maxWaitingPerClient: 2 });
    const first = gate('x');
    const running = queue.run(first.task, 'flood');
    const floods = [1, 2].map(() => queue.run(() => Promise.resolve('f'), 'flood'));

    expect(await queue.run(() => Promise.resolve('f'), 'flood')).toEqual({
      ok: false,
      reason: 'busy',
    });
    const visitor = queue.run(() => Promise.resolve('v'), 'visitor');

    first.open();
    expect(await visitor).toEqual({ ok: true, value: 'v' });
    await Promise.all([running, ...floods]);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });
});
