/**
 * Hero factions whose standard modifications name Wizards ("Standard Modifications: Wizards (-5), Dúnedain (-2)"): the
 * faction factory of cards/vocab/factions.ts with one more `byRace` modification for a Wizard (an avatar, race "Wizard")
 * making the influence check. Scenarios: tests/cards/templates/wizardFactions.ts.
 */
import type { CardDef, StaticEffect } from '../cardApi';
import { faction, type StandardMod } from './factions';

/**
 * A hero faction with the factory's race modifications (`mods`) and "Wizards (<wizards>)"; `ignores`: cards whose bonus to the
 * next influence check has no effect on the check that plays it ("(Muster has no effect on this attempt)").
 */
export function wizardFaction(name: string, text: string, site: string, need: number, wizards: number, mods: StandardMod[], manifestation = false, ignores: string[] = []): CardDef {
  const base = faction(name, text, site, need, mods, manifestation);
  const wizard = { race: 'Wizard', label: 'Wizards', delta: wizards };
  const own = (base.static ?? []).find((e): e is Extract<StaticEffect, { on: 'faction' }> => e.on === 'faction');
  const more = ignores.length > 0 ? { ignores } : {};
  const statics: StaticEffect[] = own ? [{ ...own, byRace: [...(own.byRace ?? []), wizard], ...more }] : [{ on: 'faction', byRace: [wizard], ...more }];
  return { ...base, static: statics, template: { kind: 'wizardFaction', args: [site, need, wizards, mods, manifestation, ...(ignores.length > 0 ? [ignores] : [])] } };
}
