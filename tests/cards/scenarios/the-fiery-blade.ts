import { bladeInHand, bladeStrike } from '../helpers/ringwraithBlades';
import type { Scenario } from '../kit/scenario';

const name = 'The Fiery Blade';

const scenarios: Scenario[] = [
  {
    title: 'played on his Ringwraith, not on an Orc Captain nor another player\'s Ringwraith; "Cannot be duplicated"; discarded "if the Ringwraith has Morgul-blade"',
    run: (k) => {
      const { rw, orc, card } = bladeInHand(k, name);
      k.expect(!k.canPlay(1, card, orc), 'the Orc Captain is no Ringwraith');
      const foe = k.company(0, ['Khamûl the Ringwraith'], 'Minas Morgul').chars[0] as number;
      k.expect(!k.canPlay(1, card, foe), "not on the other player's Ringwraith");
      k.play(1, card, rw);
      k.equal(k.where(card), 'character', name);
      const other = k.company(1, ['The Witch-king'], 'Minas Morgul').chars[0] as number;
      k.expect(!k.canPlay(1, k.hand(1, name), other), 'a second copy, on another Ringwraith');
      k.play(1, k.hand(1, 'Morgul-blade'), rw);
      k.equal(k.where(card), 'discard', name);
    },
  },
  {
    title: 'Ren: "Each strike against the Ringwraith receives -1 body", its prowess unchanged; discarded after the strike fails',
    run: (k) => {
      const { card, strike, body } = bladeStrike(k, name, 'Ren the Ringwraith', [6, 6]);
      k.equal(strike?.against, 19, "the strike's prowess (15, +4 versus Ringwraiths)");
      k.equal(body?.against, 8, "the strike's body (9 - 1)");
      k.equal(k.where(card), 'discard', name);
    },
  },
  {
    title: 'The Witch-king: "-2 body and -2 prowess"; a strike that wounds him does not discard it',
    run: (k) => {
      const { card, rw, strike } = bladeStrike(k, name, 'The Witch-king', [1, 1, 1, 1]);
      k.equal(strike?.against, 17, "the strike's prowess (15, +4 versus Ringwraiths, - 2)");
      k.equal(k.s.status[rw], 'wounded', 'the Witch-king is wounded');
      k.equal(k.where(card), 'character', name);
    },
  },
  {
    title: 'The Witch-king defeats the strike: its body is 9 - 2',
    run: (k) => {
      const { body } = bladeStrike(k, name, 'The Witch-king', [6, 6]);
      k.equal(body?.against, 7, "the strike's body (9 - 2)");
    },
  },
];
export default scenarios;
