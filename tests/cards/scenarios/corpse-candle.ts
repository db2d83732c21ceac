import type { RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import { creatureScenarios } from '../kit/templates';
import { rollsOf } from '../helpers/creatures';

const scenarios: Scenario[] = [
  ...creatureScenarios('Corpse-candle'),
  {
    title: 'Corpse-candle: every character in the company makes a corruption check before the strike is assigned',
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II', 'Legolas', 'Gimli'], 'Rivendell');
      const [aragorn] = chars as [number];
      k.creatureAttack(id, 'Corpse-candle');
      k.passAll();
      k.equal(rollsOf(k, 'corruption').length, 0, 'corruption checks before strikes are assigned');
      k.rig([6, 6, 6, 6, 6, 6]);
      k.act(0, { type: 'assignStrike', target: aragorn });
      const checked = rollsOf(k, 'corruption').map((e) => (e as RollEvent).inst);
      k.equal([...checked].sort().join(','), [...chars].sort().join(','), 'characters making a corruption check');
      const combat = k.s.stack.find((x) => x.kind === 'combat');
      k.equal(combat?.kind === 'combat' ? combat.slots.map((x) => x.target).join(',') : '', String(aragorn), 'the strike is then assigned');
    },
  },
  {
    title: 'Corpse-candle: no corruption checks when the attack is canceled',
    run: (k) => {
      const { id, chars } = k.company(0, ['Bilbo', 'Aragorn II'], 'Rivendell');
      const [bilbo] = chars as [number];
      const card = k.hand(0, 'Concealment');
      k.creatureAttack(id, 'Corpse-candle');
      k.passAll();
      k.play(0, card, bilbo);
      k.passAll();
      k.expect(!k.s.stack.some((x) => x.kind === 'combat'), 'the attack is cancelled');
      k.equal(rollsOf(k, 'corruption').length, 0, 'corruption checks');
    },
  },
];
export default scenarios;
