export function envForNodeGyp(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export function newestMtime(paths: string[], skip?: string[]): number;
export function isBuildStale(inputs: string[], outputs: string[]): boolean;
export function summarizeDownloadFailure(output: string | null | undefined): string;
export function missingDisplayReason(platform: string, env: NodeJS.ProcessEnv): string | null;
