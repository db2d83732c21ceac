import { notOnOpponent } from '../helpers/inPlay';
import { atSite, companyInOrganization } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';
import { rollMod } from '../helpers/checks';

const scenarios: Scenario[] = [
  {
    title: 'Gimli in a company of three: +3 to his next corruption check, not to the one after',
    run: (k) => {
      const { chars } = companyInOrganization(k, ['Aragorn II', 'Gimli', 'Bilbo'], 'Rivendell');
      const gimli = chars[1] as number;
      const card = k.hand(0, 'A Friend or Three');
      notOnOpponent(k, card);      k.play(0, card, gimli);
      k.rig([6, 6]);
      k.corruptionCheck(gimli);
      k.equal(rollMod(k, 'corruption', 'A Friend or Three'), 3, 'the modification');
      k.rig([6, 6]);
      k.corruptionCheck(gimli);
      k.equal(rollMod(k, 'corruption', 'A Friend or Three'), undefined, 'used up');
    },
  },
  {
    title: 'or to an influence check: Gimli and Bilbo at Blue Mountain Dwarf-hold, +2 to the faction check',
    run: (k) => {
      const { id, chars } = k.company(0, ['Gimli', 'Bilbo'], 'Blue Mountain Dwarf-hold');
      const gimli = chars[0] as number;
      atSite(k, id);
      const card = k.hand(0, 'A Friend or Three');
      const dwarves = k.mpHand(0, 'Blue Mountain Dwarves');
      k.play(0, card, gimli);
      k.rig([1, 1]);
      k.act(0, { type: 'playMpCard', inst: dwarves, character: gimli });
      k.equal(rollMod(k, 'influence', 'A Friend or Three'), 2, 'the modification');
      k.expect(!k.s.mods.some((m) => m.stat === 'nextCheck'), 'used up');
    },
  },
];
export default scenarios;
