import { movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: '"Opponent must discard a ring … from one of his companies": of the Magic Ring of Lore and the Fair Gold Ring his company bears, the Fair Gold Ring (fewest marshalling points) is discarded',
    run: (k) => {
      let lore = -1;
      let gold = -1;
      const { card } = movingWithHazard(k, 'Rolled down to the Sea', ['Aragorn II', 'Gimli'], {
        before: ([aragorn, gimli]) => {
          lore = k.item(aragorn as number, 'Magic Ring of Lore');
          gold = k.item(gimli as number, 'Fair Gold Ring');
        },
      });
      k.play(1, card);
      k.equal(k.where(gold), 'discard', 'Fair Gold Ring');
      k.equal(k.where(lore), 'character', 'Magic Ring of Lore');
    },
  },
  {
    title: '"a ring from his hand": the Lesser Ring in his hand is discarded, the Fair Gold Ring his company bears stays',
    run: (k) => {
      let gold = -1;
      const { card } = movingWithHazard(k, 'Rolled down to the Sea', ['Gimli'], { before: ([gimli]) => (gold = k.item(gimli as number, 'Fair Gold Ring')) });
      const lesser = k.hand(0, 'Lesser Ring');
      k.play(1, card);
      k.equal(k.where(lesser), 'discard', 'Lesser Ring');
      k.equal(k.where(gold), 'character', 'Fair Gold Ring');
    },
  },
  {
    title: '"If no rings are available as such, he must reveal his hand to you": his two cards are revealed; not playable in his organization phase',
    run: (k) => {
      const { card } = movingWithHazard(k, 'Rolled down to the Sea', ['Gimli']);
      k.hand(0, 'Dodge');
      k.hand(0, 'Concealment');
      k.play(1, card);
      const reveal = k.events.find((e) => e.type === 'reveal');
      k.equal(reveal?.seat, 0, 'the opponent reveals');
      k.equal((reveal?.cards ?? []).length, 2, 'cards revealed');
      k.phase('organization');
      k.expect(!k.canPlay(1, k.hand(1, 'Rolled down to the Sea')), 'the organization phase');
    },
  },
];
export default scenarios;
