/** The IPC channel of "Save as PDF". No imports: the sandboxed preload bundles it. */
export const IPC_PRINT_PDF_CHANNEL = 'arda:print-pdf';
