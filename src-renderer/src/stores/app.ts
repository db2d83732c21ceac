import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { AppInfo, Settings } from '@shared/api/schemas';
import type { Language } from '@shared/cards/model';
import { api } from '@renderer/api';

/** App-wide state: host info (card count…) and the user's settings. */
export const useAppStore = defineStore('app', () => {
  const info = ref<AppInfo | null>(null);
  const settings = ref<Settings | null>(null);
  const loadError = ref<string | null>(null);

  const lang = computed<Language>(() => settings.value?.language ?? 'en');
  const hasCards = computed(() => (info.value?.cardCount ?? 0) > 0);

  async function load(): Promise<void> {
    const [i, s] = await Promise.all([api.call('app.info', {}), api.call('settings.get', {})]);
    info.value = i;
    settings.value = s;
  }

  async function refreshInfo(): Promise<void> {
    info.value = await api.call('app.info', {});
  }

  async function updateSettings(patch: Partial<Settings>): Promise<void> {
    settings.value = await api.call('settings.update', patch);
  }

  return { info, settings, loadError, lang, hasCards, load, refreshInfo, updateSettings };
});
