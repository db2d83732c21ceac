import type { Scenario } from '../kit/scenario';
import { hazardsPlayed } from '../helpers/hazardPhase';

const scenarios: Scenario[] = [
  {
    title: 'the hazard player discards Gates of Morning without using the hazard limit; the resource player discards Doors of Night',
    run: (k) => {
      const { id } = k.company(0, ['Aragorn II'], 'Rivendell');
      const gates = k.inPlay(0, 'Gates of Morning');
      const twilight = k.hand(1, 'Twilight');
      k.movement(id, 'Bree', ['Arthedain'], 2);
      k.play(1, twilight, gates);
      k.equal(k.where(gates), 'discard', 'Gates of Morning');
      k.equal(k.where(twilight), 'discard', 'Twilight');
      k.equal(hazardsPlayed(k), 0, 'hazards played against the limit');
      k.phase('organization');
      const doors = k.inPlay(1, 'Doors of Night');
      const mine = k.hand(0, 'Twilight');
      k.play(0, mine, doors);
      k.equal(k.where(doors), 'discard', 'Doors of Night');
    },
  },
  {
    title: 'Twilight cancels Doors of Night declared earlier in the same chain; no target without an environment',
    run: (k) => {
      const { id } = k.company(0, ['Aragorn II'], 'Rivendell');
      const doors = k.hand(1, 'Doors of Night');
      const twilight = k.hand(0, 'Twilight');
      k.movement(id, 'Bree', ['Arthedain']);
      k.expect(!k.canPlay(0, twilight), 'no environment in play');
      k.act(1, { type: 'playCard', inst: doors, target: null });
      k.expect(k.canPlay(0, twilight, doors), 'Doors of Night in the chain is a target');
      k.play(0, twilight, doors);
      k.equal(k.where(doors), 'discard', 'Doors of Night');
      k.expect(!k.s.players[1]?.playArea.includes(doors), 'Doors of Night never comes into play');
    },
  },
];
export default scenarios;
