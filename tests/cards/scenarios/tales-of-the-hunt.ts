import { rollOf } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';

const name = 'Tales of the Hunt';

const scenarios: Scenario[] = [
  {
    title: 'Théoden (Man) at Bree taps for it; later he taps to untap Gimli and makes a corruption check; not Legolas in another company',
    run: (k) => {
      const [theoden, gimli] = k.company(0, ['Théoden', 'Gimli'], 'Bree').chars as [number, number];
      const legolas = k.company(0, ['Legolas'], 'Bree').chars[0] as number;
      k.phase('organization');
      const card = k.hand(0, name);
      k.play(0, card, theoden);
      k.equal(k.where(card), 'character', 'with Théoden');
      k.equal(k.s.status[theoden], 'tapped', 'Théoden taps');
      k.setStatus(theoden, 'untapped');
      k.setStatus(gimli, 'tapped');
      k.setStatus(legolas, 'tapped');
      k.expect(!k.canUse(0, card, 0, legolas), 'Legolas is not in his company');
      k.expect(!k.canUse(0, card, 0, theoden), 'Théoden is untapped');
      k.rig([6, 6]);
      k.use(0, card, 0, gimli);
      k.equal(k.s.status[gimli], undefined, 'Gimli untaps');
      k.equal(k.s.status[theoden], 'tapped', 'Théoden taps');
      k.equal(rollOf(k, 'corruption')?.inst, theoden, 'Théoden’s corruption check');
    },
  },
  {
    title: 'not on Gimli (a Dwarf), nor on a tapped Man, nor on a Man away from a Border-hold (Edoras)',
    run: (k) => {
      const [theoden, gimli] = k.company(0, ['Théoden', 'Gimli'], 'Bree').chars as [number, number];
      const brand = k.company(0, ['Brand'], 'Edoras').chars[0] as number;
      k.phase('organization');
      const card = k.hand(0, name);
      k.expect(k.canPlay(0, card, theoden), 'Théoden at Bree');
      k.expect(!k.canPlay(0, card, gimli), 'Gimli is no Man');
      k.expect(!k.canPlay(0, card, brand), 'Edoras is a Free-hold');
      k.setStatus(theoden, 'tapped');
      k.expect(!k.canPlay(0, card, theoden), 'Théoden is tapped');
    },
  },
];
export default scenarios;
