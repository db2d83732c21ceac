import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { CardImportReport } from '@shared/api/schemas';
import type { JobStatus } from '@shared/api/schemasJobs';
import { api, errorMessage } from '@renderer/api';
import { followJob } from '@renderer/api/followJob';
import { useAppStore } from './app';

/**
 * The one card-data job that may run at a time (download or file import), polled until
 * it ends. The view that started it shows progress, errors and the report.
 */
export const useJobsStore = defineStore('jobs', () => {
  const status = ref<JobStatus | null>(null);
  const error = ref<string | null>(null);
  const report = ref<CardImportReport | null>(null);
  const starting = ref(false);

  const running = computed(() => starting.value || status.value?.state === 'running');

  function reset(): void {
    error.value = null;
    report.value = null;
    status.value = null;
  }

  async function start(begin: () => Promise<{ jobId: string }>): Promise<CardImportReport | null> {
    if (running.value) return null;
    reset();
    starting.value = true;
    try {
      const { jobId } = await begin();
      const s = await followJob(jobId, (next) => (status.value = next));
      if (s.state === 'done' && s.kind === 'cards-import' && s.result) {
        report.value = s.result;
        await useAppStore().refreshInfo();
        return s.result;
      }
      if (s.state === 'failed') error.value = s.error?.message ?? s.message;
      return null;
    } catch (e) {
      error.value = errorMessage(e);
      return null;
    } finally {
      starting.value = false;
    }
  }

  async function cancel(): Promise<void> {
    const id = status.value?.id;
    if (!id) return;
    try {
      status.value = await api.call('jobs.cancel', { jobId: id });
    } catch (e) {
      error.value = errorMessage(e);
    }
  }

  function download(url?: string): Promise<CardImportReport | null> {
    return start(() => api.call('cards.download', url ? { url } : {}));
  }

  function importFile(fileName: string, content: string): Promise<CardImportReport | null> {
    return start(() => api.call('cards.importContent', { fileName, content }));
  }

  return { status, error, report, running, download, importFile, cancel, reset };
});
