/**
 * The Electron main process: one instance, one locked-down window, the app's services
 * behind the IPC transport, the renderer behind app://, card images behind arda-image://.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, protocol, session, shell } from 'electron';
import { dataPaths, defaultDataDir } from '../data/paths';
import { createAppServices } from '../services/appServices';
import { createDispatch } from '../transport/dispatch';
import { registerIpcHandlers, trustFramesWhere } from '../transport/ipcMain';
import { registerPrintHandler } from './print';
import { APP_SCHEME, APP_SCHEME_PRIVILEGES, createAppProtocolHandler } from './appProtocol';
import { createImageProtocolHandler, IMAGE_SCHEME, IMAGE_SCHEME_PRIVILEGES } from './imageProtocol';
import { resolveNativeBinding } from './nativeBinding';
import { appLocation, hardenWebContents, installSessionPolicies, isAppUrl, type SessionLike, type WebContentsLike } from './security';
import { createMainWindow } from './window';

// Before ready: the app's and the image scheme's privileges (one call: a second would replace
// the first), and the data folder the CLI and browser mode share.
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES, IMAGE_SCHEME_PRIVILEGES]);
const dataDir = defaultDataDir();
app.setPath('userData', dataDir);

let failed = false;
function fail(title: string, error: unknown): never {
  failed = true;
  const message = error instanceof Error ? error.message : String(error);
  console.error(`${title}: ${message}`);
  dialog.showErrorBox(title, message);
  app.exit(1);
  throw error instanceof Error ? error : new Error(message);
}

function start(): void {
  const root = app.getAppPath();
  const rendererDir = join(root, 'out', 'renderer');
  const preloadPath = join(root, 'out', 'preload', 'index.cjs');
  const devServerUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;
  const location = appLocation(devServerUrl);

  const binding = resolveNativeBinding({
    isPackaged: app.isPackaged,
    electronVersion: process.versions.electron,
    platform: process.platform,
    arch: process.arch,
    projectRoot: root,
    override: process.env.ARDA_SQLITE_BINDING,
    exists: existsSync,
  });
  if (binding.kind === 'missing') fail('Arda Curator cannot open its database', new Error(binding.message));

  const paths = dataPaths(dataDir);
  let services: ReturnType<typeof createAppServices>;
  try {
    services = createAppServices({
      databasePath: paths.database,
      dataDir,
      runtime: 'electron',
      ...(binding.path ? { nativeBinding: binding.path } : {}),
    });
  } catch (error) {
    fail('Arda Curator cannot open its database', error);
  }
  app.once('will-quit', () => services.close());

  installSessionPolicies(session.defaultSession as unknown as SessionLike);
  protocol.handle(APP_SCHEME, createAppProtocolHandler(rendererDir));
  protocol.handle(IMAGE_SCHEME, createImageProtocolHandler((key) => services.imageCache.pathFor(key)));
  registerIpcHandlers(
    ipcMain,
    createDispatch(services.handlers),
    trustFramesWhere((url) => isAppUrl(url, location)),
  );
  registerPrintHandler(ipcMain, trustFramesWhere((url) => isAppUrl(url, location)));
  app.on('web-contents-created', (_event, contents) => {
    hardenWebContents(contents as unknown as WebContentsLike, location, (url) => shell.openExternal(url));
  });

  const openWindow = () => createMainWindow({ location, preloadPath, iconPath: join(root, 'resources', 'icon.png') });
  let mainWindow = openWindow();

  app.on('second-instance', () => {
    if (mainWindow.isDestroyed()) mainWindow = openWindow();
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) mainWindow = openWindow();
  });
}

if (!app.requestSingleInstanceLock()) {
  // Another Arda Curator is running: it gets focus (second-instance) and we leave.
  app.quit();
} else {
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      if (!failed) fail('Arda Curator could not start', error);
    });
}
