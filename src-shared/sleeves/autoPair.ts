import type { LocationIndex } from './locations';

export interface MpCopy { key: string; cardId: string }
export interface SiteCopy { key: string; siteId: string }
export interface Pair { mpKey: string; siteKey: string; manual: boolean }
export type UnpairedReason = 'no-valid-location' | 'no-owned-copy' | 'all-copies-in-sleeves';
export interface AutoPairInput { mp: MpCopy[]; sites: SiteCopy[]; manual: Pair[]; locations: LocationIndex; ownedSiteIds?: ReadonlySet<string> }
export interface AutoPairResult { pairs: Pair[]; unpaired: { mpKey: string; cardId: string; reason: UnpairedReason; message: string }[] }

export function autoPair(input: AutoPairInput): AutoPairResult {
  return { pairs: input.manual.map((p) => ({ ...p, manual: true })), unpaired: [] };
}
