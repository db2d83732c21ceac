import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, withCspHeader } from '../../src-main/electron/csp';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('the renderer CSP', () => {
  const csp = directives(CONTENT_SECURITY_POLICY);

  it('is exactly the agreed policy', () => {
    expect(CONTENT_SECURITY_POLICY).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: arda-image: https://cdn.jsdelivr.net; connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
  });

  it('never allows eval, inline scripts or wasm', () => {
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|wasm-unsafe-eval|unsafe-hashes/);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it('limits images to the app, data/blob URLs, the image cache scheme and the card CDN', () => {
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'arda-image:', 'https://cdn.jsdelivr.net']);
    expect(csp.get('img-src')).not.toContain('*');
    expect(csp.get('img-src')).not.toContain('https:');
  });

  it('locks objects, base, forms, framing and connections', () => {
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });

  it('replaces any CSP header a response already had, whatever its case', () => {
    const headers = withCspHeader({ 'content-security-policy': ['default-src *'], 'Content-Type': 'text/html', 'X-A': ['1', '2'] });
    expect(headers).toEqual({
      'Content-Type': ['text/html'],
      'X-A': ['1', '2'],
      'Content-Security-Policy': [CONTENT_SECURITY_POLICY],
    });
    expect(withCspHeader(undefined)).toEqual({ 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] });
  });
});

describe('the renderer page', () => {
  it('carries the same policy in its <meta> (frame-ancestors may be left out: a <meta> cannot set it)', () => {
    const html = readFileSync(resolve(__dirname, '../../src-renderer/index.html'), 'utf8');
    const meta = html.match(/<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i);
    expect(meta, 'src-renderer/index.html has no CSP <meta>').not.toBeNull();
    const inPage = directives(meta![1]!);
    const expected = directives(CONTENT_SECURITY_POLICY);
    if (!inPage.has('frame-ancestors')) expected.delete('frame-ancestors');
    expect(Object.fromEntries(inPage)).toEqual(Object.fromEntries(expected));
  });
});
