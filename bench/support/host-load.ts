/**
 * How busy the host was over a span of time, from Linux's /proc/stat: the share of CPU time spent
 * on work (ours and every other process's) and the share stolen by the hypervisor for other
 * machines. Benchmarks print it beside timings that a busy host inflates. Elsewhere than Linux
 * the figures are absent.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

interface CpuTimes {
  busy: number;
  steal: number;
  total: number;
}

function readCpuTimes(): CpuTimes | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    // cpu user nice system idle iowait irq softirq steal guest guest_nice
    const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
    if (fields.length < 8 || fields.some((n) => !Number.isFinite(n))) return null;
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] =
      fields;
    const busy = user + nice + system + irq + softirq;
    return { busy, steal, total: busy + idle + iowait + steal };
  } catch {
    return null;
  }
}

export interface HostLoad {
  /** percent of all cores' time spent working, by any process */
  busyPercent: number;
  /** percent of all cores' time the hypervisor gave to other machines */
  stealPercent: number;
  /** the one-minute load average at the end of the span */
  loadAverage: number;
}

/** Starts a span; the function it returns gives the host's load over it (null off Linux). */
export function startHostLoad(): () => HostLoad | null {
  const start = readCpuTimes();
  return () => {
    const end = readCpuTimes();
    if (!start || !end || end.total <= start.total) return null;
    const total = end.total - start.total;
    return {
      busyPercent: (100 * (end.busy - start.busy)) / total,
      stealPercent: (100 * (end.steal - start.steal)) / total,
      loadAverage: loadavg()[0] ?? 0,
    };
  };
}

export function describeHostLoad(load: HostLoad | null): string {
  if (!load) return 'host load unknown';
  return (
    `host CPU busy ${load.busyPercent.toFixed(0)}%, stolen ${load.stealPercent.toFixed(0)}%, ` +
    `load average ${load.loadAverage.toFixed(2)}`
  );
}
