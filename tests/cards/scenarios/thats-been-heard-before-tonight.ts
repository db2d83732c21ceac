import { scoreSheet } from '../../../src-shared/engine/cards/cardApi';
import { atSite } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';
import { nextOwnTurn } from '../helpers/turns';

const scenarios: Scenario[] = [
  {
    title: 'at Rivendell (Free-hold, Information) on Jûoma: he taps and does not untap in his next untap phase; stored at a Darkhaven for 2 MP',
    run: (k0) => {
      const k = minionKit(k0);
      const { id, chars } = k.company(0, ['Jûoma', 'Hador'], 'Rivendell');
      const [juoma, hador] = chars as [number, number];
      const card = k.mpHand(0, 'That’s Been Heard Before Tonight');
      atSite(k, id);
      k.act(0, { type: 'playMpCard', inst: card, character: juoma });
      k.equal(k.where(card), 'character', 'the card is with Jûoma');
      k.equal(k.companyById(id).siteTapped, false, 'the site is not tapped');
      k.setStatus(hador, 'tapped');
      nextOwnTurn(k);
      k.equal(k.s.status[juoma], 'tapped', 'Jûoma does not untap');
      k.equal(k.s.status[hador], undefined, 'Hador untaps');
      k.companyById(id).site = k.siteId('Minas Morgul');
      k.use(0, card, 0);
      k.equal(k.where(card), 'mpPile', 'stored');
      k.equal(scoreSheet(k.s, 0).misc, 2, '2 marshalling points');
    },
  },
  {
    title: 'not in an overt company (an Orc in it), not at a Ruins & Lairs (Weathertop)',
    run: (k0) => {
      const k = minionKit(k0);
      const overt = k.company(0, ['Jûoma', 'Orc Tracker'], 'Rivendell');
      const card = k.mpHand(0, 'That’s Been Heard Before Tonight');
      atSite(k, overt.id);
      k.refused(0, { type: 'playMpCard', inst: card, character: overt.chars[0] as number });
      const ruins = k.company(0, ['Hador'], 'Weathertop');
      atSite(k, ruins.id);
      k.refused(0, { type: 'playMpCard', inst: card, character: ruins.chars[0] as number });
    },
  },
];
export default scenarios;
