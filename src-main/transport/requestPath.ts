/**
 * Request paths as both file servers (browser mode's HTTP, Electron's app:// protocol) read
 * them: split off the query, decode each segment, and name the segments that could reach
 * outside a served folder. Pure functions, so the rules are unit-tested without a server.
 */

/** A request target split into its still-encoded path and its query. */
export interface RequestTarget {
  rawPath: string;
  query: URLSearchParams;
}

export function splitRequestTarget(target: string): RequestTarget {
  const q = target.indexOf('?');
  return q < 0 ? { rawPath: target, query: new URLSearchParams() } : { rawPath: target.slice(0, q), query: new URLSearchParams(target.slice(q + 1)) };
}

/**
 * The decoded segments of an origin-form path ("/a/b%20c" → ["a", "b c"]), or null when the
 * path does not start with "/" or holds a malformed percent-escape ("/%", "/%E0%A4%A").
 * Segments are decoded one by one, so an encoded "%2F" stays inside its segment.
 */
export function decodePathSegments(rawPath: string): string[] | null {
  if (!rawPath.startsWith('/')) return null;
  const segments: string[] = [];
  for (const raw of rawPath.slice(1).split('/')) {
    try {
      segments.push(decodeURIComponent(raw));
    } catch {
      return null;
    }
  }
  return segments;
}

/**
 * Whether a decoded segment names one entry inside its folder and nothing else: not empty,
 * not "." or "..", no slash or backslash (Windows reads both), no NUL, no ":" (Windows
 * drive letters and alternate data streams), no other control character.
 */
export function isPlainSegment(segment: string): boolean {
  if (segment === '' || segment === '.' || segment === '..') return false;
  // eslint-disable-next-line no-control-regex
  return !/[/\\:\u0000-\u001f\u007f]/.test(segment);
}

/** The segments of a file request under a served folder, or null for one that is refused. */
export function servedFileSegments(segments: readonly string[]): string[] | null {
  return segments.length > 0 && segments.every(isPlainSegment) ? [...segments] : null;
}
