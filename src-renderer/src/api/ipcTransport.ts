import type { Transport } from './transport';

/** Electron host: the preload's bridge already speaks the reply envelope. */
export function createIpcTransport(bridge: ArdaBridge): Transport {
  return {
    invoke: (method, input) => bridge.invoke(method, input),
    imageUrl: (key) => bridge.imageUrl(key),
  };
}
