import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'tests/db/**/*.test.ts', 'tests/content/**/*.test.ts', 'tests/companion/**/*.test.ts'],
          testTimeout: 30_000,
          // Starting a server applies every migration to a fresh database: allow for a busy 2-core machine.
          hookTimeout: 120_000,
          // Each file starts its own in-memory database; two at a time fits the 2-core machines.
          maxWorkers: 2,
        },
      },
    ],
  },
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
});
