import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../src-main/electron/csp';
import {
  appLocation,
  hardenWebContents,
  installSessionPolicies,
  isAppUrl,
  isExternalLink,
  type SessionLike,
  type WebContentsLike,
} from '../../src-main/electron/security';

// The built renderer is served from app://arda/ (appProtocol.ts), never from file://.
const indexHtml = join('/opt', 'Arda Curator', 'resources', 'app.asar', 'out', 'renderer', 'index.html');
const fileApp = appLocation(undefined);
const indexUrl = 'app://arda/index.html';
const devApp = appLocation('http://localhost:5173/');

describe('isAppUrl', () => {
  it('accepts the built index.html, served from app://, with any route', () => {
    expect(fileApp).toEqual({ kind: 'app', indexUrl: 'app://arda/index.html' });
    expect(isAppUrl(indexUrl, fileApp)).toBe(true);
    expect(isAppUrl(`${indexUrl}#/collection`, fileApp)).toBe(true);
    expect(isAppUrl(`${indexUrl}?lang=es#/`, fileApp)).toBe(true);
  });

  it.each([
    'file:///etc/passwd',
    pathToFileURL(indexHtml).href,
    'app://arda/',
    'app://other/index.html',
    'app://arda:1/index.html',
    'app://u@arda/index.html',
    'arda-image://arda/index.html',
    `${indexUrl.replace('index.html', 'other.html')}`,
    `${indexUrl}.html`,
    'https://evil.example/',
    'http://localhost:5173/',
    'about:blank',
    'data:text/html,hi',
    '',
    null,
    undefined,
    'not a url',
  ])('refuses %s for the built app', (url) => {
    expect(isAppUrl(url, fileApp)).toBe(false);
  });

  it('accepts the dev server origin only in dev', () => {
    expect(isAppUrl('http://localhost:5173/#/decks', devApp)).toBe(true);
    expect(isAppUrl('http://localhost:5173/src/main.ts', devApp)).toBe(true);
    expect(isAppUrl('http://localhost:5174/', devApp)).toBe(false);
    expect(isAppUrl('http://127.0.0.1:5173/', devApp)).toBe(false);
    expect(isAppUrl(indexUrl, devApp)).toBe(false);
    expect(() => appLocation('file:///x')).toThrow(/http/);
  });
});

describe('isExternalLink', () => {
  it('lets only https pages out to the system browser', () => {
    expect(isExternalLink('https://councilofrivendell.example/rules')).toBe(true);
    for (const url of ['http://example.org/', 'file:///etc/passwd', 'javascript:alert(1)', 'smb://host/share', 'https://u:p@example.org/', 'x']) {
      expect(isExternalLink(url)).toBe(false);
    }
  });
});

function fakeContents() {
  const listeners = new Map<string, (event: { url: string; preventDefault(): void }) => void>();
  let openHandler: ((details: { url: string }) => { action: 'deny' }) | null = null;
  const contents: WebContentsLike = {
    on(event: string, listener: (event: never) => void) {
      listeners.set(event, listener as never);
      return contents;
    },
    setWindowOpenHandler(handler) {
      openHandler = handler;
    },
  } as WebContentsLike;
  const fire = (event: string, url = '') => {
    const preventDefault = vi.fn();
    listeners.get(event)!({ url, preventDefault });
    return preventDefault.mock.calls.length > 0;
  };
  return { contents, fire, open: (url: string) => openHandler!({ url }) };
}

describe('hardenWebContents', () => {
  it('blocks navigation and redirects away from the app page', () => {
    const { contents, fire } = fakeContents();
    hardenWebContents(contents, fileApp, () => undefined);
    expect(fire('will-frame-navigate', 'https://evil.example/')).toBe(true);
    expect(fire('will-frame-navigate', 'file:///etc/passwd')).toBe(true);
    expect(fire('will-redirect', 'https://evil.example/')).toBe(true);
    expect(fire('will-frame-navigate', `${indexUrl}#/catalogue`)).toBe(false);
    expect(fire('will-attach-webview')).toBe(true);
  });

  it('denies every new window and sends https links to the system browser', () => {
    const { contents, open } = fakeContents();
    const openExternal = vi.fn();
    hardenWebContents(contents, fileApp, openExternal);
    expect(open('https://example.org/card')).toEqual({ action: 'deny' });
    expect(open('file:///etc/passwd')).toEqual({ action: 'deny' });
    expect(open(`${indexUrl}#/x`)).toEqual({ action: 'deny' });
    expect(openExternal.mock.calls).toEqual([['https://example.org/card']]);
  });
});

describe('installSessionPolicies', () => {
  it('adds the CSP to responses and denies every permission', () => {
    let headersListener: Parameters<SessionLike['webRequest']['onHeadersReceived']>[0] | null = null;
    let requestHandler: Parameters<SessionLike['setPermissionRequestHandler']>[0] | null = null;
    let checkHandler: Parameters<SessionLike['setPermissionCheckHandler']>[0] | null = null;
    installSessionPolicies({
      webRequest: { onHeadersReceived: (l) => (headersListener = l) },
      setPermissionRequestHandler: (h) => (requestHandler = h),
      setPermissionCheckHandler: (h) => (checkHandler = h),
    });
    const callback = vi.fn();
    headersListener!({ responseHeaders: { 'Content-Type': ['text/html'] } }, callback);
    expect(callback).toHaveBeenCalledWith({
      responseHeaders: { 'Content-Type': ['text/html'], 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] },
    });
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal']) {
      const granted = vi.fn();
      requestHandler!({}, permission, granted);
      expect(granted).toHaveBeenCalledWith(false);
      expect(checkHandler!({}, permission, 'file://')).toBe(false);
    }
  });
});
