import { scoreSheet } from '../../../src-shared/engine/cards/cardApi';
import { atSite } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';
import { nextOwnTurn } from '../helpers/turns';

const scenarios: Scenario[] = [
  {
    title: 'at Rivendell (Free-hold) on Hador: he and the site tap; he stays tapped; stored at a Darkhaven for 3 MP',
    run: (k0) => {
      const k = minionKit(k0);
      const { id, chars } = k.company(0, ['Hador', 'Jûoma'], 'Rivendell');
      const [hador] = chars as [number];
      const card = k.mpHand(0, 'To Satisfy the Questioner');
      atSite(k, id);
      k.act(0, { type: 'playMpCard', inst: card, character: hador });
      k.equal(k.where(card), 'character', 'the card is with Hador');
      k.equal(k.s.status[hador], 'tapped', 'Hador taps');
      k.equal(k.companyById(id).siteTapped, true, 'the site is tapped');
      k.equal(scoreSheet(k.s, 0).misc, 0, 'no marshalling points yet');
      nextOwnTurn(k);
      k.equal(k.s.status[hador], 'tapped', 'Hador does not untap');
      k.companyById(id).site = k.siteId('Minas Morgul');
      k.use(0, card, 0);
      k.equal(scoreSheet(k.s, 0).misc, 3, '3 marshalling points');
    },
  },
  {
    title: 'not at a Ruins & Lairs (Weathertop)',
    run: (k0) => {
      const k = minionKit(k0);
      const { id, chars } = k.company(0, ['Hador'], 'Weathertop');
      const card = k.mpHand(0, 'To Satisfy the Questioner');
      atSite(k, id);
      k.refused(0, { type: 'playMpCard', inst: card, character: chars[0] as number });
    },
  },
];
export default scenarios;
