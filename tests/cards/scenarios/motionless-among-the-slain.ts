import { currentCombat, type RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import type { ScenarioKit } from '../kit/kit';
import { minionAttackWindow } from '../helpers/minionEvents';

const name = 'Motionless Among the Slain';

/** Wolves (3 strikes, 8 prowess) attack Shagrat (untapped), Mauhúr (tapped) and Lugdush (wounded), the card in the Ringwraith player's hand. */
function wolves(k: ScenarioKit): { chars: number[]; card: number } {
  const { chars, card } = minionAttackWindow(k, {
    names: ['Shagrat', 'Mauhúr', 'Lugdush'],
    creature: 'Wolves',
    cards: name,
    prepare: (cs) => (k.setStatus(cs[1] as number, 'tapped'), k.setStatus(cs[2] as number, 'wounded')),
  });
  return { chars, card };
}

const scenarios: Scenario[] = [
  {
    title: '"You assign all strikes of the attack regardless of … character status. +1 to all body checks by your characters resulting from the attack": the defender assigns Wolves\' 3 strikes to Shagrat, tapped Mauhúr and wounded Lugdush; Mauhúr\'s body check +1',
    run: (k) => {
      const { chars, card } = wolves(k);
      const [shagrat, mauhur, lugdush] = chars as [number, number, number];
      k.play(1, card, null);
      k.act(1, { type: 'assignStrike', target: mauhur });
      k.act(1, { type: 'assignStrike', target: lugdush });
      k.act(1, { type: 'assignStrike', target: shagrat });
      k.equal(currentCombat(k.s)?.slots.map((x) => x.target).join(), [mauhur, lugdush, shagrat].join(), 'the defender\'s assignment');
      k.passAll();
      k.rig([1, 1, 3, 3]);
      k.act(1, { type: 'resolveStrike', target: mauhur, stayUntapped: false });
      k.passAll();
      const check = k.allEvents.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'bodyCheck' && e.inst === mauhur);
      k.equal(check?.mods.reduce((n, m) => n + m.value, 0), 1, 'Mauhúr\'s body check modification');
    },
  },
  {
    title: 'without the card the defender assigns strikes only to untapped characters (tapped Mauhúr refused); not playable outside an attack',
    run: (k) => {
      const { chars, card } = wolves(k);
      k.expect(k.canPlay(1, card, null), 'playable on the attack');
      k.equal(k.refused(1, { type: 'assignStrike', target: chars[1] as number }).code, 'TARGET', 'Mauhúr is tapped');
      k.act(1, { type: 'assignStrike', target: chars[0] as number });
      k.expect(!k.canPlay(1, card), 'not once strikes are being assigned');
    },
  },
];
export default scenarios;
