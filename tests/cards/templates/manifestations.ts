/** Scenarios of the hazards played as a creature or as a permanent-event (cards/vocab/manifestations.ts `creatureOrPermanent`). */
import type { CardDef } from '../../../src-shared/engine/cards/cardApi';
import { exhaustDiscards, playedToStay } from '../helpers/staysInPlay';
import { assignAll } from '../kit/combatSteps';
import { combatOf } from '../kit/hazardSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario, TemplateFn } from '../kit/scenario';
import { minionKit } from '../kit/templates';

interface ManifestationArgs {
  /** The Wizard whose coming into play discards the permanent-event (absent: none does). */
  wizard?: string;
  /** A region the creature may be keyed to. */
  keyed: string;
  /** The permanent-event's hazard limit: +1 against overt minion companies, or against companies moving in `region` (absent: its permanent-event's own scenarios are in the card's file). */
  limit?: 'overtMinion' | 'movingIn';
  region?: string;
  /** The creature's prowess against hero companies beside its detainment ("Detainment and -3 prowess against hero companies"; absent: -3; 0: "Detainment against hero companies"). */
  prowess?: number;
  /** A site where a company staying is not keyed for the creature (absent: Moria). */
  unkeyed?: string;
}

/** The hazard limit of this company's movement/hazard phase (moving through `regions` to Rivendell, or staying). */
function limitOf(k: ScenarioKit, id: string, regions: string[] | null): number {
  k.movement(id, regions ? 'Rivendell' : null, regions ?? []);
  const top = k.top();
  if (top?.kind !== 'mhHazards') throw new Error('no movement/hazard phase');
  k.s.stack = [];
  return top.limit;
}

/** "Discard this card if <Wizard> comes into play". */
function wizardDiscards(name: string, wizard: string): Scenario {
  return {
    title: `"Discard this card if ${wizard} comes into play"`,
    run: (k) => {
      const card = k.inPlay(1, name);
      const { id } = k.company(0, ['Aragorn II'], 'Rivendell');
      k.movement(id, null);
      k.equal(k.where(card), 'playArea', `${name} while ${wizard} is not in play`);
      k.s.stack = [];
      const his = k.company(0, [wizard], 'Rivendell');
      k.movement(his.id, null);
      k.equal(k.where(card), 'discard', name);
    },
  };
}

function creatureOrPermanent(def: CardDef, o: ManifestationArgs): Scenario[] {
  const name = def.name;
  const wizardScenario: Scenario[] = o.wizard === undefined ? [] : [wizardDiscards(name, o.wizard)];
  const delta = o.prowess ?? -3;
  const limitScenario: Scenario[] =
    o.limit === undefined
      ? []
      : o.limit === 'overtMinion'
      ? [{
          title: '"As a permanent-event, the hazard limit against all overt minion companies is increased by one" (a covert one\'s is not)',
          run: (k0) => {
            const k = minionKit(k0);
            k.inPlay(1, name);
            const overt = k.company(0, ['Orc Captain'], 'Minas Morgul');
            const covert = k.company(0, ['Tarcil'], 'Minas Morgul');
            k.equal(limitOf(k, overt.id, null), limitOf(k, covert.id, null) + 1, 'the overt company\'s limit, one above the covert one\'s');
          },
        }]
      : [{
          title: `"As a permanent-event, all companies moving in ${o.region} … have their hazard limit increased by one" (one moving elsewhere, not)`,
          run: (k) => {
            k.inPlay(1, name);
            const inside = k.company(0, ['Aragorn II'], 'Lórien');
            const outside = k.company(0, ['Gimli'], 'Lórien');
            k.equal(limitOf(k, inside.id, [o.region as string]), limitOf(k, outside.id, ['Anduin Vales']) + 1, `the limit of the company moving in ${o.region}`);
          },
        }];
  return [
    {
      title: 'played as a permanent-event (playCard) in a movement/hazard phase, it stays in play; a second copy cannot be played',
      run: (k) => void playedToStay(k, name),
    },
    {
      title: '"Discard when any play deck is exhausted"',
      run: (k) => exhaustDiscards(k, playedToStay(k, name), 0, name),
    },
    ...limitScenario,
    {
      title: `played as a creature (playCreature) keyed to ${o.keyed}: its own strikes, "Detainment${delta === 0 ? '' : ` and ${delta} prowess`} against hero companies"`,
      run: (k) => {
        const { id, chars } = k.company(0, ['Aragorn II', 'Gimli'], 'Lórien');
        k.movement(id, 'Rivendell', [o.keyed]);
        const inst = k.hand(1, name);
        k.act(1, { type: 'playCreature', inst });
        const a = combatOf(k).attack;
        k.equal(a.strikes, k.card(name, 1).strikes, 'strikes');
        k.equal(a.prowess, (k.card(name, 1).prowess ?? 0) + delta, 'prowess against a hero company');
        if (delta !== 0) k.expect(k.events.some((e) => e.type === 'effect' && e.effect === 'modifyAttack' && e.delta === delta), `the ${delta} is told`);
        // Detainment (coe-rules §3.II): a successful strike taps instead of wounding, no body check.
        k.passAll();
        // The attacker may choose defending characters (Alatar the Hunter) or allocate excess strikes (Saruman the Wise's three).
        assignAll(k);
        k.passAll();
        k.rig([1, 1]);
        k.act(0, { type: 'resolveStrike', target: chars[0] as number, stayUntapped: false });
        k.passAll();
        k.equal(k.s.status[chars[0] as number], 'tapped', 'Aragorn II after a successful strike');
        k.expect(!k.allEvents.some((e) => e.type === 'roll' && e.purpose === 'bodyCheck'), 'no body check');
      },
    },
    {
      title: `as a creature it must be keyed: a company staying at ${o.unkeyed ?? 'Moria'} is refused`,
      run: (k) => {
        const { id } = k.company(0, ['Aragorn II'], o.unkeyed ?? 'Moria');
        k.movement(id, null);
        const inst = k.hand(1, name);
        k.equal(k.refused(1, { type: 'playCreature', inst }).code, 'NOT_KEYED', 'refusal');
      },
    },
    ...wizardScenario,
  ];
}

export const TEMPLATES: Record<string, TemplateFn> = { creatureOrPermanent };
