/**
 * The Dual Animal factions of the Wizard's Hollow (Wild Hounds, Beasts of the Wood): "Standard Modifications: if Radagast is your Wizard
 * (+3)", "May also be used as a minion resource card that is only playable by a character in a covert company", and their use against
 * attacks on their player's companies (a faction in his play area: `useCard` in the attack window).
 */
import { company, isOvert, player, type Predicate, type StaticEffect } from '../cardApi';

/** "Standard Modifications: if Radagast is your Wizard (+3)". */
export const RADAGAST_MOD: StaticEffect = { on: 'faction', byAvatar: { name: 'Radagast', delta: 3 } };

/** "May also be used as a minion resource card that is only playable by a character in a covert company" (overt.ts isOvert). */
export const COVERT_IF_MINION: Predicate = {
  is: 'custom',
  label: 'a minion player\'s character only in a covert company',
  test: (q) => {
    if (player(q.s, q.seat).alignment !== 'ringwraith') return true;
    const co = q.companyId ? company(q.s, q.companyId) : undefined;
    return co !== undefined && !isOvert(q.s, co.id);
  },
};

/** The company's site is in a region of this type ("in a Wilderness [{w}]"). */
export function siteInRegionType(type: string, label: string): Predicate {
  return {
    is: 'custom',
    label,
    test: (q) => {
      const co = q.companyId ? company(q.s, q.companyId) : undefined;
      const key = co ? q.s.catalog.cards[co.site]?.regionKey : undefined;
      return key !== undefined && key !== null && q.s.catalog.regions[key]?.type === type;
    },
  };
}
