import { nextOwnTurn } from '../helpers/turns';
import type { Scenario } from '../kit/scenario';

const name = 'Houses of Healing';

const scenarios: Scenario[] = [
  {
    // "Site becomes a Haven [{H}] for the purposes of healing."
    title: 'played on Edoras (F): in the untap phase wounded Aragorn II there heals to tapped (Legolas tapped untaps); wounded Frodo at Bree does not; an opponent’s wounded Orc at Edoras heals in his own',
    run: (k) => {
      const { chars } = k.company(0, ['Aragorn II', 'Legolas'], 'Edoras');
      const [aragorn, legolas] = chars as [number, number];
      const frodo = k.company(0, ['Frodo'], 'Bree').chars[0] as number;
      const shagrat = k.company(1, ['Shagrat'], 'Edoras').chars[0] as number;
      k.phase('organization');
      const card = k.hand(0, name);
      k.play(0, card, aragorn);
      k.equal(k.where(card), 'playArea', name);
      k.setStatus(aragorn, 'wounded');
      k.setStatus(legolas, 'tapped');
      k.setStatus(frodo, 'wounded');
      k.setStatus(shagrat, 'wounded');
      nextOwnTurn(k);
      k.equal(k.s.status[aragorn], 'tapped', 'Aragorn II heals');
      k.equal(k.s.status[legolas], undefined, 'Legolas untaps');
      k.equal(k.s.status[frodo], 'wounded', 'Frodo at Bree stays wounded');
      k.equal(k.s.status[shagrat], 'wounded', 'Shagrat until his own untap phase');
      k.toNextTurn(0);
      k.equal(k.s.status[shagrat], 'tapped', 'Shagrat heals in his untap phase');
    },
  },
  {
    title: 'without it no healing at Edoras; not playable on a character at Bree (B) or Rivendell (H), nor on an opponent’s character at Edoras',
    run: (k) => {
      const aragorn = k.company(0, ['Aragorn II'], 'Edoras').chars[0] as number;
      const frodo = k.company(0, ['Frodo'], 'Bree').chars[0] as number;
      const elrond = k.company(0, ['Elrond'], 'Rivendell').chars[0] as number;
      const shagrat = k.company(1, ['Shagrat'], 'Edoras').chars[0] as number;
      k.phase('organization');
      const card = k.hand(0, name);
      k.expect(k.canPlay(0, card, aragorn), 'on Aragorn II at Edoras');
      k.expect(!k.canPlay(0, card, frodo), 'Bree is a Border-hold');
      k.expect(!k.canPlay(0, card, elrond), 'Rivendell is a Haven');
      k.expect(!k.canPlay(0, card, shagrat), 'Shagrat is an opponent’s');
      k.setStatus(aragorn, 'wounded');
      nextOwnTurn(k);
      k.equal(k.s.status[aragorn], 'wounded', 'no healing at Edoras without the card');
    },
  },
];
export default scenarios;
