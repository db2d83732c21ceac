/**
 * Card images: fetched once from the set's imageBaseUrl, then served from a folder on
 * disk. Files are named by a hash of their address, so keys are safe to put in a URL and
 * can never point outside the cache. Only regular files count: a symbolic link in the cache
 * is neither served nor written through (it is replaced by the next download). A download
 * is capped and checked (imageFetch.ts) and written whole or not at all.
 */
import { createHash } from 'node:crypto';
import { lstatSync, mkdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { CardImage } from '../../src-shared/api/schemas';
import { writeFileAtomically } from './atomicFile';
import { fetchImage } from './imageFetch';

export const IMAGE_KEY_PATTERN = /^[a-f0-9]{40}\.(jpg|jpeg|png|webp|gif)$/;

/** After a failed fetch, don't try the same address again for this long. */
const RETRY_AFTER_MS = 5 * 60 * 1000;

/** A regular file, not a link to one (lstat, unlike existsSync, does not follow links). */
function isRegularFile(path: string): boolean {
  try {
    return lstatSync(path).isFile();
  } catch {
    return false;
  }
}

export class ImageCache {
  private readonly failures = new Map<string, { at: number; reason: string }>();
  private readonly pending = new Map<string, Promise<CardImage>>();

  constructor(
    readonly dir: string,
    private readonly timeoutMs = 8000,
  ) {}

  keyFor(url: string): string {
    const ext = extname(new URL(url).pathname).toLowerCase().replace('.', '');
    const safeExt = ['jpg', 'jpeg', 'png', 'webp', 'gif'].includes(ext) ? ext : 'jpg';
    return `${createHash('sha1').update(url).digest('hex')}.${safeExt}`;
  }

  pathFor(key: string): string | null {
    return IMAGE_KEY_PATTERN.test(key) ? join(this.dir, key) : null;
  }

  async get(url: string, allowDownload: boolean): Promise<CardImage> {
    const key = this.keyFor(url);
    if (isRegularFile(join(this.dir, key))) return { status: 'cached', key, reason: null };
    if (!allowDownload) return { status: 'unavailable', key: null, reason: 'Image downloads are turned off in Settings.' };
    const failed = this.failures.get(url);
    if (failed && Date.now() - failed.at < RETRY_AFTER_MS) return { status: 'unavailable', key: null, reason: failed.reason };
    let pending = this.pending.get(url);
    if (!pending) {
      pending = this.fetchToCache(url, key).finally(() => this.pending.delete(url));
      this.pending.set(url, pending);
    }
    return pending;
  }

  private async fetchToCache(url: string, key: string): Promise<CardImage> {
    try {
      const bytes = await fetchImage(url, this.timeoutMs);
      mkdirSync(this.dir, { recursive: true });
      writeFileAtomically(join(this.dir, key), bytes);
      return { status: 'cached', key, reason: null };
    } catch (error) {
      const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
      const reason = `Image not available (${cause}); showing the card's text instead.`;
      this.failures.set(url, { at: Date.now(), reason });
      return { status: 'unavailable', key: null, reason };
    }
  }
}
