import type { Scenario } from '../kit/scenario';
import { exhaustDiscards, playedToStay } from '../helpers/staysInPlay';

const scenarios: Scenario[] = [
  {
    title: 'played in a movement/hazard phase, it stays in play; a second copy cannot be played; it is discarded when a play deck is exhausted',
    run: (k) => exhaustDiscards(k, playedToStay(k, 'Stench of Mordor'), 1, 'Stench of Mordor'),
  },
  {
    title: 'at the start of the site phase, a company at Barad-dûr (Dark-domain) taps one character; one at Bree does not',
    run: (k) => {
      k.inPlay(1, 'Stench of Mordor');
      const { id, chars } = k.company(0, ['Aragorn II', 'Bilbo'], 'Barad-dûr');
      const [aragorn, bilbo] = chars as [number, number];
      const bree = k.company(0, ['Gimli'], 'Bree');
      k.movement(id, null);
      k.act(1, { type: 'passHazards' });
      k.movement(bree.id, null);
      k.act(1, { type: 'passHazards' });
      k.equal(k.top()?.kind, 'siteSelect', 'the site phase');
      k.equal(k.s.status[bilbo], 'tapped', 'Bilbo (the lower prowess) taps');
      k.equal(k.s.status[aragorn], undefined, 'Aragorn II stays untapped');
      k.equal(k.s.status[bree.chars[0] as number], undefined, 'Gimli at Bree stays untapped');
    },
  },
  {
    title: 'a company at a site in a Shadow-land taps a character only with Doors of Night in play',
    run: (k) => {
      k.inPlay(1, 'Stench of Mordor');
      const { id, chars } = k.company(0, ['Aragorn II'], 'Mount Gram');
      k.movement(id, null);
      k.act(1, { type: 'passHazards' });
      k.equal(k.s.status[chars[0] as number], undefined, 'untapped without Doors of Night');
      k.s.turn.mhDone = [];
      k.inPlay(1, 'Doors of Night');
      k.movement(id, null);
      k.act(1, { type: 'passHazards' });
      k.equal(k.s.status[chars[0] as number], 'tapped', 'tapped with Doors of Night');
    },
  },
];
export default scenarios;
