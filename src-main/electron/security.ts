/**
 * What the app's windows may do: load only the app's own page, open nothing, get no
 * permissions, and accept IPC only from the app's own page. The URL checks are pure
 * functions so they can be unit-tested without Electron.
 */
import { APP_INDEX_URL } from './appProtocol';
import { withCspHeader } from './csp';

/** Where the renderer comes from: app://arda/index.html, or the dev server in development. */
export type AppLocation = { kind: 'app'; indexUrl: string } | { kind: 'dev'; origin: string; url: string };

export function appLocation(devServerUrl: string | undefined): AppLocation {
  if (devServerUrl) {
    const url = new URL(devServerUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`ELECTRON_RENDERER_URL must be http(s): ${devServerUrl}`);
    return { kind: 'dev', origin: url.origin, url: url.href };
  }
  return { kind: 'app', indexUrl: APP_INDEX_URL };
}

/** True when url is the app's own page (any #route or ?query on it). */
export function isAppUrl(url: string | null | undefined, location: AppLocation): boolean {
  if (!url) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (location.kind === 'dev') {
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.origin === location.origin;
  }
  parsed.hash = '';
  parsed.search = '';
  return parsed.href === location.indexUrl;
}

/** Links the renderer may hand to the system browser: plain https pages only. */
export function isExternalLink(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && !parsed.username && !parsed.password;
  } catch {
    return false;
  }
}

// ---- structural views of the Electron objects we touch (tests pass fakes) ------------

interface PreventableEvent {
  preventDefault(): void;
}
export interface WebContentsLike {
  on(event: 'will-frame-navigate' | 'will-redirect', listener: (event: PreventableEvent & { url: string }) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

export interface SessionLike {
  webRequest: {
    onHeadersReceived(
      listener: (
        details: { responseHeaders?: Record<string, string | string[]> },
        callback: (response: { responseHeaders: Record<string, string[]> }) => void,
      ) => void,
    ): void;
  };
  setPermissionRequestHandler(handler: (webContents: unknown, permission: string, callback: (granted: boolean) => void) => void): void;
  setPermissionCheckHandler(handler: (...args: unknown[]) => boolean): void;
}

/** Navigation, redirects, new windows and <webview>s: only the app's own page, ever. */
export function hardenWebContents(contents: WebContentsLike, location: AppLocation, openExternal: (url: string) => unknown): void {
  const stayInApp = (event: PreventableEvent & { url: string }) => {
    if (!isAppUrl(event.url, location)) event.preventDefault();
  };
  contents.on('will-frame-navigate', stayInApp);
  contents.on('will-redirect', stayInApp);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    // A card or rules link the user clicked opens in their own browser, never in the app.
    if (isExternalLink(url)) void Promise.resolve(openExternal(url)).catch(() => undefined);
    return { action: 'deny' };
  });
}

/** CSP on every response, and no permission (camera, notifications, clipboard…) for anyone. */
export function installSessionPolicies(session: SessionLike, policy?: string): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: withCspHeader(details.responseHeaders, policy) });
  });
  session.setPermissionRequestHandler((_webContents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}
