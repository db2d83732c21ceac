/**
 * Downloads a file over HTTP(S) with progress, refusing a transfer that breaks off or
 * delivers fewer bytes than announced: a partial card file must never reach the parser.
 */
import { ApiError } from '../../src-shared/api/errors';

export interface DownloadProgress {
  loaded: number;
  total: number | null;
}

export interface DownloadOptions {
  signal?: AbortSignal;
  onProgress?: (progress: DownloadProgress) => void;
  maxBytes?: number;
  /** Gives up when no bytes arrive for this long. */
  idleTimeoutMs?: number;
}

export async function downloadText(url: string, options: DownloadOptions = {}): Promise<string> {
  const { signal, onProgress, maxBytes = 100 * 1024 * 1024, idleTimeoutMs = 30_000 } = options;
  const idle = new AbortController();
  const abort = () => idle.abort();
  signal?.addEventListener('abort', abort, { once: true });
  let timer: NodeJS.Timeout | undefined;
  const armIdle = () => {
    clearTimeout(timer);
    timer = setTimeout(() => idle.abort(), idleTimeoutMs);
  };
  try {
    armIdle();
    let response: Response;
    try {
      response = await fetch(url, { signal: idle.signal, redirect: 'follow' });
    } catch (error) {
      throw failure(url, error, signal, 'could not connect');
    }
    if (!response.ok) {
      throw new ApiError('NETWORK', `Download from ${url} failed: the server answered ${response.status} ${response.statusText}. Check the address in Settings.`);
    }
    const header = response.headers.get('content-length');
    const total = header !== null && /^\d+$/.test(header) ? Number(header) : null;
    if (total !== null && total > maxBytes) {
      throw new ApiError('BAD_FILE', `${url} is ${Math.round(total / 1048576)} MB, far larger than any card database; check the address.`);
    }
    const chunks: Uint8Array[] = [];
    let loaded = 0;
    onProgress?.({ loaded, total });
    if (!response.body) throw new ApiError('NETWORK', `Download from ${url} returned no data.`);
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        armIdle();
        chunks.push(value);
        loaded += value.byteLength;
        if (loaded > maxBytes) throw new ApiError('BAD_FILE', `${url} is larger than ${Math.round(maxBytes / 1048576)} MB; that is not a card database.`);
        onProgress?.({ loaded, total });
      }
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw failure(url, error, signal, `the transfer broke off after ${formatBytes(loaded)}`);
    }
    if (total !== null && loaded !== total) {
      throw new ApiError('NETWORK', `Download from ${url} broke off: received ${formatBytes(loaded)} of ${formatBytes(total)}. Nothing was changed; try again.`);
    }
    return new TextDecoder('utf-8').decode(concat(chunks, loaded));
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

function failure(url: string, error: unknown, signal: AbortSignal | undefined, what: string): ApiError {
  if (signal?.aborted) return new ApiError('CANCELLED', 'Download cancelled; nothing was changed.');
  const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
  return new ApiError('NETWORK', `Download from ${url} failed: ${what} (${cause}). Nothing was changed; check your connection and try again.`);
}

function concat(chunks: Uint8Array[], length: number): Uint8Array {
  const out = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1048576) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1048576).toFixed(1)} MB`;
}
