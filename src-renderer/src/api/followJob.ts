/**
 * Follows a main-process job (jobs.get) until it ends, handing each status to `onStatus`
 * (progress bars read it); resolves with the last status.
 */
import type { JobStatus } from '@shared/api/schemasJobs';
import { api } from './index';

const POLL_MS = 150;

export async function followJob(jobId: string, onStatus: (status: JobStatus) => void): Promise<JobStatus> {
  for (;;) {
    const status = await api.call('jobs.get', { jobId });
    onStatus(status);
    if (status.state !== 'running') return status;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
