import { scoreSheet } from '../../../src-shared/engine/cards/cardApi';
import { atSite } from '../kit/combatSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { nextOwnTurn } from '../helpers/turns';

/** Gimli (no sage) with Treebeard as his ally, and Bilbo (a sage), at Weathertop (Information), the site entered; Dreams of Lore in the MP hand. */
function dreamsAtWeathertop(k: ScenarioKit, names: string[] = ['Gimli']): { id: string; chars: number[]; treebeard: number; card: number } {
  const { id, chars } = k.company(0, names, 'Weathertop');
  const treebeard = k.ally(chars[0] as number, 'Treebeard');
  const card = k.mpHand(0, 'Dreams of Lore');
  atSite(k, id);
  return { id, chars, treebeard, card };
}

const scenarios: Scenario[] = [
  {
    // Arda Revised: "Treebeard has the sage skill, so he can tap to play a Dreams of Lore card."
    title: 'Treebeard (an ally, a sage) taps to play it at Weathertop: he and the site tap, he stays tapped until it is stored at Rivendell for 2 MP',
    run: (k) => {
      const { id, chars, treebeard, card } = dreamsAtWeathertop(k);
      const [gimli] = chars as [number];
      k.refused(0, { type: 'playMpCard', inst: card, character: gimli });
      k.act(0, { type: 'playMpCard', inst: card, character: treebeard });
      k.equal(k.s.status[treebeard], 'tapped', 'Treebeard taps');
      k.equal(k.s.status[gimli], undefined, 'Gimli stays untapped');
      k.equal(k.companyById(id).siteTapped, true, 'the site is tapped');
      k.expect((k.s.chars[gimli]?.hazards ?? []).includes(card), 'the card lies with Gimli, who controls Treebeard');
      k.equal(scoreSheet(k.s, 0).misc, 0, 'no marshalling points yet');
      k.setStatus(gimli, 'tapped');
      nextOwnTurn(k);
      k.equal(k.s.status[treebeard], 'tapped', 'Treebeard does not untap');
      k.equal(k.s.status[gimli], undefined, 'Gimli untaps');
      k.expect(!k.canUse(0, card, 0), 'not stored away from a Haven');
      k.companyById(id).site = k.siteId('Rivendell');
      k.use(0, card, 0);
      k.equal(k.where(card), 'mpPile', 'stored');
      k.equal(scoreSheet(k.s, 0).misc, 2, '2 marshalling points');
      nextOwnTurn(k);
      k.equal(k.s.status[treebeard], undefined, 'Treebeard untaps once it is stored');
    },
  },
  {
    title: 'Bilbo (a sage) plays it; not on Gimli (no sage), not at a tapped site, not at Moria (no Information)',
    run: (k) => {
      const { id, chars, card } = dreamsAtWeathertop(k, ['Gimli', 'Bilbo']);
      const [gimli, bilbo] = chars as [number, number];
      k.refused(0, { type: 'playMpCard', inst: card, character: gimli });
      k.companyById(id).siteTapped = true;
      k.refused(0, { type: 'playMpCard', inst: card, character: bilbo });
      k.companyById(id).siteTapped = false;
      k.act(0, { type: 'playMpCard', inst: card, character: bilbo });
      k.expect((k.s.chars[bilbo]?.hazards ?? []).includes(card), 'with Bilbo');
      k.equal(k.s.status[bilbo], 'tapped', 'Bilbo taps');
      const moria = k.company(0, ['Elrond'], 'Moria');
      const other = k.mpHand(0, 'Dreams of Lore');
      atSite(k, moria.id);
      k.refused(0, { type: 'playMpCard', inst: other, character: moria.chars[0] as number });
    },
  },
];
export default scenarios;
