import type { Scenario } from '../kit/scenario';

const name = 'Hall of Fire';

const scenarios: Scenario[] = [
  {
    // "Any company at this Haven … may choose for one of its characters to untap or heal (from wounded to tapped)."
    title: 'on Rivendell: in the site phase wounded Aragorn II heals to tapped, then no other of his company (Legolas); Gimli of another company there untaps; not Frodo at Bree, nor an untapped one, nor an opponent’s',
    run: (k) => {
      const { chars } = k.company(0, ['Aragorn II', 'Legolas'], 'Rivendell');
      const [aragorn, legolas] = chars as [number, number];
      const gimli = k.company(0, ['Gimli', 'Elrond'], 'Rivendell').chars as [number, number];
      const frodo = k.company(0, ['Frodo'], 'Bree').chars[0] as number;
      const orc = k.company(1, ['Shagrat'], 'Rivendell').chars[0] as number;
      k.phase('organization');
      const card = k.hand(0, name);
      k.play(0, card, aragorn);
      k.equal(k.where(card), 'playArea', name);
      k.setStatus(aragorn, 'wounded');
      k.setStatus(legolas, 'tapped');
      k.setStatus(gimli[0], 'tapped');
      k.setStatus(frodo, 'tapped');
      k.setStatus(orc, 'tapped');
      k.expect(!k.canUse(0, card, 0), 'not in the organization phase');
      k.phase('site');
      k.expect(!k.canUse(0, card, 0, frodo), 'Frodo is at Bree');
      k.expect(!k.canUse(0, card, 0, gimli[1]), 'Elrond is untapped');
      k.expect(!k.canUse(0, card, 0, orc), 'Shagrat is an opponent’s');
      k.use(0, card, 0, aragorn);
      k.equal(k.s.status[aragorn], 'tapped', 'Aragorn II heals to tapped');
      k.expect(!k.canUse(0, card, 0, legolas), 'one character of his company');
      k.use(0, card, 0, gimli[0]);
      k.equal(k.s.status[gimli[0]], undefined, 'Gimli untaps');
      k.equal(k.where(card), 'playArea', 'the card stays');
    },
  },
  {
    title: 'playable on a character at Rivendell (H), not at Edoras (F), nor on an opponent’s at Minas Morgul',
    run: (k) => {
      const elrond = k.company(0, ['Elrond'], 'Rivendell').chars[0] as number;
      const aragorn = k.company(0, ['Aragorn II'], 'Edoras').chars[0] as number;
      const shagrat = k.company(1, ['Shagrat'], 'Minas Morgul').chars[0] as number;
      k.phase('organization');
      const card = k.hand(0, name);
      k.expect(k.canPlay(0, card, elrond), 'at Rivendell');
      k.expect(!k.canPlay(0, card, aragorn), 'Edoras is a Free-hold');
      k.expect(!k.canPlay(0, card, shagrat), 'Shagrat is an opponent’s');
    },
  },
];
export default scenarios;
