/**
 * The Electron IPC transport: one invoke channel carrying (method, input) to the shared
 * dispatch and the reply envelope back. It answers every call with an envelope (never a
 * rejection, which Electron would turn into an opaque error string in the renderer), and
 * refuses calls from any frame that is not the app's own page.
 */
import { ApiError, type Reply } from '../../src-shared/api/errors';
import type { Dispatch } from './dispatch';
import { IPC_INVOKE_CHANNEL } from './ipcChannel';

export { IPC_INVOKE_CHANNEL };

/** The parts of Electron's IpcMainInvokeEvent we read. */
export interface IpcEventLike {
  senderFrame?: { url: string; parent?: unknown } | null;
}

/** The parts of Electron's ipcMain we use; a fake pair stands in for it in tests. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcEventLike, ...args: unknown[]) => unknown): void;
  removeHandler(channel: string): void;
}

const forbidden: Reply = {
  ok: false,
  error: new ApiError('FORBIDDEN', 'This request did not come from the Arda Curator window and was refused.').toShape(),
};

/** Registers the invoke channel; returns a function that unregisters it. */
export function registerIpcHandlers(
  ipcMain: IpcMainLike,
  dispatch: Dispatch,
  isTrustedSender: (event: IpcEventLike) => boolean,
  log: (error: unknown) => void = console.error,
): () => void {
  ipcMain.handle(IPC_INVOKE_CHANNEL, async (event, method, input): Promise<Reply> => {
    try {
      if (!isTrustedSender(event)) return forbidden;
    } catch {
      return forbidden;
    }
    try {
      return await dispatch(method, input);
    } catch (error) {
      // dispatch promises never to throw; this is the belt to its braces.
      log(error);
      return { ok: false, error: { code: 'INTERNAL', message: 'Something went wrong inside the app.' } };
    }
  });
  return () => ipcMain.removeHandler(IPC_INVOKE_CHANNEL);
}

/** The trust rule main.ts uses: the sender is a top-level frame showing one of our own pages. */
export function trustFramesWhere(isAppUrl: (url: string | null | undefined) => boolean): (event: IpcEventLike) => boolean {
  return (event) => {
    const frame = event.senderFrame;
    if (!frame || frame.parent) return false;
    return isAppUrl(frame.url);
  };
}
