/** When and on whom resource events are played, as their texts say it: the resource player's phases, one of his characters, that character's company. */
import { cardOf, companyOfChar, player, type Company, type Modifier, type PlaySpec, type Predicate, type Query, type Window } from '../cardApi';

/** The resource player's phases outside combat and the movement/hazard phase, in which most resource events are played. */
export const ANY_PHASE: Window[] = ['organization', 'longEvent', 'site', 'endTurn'];

/** Played on one of your characters who meets `where`, in these windows; `more` adds requirements or costs. */
export function onOwnCharacter(windows: Window[], where: Predicate[], more: Pick<PlaySpec, 'requires' | 'costs'> = {}): PlaySpec {
  return { side: 'resource', windows, target: { kind: 'character', side: 'own', where }, ...more };
}

/** The target's company (a company is named by one of its characters) meets `test`. */
export function companyIs(label: string, test: (co: Company, q: Query) => boolean): Predicate {
  return {
    is: 'custom',
    label,
    test: (q) => {
      const co = q.target !== null ? companyOfChar(q.s, q.target) : undefined;
      return Boolean(co && test(co, q));
    },
  };
}

/** The target's company has declared a new site ("on a moving company", "whose company has declared a new site"). */
export const COMPANY_MOVING: Predicate = companyIs('a company that has declared a new site', (co) => co.dest !== null);

/** The target gets a flag modification (Modifier['stat'] says what each means), for the strike or attack when `until` is given, else this turn. */
export function flagTarget(q: Query, stat: Modifier['stat'], until?: 'attack' | 'strike'): void {
  if (q.target !== null) q.s.mods.push({ inst: q.target, stat, delta: 0, ...(until ? { until } : {}) });
}

/**
 * Played in the site phase at the company's site once it has entered it (its automatic-attacks faced), the character of the company
 * who plays or takes the card as its target; `requires` adds the card's own conditions, `extra` its costs.
 */
export function atEnteredSite(requires: Predicate[], extra: Partial<PlaySpec> = {}): PlaySpec {
  return { side: 'resource', windows: ['site'], target: { kind: 'character', side: 'company' }, requires: [{ is: 'entered' }, ...requires], ...extra };
}

/** The target's company is at a Haven [{H}] ("Playable on a Dúnadan at a Haven"). */
export const AT_HAVEN: Predicate = { is: 'siteType', types: ['H'], current: true };

/** "Playable on an untapped Elf at a Haven [{H}]. Tap the Elf.": on one of your characters of this race at a Haven, who taps. */
export function tapRaceAtHaven(race: string): PlaySpec {
  return onOwnCharacter(ANY_PHASE, [{ is: 'race', race: [race] }, AT_HAVEN], { costs: [{ pay: 'tapTarget' }] });
}

/** "Cannot be duplicated by a given player" for a card in his play area or kept with one of his characters: he has none of it in play. */
export const NONE_IN_PLAY_OF_YOURS: Predicate = {
  is: 'custom',
  label: 'you have none in play',
  test: (q) => {
    const mine = [...player(q.s, q.seat).playArea, ...Object.values(q.s.chars).flatMap((ch) => (ch.owner === q.seat ? ch.hazards : []))];
    return !mine.some((i) => cardOf(q.s, i).key === q.card.key);
  },
};
