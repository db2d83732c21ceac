/**
 * "Save as PDF" for the print view: the renderer asks (window.ardaBridge.printToPdf), the
 * main process prints the asking page with Chromium's printToPDF (the page's print CSS
 * applies) and saves it where the user chooses. Same sender check as the API channel.
 */
import { writeFile } from 'node:fs/promises';
import { BrowserWindow, dialog, type IpcMain, type IpcMainInvokeEvent } from 'electron';
import type { IpcEventLike } from '../transport/ipcMain';
import { IPC_PRINT_PDF_CHANNEL } from './printChannel';

export interface PrintPdfResult {
  saved: boolean;
  path?: string;
}

/** A file name from the page title ("Thursday group – deck lists"): no path characters. */
export function pdfFileName(title: string): string {
  const stem = title
    .replace(/[\\/:*?"<>|]+/g, '-')
    .replace(/\p{Cc}+/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return `${stem || 'Arda deck lists'}.pdf`;
}

/** Registers the print channel; returns a function that unregisters it. */
export function registerPrintHandler(ipcMain: IpcMain, isTrustedSender: (event: IpcEventLike) => boolean): () => void {
  ipcMain.handle(IPC_PRINT_PDF_CHANNEL, async (event: IpcMainInvokeEvent): Promise<PrintPdfResult> => {
    if (!isTrustedSender(event)) throw new Error('This request did not come from the Arda Curator window and was refused.');
    const contents = event.sender;
    const pdf = await contents.printToPDF({ pageSize: 'A4', printBackground: false, preferCSSPageSize: true });
    const window = BrowserWindow.fromWebContents(contents);
    const options = { defaultPath: pdfFileName(contents.getTitle()), filters: [{ name: 'PDF', extensions: ['pdf'] }] };
    const choice = window ? await dialog.showSaveDialog(window, options) : await dialog.showSaveDialog(options);
    if (choice.canceled || !choice.filePath) return { saved: false };
    await writeFile(choice.filePath, pdf);
    return { saved: true, path: choice.filePath };
  });
  return () => ipcMain.removeHandler(IPC_PRINT_PDF_CHANNEL);
}
