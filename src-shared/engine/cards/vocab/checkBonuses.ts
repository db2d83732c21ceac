/** Cards that modify a character's next influence or corruption check this turn (the engine makes those checks within the action that calls for them: such a card is played just before). */
import { hasSkill, type CardDef, type Predicate, type Query } from '../cardApi';
import { ANY_PHASE, companyIs, onOwnCharacter } from './resourcePlay';

/**
 * A modification to the character's next influence check against a faction this turn (phases/site.ts
 * and phases/influence.ts add it and use it up). The engine makes that check as the faction is played
 * (or the attempt declared), with no chain to respond in, so such a card is played just before, in
 * the site phase, on the character who will make it.
 */
export function factionCheckBonus(q: Query, delta: number): void {
  if (q.target !== null) q.s.mods.push({ inst: q.target, stat: 'factionCheck', delta, label: q.card.name });
}

/**
 * A modification to the character's next influence or corruption check this turn (corruption.ts, phases/site.ts and
 * phases/influence.ts add it and use it up). The engine makes those checks within the action that calls for them, with
 * no chain to respond in, so such a card is played just before, on the character who will make the check.
 */
export function nextCheckBonus(q: Query, delta: number, corruptionDelta?: number): void {
  if (q.target !== null) q.s.mods.push({ inst: q.target, stat: 'nextCheck', delta, label: q.card.name, ...(corruptionDelta === undefined ? {} : { corruptionDelta }) });
}

/** The target is in a company with a diplomat. */
export const IN_DIPLOMATS_COMPANY: Predicate = companyIs("in a diplomat's company", (co, q) => co.chars.some((ch) => hasSkill(q.s, ch, 'Diplomat')));

/** New Friendship and its minion counterpart Crooked Promptings: +3 to the next influence check, or +2 to the next corruption check. */
export function newFriendship(name: 'New Friendship' | 'Crooked Promptings'): Omit<CardDef, 'name' | 'alignment' | 'text'> {
  return {
    // Played just before the check (see nextCheckBonus): +3 if it is an influence check (by a diplomat, for New
    // Friendship), +2 if it is a corruption check — the use the player meant is the check that follows.
    play: onOwnCharacter(ANY_PHASE, [IN_DIPLOMATS_COMPANY]),
    effects: [
      {
        do: 'custom',
        label: 'his next check: +3 if an influence check, +2 if a corruption check',
        run: (q) => q.target !== null && nextCheckBonus(q, name === 'Crooked Promptings' || hasSkill(q.s, q.target, 'Diplomat') ? 3 : 0, 2),
      },
    ],
    template: { kind: 'newFriendship', args: [name] },
  };
}
