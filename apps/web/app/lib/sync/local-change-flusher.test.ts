import { describe, expect, it } from 'vitest';
import { createLocalChanges, type LocalChange } from '../local-changes';
import { createLocalChangeFlusher } from './local-change-flusher';

const save = (atMs: number): LocalChange => ({ type: 'watch-history', id: '603', atMs });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the local changes and their flusher', () => {
  it('holds changes at once and loads the recorder once for a burst of them', async () => {
    const changes = createLocalChanges();
    let loads = 0;
    const flushed: LocalChange[][] = [];
    const flusher = createLocalChangeFlusher(() => {
      loads += 1;
      return Promise.resolve(() => flushed.push(changes.take()));
    });
    changes.listen(() => flusher.request());
    changes.queue(save(1));
    changes.queue(save(2));
    await settle();
    expect(loads).toBe(1);
    expect(flushed).toEqual([[save(1), save(2)]]);
    changes.queue(save(3));
    await settle();
    expect(flushed).toEqual([[save(1), save(2)], [save(3)]]);
  });

  it('gives what is queued to a sync that takes it first', () => {
    const changes = createLocalChanges();
    changes.queue(save(1));
    expect(changes.size).toBe(1);
    expect(changes.take()).toEqual([save(1)]);
    expect(changes.take()).toEqual([]);
  });

  it('tries to load the recorder again on the next change when it could not be loaded', async () => {
    const changes = createLocalChanges();
    let loads = 0;
    const flusher = createLocalChangeFlusher(() => {
      loads += 1;
      return loads === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(() => undefined);
    });
    const stop = changes.listen(() => flusher.request());
    changes.queue(save(1));
    await settle();
    changes.queue(save(2));
    await settle();
    expect(loads).toBe(2);
    expect(changes.take()).toEqual([save(1), save(2)]);
    stop();
    changes.queue(save(3));
    await settle();
    expect(loads).toBe(2);
  });
});
