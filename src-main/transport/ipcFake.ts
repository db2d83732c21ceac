/**
 * An in-process stand-in for Electron's ipcMain/ipcRenderer pair, for tests: arguments and
 * replies go through structuredClone as they would through real IPC, and the sender frame's
 * URL is whatever the test says.
 */
import type { IpcEventLike, IpcMainLike } from './ipcMain';

type Listener = (event: IpcEventLike, ...args: unknown[]) => unknown;

export interface FakeIpcRenderer {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
}

export interface FakeIpcPair {
  ipcMain: IpcMainLike;
  /** A renderer whose frame shows senderUrl (null: a frame that is gone). */
  rendererAt(senderUrl: string | null): FakeIpcRenderer;
}

export function createFakeIpcPair(): FakeIpcPair {
  const handlers = new Map<string, Listener>();
  const ipcMain: IpcMainLike = {
    handle(channel, listener) {
      if (handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
      handlers.set(channel, listener);
    },
    removeHandler(channel) {
      handlers.delete(channel);
    },
  };
  return {
    ipcMain,
    rendererAt(senderUrl) {
      return {
        async invoke(channel, ...args) {
          const listener = handlers.get(channel);
          if (!listener) throw new Error(`Error invoking remote method '${channel}': No handler registered for '${channel}'`);
          const event: IpcEventLike = { senderFrame: senderUrl === null ? null : { url: senderUrl } };
          const reply = await listener(event, ...structuredClone(args));
          return structuredClone(reply);
        },
      };
    },
  };
}
