/**
 * Finds the web app's build: `apps/web/build` beside this server, whether it runs from `src`
 * (development) or `dist` (built). In development it serves through Vite instead.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from 'react-router';
import type { Connect } from 'vite';
import type { WebApp } from './modules/pages/routes';

const webRoot = fileURLToPath(new URL('../../web/', import.meta.url));
const serverBuildFile = new URL('../../web/build/server/index.js', import.meta.url);
const clientDir = fileURLToPath(new URL('../../web/build/client/', import.meta.url));

/** @throws when the web app has not been built (`npm run build`) */
export async function loadProductionWebApp(): Promise<WebApp> {
  if (!existsSync(serverBuildFile)) {
    throw new Error(
      `The web app is not built (missing ${fileURLToPath(serverBuildFile)}): run npm run build`,
    );
  }
  const build = (await import(serverBuildFile.href)) as ServerBuild;
  return { clientDir, build, mode: 'production' };
}

export interface DevelopmentWebApp {
  web: WebApp;
  /** Vite's connect middlewares: mount them in front of the app. */
  middlewares: Connect.Server;
  close: () => Promise<void>;
}

/** Vite in middleware mode: modules are transformed on request and pages hot-reload. */
export async function loadDevelopmentWebApp(): Promise<DevelopmentWebApp> {
  const vite = await import('vite');
  const server = await vite.createServer({ root: webRoot, server: { middlewareMode: true } });
  return {
    web: {
      clientDir: fileURLToPath(new URL('public/', `file://${webRoot}`)),
      build: () =>
        server.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
      mode: 'development',
    },
    middlewares: server.middlewares,
    close: () => server.close(),
  };
}
