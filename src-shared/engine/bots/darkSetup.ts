/**
 * Computer choices for the Dark Arda setup decisions (phases/darkSetup.ts): the strongest
 * Ringwraith, a follower whenever one is offered (a Ringwraith is worth more than the Play-hand
 * card he costs), the starting company with the most strength and mind that fits, and minor items
 * that arm the company, Whispers of Rings first.
 */
import { WHISPERS_KEY } from '../darkArda/whispers';
import { cardOf } from '../state';
import type { Action, EngineCard, GameState } from '../types';
import { best, find } from './pick';

function wraithScore(c: EngineCard): number {
  // Followers come with the Witch-king and Khamûl: their printed ability is worth a little.
  const leads = /witch-king|^khamul/.test(c.key) ? 2 : 0;
  return (c.prowess ?? 0) * 2 + (c.body ?? 0) + c.di * 2 + leads;
}

function charScore(c: EngineCard): number {
  return (c.prowess ?? 0) * 2 + (c.body ?? 0) + c.mp * 2 + (c.mind ?? 0) + c.di;
}


export function darkSetupChoice(s: GameState, legal: Action[]): Action | undefined {
  const wraiths = find(legal, 'selectRingwraith');
  if (wraiths.length > 0) return best(wraiths, (a) => wraithScore(cardOf(s, a.inst)));
  const followers = find(legal, 'takeRingwraithFollower');
  if (followers.length > 0) return best(followers, (a) => (a.inst === null ? -1 : wraithScore(cardOf(s, a.inst))));
  const companies = find(legal, 'formDarkCompany');
  if (companies.length > 0) return best(companies, (a) => a.chars.reduce((n, c) => n + charScore(cardOf(s, c)), 0));
  const items = find(legal, 'draftStartingItem');
  if (items.length > 0)
    return best(items, (a) => {
      if (a.inst === null) return -100;
      const item = cardOf(s, a.inst);
      if (a.bearer === null) return item.key === WHISPERS_KEY ? 30 : 5;
      const bearer = s.chars[a.bearer];
      const hasWeapon = (bearer?.items ?? []).some((i) => cardOf(s, i).gear === 'weapon');
      return (item.gear === 'weapon' && !hasWeapon ? 20 : 0) + item.prowessBonus * 3 + item.bodyBonus * 2 + (cardOf(s, a.bearer).prowess ?? 0) - (bearer?.items.length ?? 0) * 4;
    });
  return undefined;
}
