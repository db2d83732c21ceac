/**
 * The renderer's Content-Security-Policy. The main process sends it as a response header
 * on every page it serves (session.webRequest); the renderer's index.html carries the same
 * string in a <meta http-equiv="Content-Security-Policy">. This module lives in the main
 * process's tree so the renderer bundle can never import (and loosen) it.
 */
export const IMAGE_SCHEME = 'arda-image';

export const CSP_DIRECTIVES: ReadonlyArray<readonly [string, string]> = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['style-src', "'self' 'unsafe-inline'"],
  ['img-src', `'self' data: blob: ${IMAGE_SCHEME}: https://cdn.jsdelivr.net`],
  ['connect-src', "'self'"],
  ['font-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'none'"],
  ['form-action', "'none'"],
  ['frame-ancestors', "'none'"],
];

export const CONTENT_SECURITY_POLICY = CSP_DIRECTIVES.map(([name, value]) => `${name} ${value}`).join('; ');

/** Returns response headers with our CSP replacing any the server sent (any letter case). */
export function withCspHeader(
  headers: Record<string, string | string[]> | undefined,
  policy: string = CONTENT_SECURITY_POLICY,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (name.toLowerCase() === 'content-security-policy') continue;
    out[name] = Array.isArray(value) ? value : [value];
  }
  out['Content-Security-Policy'] = [policy];
  return out;
}
