/** Weapons and other gear in scenarios: the bearer's prowess in a strike and his body in a body check. */
import type { RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';

/** The companions of a hero bearer facing Orc-watch (three strikes, one each). */
function withCompanions(bearer: string): string[] {
  return [bearer, ...['Ioreth', 'Bilbo', 'Faramir'].filter((n) => n !== bearer).slice(0, 2)];
}

/**
 * `names[0]` carries the item and faces one strike (with `names`' other characters, one strike each)
 * of a creature's attack (played on the company at `site`) or of the automatic-attack of `site`
 * (`auto`); his strike is resolved (tapping) on the rigged `dice`. Returns the roll of `purpose`.
 */
function bearerRoll(k0: ScenarioKit, item: string, names: string[], site: string, attack: { creature: string } | { auto: true }, minion: boolean, dice: number[], purpose: string): { k: ScenarioKit; roll: RollEvent | undefined } {
  const k = minion ? minionKit(k0) : k0;
  const { id, chars } = k.company(0, names, site);
  const who = chars[0] as number;
  k.item(who, item);
  if ('creature' in attack) k.creatureAttack(id, attack.creature);
  else {
    k.phase('site');
    k.act(0, { type: 'enterSite', companyId: id });
  }
  k.passAll();
  for (const ch of chars) k.act(0, { type: 'assignStrike', target: ch });
  k.rig(dice);
  k.act(0, { type: 'resolveStrike', target: who, stayUntapped: false });
  return { k, roll: k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === purpose) };
}

/** The bearer's prowess in a strike (see bearerRoll): his roll shows `expected`. */
export function strikeAgainst(item: string, names: string[], site: string, attack: { creature: string } | { auto: true }, minion: boolean, expected: (base: number) => number, note: string): Scenario {
  return {
    title: `${names[0]} bearing ${item} ${note}`,
    run: (k0) => {
      const { k, roll } = bearerRoll(k0, item, names, site, attack, minion, [1, 1], 'strike');
      const base = k.card(names[0] as string).prowess ?? 0;
      k.equal(roll?.prowess, expected(base), `${names[0]}'s prowess against the strike (base ${base})`);
    },
  };
}

/** The bearer is wounded by a strike (strike and body check rigged low) and makes a body check: the check shows his body `expected`. */
export function bodyAgainst(item: string, names: string[], site: string, creature: string, minion: boolean, expected: (base: number) => number, note: string): Scenario {
  return {
    title: `${names[0]} bearing ${item} ${note}`,
    run: (k0) => {
      const { k, roll } = bearerRoll(k0, item, names, site, { creature }, minion, [1, 1, 1, 1], 'bodyCheck');
      const base = k.card(names[0] as string).body ?? 0;
      k.equal(roll?.body, expected(base), `${names[0]}'s body in the body check (base ${base})`);
    },
  };
}

/** `bearer` (a hero, with companions) carries the item and faces one strike of an Orc-watch attack at Rivendell: his roll shows `expected`. */
export function strikeWith(item: string, bearer: string, expected: (base: number) => number, note: string): Scenario {
  return strikeAgainst(item, withCompanions(bearer), 'Rivendell', { creature: 'Thunder’s Companion' }, false, expected, note);
}

/** The hero bearer is wounded by a strike of Orc-watch and makes a body check: the check shows his body `expected`. */
export function bodyWith(item: string, bearer: string, expected: (base: number) => number, note: string): Scenario {
  return bodyAgainst(item, withCompanions(bearer), 'Rivendell', 'Thunder’s Companion', false, expected, note);
}

/** The figure with a bonus to a maximum (a figure already above the maximum stays). */
export const upTo = (bonus: number, max: number | null) => (b: number): number => (max === null ? b + bonus : Math.max(b, Math.min(b + bonus, max)));
