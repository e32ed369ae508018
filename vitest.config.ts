import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: {
    alias: {
      // `server-only` throws outside a React server bundle; tests import server modules directly
      'server-only': fileURLToPath(new URL('./tests/stubs/server-only.ts', import.meta.url)),
      '@': fileURLToPath(new URL('.', import.meta.url)),
    },
  },
  test: {
    include: ['tests/**/*.test.ts'],
    setupFiles: ['tests/setup/fast-check.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    env: { TZ: 'UTC' },
    testTimeout: 30000,
  },
});
