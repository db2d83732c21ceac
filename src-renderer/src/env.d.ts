/** What the Electron preload exposes to the page (absent in browser mode). */
interface ArdaBridge {
  /** Sends one API request; resolves with the reply envelope. */
  invoke(method: string, input: unknown): Promise<unknown>;
  /** URL of a cached card image: arda-image://cache/<key>. */
  imageUrl(key: string): string;
}

interface Window {
  ardaBridge?: ArdaBridge;
}
