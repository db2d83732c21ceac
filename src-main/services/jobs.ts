/**
 * Long work (downloads, imports, auto-pairing sleeves) runs as a job the renderer polls:
 * one shape of progress for both transports, and a cancel that aborts the work where it is
 * safe to.
 */
import { randomUUID } from 'node:crypto';
import { ApiError } from '../../src-shared/api/errors';
import type { JobKind, JobResult, JobStatus } from '../../src-shared/api/schemasJobs';

export type JobPhase = JobStatus['phase'];
export interface JobProgress {
  phase: JobPhase;
  loaded: number;
  total: number | null;
  message: string;
}
export interface JobContext {
  signal: AbortSignal;
  progress(update: JobProgress): void;
}

/** Finished jobs are kept this long for a late poll, then forgotten. */
const KEEP_FINISHED_MS = 10 * 60 * 1000;

/** Each kind's first phase, and what a cancel leaves as it was. */
const KINDS: Record<JobKind, { phase: JobPhase; cancelled: string }> = {
  'cards-import': { phase: 'read', cancelled: 'Cancelled; the card database was left as it was.' },
  'sleeves-auto': { phase: 'pair', cancelled: 'Cancelled; the sleeves were left as they were.' },
};

interface Job {
  status: JobStatus;
  controller: AbortController;
  finishedAt?: number;
}

export class JobRunner {
  private readonly jobs = new Map<string, Job>();

  start<K extends JobKind>(kind: K, work: (context: JobContext) => Promise<JobResult<K>>): string {
    this.prune();
    const id = randomUUID();
    const controller = new AbortController();
    const status = {
      id,
      kind,
      state: 'running',
      phase: KINDS[kind].phase,
      loaded: 0,
      total: null,
      message: 'Starting',
      result: null,
      error: null,
    } as JobStatus;
    const job: Job = { status, controller };
    this.jobs.set(id, job);
    const context: JobContext = {
      signal: controller.signal,
      progress: (update) => {
        if (job.status.state === 'running') job.status = { ...job.status, ...update };
      },
    };
    // Start on the next tick so the caller gets the id before any synchronous work runs.
    setImmediate(() => {
      work(context).then(
        (result) => {
          if (job.status.state === 'running') {
            job.status = { ...job.status, state: 'done', phase: 'finished', message: 'Finished', result } as JobStatus;
          }
          job.finishedAt = Date.now();
        },
        (error: unknown) => {
          if (job.status.state === 'running') {
            const apiError = toApiError(error);
            job.status = {
              ...job.status,
              state: apiError.code === 'CANCELLED' ? 'cancelled' : 'failed',
              message: apiError.message,
              error: apiError.toShape(),
            };
          }
          job.finishedAt = Date.now();
        },
      );
    });
    return id;
  }

  get(id: string): JobStatus {
    const job = this.jobs.get(id);
    if (!job) throw new ApiError('NOT_FOUND', `No job with id "${id}"; it may have finished long ago.`);
    return job.status;
  }

  cancel(id: string): JobStatus {
    const job = this.jobs.get(id);
    if (!job) throw new ApiError('NOT_FOUND', `No job with id "${id}".`);
    if (job.status.state === 'running') {
      job.controller.abort();
      const message = KINDS[job.status.kind].cancelled;
      job.status = { ...job.status, state: 'cancelled', message, error: { code: 'CANCELLED', message } };
    }
    return job.status;
  }

  /** Waits for a job to end (CLI and tests). */
  async wait(id: string, pollMs = 20): Promise<JobStatus> {
    for (;;) {
      const status = this.get(id);
      if (status.state !== 'running') return status;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }

  cancelAll(): void {
    for (const job of this.jobs.values()) if (job.status.state === 'running') job.controller.abort();
  }

  private prune(): void {
    const now = Date.now();
    for (const [id, job] of this.jobs) if (job.finishedAt && now - job.finishedAt > KEEP_FINISHED_MS) this.jobs.delete(id);
  }
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof Error && error.name === 'CardDataError') return new ApiError('BAD_FILE', error.message);
  if (error instanceof Error && error.name === 'AbortError') return new ApiError('CANCELLED', 'Cancelled; nothing was changed.');
  return new ApiError('INTERNAL', error instanceof Error ? error.message : String(error));
}
