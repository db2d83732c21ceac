import type { Scenario } from '../kit/scenario';
import { passedTo } from '../helpers/hazardPhase';

const name = 'The Way is Shut';

const scenarios: Scenario[] = [
  {
    title: '"A company moving to or from an Under-deeps site must return to its site of origin": Moria to The Under-gates, back at Moria; "Cannot be duplicated"',
    run: (k) => {
      const { id } = k.company(0, ['Aragorn II', 'Gimli'], 'Moria');
      const card = k.hand(1, name);
      const second = k.hand(1, name);
      k.movement(id, 'The Under-gates');
      k.play(1, card);
      k.equal(k.where(card), 'playArea', name);
      k.expect(!k.canPlay(1, second), 'a second The Way is Shut');
      passedTo(k, id, 'Moria', 'the company is back at Moria');
    },
  },
  {
    title: '"… to or from an Under-deeps site": from The Under-gates to Moria, back in the Under-gates; from Rivendell to Bree (no Under-deeps site), at Bree',
    run: (k) => {
      k.inPlay(1, name);
      const deep = k.company(0, ['Gimli'], 'The Under-gates');
      k.rig([1, 1]);
      k.movement(deep.id, 'Moria');
      passedTo(k, deep.id, 'The Under-gates', 'the company is back at The Under-gates');
      const { id } = k.company(0, ['Aragorn II'], 'Rivendell');
      k.movement(id, 'Bree', ['Arthedain']);
      passedTo(k, id, 'Bree', 'the company arrives at Bree');
    },
  },
  {
    title: 'The Under-roads: "Discards and prohibits the subsequent play of The Way is Shut": not playable while it is in play',
    run: (k) => {
      k.inPlay(1, 'The Under-roads');
      const { id } = k.company(0, ['Aragorn II'], 'Moria');
      const card = k.hand(1, name);
      k.movement(id, 'The Under-gates');
      k.expect(!k.canPlay(1, card), 'The Way is Shut with The Under-roads in play');
    },
  },
];
export default scenarios;
