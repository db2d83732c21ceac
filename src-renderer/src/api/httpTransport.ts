import { ApiError } from '@shared/api/errors';
import type { Transport } from './transport';

const TOKEN_KEY = 'arda.token';

/**
 * The loopback server hands the token in the first URL only; keep it for the session so
 * a reload (or a deep link without the query) still authenticates.
 */
export function readToken(location: Location, storage: Storage): string | null {
  const fromUrl = new URLSearchParams(location.search).get('token');
  if (fromUrl) {
    storage.setItem(TOKEN_KEY, fromUrl);
    return fromUrl;
  }
  return storage.getItem(TOKEN_KEY);
}

/** Keys are cache paths; encode each segment but keep the slashes the server routes on. */
function encodeKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

/** Browser host: POST /api/<method> with the token header; the body of the answer is the envelope. */
export function createHttpTransport(token: string, base = ''): Transport {
  return {
    async invoke(method, input) {
      let response: Response;
      try {
        response = await fetch(`${base}/api/${encodeURIComponent(method)}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Arda-Token': token },
          body: JSON.stringify(input ?? {}),
        });
      } catch {
        throw new ApiError('NETWORK', 'Lost contact with the Arda Curator server. Is it still running?');
      }
      try {
        return await response.json();
      } catch {
        throw new ApiError('INTERNAL', `The Arda Curator server answered ${response.status} without a readable reply.`);
      }
    },
    imageUrl: (key) => `${base}/image-cache/${encodeKey(key)}?token=${encodeURIComponent(token)}`,
  };
}
