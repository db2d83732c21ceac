import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';

/** Círdan's company attacked by `creature`, keyed where the kit finds a place for it; Círdan's instance and the creature's. */
function attacked(k: ScenarioKit, creature: string): { cirdan: number; inst: number } {
  const { id, chars } = k.company(0, ['Círdan', 'Aragorn II'], 'Grey Havens');
  const inst = k.creatureAttack(id, creature);
  k.passAll();
  return { cirdan: chars[0] as number, inst };
}

const scenarios: Scenario[] = [
  {
    title: 'Círdan: "May tap to cancel one attack against his company keyed to a Coastal Sea region": Fell Turtle (keyed to a Coastal Sea) is cancelled',
    run: (k) => {
      const { cirdan, inst } = attacked(k, 'Fell Turtle');
      k.expect(k.canUse(0, cirdan, 0, null), 'offered against the attack');
      k.use(0, cirdan, 0, null);
      k.equal(k.s.status[cirdan], 'tapped', 'Círdan taps');
      k.expect(!k.s.stack.some((x) => x.kind === 'combat'), 'the attack is cancelled');
      k.equal(k.where(inst), 'discard', 'Fell Turtle');
    },
  },
  {
    title: 'Círdan: an attack not keyed to a Coastal Sea (Orc-lieutenant) cannot be cancelled',
    run: (k) => {
      const { cirdan } = attacked(k, 'Orc-lieutenant');
      k.expect(!k.canUse(0, cirdan, 0, null), 'not offered');
      k.refused(0, { type: 'useCard', inst: cirdan, ability: 0, target: null });
    },
  },
  {
    title: 'Círdan: an attack on another company keyed to a Coastal Sea cannot be cancelled by him',
    run: (k) => {
      const cirdan = k.company(0, ['Círdan'], 'Grey Havens').chars[0] as number;
      const { id } = k.company(0, ['Aragorn II', 'Legolas'], 'Rivendell');
      k.creatureAttack(id, 'Fell Turtle');
      k.passAll();
      k.expect(!k.canUse(0, cirdan, 0, null), 'not offered');
    },
  },
];
export default scenarios;
