/** Scenarios of Awaken Denizens / Minions (cards/vocab/hazards.ts awaken): automatic-attacks at sites of some types get double strikes. */
import type { CardDef, SiteTypeCode } from '../../../src-shared/engine/cards/cardApi';
import { combatOf } from '../kit/hazardSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario, TemplateFn } from '../kit/scenario';
import { playedToStay } from '../helpers/staysInPlay';
import { autoAttackFigures } from '../helpers/hazardAttacks';

/** A Wizard site of each type with an automatic-attack of more than one strike, as the card data gives it. */
const EXAMPLE: Partial<Record<SiteTypeCode, string>> = { R: 'Isengard', S: 'Goblin-gate', D: 'Dol Guldur' };

export const TEMPLATES: Record<string, TemplateFn> = {
  awaken: (def: CardDef, o: { types: SiteTypeCode[] }): Scenario[] => {
    const at = o.types.map((t) => EXAMPLE[t] as string);
    const other = (Object.keys(EXAMPLE) as SiteTypeCode[]).find((t) => !o.types.includes(t)) as SiteTypeCode;
    return [
      { title: 'played in a movement/hazard phase, it stays in play; "Cannot be duplicated"', run: (k) => void playedToStay(k, def.name) },
      ...at.map((site) => ({
        title: `"The number of strikes for each automatic-attack at a ${o.types.join(' or ')} site is doubled": ${site}'s automatic-attack has twice its strikes`,
        run: (k: ScenarioKit) => {
          k.inPlay(1, def.name);
          const f = autoAttackFigures(k, site);
          k.equal(f.strikes, f.baseStrikes * 2, `strikes at ${site}`);
        },
      })),
      {
        title: `an automatic-attack at ${EXAMPLE[other]} (another site type) and a creature's attack at ${at[0]} keep their strikes`,
        run: (k) => {
          k.inPlay(1, def.name);
          const f = autoAttackFigures(k, EXAMPLE[other] as string);
          k.equal(f.strikes, f.baseStrikes, `strikes at ${EXAMPLE[other]}`);
          k.s.stack = [];
          const { id } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas'], at[0] as string);
          k.creatureAttack(id, 'Orc-patrol');
          k.equal(combatOf(k).attack.strikes, k.card('Orc-patrol', 1).strikes, "Orc-patrol's strikes");
        },
      },
    ];
  },
};
