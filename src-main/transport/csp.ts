/**
 * Content-Security-Policy of the renderer in browser mode: only the app's own scripts,
 * images from the app and its image cache, API calls to the app's own origin.
 */
export const BROWSER_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://cdn.jsdelivr.net",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
