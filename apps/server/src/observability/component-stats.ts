/**
 * Exposes the counters that components keep themselves (image renders and cache hits, the TMDB
 * cache and upstream calls) as one Prometheus gauge family, read at scrape time.
 */
import { Gauge, type Registry } from 'prom-client';

/** Nested numbers (and booleans) of a component's stats; other values are skipped. */
export type StatsSource = () => object;

/** Flattens `{ cache: { hits: 3 } }` into `[['cache_hits', 3]]`. */
export function flattenStats(stats: object, prefix = ''): [string, number][] {
  const flat: [string, number][] = [];
  for (const [key, value] of Object.entries(stats) as [string, unknown][]) {
    const name = prefix ? `${prefix}_${key}` : key;
    if (typeof value === 'number' && Number.isFinite(value)) flat.push([name, value]);
    else if (typeof value === 'boolean') flat.push([name, value ? 1 : 0]);
    else if (value && typeof value === 'object') flat.push(...flattenStats(value, name));
  }
  return flat;
}

export function registerComponentStats(
  registry: Registry,
  sources: Record<string, StatsSource>,
): void {
  new Gauge({
    name: 'reelhouse_component_stat',
    help: 'Counters and sizes kept by components (images, catalogue cache), read at scrape time.',
    labelNames: ['component', 'stat'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [component, read] of Object.entries(sources)) {
        for (const [stat, value] of flattenStats(read())) this.set({ component, stat }, value);
      }
    },
  });
}
