import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The console's cron module as one ES module for the bench (scripts/bench/cron.mjs).
export default defineConfig({
  logLevel: 'warn',
  build: {
    lib: {
      entry: fileURLToPath(new URL('../../src/lib/cron/index.ts', import.meta.url)),
      formats: ['es'],
      fileName: () => 'cron.mjs',
    },
    emptyOutDir: true,
    minify: false,
  },
  publicDir: false,
});
