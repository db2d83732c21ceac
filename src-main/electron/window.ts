/** The app's one window: sandboxed, context-isolated, no Node, our preload only. */
import { existsSync } from 'node:fs';
import { BrowserWindow } from 'electron';
import type { AppLocation } from './security';

export interface WindowOptions {
  location: AppLocation;
  preloadPath: string;
  iconPath?: string;
}

export function createMainWindow(options: WindowOptions): BrowserWindow {
  const window = new BrowserWindow({
    width: 1360,
    height: 860,
    minWidth: 960,
    minHeight: 600,
    show: false,
    title: 'Arda Curator',
    backgroundColor: '#14161c',
    autoHideMenuBar: true,
    ...(options.iconPath && existsSync(options.iconPath) ? { icon: options.iconPath } : {}),
    webPreferences: {
      preload: options.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
    },
  });
  window.once('ready-to-show', () => window.show());
  // Never file://: the built renderer comes from the app:// protocol (appProtocol.ts).
  void window.loadURL(options.location.kind === 'dev' ? options.location.url : options.location.indexUrl);
  return window;
}
