import { rollOf } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';

const SHIELD = 'Great-shield of Rohan';

const scenarios: Scenario[] = [
  {
    title: 'Elrond (a sage) with Aragorn II, whose Great-shield of Rohan is tapped: "Tap a sage to untap an item in his company. Sage makes a corruption check"',
    run: (k) => {
      k.phase('organization');
      const [elrond, aragorn] = k.company(0, ['Elrond', 'Aragorn II'], 'Rivendell').chars as [number, number];
      const shield = k.item(aragorn, SHIELD);
      const sword = k.item(aragorn, 'Dagger of Westernesse');
      k.setStatus(shield, 'tapped');
      const card = k.hand(0, 'Wielded Twice');
      k.expect(!k.canPlay(0, card, sword), 'the dagger is untapped');
      k.rig([6, 6]);
      k.play(0, card, shield);
      k.equal(k.s.status[shield], undefined, 'the Great-shield untaps');
      k.equal(k.s.status[elrond], 'tapped', 'Elrond taps');
      k.equal(rollOf(k, 'corruption')?.inst, elrond, 'Elrond makes a corruption check');
    },
  },
  {
    title: 'Wielded Twice: not with the company’s sage tapped; not on an item of a company without a sage; not on an opponent’s item',
    run: (k) => {
      k.phase('organization');
      const [elrond, aragorn] = k.company(0, ['Elrond', 'Aragorn II'], 'Rivendell').chars as [number, number];
      const shield = k.item(aragorn, SHIELD);
      k.setStatus(shield, 'tapped');
      const gimli = k.company(0, ['Gimli'], 'Moria').chars[0] as number;
      const other = k.item(gimli, SHIELD);
      k.setStatus(other, 'tapped');
      const theirs = k.company(1, ['Hador', 'Mauhúr'], 'Dol Guldur').chars[1] as number;
      const theirShield = k.item(theirs, SHIELD);
      k.setStatus(theirShield, 'tapped');
      const card = k.hand(0, 'Wielded Twice');
      k.expect(!k.canPlay(0, card, other), "no sage in Gimli's company");
      k.expect(!k.canPlay(0, card, theirShield), "the opponent's (Hador, a sage, with it)");
      k.setStatus(elrond, 'tapped');
      k.expect(!k.canPlay(0, card, shield), 'Elrond is tapped');
    },
  },
];
export default scenarios;
