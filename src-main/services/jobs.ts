/**
 * Long work (downloads, imports) runs as a job the renderer polls: one shape of progress
 * for both transports, and a cancel that aborts the work where it is safe to.
 */
import { randomUUID } from 'node:crypto';
import { ApiError } from '../../src-shared/api/errors';
import type { CardImportReport, JobStatus } from '../../src-shared/api/schemas';

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

export class JobRunner {
  private readonly jobs = new Map<string, { status: JobStatus; controller: AbortController; finishedAt?: number }>();

  start(work: (context: JobContext) => Promise<CardImportReport>): string {
    this.prune();
    const id = randomUUID();
    const controller = new AbortController();
    const status: JobStatus = {
      id,
      kind: 'cards-import',
      state: 'running',
      phase: 'read',
      loaded: 0,
      total: null,
      message: 'Starting',
      result: null,
      error: null,
    };
    const job: { status: JobStatus; controller: AbortController; finishedAt?: number } = { status, controller };
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
            job.status = { ...job.status, state: 'done', phase: 'finished', message: 'Finished', result };
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
      job.status = {
        ...job.status,
        state: 'cancelled',
        message: 'Cancelled; the card database was left as it was.',
        error: { code: 'CANCELLED', message: 'Cancelled; the card database was left as it was.' },
      };
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
