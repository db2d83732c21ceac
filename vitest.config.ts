import { resolve } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

const alias = { '@shared': resolve(__dirname, 'src-shared') };

/**
 * The unit files left out of the inner loop (`npm run test:fast`, vitest's mode "fast"): each plays whole games by the
 * dozen or runs every mutant of a card sample. They stay in `npm test`.
 */
const SLOW_UNIT_FILES = [
  'tests/unit/engine-properties*.test.ts',
  'tests/unit/engine-fuzz*.test.ts',
  'tests/unit/engine-cards-mutate.test.ts',
  'tests/unit/engine-influence.test.ts',
  'tests/unit/engine-planner.test.ts',
  'tests/unit/play-record.test.ts',
  'tests/unit/dark-arda-play-bots.test.ts',
  'tests/unit/dark-arda-game-setup-properties.test.ts',
  'tests/unit/simultaneous-turns.test.ts',
];

export default defineConfig(({ mode }) => ({
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the cores: on 2 cores (here and on CI) one file at a time. The unit files are
    // CPU-bound and independent, so both cores work; the e2e files then run one at a time (below). Sharing one pool with the unit
    // files measured faster (895–938 s) but starved the tests that time a loaded server or a scroll (two-writers, cli-hostile-input,
    // deck-visual).
    maxWorkers: 2,
    projects:
      mode === 'fast'
        ? [
            {
              resolve: { alias },
              test: {
                name: 'fast',
                include: ['tests/unit/**/*.test.ts'],
                exclude: [...configDefaults.exclude, ...SLOW_UNIT_FILES],
                setupFiles: ['tests/setup/engine.ts'],
                isolate: false,
                testTimeout: 30000,
              },
            },
          ]
        : [
            {
              resolve: { alias },
              test: {
                name: 'unit',
                include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/contract/**/*.test.ts'],
                setupFiles: ['tests/setup/engine.ts'],
                // A worker keeps its modules from file to file: the engine and the card library load once per worker instead of
                // once per file (measured on 30 unit files: 45 s of CPU instead of 109 s). No test mocks a module; a test that swaps
                // a card definition restores it (effects/defs.ts swapCardDef).
                isolate: false,
                testTimeout: 30000,
              },
            },
            {
              resolve: { alias },
              // Real Chromium against browser mode: one file at a time, after the unit files, keeps 2 cores responsive.
              test: { name: 'e2e', include: ['tests/e2e/**/*.test.ts'], testTimeout: 120000, hookTimeout: 120000, fileParallelism: false },
            },
          ],
  },
}));
