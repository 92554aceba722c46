/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';

// The dev server proxies the API base to the Prism mock (scripts/start.mjs sets MOCK_PORT).
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const apiBase = env.VITE_API_BASE || '/admin';
  const mockPort = process.env.MOCK_PORT || '4010';
  const mockTarget = `http://127.0.0.1:${mockPort}`;
  const stripBase = (path: string) => path.slice(apiBase.length) || '/';
  return {
    plugins: [react()],
    resolve: { alias: { '@': '/src' } },
    server: {
      host: '127.0.0.1',
      proxy: { [apiBase]: { target: mockTarget, changeOrigin: true, rewrite: stripBase } },
    },
    preview: {
      host: '127.0.0.1',
      proxy: { [apiBase]: { target: mockTarget, changeOrigin: true, rewrite: stripBase } },
    },
    build: {
      chunkSizeWarningLimit: 1500,
      rollupOptions: {
        onwarn(warning, warn) {
          // antd and rc-* ship 'use client' directives for React Server Components; a client-only
          // bundle drops them by design, so only that one warning is silenced.
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) {
            return;
          }
          warn(warning);
        },
      },
    },
    test: {
      environment: 'jsdom',
      include: ['tests/unit/**/*.test.ts', 'tests/components/**/*.test.tsx'],
      setupFiles: ['tests/setup.ts'],
      restoreMocks: true,
    },
  };
});
