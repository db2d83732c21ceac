import { createRouter, createWebHashHistory } from 'vue-router';
import { errorMessage } from '@renderer/api';
import { useAppStore } from '@renderer/stores/app';

/** Hash history: deep links work both from file-less Electron pages and the loopback server. */
export const router = createRouter({
  history: createWebHashHistory(),
  routes: [
    { path: '/', redirect: '/catalogue' },
    { path: '/welcome', name: 'welcome', component: () => import('@renderer/views/WelcomeView.vue'), meta: { title: 'Welcome' } },
    { path: '/catalogue', name: 'catalogue', component: () => import('@renderer/views/CatalogueView.vue'), meta: { title: 'Catalogue' } },
    { path: '/collection', name: 'collection', component: () => import('@renderer/views/CollectionView.vue'), meta: { title: 'Collection' } },
    { path: '/collection/want-trade', name: 'want-trade', component: () => import('@renderer/views/WantTradeView.vue'), meta: { title: 'Want and trade lists' } },
    { path: '/sets', name: 'sets', component: () => import('@renderer/views/ArdaSetsView.vue'), meta: { title: 'Arda Sets' } },
    { path: '/sets/:id(\\d+)', name: 'set-editor', component: () => import('@renderer/views/ArdaSetEditorView.vue'), meta: { title: 'Arda set' } },
    { path: '/sets/:id(\\d+)/print', name: 'set-print', component: () => import('@renderer/views/ArdaSetPrintView.vue'), meta: { title: 'Print deck lists' } },
    { path: '/sleeves', name: 'sleeves', component: () => import('@renderer/views/SleevesView.vue'), meta: { title: 'Sleeves' } },
    { path: '/sleeves/:id(\\d+)', name: 'sleeves-set', component: () => import('@renderer/views/SleevesView.vue'), meta: { title: 'Sleeves' } },
    { path: '/sleeves/:id(\\d+)/print', name: 'sleeves-print', component: () => import('@renderer/views/SleeveSheetPrintView.vue'), meta: { title: 'Print the sleeve sheet' } },
    { path: '/play', name: 'play', component: () => import('@renderer/views/PlayView.vue'), meta: { title: 'Play' } },
    { path: '/play/new', name: 'play-new', component: () => import('@renderer/views/NewGameView.vue'), meta: { title: 'New game' } },
    { path: '/play/:id(\\d+)', name: 'game', component: () => import('@renderer/views/GameView.vue'), meta: { title: 'Game' } },
    { path: '/play/:id(\\d+)/replay', name: 'game-replay', component: () => import('@renderer/views/GameView.vue'), meta: { title: 'Replay', mode: 'replay' } },
    { path: '/play/:id(\\d+)/score', name: 'game-score', component: () => import('@renderer/views/ScoreSheetView.vue'), meta: { title: 'Score sheet' } },
    { path: '/settings', name: 'settings', component: () => import('@renderer/views/SettingsView.vue'), meta: { title: 'Settings' } },
    { path: '/:pathMatch(.*)*', redirect: '/catalogue' },
  ],
});

let loaded: Promise<void> | null = null;

/** Until card data exists only the welcome screen and settings make sense. */
router.beforeEach(async (to) => {
  const app = useAppStore();
  loaded ??= app.load().catch((e: unknown) => {
    app.loadError = errorMessage(e);
  });
  await loaded;
  if (app.loadError) return true;
  if (!app.hasCards && to.name !== 'welcome' && to.name !== 'settings') return { name: 'welcome' };
  if (app.hasCards && to.name === 'welcome') return { name: 'catalogue' };
  return true;
});

router.afterEach((to) => {
  const title = typeof to.meta.title === 'string' ? to.meta.title : '';
  document.title = title ? `${title} · Arda Curator` : 'Arda Curator';
});
