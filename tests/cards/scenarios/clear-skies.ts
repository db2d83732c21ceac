import type { Scenario } from '../kit/scenario';
import { prowessChanges } from '../helpers/prowessEvents';

const name = 'Clear Skies';

const scenarios: Scenario[] = [
  {
    title: '"The prowess of each character is modified by +2": every character, an opponent\'s too',
    run: (k) => k.equal(prowessChanges(k, name, true).join(' '), '2 2 2 2', 'prowess changes (Aragorn II, Legolas, Gimli, Beregond)'),
  },
  {
    title: '"Playable only if Gates of Morning is in play"',
    run: (k) => {
      k.company(0, ['Aragorn II'], 'Rivendell');
      k.phase('longEvent');
      const card = k.hand(0, name);
      k.expect(!k.canPlay(0, card), 'refused without Gates of Morning');
      k.inPlay(0, 'Gates of Morning');
      k.expect(k.canPlay(0, card), 'playable with it');
    },
  },
];
export default scenarios;
