export const NATIVE_DIR: string;
export const BINDING_FILE: string;
export function electronBindingRelativePath(electronVersion: string, platform: string, arch: string): string;
