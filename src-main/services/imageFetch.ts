/**
 * Fetching one card image with a size cap: an announced size past the cap is refused before
 * the body is read, a body that runs past it is cut off there (memory stays within the cap),
 * and the bytes must begin as a JPEG, PNG, GIF or WebP file, whatever the server calls them.
 * Failures are Errors whose message says what was wrong, for the cache's "not available" reason.
 */
import { LIMITS } from '../../src-shared/api/limits';

const MB = 1024 * 1024;

/** The signatures of the image formats a card scan comes in. */
const SIGNATURES: ((b: Uint8Array) => boolean)[] = [
  (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff, // JPEG
  (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte), // PNG
  (b) => ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a',
  (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
];

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

export function isImage(bytes: Uint8Array): boolean {
  return SIGNATURES.some((matches) => matches(bytes));
}

export async function fetchImage(url: string, timeoutMs: number, maxBytes: number = LIMITS.imageBytes): Promise<Buffer> {
  const stop = new AbortController();
  const response = await fetch(url, { signal: AbortSignal.any([stop.signal, AbortSignal.timeout(timeoutMs)]) });
  try {
    if (!response.ok) throw new Error(`the image server answered ${response.status}`);
    const type = response.headers.get('content-type') ?? '';
    if (type && !type.startsWith('image/')) throw new Error(`the address did not return an image (${type})`);
    const announced = Number(response.headers.get('content-length') ?? NaN);
    if (announced > maxBytes) {
      throw new Error(`the image is ${Math.round(announced / MB)} MB, more than the ${Math.round(maxBytes / MB)} MB a card image may be`);
    }
    const chunks: Uint8Array[] = [];
    let length = 0;
    const reader = response.body?.getReader();
    for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
      length += chunk.value.byteLength;
      if (length > maxBytes) throw new Error(`the image is larger than ${Math.round(maxBytes / MB)} MB, the most a card image may be`);
      chunks.push(chunk.value);
    }
    const bytes = Buffer.concat(chunks, length);
    if (!isImage(bytes)) throw new Error('the address sent something that is not a JPEG, PNG, GIF or WebP image');
    return bytes;
  } finally {
    // Whatever was refused: drop the connection instead of reading the rest.
    stop.abort();
  }
}
