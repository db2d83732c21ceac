/** The contract over Electron IPC (a fake ipcMain/ipcRenderer pair), plus IPC's own rules. */
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { isAppUrl, appLocation } from '../../src-main/electron/security';
import { createAppServices } from '../../src-main/services/appServices';
import { createDispatch } from '../../src-main/transport/dispatch';
import { createFakeIpcPair } from '../../src-main/transport/ipcFake';
import { IPC_INVOKE_CHANNEL, registerIpcHandlers, trustFramesWhere } from '../../src-main/transport/ipcMain';
import { defineContractSuite, freshStorage, parseReply, type StoragePaths, type TransportUnderTest } from './contractSuite';

const location = appLocation(undefined);
const APP_PAGE = `${location.kind === 'app' ? location.indexUrl : ''}#/catalogue`;

function openIpc(paths: StoragePaths, senderUrl: string | null = APP_PAGE): TransportUnderTest {
  const services = createAppServices({ ...paths, runtime: 'electron' });
  const pair = createFakeIpcPair();
  const unregister = registerIpcHandlers(pair.ipcMain, createDispatch(services.handlers), trustFramesWhere((url) => isAppUrl(url, location)));
  const renderer = pair.rendererAt(senderUrl);
  return {
    invoke: (method, input) => renderer.invoke(IPC_INVOKE_CHANNEL, method, input),
    close: async () => {
      unregister();
      services.close();
    },
  };
}

defineContractSuite({ name: 'Electron IPC', runtime: 'electron', open: async (paths) => openIpc(paths) });

describe('IPC transport rules', () => {
  const storage = freshStorage();
  afterAll(() => rmSync(storage.dataDir, { recursive: true, force: true }));

  it.each([
    ['a web page', 'https://evil.example/'],
    ['another local file', 'file:///tmp/evil/index.html'],
    ['a look-alike path', `${APP_PAGE.replace('index.html', 'index.html.evil')}`],
    ['a frame that is gone', null],
  ])('refuses %s with FORBIDDEN', async (_what, senderUrl) => {
    const transport = openIpc(storage, senderUrl);
    try {
      const reply = parseReply(await transport.invoke('app.info', {}));
      expect(reply).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    } finally {
      await transport.close();
    }
  });

  it('answers the app page on any route', async () => {
    const transport = openIpc(storage, APP_PAGE.replace('#/catalogue', '?x=1#/collection'));
    try {
      expect(parseReply(await transport.invoke('app.info', {})).ok).toBe(true);
    } finally {
      await transport.close();
    }
  });
});
