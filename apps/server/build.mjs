// Bundles the server into dist/ with esbuild. npm packages stay external (installed alongside);
// the workspace package @reelhouse/core is TypeScript source, so it is bundled in.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = [
  ...Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies }).filter(
    (name) => !name.startsWith('@reelhouse/'),
  ),
  'vite',
];

await build({
  entryPoints: {
    main: 'src/main.ts',
    migrate: 'src/migrate-cli.ts',
    catalogue: 'src/catalogue-cli.ts',
    admin: 'src/admin-cli.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: {
    // esbuild's ESM output may call require() for Node built-ins pulled in by CommonJS code.
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
