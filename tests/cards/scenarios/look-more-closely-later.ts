import { rollOf } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';

const name = 'Look More Closely Later';

const scenarios: Scenario[] = [
  {
    title: 'Gandalf (sage) taps at a tapped Weathertop: the site untaps, Gandalf makes a corruption check',
    run: (k) => {
      const { id, chars } = k.company(0, ['Gandalf', 'Gimli'], 'Weathertop');
      const gandalf = chars[0] as number;
      k.companyById(id).siteTapped = true;
      k.phase('organization');
      k.rig([6, 6]);
      k.play(0, k.hand(0, name), gandalf);
      k.equal(k.s.status[gandalf], 'tapped', 'Gandalf taps');
      k.equal(k.companyById(id).siteTapped, false, 'Weathertop untaps');
      k.equal(rollOf(k, 'corruption')?.inst, gandalf, 'Gandalf’s corruption check');
    },
  },
  {
    title: 'not by Gimli (no sage), nor at an untapped site, nor where Information is not playable (Moria)',
    run: (k) => {
      const { id, chars } = k.company(0, ['Gandalf', 'Gimli'], 'Weathertop');
      const moria = k.company(0, ['Elrond'], 'Moria');
      k.phase('organization');
      const card = k.hand(0, name);
      k.expect(!k.canPlay(0, card, chars[0] as number), 'Weathertop is untapped');
      k.companyById(id).siteTapped = true;
      k.companyById(moria.id).siteTapped = true;
      k.expect(!k.canPlay(0, card, chars[1] as number), 'Gimli is no sage');
      k.expect(k.canPlay(0, card, chars[0] as number), 'Gandalf may');
      k.expect(!k.canPlay(0, card, moria.chars[0] as number), 'Information is not playable at Moria');
      k.setStatus(chars[0] as number, 'tapped');
      k.expect(!k.canPlay(0, card, chars[0] as number), 'Gandalf is tapped');
    },
  },
];
export default scenarios;
