import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The grid bench page (scripts/bench/grid): the console's EditableGrid or a plain antd Table,
// built with the project's Vite and plugin into the bench's scratch folder, never the app build.
export default defineConfig({
  root: fileURLToPath(new URL('./grid', import.meta.url)),
  plugins: [react()],
  logLevel: 'warn',
  publicDir: false,
  build: {
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    rollupOptions: {
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) {
          return;
        }
        warn(warning);
      },
    },
  },
});
