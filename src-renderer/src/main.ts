import { createApp } from 'vue';
import { createPinia } from 'pinia';
import { z } from 'zod';
import App from './App.vue';
import { router } from './router';
import './styles/theme.css';
import './styles/table.css';
import './styles/views.css';

// The CSP forbids eval: stop zod from probing for it (the probe alone logs a violation).
z.config({ jitless: true });

createApp(App).use(createPinia()).use(router).mount('#app');
