/** Scenarios of the factions made by cards/vocab/factions.ts (`faction`, `minionFaction`), from the factory's arguments. */
import type { CardDef } from '../../../src-shared/engine/cards/cardApi';
import { nameKey } from '../../../src-shared/engine/cards/cardApi';
import { RACE_OF, type FactionMod, type StandardMod } from '../../../src-shared/engine/cards/vocab/factions';
import { attemptAt, manifestationScenario, MINION, refusedAt, zeroInPlayScenario } from '../helpers/factions';
import { leaderScenarios } from '../helpers/leaderFactions';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario, TemplateFn } from '../kit/scenario';
import { minionKit } from '../kit/templates';

/** A character of each race, for the scenarios. */
const SAMPLE: Record<string, string> = { Dúnadan: 'Ioreth', Elf: 'Elrond', Dwarf: 'Óin', Hobbit: 'Bilbo', Man: 'Gamling the Old' };

/** A hero faction's scenarios: each standard modification needed by a character of its race, none for another, the site, the other manifestation. */
function faction(def: CardDef, site: string, need: number, mods: StandardMod[], manifestation: boolean): Scenario[] {
  const name = def.name;
  const attempt = (who: string, withMods: number, expectSuccess: boolean, title: string) => ({
    title,
    run: (k: ScenarioKit) => {
      // The roll that succeeds exactly with the modification (or fails exactly without it).
      const { card, roll, got } = attemptAt(k, name, who, site, null, need + 1 - (expectSuccess ? 0 : 1), withMods);
      k.expect(roll !== undefined, 'an influence roll is made');
      k.equal(got, withMods, `standard modifications for ${who}`);
      k.equal(k.where(card), expectSuccess ? 'playArea' : 'discard', name);
    },
  });
  const scenarios: Scenario[] = mods.map((m) => {
    const who = SAMPLE[RACE_OF[m.race] ?? ''] ?? 'Ioreth';
    return attempt(who, m.delta, m.delta > 0, `${who} (${m.race} ${m.delta > 0 ? '+' : ''}${m.delta}) influences ${name} at ${site} on a roll that needs the modification`);
  });
  const plain = Object.values(SAMPLE).find((who) => !mods.some((m) => SAMPLE[RACE_OF[m.race] ?? ''] === who)) as string;
  scenarios.push(attempt(plain, 0, false, `${plain} (no modification) fails with a total of exactly ${need}`));
  scenarios.push(refusedAt(`${name} is not playable away from ${site}`, (k) => k, name, plain, nameKey(site) === nameKey('Bree') ? 'Edoras' : 'Bree'));
  if (manifestation) scenarios.push(manifestationScenario(name, site, (k) => k, plain));
  return scenarios;
}

/** A minion faction's scenarios (a Ringwraith player active): the roll, each standard modification by a faction in play, the site, "Once in play", the other manifestation. */
function minionFaction(def: CardDef, site: string, need: number, zeroInPlay: boolean, mods: FactionMod[], manifestation: boolean): Scenario[] {
  const name = def.name;
  const minion = minionKit;
  const attempt = (mod: FactionMod | null, title: string): Scenario => ({
    title,
    run: (k0) => {
      const k = minion(k0);
      const delta = mod?.delta ?? 0;
      const success = delta >= 0;
      const { card, got } = attemptAt(k, name, MINION, site, mod?.faction ?? null, need + 1 - (success ? 0 : 1), delta);
      k.equal(got, delta, 'standard modifications');
      k.equal(k.where(card), success ? 'playArea' : 'discard', name);
    },
  });
  const scenarios: Scenario[] = [attempt(null, `${MINION} influences ${name} at ${site} with a total of exactly ${need + 1}`)];
  for (const m of mods) scenarios.push(attempt(m, `with ${m.faction} in play (an opponent's), the roll gets ${m.delta > 0 ? '+' : ''}${m.delta}`));
  scenarios.push(refusedAt(`${name} is not playable away from ${site}`, minion, name, MINION, nameKey(site) === nameKey('Moria') ? 'Goblin-gate' : 'Moria'));
  if (zeroInPlay) scenarios.push(zeroInPlayScenario(name, site));
  if (manifestation) scenarios.push(manifestationScenario(name, site, minion, MINION));
  return scenarios;
}

/** Two factions of a race (by the card data), for "Any other Orc faction (-2; applied only once)". */
const OTHER_OF_RACE: Record<string, [string, string]> = { Orc: ['Orcs of Gorgoroth', 'Snaga-hai'] };

/** A faction an Orc or Troll leader may keep (cards/vocab/factions.ts `leaderFaction`): a minion faction's scenarios at each site, then the leader's. */
function leaderFaction(def: CardDef, sites: string[], need: number, mods: FactionMod[], anyOther: { race: string; label: string; delta: number } | null): Scenario[] {
  const name = def.name;
  const scenarios = minionFaction(def, sites[0] as string, need, true, mods, false);
  if (anyOther)
    scenarios.push({
      title: `"${anyOther.label} (${anyOther.delta}; applied only once)": with two ${anyOther.race} factions in play the roll gets ${anyOther.delta} once`,
      run: (k0) => {
        const k = minionKit(k0);
        k.inPlay(1, OTHER_OF_RACE[anyOther.race]?.[1] as string);
        const { card, got } = attemptAt(k, name, MINION, sites[0] as string, OTHER_OF_RACE[anyOther.race]?.[0] ?? null, need + 1 - 1, anyOther.delta);
        k.equal(got, anyOther.delta, 'standard modifications');
        k.equal(k.where(card), 'discard', `${name}: the roll needed the modification`);
      },
    });
  for (const site of sites.slice(1))
    scenarios.push({
      title: `${name} is playable at ${site} too ("Playable at ${sites.join(' or ')}")`,
      run: (k0) => {
        const k = minionKit(k0);
        const { card } = attemptAt(k, name, MINION, site, null, need + 1, 0);
        k.equal(k.where(card), 'playArea', name);
      },
    });
  return [...scenarios, ...leaderScenarios(name, sites[0] as string)];
}

export const TEMPLATES: Record<string, TemplateFn> = { faction, minionFaction, leaderFaction };
