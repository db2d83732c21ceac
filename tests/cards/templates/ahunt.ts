/** Scenarios of a Dragon's "Ahunt" long-event (cards/vocab/ahunt.ts), from its regions and its attack. */
import type { CardDef } from '../../../src-shared/engine/cards/cardApi';
import { combatOf } from '../kit/hazardSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario, TemplateFn } from '../kit/scenario';
import { playedToStay } from '../helpers/staysInPlay';

/** A company at Lórien (Wold & Foothills, named by no Ahunt) moving through this region. */
function movingThrough(k: ScenarioKit, region: string): string {
  const { id } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas', 'Bilbo'], 'Lórien');
  k.movement(id, 'Rivendell', [region]);
  return id;
}

/** What `ahunt(...)` was given, as its template carries it (CardDef.template.args[0]). */
interface AhuntArgs {
  regions: string[];
  dark: string[];
  strikes: number;
  prowess: number;
  body: number;
  attackerChooses: boolean;
}

export const TEMPLATES: Record<string, TemplateFn> = {
  ahunt: (def: CardDef, o: AhuntArgs): Scenario[] => [
    {
      title: 'played in a movement/hazard phase, it stays in play; it is unique',
      run: (k) => void playedToStay(k, def.name, 'a second copy cannot be played'),
    },
    {
      title: `a company moving in ${o.regions[0]} faces a Dragon attack of ${o.strikes} strikes at ${o.prowess}/${o.body}; one moving in ${o.dark[0]} does not`,
      run: (k) => {
        k.inPlay(1, def.name);
        movingThrough(k, o.regions[0] as string);
        const a = combatOf(k).attack;
        k.equal(a.strikes, o.strikes, 'strikes');
        k.equal(a.prowess, o.prowess, 'prowess');
        k.equal(a.body, o.body, 'body');
        k.equal(a.attackerChooses, o.attackerChooses, 'attacker chooses defending characters');
        k.equal(a.source, 'creature', 'a hazard creature attack');
        k.s.stack = [];
        movingThrough(k, o.dark[0] as string);
        k.expect(!k.s.stack.some((x) => x.kind === 'combat'), `no attack in ${o.dark[0]} without Doors of Night`);
      },
    },
    {
      title: `with Doors of Night in play, a company moving in ${o.dark[o.dark.length - 1]} faces the attack too`,
      run: (k) => {
        k.inPlay(1, def.name);
        k.inPlay(1, 'Doors of Night');
        movingThrough(k, o.dark[o.dark.length - 1] as string);
        k.equal(combatOf(k).attack.strikes, o.strikes, 'the Dragon attack');
      },
    },
  ],
};
