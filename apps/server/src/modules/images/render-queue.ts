/**
 * Bounds image rendering: at most `concurrency` renders run at once, at most `maxWaiting` wait,
 * and anything beyond is turned away at once (the caller answers 503) instead of piling up.
 */

export type QueueResult<T> = { ok: true; value: T } | { ok: false; reason: 'busy' };

export interface RenderQueue {
  run<T>(task: () => Promise<T>): Promise<QueueResult<T>>;
  readonly running: number;
  readonly waiting: number;
}

export interface RenderQueueOptions {
  concurrency: number;
  maxWaiting: number;
}

export function createRenderQueue(options: RenderQueueOptions): RenderQueue {
  const waiters: (() => void)[] = [];
  let running = 0;

  const release = () => {
    const next = waiters.shift();
    if (next) next();
    else running -= 1;
  };

  async function run<T>(task: () => Promise<T>): Promise<QueueResult<T>> {
    if (running >= options.concurrency) {
      if (waiters.length >= options.maxWaiting) return { ok: false, reason: 'busy' };
      // The slot is handed over by release(), so `running` stays counted for us.
      await new Promise<void>((resolve) => waiters.push(resolve));
    } else {
      running += 1;
    }
    try {
      return { ok: true, value: await task() };
    } finally {
      release();
    }
  }

  return {
    run,
    get running() {
      return running;
    },
    get waiting() {
      return waiters.length;
    },
  };
}
