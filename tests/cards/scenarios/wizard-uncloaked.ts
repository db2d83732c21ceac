import { companyInOrganization, expectCorruptionMod } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: "Lure of the Senses on Gimli goes back to the hazard player's hand, not one in another company; Gandalf checks at -2; only the Wizard plays it",
    run: (k) => {
      const { chars } = companyInOrganization(k, ['Gandalf', 'Gimli'], 'Rivendell');
      const [gandalf, gimli] = chars as [number, number];
      const other = k.company(0, ['Aragorn II'], 'Bree');
      const lure = k.attach(gimli, 'Lure of the Senses');
      const away = k.attach(other.chars[0] as number, 'Lure of the Senses');
      const card = k.hand(0, 'Wizard Uncloaked');
      k.expect(!k.canPlay(0, card, gimli), 'Gimli is no Wizard');
      k.rig([6, 6]);
      k.play(0, card, gandalf);
      k.equal(k.where(lure), 'hand', 'Lure of the Senses on Gimli');
      k.expect(k.s.players[1]!.hand.includes(lure), "in the hazard player's hand");
      k.equal(k.where(away), 'character', 'Lure of the Senses on Aragorn');
      expectCorruptionMod(k, -2, { inst: gandalf, what: 'the corruption check is the Wizard’s' });
    },
  },
];
export default scenarios;
