import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@shared': resolve(__dirname, 'src-shared') };

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the cores: on 2 cores (here and on CI) one file at a time. The unit files
    // are CPU-bound and independent, so both cores work; the e2e files still run one at a time (below).
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          setupFiles: ['tests/setup/engine.ts'],
          testTimeout: 30000,
        },
      },
      {
        resolve: { alias },
        // Real Chromium against browser mode: one file at a time keeps 2 cores responsive.
        test: { name: 'e2e', include: ['tests/e2e/**/*.test.ts'], testTimeout: 120000, hookTimeout: 120000, fileParallelism: false },
      },
    ],
  },
});
