import { scoreSheet } from '../../../src-shared/engine/cards/cardApi';
import { atSite } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';
import { nextOwnTurn } from '../helpers/turns';

const name = 'Vein of Arda';

const scenarios: Scenario[] = [
  {
    title: '"Sage or Dwarf only during the site phase at any Under-deeps site. Tap the sage or Dwarf. Tap the site": Gimli at The Under-gates; he stays tapped; stored at Rivendell for 2 MP',
    run: (k) => {
      const { id, chars } = k.company(0, ['Gimli', 'Aragorn II'], 'The Under-gates');
      const [gimli] = chars as [number];
      const card = k.mpHand(0, name);
      atSite(k, id);
      k.act(0, { type: 'playMpCard', inst: card, character: gimli });
      k.equal(k.where(card), 'character', 'the card is with Gimli');
      k.equal(k.s.status[gimli], 'tapped', 'Gimli taps');
      k.equal(k.companyById(id).siteTapped, true, 'the site is tapped');
      k.equal(scoreSheet(k.s, 0).misc, 0, 'no marshalling points yet');
      nextOwnTurn(k);
      k.equal(k.s.status[gimli], 'tapped', '"Sage or Dwarf may not untap until Vein of Arda is stored at a Haven"');
      k.expect(!k.canUse(0, card, 0), 'not stored at The Under-gates');
      k.companyById(id).site = k.siteId('Rivendell');
      k.use(0, card, 0);
      k.equal(scoreSheet(k.s, 0).misc, 2, '2 marshalling points');
    },
  },
  {
    title: 'refused to Aragorn II (neither sage nor Dwarf), at Moria (not an Under-deeps site), and a second at The Under-gates ("Cannot be duplicated at a given site")',
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II', 'Glóin'], 'The Under-gates');
      const card = k.mpHand(0, name);
      atSite(k, id);
      k.refused(0, { type: 'playMpCard', inst: card, character: chars[0] as number });
      const there = k.company(0, ['Gimli'], 'The Under-gates');
      k.attach(there.chars[0] as number, name, 0);
      atSite(k, id);
      k.refused(0, { type: 'playMpCard', inst: card, character: chars[1] as number });
      k.s.companies = k.s.companies.filter((c) => c.id !== there.id);
      k.act(0, { type: 'playMpCard', inst: card, character: chars[1] as number });
      const moria = k.company(0, ['Gimli'], 'Moria');
      atSite(k, moria.id);
      k.equal(k.refused(0, { type: 'playMpCard', inst: k.mpHand(0, name), character: moria.chars[0] as number }).code, 'REQUIREMENTS', 'refused at Moria for its condition');
    },
  },
];
export default scenarios;
