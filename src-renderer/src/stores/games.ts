import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { GameSummary, NewGameInput } from '@shared/api/schemasGames';
import { api, errorMessage } from '@renderer/api';
import { saveTextFile } from '@renderer/utils/files';

/**
 * The saved games as a list (the Play hub): load, create, delete, export and import.
 * One game's position and decisions live in stores/game.ts, not here.
 */
export const useGamesStore = defineStore('games', () => {
  const games = ref<GameSummary[]>([]);
  const loading = ref(false);
  const loaded = ref(false);
  const error = ref<string | null>(null);
  let seq = 0;

  // Most recently played first: the game you left is the one you want back.
  const byRecent = computed(() => [...games.value].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id));
  const active = computed(() => byRecent.value.filter((g) => g.status === 'active'));
  const finished = computed(() => byRecent.value.filter((g) => g.status === 'finished'));

  async function load(): Promise<void> {
    const mine = ++seq;
    loading.value = true;
    try {
      const out = await api.call('games.list', {});
      if (mine !== seq) return;
      games.value = out.games;
      error.value = null;
      loaded.value = true;
    } catch (e) {
      if (mine === seq) error.value = errorMessage(e);
    } finally {
      if (mine === seq) loading.value = false;
    }
  }

  async function create(input: NewGameInput): Promise<GameSummary> {
    const game = await api.call('games.create', input);
    void load();
    return game;
  }

  async function remove(id: number): Promise<void> {
    await api.call('games.delete', { id });
    games.value = games.value.filter((g) => g.id !== id);
  }

  /** Fetches the game's setup and log and hands them to the browser's download machinery. */
  async function exportGame(id: number): Promise<string> {
    const out = await api.call('games.export', { id });
    saveTextFile(out.fileName, out.json, 'application/json;charset=utf-8');
    return out.fileName;
  }

  async function importGame(fileName: string, content: string): Promise<GameSummary> {
    const game = await api.call('games.import', { fileName, content });
    await load();
    return game;
  }

  return { games, loading, loaded, error, active, finished, load, create, remove, exportGame, importGame };
});
