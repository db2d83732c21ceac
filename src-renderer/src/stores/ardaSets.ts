import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { z } from 'zod';
import type { profileInfoSchema } from '@shared/api/schemasArda';
import type { ArdaSetState, ArdaSetSummary, ExportFormat } from '@shared/api/schemasArda';
import { api, errorMessage } from '@renderer/api';
import { saveTextFile } from '@renderer/utils/files';

export type ProfileInfo = z.infer<typeof profileInfoSchema>;

/** A listed set with its open problems (sets.list counts them). */
export type SetListRow = ArdaSetSummary;

const MIME: Record<ExportFormat, string> = {
  meccg: 'text/plain;charset=utf-8',
  text: 'text/plain;charset=utf-8',
  json: 'application/json;charset=utf-8',
};

export function problemCounts(state: Pick<ArdaSetState, 'violations'>): { errors: number; warnings: number } {
  let errors = 0;
  for (const v of state.violations) if (v.severity === 'error') errors++;
  return { errors, warnings: state.violations.length - errors };
}

/**
 * The user's Arda sets as a list: names, profiles, sizes and problem counts, plus the
 * actions on whole sets (create, build, import, rename, delete, export).
 */
export const useArdaSetsStore = defineStore('ardaSets', () => {
  const sets = ref<SetListRow[]>([]);
  const profiles = ref<ProfileInfo[]>([]);
  const loading = ref(false);
  const error = ref<string | null>(null);
  let seq = 0;

  async function loadProfiles(): Promise<void> {
    if (profiles.value.length) return;
    profiles.value = (await api.call('sets.profiles', {})).profiles;
  }

  async function load(): Promise<void> {
    const mine = ++seq;
    loading.value = true;
    try {
      await loadProfiles();
      const out = await api.call('sets.list', {});
      if (mine !== seq) return;
      sets.value = out.sets;
      error.value = null;
    } catch (e) {
      if (mine === seq) error.value = errorMessage(e);
    } finally {
      if (mine === seq) loading.value = false;
    }
  }

  function profileLabel(id: string): string {
    return profiles.value.find((p) => p.id === id)?.label ?? id;
  }

  async function create(name: string, profileId: string, players: number): Promise<ArdaSetState> {
    const state = await api.call('sets.create', { name, profileId, players });
    void load();
    return state;
  }

  async function build(name: string, profileId: string, players: number) {
    const result = await api.call('sets.build', { name, profileId, players });
    void load();
    return result;
  }

  async function importMeccg(fileName: string, content: string, name: string, profileId: string, players?: number) {
    const result = await api.call('sets.importMeccg', { fileName, content, name, profileId, ...(players ? { players } : {}) });
    void load();
    return result;
  }

  async function importJson(fileName: string, content: string, name?: string) {
    const result = await api.call('sets.importJson', { fileName, content, ...(name ? { name } : {}) });
    void load();
    return result;
  }

  async function rename(setId: number, name: string): Promise<void> {
    await api.call('sets.rename', { setId, name });
    await load();
  }

  async function remove(setId: number): Promise<void> {
    await api.call('sets.delete', { setId });
    sets.value = sets.value.filter((s) => s.id !== setId);
  }

  /** Fetches the export and hands it to the browser's download machinery. */
  async function exportSet(setId: number, format: ExportFormat): Promise<string> {
    const out = await api.call('sets.export', { setId, format });
    saveTextFile(out.fileName, out.content, MIME[format]);
    return out.fileName;
  }

  return { sets, profiles, loading, error, load, loadProfiles, profileLabel, create, build, importMeccg, importJson, rename, remove, exportSet };
});
