import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// Client assets are precompressed (brotli and gzip) at build time; the server picks one by
// Accept-Encoding. The server bundle is not compressed.
const precompress = {
  ...compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024 }),
  applyToEnvironment: (environment: { name: string }) => environment.name === 'client',
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompress],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
});
