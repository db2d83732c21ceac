import { movingWithHazard, rolls } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';
import { endMH, playedForTwo } from '../helpers/corruption';

const scenarios: Scenario[] = [
  {
    title: '2 corruption points; one check per Wilderness of the site path (Rhudaur, Arthedain); not on a Hobbit or a Dwarf',
    run: (k) => {
      const { chars, card } = movingWithHazard(k, 'Lure of Nature', ['Aragorn II', 'Bilbo', 'Gimli']);
      const bearer = chars[0] as number;
      playedForTwo(k, card, bearer, [
        [chars[1] as number, 'not on Bilbo (a Hobbit)'],
        [chars[2] as number, 'not on Gimli (a Dwarf)'],
      ]);
      k.rig([6, 6, 6, 6]);
      const events = endMH(k);
      k.equal(rolls(events, 'corruption', 'Lure of Nature').length, 2, 'checks (two Wildernesses)');
    },
  },
  {
    title: 'a second Lure of Nature cannot go on him',
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II'], 'Rivendell');
      const bearer = chars[0] as number;
      k.attach(bearer, 'Lure of Nature');
      const card = k.hand(1, 'Lure of Nature');
      k.movement(id, 'Bree', ['Arthedain']);
      k.expect(!k.canPlay(1, card, bearer), 'cannot be duplicated on a given character');
    },
  },
];
export default scenarios;
