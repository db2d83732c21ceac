/**
 * A Chance Meeting, We Have Come to Kill: "A character may be brought into play … at any Shadow-hold [{S}], Ruins & Lairs [{R}], or
 * Border-hold [{B}]. This does not count against the one character per turn limit. May be played on your turn during any phase the
 * company is at a site." Played on a character of the company at such a site (its current site), the card leaves turn.characterAt for
 * that site (phases/organization.ts playCharacter). Characters come into play only in the organization phase here (Arda Revised §5,
 * organization: "play one character"), so the card is played then. Scenarios: tests/cards/templates/characterAt.ts.
 */
import type { CardDef, SiteTypeCode } from '../cardApi';

export interface CharacterAtArgs {
  alignment: 'Hero' | 'Minion';
  types: SiteTypeCode[];
  /** "with direct influence": under a character's direct influence only. */
  direct: boolean;
  /** Scenario positions: a roving character of small mind, and another. */
  roving: [string, string];
}

export function characterAt(name: string, text: string, o: CharacterAtArgs): CardDef {
  return {
    name,
    alignment: [o.alignment],
    text,
    play: { side: 'resource', windows: ['organization'], target: { kind: 'character', side: 'own', where: [{ is: 'siteType', types: o.types, current: true }] } },
    effects: [{ do: 'characterAt', direct: o.direct }],
    template: { kind: 'characterAt', args: [o] },
  };
}
