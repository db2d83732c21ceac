import type { CardRecord } from '../cards/model';

export interface LocationRule { kind: 'item-class' | 'named-site' | 'site-type' | 'region' | 'haven' | 'text'; detail: string }
export interface CardLocations { cardId: string; siteIds: string[]; rules: LocationRule[]; reason: string | null }
export interface LocationIndex { forCard(cardId: string): CardLocations; canHost(cardId: string, siteId: string): boolean; site(siteId: string): SiteSummary | undefined }
export interface SiteSummary { id: string; name: string; alignment: string; siteType: string | null; region: string | null; haven: string | null }

export function createLocationIndex(cards: readonly CardRecord[]): LocationIndex {
  void cards;
  return {
    forCard: (cardId) => ({ cardId, siteIds: [], rules: [], reason: 'not implemented yet' }),
    canHost: () => false,
    site: () => undefined,
  };
}

export function isMpEligible(card: CardRecord): boolean {
  return card.type === 'Resource' && card.mpRaw !== null && card.subtype !== 'Minor Item';
}
