import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import vue from '@vitejs/plugin-vue';

const shared = { '@shared': resolve(__dirname, 'src-shared') };

export default defineConfig({
  main: {
    // better-sqlite3 is native: loaded from node_modules at run time, never bundled.
    build: {
      externalizeDeps: true,
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'src-main/electron/main.ts'),
          // The auto-pairing worker thread, started from out/main/autoPairWorker.js (services/autoPairRunner.ts).
          autoPairWorker: resolve(__dirname, 'src-main/services/autoPairWorker.ts'),
        },
      },
    },
    resolve: { alias: shared },
  },
  preload: {
    build: {
      rollupOptions: {
        input: { index: resolve(__dirname, 'src-main/electron/preload.ts') },
        // Sandboxed preloads cannot require() chunks: emit one CommonJS file.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src-renderer'),
    build: { rollupOptions: { input: { index: resolve(__dirname, 'src-renderer/index.html') } } },
    resolve: { alias: { ...shared, '@renderer': resolve(__dirname, 'src-renderer/src') } },
    // vue-i18n's bundler flags: Composition API only, no devtools in production.
    define: { __VUE_I18N_FULL_INSTALL__: true, __VUE_I18N_LEGACY_API__: false, __INTLIFY_PROD_DEVTOOLS__: false },
    plugins: [vue()],
  },
});
