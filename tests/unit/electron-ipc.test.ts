import { describe, expect, it, vi } from 'vitest';
import type { Reply } from '../../src-shared/api/errors';
import { createFakeIpcPair } from '../../src-main/transport/ipcFake';
import { IPC_INVOKE_CHANNEL, registerIpcHandlers, trustFramesWhere } from '../../src-main/transport/ipcMain';

const trusted = 'file:///app/out/renderer/index.html';
const isTrusted = trustFramesWhere((url) => url === trusted);

describe('registerIpcHandlers', () => {
  it('passes method and input to dispatch and returns its envelope', async () => {
    const pair = createFakeIpcPair();
    const dispatch = vi.fn(async (method: unknown, input: unknown): Promise<Reply> => ({ ok: true, value: { method, input } }));
    registerIpcHandlers(pair.ipcMain, dispatch, isTrusted);
    const reply = await pair.rendererAt(trusted).invoke(IPC_INVOKE_CHANNEL, 'app.info', { a: 1 });
    expect(reply).toEqual({ ok: true, value: { method: 'app.info', input: { a: 1 } } });
  });

  it('refuses untrusted senders without calling dispatch', async () => {
    const pair = createFakeIpcPair();
    const dispatch = vi.fn();
    registerIpcHandlers(pair.ipcMain, dispatch, isTrusted);
    for (const url of ['https://evil.example/', null]) {
      expect(await pair.rendererAt(url).invoke(IPC_INVOKE_CHANNEL, 'app.info', {})).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    }
    const throwing = createFakeIpcPair();
    registerIpcHandlers(throwing.ipcMain, dispatch, () => {
      throw new Error('boom');
    });
    expect(await throwing.rendererAt(trusted).invoke(IPC_INVOKE_CHANNEL, 'app.info', {})).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('trusts only top-level frames showing the app', () => {
    expect(isTrusted({ senderFrame: { url: trusted } })).toBe(true);
    expect(isTrusted({ senderFrame: { url: trusted, parent: null } })).toBe(true);
    expect(isTrusted({ senderFrame: { url: trusted, parent: { url: trusted } } })).toBe(false);
    expect(isTrusted({ senderFrame: null })).toBe(false);
    expect(isTrusted({})).toBe(false);
  });

  it('never rejects across IPC, even when dispatch does', async () => {
    const pair = createFakeIpcPair();
    const log = vi.fn();
    registerIpcHandlers(pair.ipcMain, () => Promise.reject(new Error('secret detail')), isTrusted, log);
    const reply = (await pair.rendererAt(trusted).invoke(IPC_INVOKE_CHANNEL, 'app.info', {})) as Reply;
    expect(reply).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
    expect(JSON.stringify(reply)).not.toContain('secret detail');
    expect(log).toHaveBeenCalledOnce();
  });

  it('unregisters its channel', async () => {
    const pair = createFakeIpcPair();
    const unregister = registerIpcHandlers(pair.ipcMain, async () => ({ ok: true, value: null }), isTrusted);
    unregister();
    await expect(pair.rendererAt(trusted).invoke(IPC_INVOKE_CHANNEL, 'app.info', {})).rejects.toThrow(/No handler/);
  });
});

describe('the preload', () => {
  it('exposes exactly ardaBridge.invoke and ardaBridge.imageUrl', async () => {
    const exposed = new Map<string, Record<string, (...args: unknown[]) => unknown>>();
    const invoke = vi.fn(async () => ({ ok: true, value: null }));
    vi.doMock('electron', () => ({
      contextBridge: { exposeInMainWorld: (name: string, api: Record<string, (...args: unknown[]) => unknown>) => exposed.set(name, api) },
      ipcRenderer: { invoke },
    }));
    await import('../../src-main/electron/preload');
    vi.doUnmock('electron');
    expect([...exposed.keys()]).toEqual(['ardaBridge']);
    const bridge = exposed.get('ardaBridge')!;
    expect(Object.keys(bridge).sort()).toEqual(['imageUrl', 'invoke', 'printToPdf']);
    await bridge.invoke!('cards.search', { query: 'x' });
    expect(invoke).toHaveBeenCalledWith(IPC_INVOKE_CHANNEL, 'cards.search', { query: 'x' });
    expect(bridge.imageUrl!(`${'a'.repeat(40)}.png`)).toBe(`arda-image://cache/${'a'.repeat(40)}.png`);
  });
});
