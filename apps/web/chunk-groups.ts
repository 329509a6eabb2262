/**
 * Fewer, larger chunks for what every page loads first. Browsers talking HTTP/1.1 open at most six
 * connections per host, so twenty small chunks cost several round trips before the page can run.
 *
 * - `framework`: React, React DOM and React Router (every page needs all of them).
 * - `shell`: every module the root route (document, header, footer, menus) imports statically.
 * - `catalogue-ui`: the shared catalogue components (`app/components/media/*`) and what they
 *   import statically, minus the shell.
 *
 * Modules reached only through `import()` (drawer, toaster, overlays, zod schemas) keep their own
 * lazy chunks: the closures follow static imports only. Closures follow a package's index into
 * everything it re-exports: through lucide's index the shell once took every icon of the app, the
 * player's too (icons now come from a sprite, decision 0028).
 */
import path from 'node:path';
import type { Plugin } from 'vite';

const FRAMEWORK_MODULES =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;

interface ModuleGraph {
  importedIds(id: string): readonly string[];
}

/** Every module reachable from `roots` through static imports. */
export function staticClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...graph.importedIds(id));
  }
  return seen;
}

export function createChunkGroups(appDirectory: string) {
  const rootModule = path.join(appDirectory, 'root.tsx');
  const sharedUi = path.join(appDirectory, 'components', 'media') + path.sep;
  let shell = new Set<string>();
  let catalogueUi = new Set<string>();

  const plugin: Plugin = {
    name: 'reelhouse:chunk-groups',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const graph: ModuleGraph = {
        importedIds: (id) => this.getModuleInfo(id)?.importedIds ?? [],
      };
      shell = staticClosure(graph, [rootModule]);
      const ui = staticClosure(
        graph,
        ids.filter((id) => id.startsWith(sharedUi)),
      );
      catalogueUi = new Set([...ui].filter((id) => !shell.has(id)));
    },
  };

  const isApp = (id: string) => !FRAMEWORK_MODULES.test(id) && !id.includes('\0');
  const groups = [
    { name: 'framework', test: FRAMEWORK_MODULES, priority: 30 },
    { name: 'shell', test: (id: string) => isApp(id) && shell.has(id), priority: 20 },
    { name: 'catalogue-ui', test: (id: string) => isApp(id) && catalogueUi.has(id), priority: 10 },
  ];
  return { plugin, groups };
}
