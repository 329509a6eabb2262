import { describe, expect, it } from 'vitest';
import { createChangeQueue, type QueuedSyncChange } from './change-queue';

const save = (atMs: number): QueuedSyncChange => ({ type: 'watch-history', id: '603', atMs });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createChangeQueue', () => {
  it('holds changes at once and loads the recorder once for a burst of them', async () => {
    let loads = 0;
    const flushed: QueuedSyncChange[][] = [];
    const queue = createChangeQueue(() => {
      loads += 1;
      return Promise.resolve(() => flushed.push(queue.take()));
    });
    queue.add(save(1));
    queue.add(save(2));
    await settle();
    expect(loads).toBe(1);
    expect(flushed).toEqual([[save(1), save(2)]]);
    queue.add(save(3));
    await settle();
    expect(flushed).toEqual([[save(1), save(2)], [save(3)]]);
  });

  it('gives what is queued to a sync that takes it first', () => {
    const queue = createChangeQueue(() => new Promise(() => undefined));
    queue.add(save(1));
    expect(queue.take()).toEqual([save(1)]);
    expect(queue.take()).toEqual([]);
  });

  it('tries to load the recorder again on the next change when it could not be loaded', async () => {
    let loads = 0;
    const queue = createChangeQueue(() => {
      loads += 1;
      return loads === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(() => undefined);
    });
    queue.add(save(1));
    await settle();
    queue.add(save(2));
    await settle();
    expect(loads).toBe(2);
    expect(queue.take()).toEqual([save(1), save(2)]);
  });
});
