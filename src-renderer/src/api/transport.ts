import type { Invoke } from '@shared/api/client';

/** How the renderer talks to its host: API calls plus card-image URLs. */
export interface Transport {
  invoke: Invoke;
  imageUrl(key: string): string;
}
