/**
 * Bounds image rendering: at most `concurrency` renders run at once, at most `maxWaiting` wait
 * (and at most `maxWaitingPerClient` of one client), and anything beyond is turned away at once
 * (the caller answers 503) instead of piling up. A free slot goes to the waiting client that has
 * had the least rendering (by cost) since the queue was last empty, so one client asking for a
 * thousand large images holds up another's few small ones for hardly one render.
 */

export type QueueResult<T> = { ok: true; value: T } | { ok: false; reason: 'busy' };

export interface RenderQueue {
  /**
   * @param client whose render it is (an address); renders of one client wait in order
   * @param cost what the render costs, in any unit the caller uses throughout (1 by default)
   */
  run<T>(task: () => Promise<T>, client?: string, cost?: number): Promise<QueueResult<T>>;
  readonly running: number;
  readonly waiting: number;
}

export interface RenderQueueOptions {
  concurrency: number;
  maxWaiting: number;
  /** renders one client may have waiting; maxWaiting when absent */
  maxWaitingPerClient?: number;
}

interface Waiter {
  start: () => void;
  cost: number;
}

export function createRenderQueue(options: RenderQueueOptions): RenderQueue {
  const maxPerClient = options.maxWaitingPerClient ?? options.maxWaiting;
  /** each client's waiting renders, in order */
  const lines = new Map<string, Waiter[]>();
  /** the cost of what each client had started since the queue was last empty */
  const served = new Map<string, number>();
  let running = 0;
  let waiting = 0;

  /** Hands the slot to the next render of the least-served waiting client, or frees it. */
  const release = () => {
    let chosen: string | undefined;
    for (const client of lines.keys()) {
      if (chosen === undefined || (served.get(client) ?? 0) < (served.get(chosen) ?? 0)) {
        chosen = client;
      }
    }
    if (chosen === undefined) {
      running -= 1;
      if (running === 0) served.clear();
      return;
    }
    const line = lines.get(chosen) ?? [];
    const next = line.shift();
    if (line.length === 0) lines.delete(chosen);
    waiting -= 1;
    served.set(chosen, (served.get(chosen) ?? 0) + (next?.cost ?? 0));
    next?.start();
  };

  async function run<T>(task: () => Promise<T>, client = '', cost = 1): Promise<QueueResult<T>> {
    if (running >= options.concurrency) {
      const line = lines.get(client) ?? [];
      if (waiting >= options.maxWaiting || line.length >= maxPerClient) {
        return { ok: false, reason: 'busy' };
      }
      // The slot is handed over by release(), so `running` stays counted for us.
      await new Promise<void>((resolve) => {
        line.push({ start: resolve, cost });
        lines.set(client, line);
        waiting += 1;
      });
    } else {
      running += 1;
      served.set(client, (served.get(client) ?? 0) + cost);
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
      return waiting;
    },
  };
}
