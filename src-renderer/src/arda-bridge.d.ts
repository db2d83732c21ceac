/** The print part of the Electron preload's bridge (src-main/electron/preload.ts); absent in browser mode. */
interface ArdaBridge {
  /** Prints the current page to PDF in the main process and asks where to save it. */
  printToPdf?(): Promise<{ saved: boolean; path?: string }>;
}
