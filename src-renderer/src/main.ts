import { createApp } from 'vue';
import { createPinia } from 'pinia';
import { z } from 'zod';
import App from './App.vue';
import { i18n } from './i18n';
import { router } from './router';
import './styles/theme.css';
import './styles/table.css';
import './styles/views.css';
import './styles/dialog.css';

// The CSP forbids eval: stop zod from probing for it (the probe alone logs a violation).
z.config({ jitless: true });

createApp(App).use(createPinia()).use(router).use(i18n).mount('#app');
