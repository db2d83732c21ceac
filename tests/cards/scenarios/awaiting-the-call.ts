import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';

const name = 'Awaiting the Call';

const scenarios: Scenario[] = [
  {
    // "For the purposes of controlling this character, his mind is halved (round down). Discard this card when the character moves."
    title: 'on Gorbag (mind 6) at Moria: he uses 3 general influence, not 6; as his company moves to Lórien the card is discarded and he counts 6 again',
    run: (k0) => {
      const k = minionKit(k0);
      const { id, chars } = k.company(0, ['Gorbag', 'Ufthak'], 'Moria');
      const [gorbag] = chars as [number, number];
      k.phase('organization');
      const before = k.usedGI(0);
      const card = k.hand(0, name);
      k.play(0, card, gorbag);
      k.expect((k.s.chars[gorbag]?.hazards ?? []).includes(card), 'on Gorbag');
      k.equal(k.usedGI(0), before - 3, 'his mind halved for general influence');
      k.movement(id, 'Lórien', ['Wold & Foothills']);
      k.equal(k.where(card), 'discard', 'discarded when he moves');
      k.equal(k.usedGI(0), before, 'his full mind again');
    },
  },
  {
    title: 'as a follower: Layos (direct influence 2) may take Ufthak (mind 4 → 2); not on the Lieutenant of Dol Guldur (mind 9), not at Minas Morgul (a Darkhaven), not on an opponent’s Bilbo, not twice, not outside the organization phase',
    run: (k0) => {
      const k = minionKit(k0);
      const { chars } = k.company(0, ['Layos', 'Ufthak', 'Lieutenant of Dol Guldur'], 'Moria');
      const [layos, ufthak, lieutenant] = chars as [number, number, number];
      const shagrat = k.company(0, ['Shagrat'], 'Minas Morgul').chars[0] as number;
      const bilbo = k.company(1, ['Bilbo'], 'Bree').chars[0] as number;
      k.phase('organization');
      const card = k.hand(0, name);
      const second = k.hand(0, name);
      k.expect(!k.canPlay(0, card, lieutenant), 'mind 9');
      k.expect(!k.canPlay(0, card, shagrat), 'Minas Morgul is a Darkhaven');
      k.expect(!k.canPlay(0, card, bilbo), 'Bilbo is an opponent’s');
      k.expect(!k.legal(0).some((a) => a.type === 'setController' && a.inst === ufthak && a.controller === layos), 'Ufthak (mind 4) is too much for Layos');
      k.play(0, card, ufthak);
      k.expect(!k.canPlay(0, second, ufthak), 'cannot be duplicated');
      k.expect(k.legal(0).some((a) => a.type === 'setController' && a.inst === ufthak && a.controller === layos), 'Ufthak (mind 2) under Layos');
      k.phase('site');
      k.expect(!k.canPlay(0, second, layos), 'not in the site phase');
    },
  },
];
export default scenarios;
