/**
 * A hand-made React Router server build for tests of the page routes: a root and a few pages
 * under it (no React rendering), every page answering `html`. A page whose id is in `failing`
 * throws in its loader (the error page's path). Only what the request handler reads is set.
 */
import type { ServerBuild } from 'react-router';

export interface TinyWebBuildOptions {
  /** the client folder (static files) */
  clientDir: string;
  /** the document every page answers */
  html: string;
  /** page ids, each served at its own path ('movies' → /movies) */
  pages: readonly string[];
  /** page ids whose loader throws */
  failing?: readonly string[];
}

export function createTinyWebBuild(options: TinyWebBuildOptions): ServerBuild {
  const failing = new Set(options.failing ?? []);
  const route = (id: string, parentId: string | undefined, routePath: string) => ({
    id,
    parentId,
    path: routePath,
    index: undefined,
    caseSensitive: undefined,
    module: {
      default: () => null,
      loader: () => {
        if (failing.has(id)) throw new Error(`${id} failed on purpose`);
        return { page: id };
      },
    },
  });
  const assetRoute = (id: string, parentId: string | undefined, routePath: string) => ({
    id,
    parentId,
    path: routePath,
    module: `/${id}.js`,
    hasAction: false,
    hasLoader: true,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: id === 'root',
  });
  const ids = ['root', ...options.pages];
  const parentOf = (id: string) => (id === 'root' ? undefined : 'root');
  const pathOf = (id: string) => (id === 'root' ? '' : id);
  return {
    entry: {
      module: {
        default: (_request: Request, status: number, headers: Headers) => {
          headers.set('Content-Type', 'text/html; charset=utf-8');
          return new Response(options.html, { status, headers });
        },
        // Misses and the failing loaders are expected: nothing to report.
        handleError: () => undefined,
      },
    },
    routes: Object.fromEntries(ids.map((id) => [id, route(id, parentOf(id), pathOf(id))])),
    assets: {
      entry: { module: '/entry.js', imports: [] },
      routes: Object.fromEntries(ids.map((id) => [id, assetRoute(id, parentOf(id), pathOf(id))])),
      url: '/manifest.js',
      version: '1',
    },
    publicPath: '/',
    assetsBuildDirectory: options.clientDir,
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}
