/**
 * The sandboxed preload: the renderer's only door to the main process. It exposes exactly
 * window.ardaBridge = { invoke, imageUrl, printToPdf } and nothing from Node or Electron.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { IPC_INVOKE_CHANNEL } from '../transport/ipcChannel';
import { IPC_PRINT_PDF_CHANNEL } from './printChannel';

const bridge = {
  /** Sends one API call; resolves with the reply envelope ({ ok, value } or { ok, error }). */
  invoke: (method: string, input: unknown): Promise<unknown> => ipcRenderer.invoke(IPC_INVOKE_CHANNEL, String(method), input),
  /** The address of a cached card image (cards.image's key). */
  imageUrl: (key: string): string => 'arda-image://cache/' + encodeURIComponent(String(key)),
  /** Prints the current page to PDF and asks where to save it (the print view's "Save as PDF"). */
  printToPdf: (): Promise<{ saved: boolean; path?: string }> => ipcRenderer.invoke(IPC_PRINT_PDF_CHANNEL),
};

export type ArdaBridge = typeof bridge;

contextBridge.exposeInMainWorld('ardaBridge', bridge);
