import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { createChunkGroups } from './chunk-groups.ts';

// Client assets are precompressed (brotli and gzip) at build time; the server picks one by
// Accept-Encoding. The server bundle is not compressed.
const precompress = {
  ...compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024 }),
  applyToEnvironment: (environment: { name: string }) => environment.name === 'client',
};

const chunkGroups = createChunkGroups(path.resolve(import.meta.dirname, 'app'));

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompress, chunkGroups.plugin],
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
            codeSplitting: { groups: chunkGroups.groups },
          },
        },
      },
    },
  },
});
