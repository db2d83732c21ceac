import { notWhenUntapped } from '../helpers/inPlay';
import { companyInOrganization } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: 'a Ringwraith player facing a Wizard untaps Gorbag; not the Witch-king himself, nor without a Wizard opponent',
    run: (k) => {
      k.s.players[0]!.alignment = 'ringwraith';
      k.s.players[1]!.alignment = 'wizard';
      const { chars } = companyInOrganization(k, ['The Witch-king', 'Gorbag'], 'Minas Morgul');
      const [wk, gorbag] = chars as [number, number];
      k.setStatus(wk, 'tapped');
      k.setStatus(gorbag, 'tapped');
      const card = k.hand(0, 'Above the Abyss');
      k.expect(!k.canPlay(0, card, wk), 'the Witch-king is a Ringwraith');
      k.s.players[1]!.alignment = 'ringwraith';
      k.expect(!k.canPlay(0, card, gorbag), 'the opponent is no Wizard');
      k.s.players[1]!.alignment = 'wizard';
      notWhenUntapped(k, 0, card, gorbag);      k.play(0, card, gorbag);
      k.equal(k.s.status[gorbag], undefined, 'Gorbag untaps');
    },
  },
  {
    title: 'not without your Ringwraith in play',
    run: (k) => {
      k.s.players[0]!.alignment = 'ringwraith';
      k.s.players[1]!.alignment = 'wizard';
      const { chars } = companyInOrganization(k, ['Gorbag'], 'Minas Morgul');
      k.setStatus(chars[0] as number, 'tapped');
      const card = k.hand(0, 'Above the Abyss');
      k.expect(!k.canPlay(0, card, chars[0] as number), 'no Ringwraith in play');
    },
  },
];
export default scenarios;
