import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { CardImportReport, JobStatus } from '@shared/api/schemas';
import { api, errorMessage } from '@renderer/api';
import { useAppStore } from './app';

const POLL_MS = 150;

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
      return await follow(jobId);
    } catch (e) {
      error.value = errorMessage(e);
      return null;
    } finally {
      starting.value = false;
    }
  }

  function follow(jobId: string): Promise<CardImportReport | null> {
    return new Promise((resolve) => {
      const tick = async (): Promise<void> => {
        try {
          const s = await api.call('jobs.get', { jobId });
          status.value = s;
          if (s.state === 'running') {
            setTimeout(() => void tick(), POLL_MS);
            return;
          }
          if (s.state === 'done' && s.result) {
            report.value = s.result;
            await useAppStore().refreshInfo();
            resolve(s.result);
          } else {
            if (s.state === 'failed') error.value = s.error?.message ?? s.message;
            resolve(null);
          }
        } catch (e) {
          error.value = errorMessage(e);
          resolve(null);
        }
      };
      void tick();
    });
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
