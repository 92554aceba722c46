import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The console's batch pay rules as one ES module for the bench (scripts/bench/batch.mjs).
export default defineConfig({
  logLevel: 'warn',
  build: {
    lib: {
      entry: fileURLToPath(new URL('./batch/lib.ts', import.meta.url)),
      formats: ['es'],
      fileName: () => 'batch.mjs',
    },
    emptyOutDir: true,
    minify: false,
  },
  publicDir: false,
});
