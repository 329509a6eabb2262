/**
 * The Server Status panel's load, live from the process: the share of the last few seconds the
 * event loop spent working (event-loop utilisation), in percent. One sample every few seconds; a
 * read costs nothing.
 */
import { performance, type EventLoopUtilization } from 'node:perf_hooks';

export interface LoadSampler {
  /** the event loop's busy share over the last sampling period, 0 to 100, rounded */
  percent(): number;
  stop(): void;
}

/** @param intervalMs the sampling period (default 5 s) */
export function createLoadSampler(intervalMs = 5000): LoadSampler {
  let previous: EventLoopUtilization = performance.eventLoopUtilization();
  let last = 0;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    last = performance.eventLoopUtilization(now, previous).utilization;
    previous = now;
  }, intervalMs);
  timer.unref();
  return {
    percent: () => Math.min(100, Math.max(0, Math.round(last * 100))),
    stop: () => clearInterval(timer),
  };
}
