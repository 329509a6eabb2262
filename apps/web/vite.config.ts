import { createHash } from 'node:crypto';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { createChunkGroups, staticClosure } from './chunk-groups.ts';

// Client assets are precompressed (brotli and gzip) at build time; the server picks one by
// Accept-Encoding. The server bundle is not compressed.
const precompress = {
  ...compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024 }),
  applyToEnvironment: (environment: { name: string }) => environment.name === 'client',
};

const appDirectory = path.resolve(import.meta.dirname, 'app');
const chunkGroups = createChunkGroups(appDirectory);

/**
 * Route-set chunks (docs/decisions/0026-route-set-chunks.md). Below the framework, shell and
 * catalogue-ui groups, rolldown's automatic splitting makes one chunk per set of entries sharing a
 * module, lazy chunks (player, dialogs, drawers) counted as entries: a movie page fetched 27
 * scripts, most under 1 KB. Here each module the route modules reach through static imports (split
 * route chunks counted as their route) is grouped by the set of routes that reach it, lazy chunks
 * left out (they load after idle or on intent and fetch the groups they share), so a page loads
 * only code it renders. Then, while it pays, two groups one of which is under `MERGE_BELOW` are
 * merged: each page both serve saves a request, worth `REQUEST_BYTES`; each page that serves only
 * one fetches the other's bytes for nothing, at most `WASTE_BUDGET` in all per page and none on
 * the home and search pages. Sizes are transformed source bytes, about five times their gzip size.
 */
const MERGE_BELOW = 8 * 1024;
const WASTE_BUDGET = 8 * 1024;
const REQUEST_BYTES = 4 * 1024;
const ROUTES_HELD = new Set(['home', 'search']);

interface RouteSetGroup {
  routes: Set<string>;
  size: number;
  modules: string[];
}

/** Cost of merging `a` and `b`: the extra bytes each route would fetch, or null if over budget. */
function mergeWaste(
  a: RouteSetGroup,
  b: RouteSetGroup,
  wasted: Map<string, number>,
): Map<string, number> | null {
  const extra = new Map<string, number>();
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const) {
    for (const route of to.routes) {
      if (from.routes.has(route)) continue;
      const total = (wasted.get(route) ?? 0) + from.size;
      if (ROUTES_HELD.has(route) || total > WASTE_BUDGET) return null;
      extra.set(route, from.size);
    }
  }
  return extra;
}

/** Whether `start` reaches itself through `edges`. */
function reachesItself(edges: Map<RouteSetGroup, Set<RouteSetGroup>>, start: RouteSetGroup) {
  const seen = new Set<RouteSetGroup>();
  const queue = [...(edges.get(start) ?? [])];
  for (let group = queue.pop(); group !== undefined; group = queue.pop()) {
    if (group === start) return true;
    if (seen.has(group)) continue;
    seen.add(group);
    queue.push(...(edges.get(group) ?? []));
  }
  return false;
}

/**
 * Plans the route-set groups at the end of the client build's module graph; `groups` are the
 * rolldown groups that place them, in dependency order: a group captures the static imports of its
 * modules that no earlier group took, so a group imported by another comes first.
 */
function createRouteSetChunks() {
  const routesDirectory = path.join(appDirectory, 'routes') + path.sep;
  const sharedUi = path.join(appDirectory, 'components', 'media') + path.sep;
  const slots = 256;
  let slotOf = new Map<string, number>();
  let nameOf = new Map<string, string>();

  const plugin: Plugin = {
    name: 'reelhouse:route-set-chunks',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const graph = { importedIds: (id: string) => this.getModuleInfo(id)?.importedIds ?? [] };
      // Modules the framework, shell and catalogue-ui groups take (chunk-groups.ts).
      const taken = staticClosure(graph, [
        path.join(appDirectory, 'root.tsx'),
        ...ids.filter((id) => id.startsWith(sharedUi)),
      ]);
      const isFree = (id: string) =>
        !taken.has(id) &&
        !id.includes('\0') &&
        !/[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/.test(
          id,
        );

      // The routes (split route chunks counted as their route) that reach each module.
      const routesOf = new Map<string, Set<string>>();
      for (const id of ids) {
        if (!id.startsWith(routesDirectory) || !this.getModuleInfo(id)?.isEntry) continue;
        const route = path.basename(id.split('?')[0] ?? id).replace(/\.tsx?$/, '');
        for (const reached of staticClosure(graph, [id])) {
          const routes = routesOf.get(reached) ?? new Set<string>();
          routes.add(route);
          routesOf.set(reached, routes);
        }
      }

      const groupOf = new Map<string, RouteSetGroup>();
      const byKey = new Map<string, RouteSetGroup>();
      for (const [id, routes] of routesOf) {
        if (routes.size < 2 || !isFree(id)) continue;
        const key = [...routes].sort().join(',');
        const group = byKey.get(key) ?? { routes, size: 0, modules: [] };
        byKey.set(key, group);
        group.size += this.getModuleInfo(id)?.code?.length ?? 0;
        group.modules.push(id);
        groupOf.set(id, group);
      }
      // A group depends on the groups its modules import.
      const edges = new Map<RouteSetGroup, Set<RouteSetGroup>>();
      for (const [id, group] of groupOf) {
        const imported = edges.get(group) ?? new Set<RouteSetGroup>();
        edges.set(group, imported);
        for (const dependency of graph.importedIds(id)) {
          const other = groupOf.get(dependency);
          if (other && other !== group) imported.add(other);
        }
      }

      const wasted = new Map<string, number>();
      const groups = new Set(byKey.values());
      const merge = (a: RouteSetGroup, b: RouteSetGroup): RouteSetGroup => ({
        routes: new Set([...a.routes, ...b.routes]),
        size: a.size + b.size,
        modules: [...a.modules, ...b.modules],
      });
      const mergedEdges = (a: RouteSetGroup, b: RouteSetGroup, merged: RouteSetGroup) => {
        const next = new Map<RouteSetGroup, Set<RouteSetGroup>>();
        const rename = (group: RouteSetGroup) => (group === a || group === b ? merged : group);
        for (const [from, to] of edges) {
          const target = rename(from);
          const imported = next.get(target) ?? new Set<RouteSetGroup>();
          for (const group of to) if (rename(group) !== target) imported.add(rename(group));
          next.set(target, imported);
        }
        return next;
      };
      for (;;) {
        // Every page both groups serve saves a request; each page that fetches code it does not
        // need pays its bytes. Merge the pair that gains most, if anything.
        const candidates: {
          a: RouteSetGroup;
          b: RouteSetGroup;
          gain: number;
          extra: Map<string, number>;
        }[] = [];
        const list = [...groups];
        for (const [index, a] of list.entries()) {
          for (const b of list.slice(index + 1)) {
            if (a.size >= MERGE_BELOW && b.size >= MERGE_BELOW) continue;
            const shared = [...a.routes].filter((route) => b.routes.has(route)).length;
            if (shared === 0) continue;
            const extra = mergeWaste(a, b, wasted);
            if (!extra) continue;
            const waste = [...extra.values()].reduce((sum, bytes) => sum + bytes, 0);
            const gain = shared * REQUEST_BYTES - waste;
            if (gain > 0) candidates.push({ a, b, gain, extra });
          }
        }
        candidates.sort((x, y) => y.gain - x.gain);
        // Merging must keep the groups' imports acyclic, or capture order would move modules.
        const chosen = candidates.find(({ a, b }) => {
          const merged = merge(a, b);
          return !reachesItself(mergedEdges(a, b, merged), merged);
        });
        if (!chosen) break;
        const { a, b, extra } = chosen;
        const merged = merge(a, b);
        const next = mergedEdges(a, b, merged);
        edges.clear();
        for (const [from, to] of next) edges.set(from, to);
        for (const [route, bytes] of extra) wasted.set(route, (wasted.get(route) ?? 0) + bytes);
        groups.delete(a);
        groups.delete(b);
        groups.add(merged);
      }

      // Dependency order: a group after every group it imports.
      const ordered: RouteSetGroup[] = [];
      const placed = new Set<RouteSetGroup>();
      const place = (group: RouteSetGroup) => {
        if (placed.has(group)) return;
        placed.add(group);
        for (const dependency of edges.get(group) ?? []) place(dependency);
        ordered.push(group);
      };
      for (const group of groups) place(group);
      if (ordered.length > slots) this.warn(`${ordered.length} route-set groups, ${slots} slots`);

      slotOf = new Map();
      nameOf = new Map();
      ordered.forEach((group, slot) => {
        const key = [...group.routes].sort().join(',');
        const name = `shared-${createHash('sha1').update(key).digest('hex').slice(0, 8)}`;
        for (const id of group.modules) {
          slotOf.set(id, slot);
          nameOf.set(id, name);
        }
      });
    },
  };

  const groups = Array.from({ length: slots }, (_, slot) => ({
    name: (id: string) => nameOf.get(id) ?? null,
    test: (id: string) => slotOf.get(id) === slot,
  }));
  return { plugin, groups };
}

const routeSetChunks = createRouteSetChunks();

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompress, chunkGroups.plugin, routeSetChunks.plugin],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    // hls.js is one ~580 kB chunk (180 KB gzip) that only the player loads, after a click on
    // Watch; every chunk a page loads first stays far below this.
    chunkSizeWarningLimit: 600,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: { groups: [...chunkGroups.groups, ...routeSetChunks.groups] },
          },
        },
      },
    },
  },
});
