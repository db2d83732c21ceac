import { corruptionPoints } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';

const NAME = 'Saruman the Wise';

const scenarios: Scenario[] = [
  {
    title: '"As a permanent-event, all ring items give one additional corruption point": Aragorn II\'s Fair Gold Ring and Magic Ring of Lore, not his Glamdring',
    run: (k) => {
      const aragorn = k.company(0, ['Aragorn II'], 'Rivendell').chars[0] as number;
      k.item(aragorn, 'Fair Gold Ring');
      k.item(aragorn, 'Magic Ring of Lore');
      k.item(aragorn, 'Glamdring');
      const before = corruptionPoints(k.s, aragorn);
      k.inPlay(1, NAME);
      k.equal(corruptionPoints(k.s, aragorn), before + 2, 'Aragorn II\'s corruption points (two ring items)');
    },
  },
  {
    title: 'played as a creature, its permanent-event text does not act: the ring items give their own corruption points',
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II'], 'Rivendell');
      const aragorn = chars[0] as number;
      k.item(aragorn, 'Fair Gold Ring');
      const before = corruptionPoints(k.s, aragorn);
      k.movement(id, 'Edoras', ['Rohan']);
      k.act(1, { type: 'playCreature', inst: k.hand(1, NAME) });
      k.equal(corruptionPoints(k.s, aragorn), before, 'Aragorn II\'s corruption points while Saruman the Wise attacks');
    },
  },
];
export default scenarios;
