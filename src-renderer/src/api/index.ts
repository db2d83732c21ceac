/**
 * Picks the transport for the host the page runs in. The rest of the UI sees only
 * `api` (the typed client) and `imageUrl`.
 */
import { createApiClient, type ApiClient } from '@shared/api/client';
import { ApiError } from '@shared/api/errors';
import { createHttpTransport, readToken } from './httpTransport';
import { createIpcTransport } from './ipcTransport';
import type { Transport } from './transport';

function pickTransport(): Transport {
  if (window.ardaBridge) return createIpcTransport(window.ardaBridge);
  const token = readToken(window.location, window.sessionStorage);
  if (token) return createHttpTransport(token);
  // No host at all: every call fails with a message saying how to open the app.
  return {
    invoke: () =>
      Promise.reject(new ApiError('FORBIDDEN', 'This page needs the link printed by "npm run browser" (it carries the access token).')),
    imageUrl: () => '',
  };
}

const transport = pickTransport();

export const api: ApiClient = createApiClient(transport.invoke);
export const imageUrl = (key: string): string => transport.imageUrl(key);

/** Plain words for any failure, for showing next to the control the user used. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}
