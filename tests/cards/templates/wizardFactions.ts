/** Scenarios of the hero factions made by cards/vocab/wizardFactions.ts (`wizardFaction`): the faction template's, and the Wizards modification. */
import type { CardDef } from '../../../src-shared/engine/cards/cardApi';
import type { StandardMod } from '../../../src-shared/engine/cards/vocab/factions';
import { rollMod } from '../helpers/checks';
import { diceFor } from '../helpers/dice';
import { attemptAt } from '../helpers/factions';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario, TemplateFn } from '../kit/scenario';
import { playing } from '../kit/templates';
import { TEMPLATES as FACTIONS } from './factions';

/** A Wizard (Gandalf, direct influence 10, no influence bonus of his own). */
const WIZARD = 'Gandalf';

/** A Man warrior (prowess 3, direct influence 1) for "(Muster has no effect on this attempt)". */
const WARRIOR = 'Gamling the Old';

/** "(<card> has no effect on this attempt)": the warrior plays the card (Muster: + his prowess) just before the check, which succeeds only with it. */
function ignoredScenario(name: string, site: string, need: number, mods: StandardMod[], ignored: string): Scenario {
  return {
    title: `"(${ignored} has no effect on this attempt)": ${WARRIOR} plays ${ignored}, then fails ${name} at ${site} by the roll without it; ${ignored} is used up`,
    run: (k: ScenarioKit) => {
      const { id, chars } = k.company(0, [WARRIOR], site);
      const ch = chars[0] as number;
      playing(k, id, true);
      k.play(0, k.hand(0, ignored), ch);
      k.expect(k.s.mods.some((m) => m.inst === ch && m.label === ignored), `${ignored} waits for the next check`);
      const men = mods.find((m) => m.race === 'Men')?.delta ?? 0;
      const card = k.mpHand(0, name);
      // A total of exactly `need` without the card: the card's bonus would make it succeed.
      k.rig(diceFor(need - k.unusedDI(ch) - men));
      k.act(0, { type: 'playMpCard', inst: card, character: ch });
      k.equal(rollMod(k, 'influence', ignored), undefined, `no ${ignored} in the influence check`);
      k.equal(k.where(card), 'discard', name);
      k.expect(!k.s.mods.some((m) => m.inst === ch && m.label === ignored), `${ignored} used up`);
    },
  };
}

function wizardFaction(def: CardDef, site: string, need: number, wizards: number, mods: StandardMod[], manifestation: boolean, ignores: string[] = []): Scenario[] {
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
    ...ignores.map((ignored) => ignoredScenario(name, site, need, mods, ignored)),
  ];
}

export const TEMPLATES: Record<string, TemplateFn> = { wizardFaction };
