/** Scenarios of a Dragon's "at Home" permanent-event (cards/vocab/atHome.ts), from its site, its Ahunt and its attack. */
import { autoAttackToAttack, type AutoAttack, type CardDef, startCombat } from '../../../src-shared/engine/cards/cardApi';
import { combatOf } from '../kit/hazardSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario, TemplateFn } from '../kit/scenario';
import { playedToStay } from '../helpers/staysInPlay';

/** What `atHome(...)` was given, as its template carries it (CardDef.template.args[0]). */
interface AtHomeArgs {
  site: string;
  ahunt: string;
  strikes: number;
  prowess: number;
  body: number;
  attackerChooses: boolean;
}

const COMPANY = ['Aragorn II', 'Gimli', 'Legolas'];

/** A company entering the site in its site phase: the automatic-attacks still to come after the first (the site's own). */
function entering(k: ScenarioKit, site: string): { queue: AutoAttack[]; chars: number[]; id: string } {
  const { id, chars } = k.company(0, COMPANY, site);
  k.phase('site');
  k.enterSite(id);
  return { queue: combatOf(k).queue, chars, id };
}

export const TEMPLATES: Record<string, TemplateFn> = {
  atHome: (def: CardDef, o: AtHomeArgs): Scenario[] => [
    {
      title: 'played in a movement/hazard phase, it stays in play; it is unique',
      run: (k) => void playedToStay(k, def.name, 'a second copy cannot be played'),
    },
    {
      title: `"${o.site} has an additional automatic-attack: Dragon — ${o.strikes} strikes at ${o.prowess}/${o.body}", faced after the site's own`,
      run: (k) => {
        const card = k.inPlay(1, def.name);
        const { queue } = entering(k, o.site);
        const extra = queue.find((x) => x.from === card);
        k.expect(extra !== undefined, 'the additional automatic-attack is queued');
        k.equal(extra?.race, 'Dragon', 'its race');
        k.equal(extra?.strikes, o.strikes, 'its strikes');
        k.equal(extra?.prowess, o.prowess, 'its prowess');
        k.equal(extra?.body, o.body, 'its body');
        k.equal(extra?.attackerChooses, o.attackerChooses, 'attacker chooses defending characters');
      },
    },
    {
      title: `"Unless ${o.ahunt} is in play": with it in play, ${o.site} has no additional automatic-attack; nor has another site (Moria)`,
      run: (k) => {
        const card = k.inPlay(1, def.name);
        k.inPlay(1, o.ahunt);
        k.expect(!entering(k, o.site).queue.some((x) => x.from === card), `no additional automatic-attack with ${o.ahunt} in play`);
        k.s.stack = [];
        k.s.turn.siteDone = [];
        k.s.players[1]?.playArea.pop();
        k.expect(!entering(k, 'Moria').queue.some((x) => x.from === card), 'none at Moria');
      },
    },
    {
      title: 'its automatic-attack defeated, the card goes to the defender\'s marshalling point pile (coe-rules g.man.3)',
      run: (k) => {
        const card = k.inPlay(1, def.name);
        const { id, chars } = k.company(0, COMPANY, o.site);
        // The attack as the card gives it, at 0 prowess so that each strike is won on a roll of 12 (its figures: the scenario above).
        const attack = autoAttackToAttack({ race: 'Dragon', strikes: o.strikes, eachCharacter: false, prowess: 0, body: o.body, attackerChooses: false, from: card }, 1, 0, id, o.site);
        startCombat(k.s, attack, [], { events: [] });
        k.passAll();
        for (const ch of chars) if (combatOf(k).stage === 'defenderAssign') k.act(0, { type: 'assignStrike', target: ch });
        for (const slot of [...combatOf(k).slots]) {
          k.rig([6, 6, 6, 6]);
          k.act(0, { type: 'resolveStrike', target: slot.target, stayUntapped: false });
        }
        k.equal(k.where(card), 'mpPile', def.name);
        k.expect(k.s.players[0]?.mpPile.includes(card) === true, 'in the defender\'s pile');
      },
    },
  ],
};
