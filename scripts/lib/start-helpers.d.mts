export function envForNodeGyp(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export function newestMtime(paths: string[], skip?: string[]): number;
export function isBuildStale(inputs: string[], outputs: string[]): boolean;
export function summarizeDownloadFailure(output: string | null | undefined): string;
export function missingDisplayReason(platform: string, env: NodeJS.ProcessEnv): string | null;
export interface SandboxFacts {
  platform: string;
  uid: number | undefined;
  usernsClone: string | null;
  maxUserNamespaces: string | null;
  apparmorRestrictsUserns: string | null;
  usernsProbe: boolean | null;
  chromeSandbox: { uid: number; mode: number } | null;
}
export function noSandboxReason(facts: SandboxFacts): string | null;
export function readSandboxFacts(options: {
  platform: string;
  uid: number | undefined;
  electronExecutable: string;
  procRoot?: string;
  probe?: () => boolean | null;
}): SandboxFacts;
export function probeUserNamespace(): boolean | null;
