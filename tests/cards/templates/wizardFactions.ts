/** Scenarios of the hero factions made by cards/vocab/wizardFactions.ts (`wizardFaction`): the faction template's, and the Wizards modification. */
import type { CardDef } from '../../../src-shared/engine/cards/cardApi';
import type { StandardMod } from '../../../src-shared/engine/cards/vocab/factions';
import { attemptAt } from '../helpers/factions';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario, TemplateFn } from '../kit/scenario';
import { TEMPLATES as FACTIONS } from './factions';

/** A Wizard (Gandalf, direct influence 10, no influence bonus of his own). */
const WIZARD = 'Gandalf';

function wizardFaction(def: CardDef, site: string, need: number, wizards: number, mods: StandardMod[], manifestation: boolean): Scenario[] {
  const name = def.name;
  const base = (FACTIONS.faction as (d: CardDef, ...a: unknown[]) => Scenario[])(def, site, need, mods, manifestation);
  const ok = wizards >= 0;
  return [
    ...base,
    {
      title: `${WIZARD} (Wizards ${ok ? '+' : ''}${wizards}) influences ${name} at ${site} on a roll that needs the modification`,
      run: (k: ScenarioKit) => {
        // Without the modification the roll would have the opposite outcome.
        const { card, roll, got } = attemptAt(k, name, WIZARD, site, null, need + 1 - (ok ? 0 : 1), wizards);
        k.expect(roll !== undefined, 'an influence roll is made');
        k.equal(got, wizards, `standard modifications for ${WIZARD}`);
        k.equal(k.where(card), ok ? 'playArea' : 'discard', name);
      },
    },
  ];
}

export const TEMPLATES: Record<string, TemplateFn> = { wizardFaction };
