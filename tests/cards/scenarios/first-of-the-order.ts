import type { RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';

const name = 'First of the Order';
const total = (k: ScenarioKit, ch: number): number | undefined => {
  k.rig([3, 3]);
  return (k.corruptionCheck(ch).find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'corruption') as { total?: number } | undefined)?.total;
};

const scenarios: Scenario[] = [
  {
    title: 'played on Saruman: +2 to each of his corruption checks this turn (two checks), not to Gimli’s',
    run: (k) => {
      const [saruman, gimli] = k.company(0, ['Saruman', 'Gimli'], 'Rivendell').chars as [number, number];
      k.phase('organization');
      const base = total(k, saruman) as number;
      const gimliBase = total(k, gimli);
      k.play(0, k.hand(0, name), saruman);
      k.equal(total(k, saruman), base + 2, 'first check on 3+3');
      k.equal(total(k, saruman), base + 2, 'second check on 3+3: for the rest of the turn');
      k.equal(total(k, gimli), gimliBase, 'Gimli’s check');
    },
  },
  {
    title: 'not on Gandalf or any other character',
    run: (k) => {
      const [gandalf, gimli] = k.company(0, ['Gandalf', 'Gimli'], 'Rivendell').chars as [number, number];
      k.phase('organization');
      const card = k.hand(0, name);
      k.expect(!k.canPlay(0, card, gandalf), 'Gandalf is not Saruman');
      k.expect(!k.canPlay(0, card, gimli), 'Gimli is not Saruman');
    },
  },
];
export default scenarios;
