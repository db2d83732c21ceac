import type { Scenario } from '../kit/scenario';
import { minionTurn } from '../kit/templates';
import { faceEach, rollsOf, SIX_HEROES, SIX_MINIONS } from '../helpers/creatures';

const NAME = 'The Border-watch';

const scenarios: Scenario[] = [
  {
    title: `${NAME}: "two strikes and detainment against hero companies": two strikes; a successful strike taps instead of wounding, no body check`,
    run: (k) => {
      const { chars } = faceEach(k, 0, 1, NAME, ['Bilbo', 'Ioreth', 'Aragorn II', 'Gimli'], 'Rivendell', [1, 1]);
      k.equal(k.allEvents.find((e) => e.type === 'attack')?.strikes, 2, 'strikes against a hero company');
      k.equal(chars.filter((c) => k.s.status[c] === 'tapped').length, 2, 'characters tapped by its strikes');
      k.equal(chars.filter((c) => k.s.status[c] === 'wounded').length, 0, 'characters wounded');
      k.equal(rollsOf(k, 'bodyCheck').length, 0, 'body checks');
    },
  },
  {
    title: `${NAME}: "Five strikes" against a minion company, not detainment: failed strikes wound`,
    run: (k) => {
      minionTurn(k);
      const { chars } = faceEach(k, 1, 0, NAME, SIX_MINIONS.slice(0, 5), 'Minas Morgul', [1, 1, 1, 1], (id) => {
        k.companyById(id).dest = { site: k.siteId('Minas Tirith', 1), regions: [] };
      });
      k.equal(k.allEvents.find((e) => e.type === 'attack')?.strikes, 5, 'strikes against a minion company');
      k.expect(chars.some((c) => k.s.status[c] === 'wounded' || !k.s.chars[c]), 'a minion character is wounded');
    },
  },
  {
    title: `${NAME}: cannot attack a company staying at Rivendell`,
    run: (k) => {
      const { id } = k.company(0, SIX_HEROES.slice(0, 2), 'Rivendell');
      k.movement(id, null);
      k.refused(1, { type: 'playCreature', inst: k.hand(1, NAME) });
    },
  },
];
export default scenarios;
