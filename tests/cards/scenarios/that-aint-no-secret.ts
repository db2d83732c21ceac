import { scoreSheet } from '../../../src-shared/engine/cards/cardApi';
import { atSite } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';

const scenarios: Scenario[] = [
  {
    title: 'played from the MP hand at Weathertop (Information) on Jûoma: he taps, the site does not, no MP until stored at Minas Morgul',
    run: (k0) => {
      const k = minionKit(k0);
      const { id, chars } = k.company(0, ['Jûoma', 'Hador'], 'Weathertop');
      const [juoma] = chars as [number];
      const card = k.mpHand(0, 'That Ain’t No Secret');
      atSite(k, id);
      k.act(0, { type: 'playMpCard', inst: card, character: juoma });
      k.equal(k.where(card), 'character', 'the card is with Jûoma');
      k.expect((k.s.chars[juoma]?.hazards ?? []).includes(card), 'on Jûoma');
      k.equal(k.s.status[juoma], 'tapped', 'Jûoma taps');
      k.equal(k.companyById(id).siteTapped, false, 'the site is not tapped');
      k.equal(scoreSheet(k.s, 0).misc, 0, 'no marshalling points yet');
      k.phase('organization');
      k.expect(!k.canUse(0, card, 0), 'not stored away from a Darkhaven');
      k.companyById(id).site = k.siteId('Minas Morgul');
      k.use(0, card, 0);
      k.equal(k.where(card), 'mpPile', 'stored');
      k.equal(scoreSheet(k.s, 0).misc, 1, '1 marshalling point');
    },
  },
  {
    title: 'not at a site where Information is not playable (Moria)',
    run: (k0) => {
      const k = minionKit(k0);
      const { id, chars } = k.company(0, ['Jûoma'], 'Moria');
      const card = k.mpHand(0, 'That Ain’t No Secret');
      atSite(k, id);
      k.refused(0, { type: 'playMpCard', inst: card, character: chars[0] as number });
    },
  },
];
export default scenarios;
