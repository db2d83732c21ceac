/** The one IPC channel between preload and main. No imports: the sandboxed preload bundles it. */
export const IPC_INVOKE_CHANNEL = 'arda:invoke';
