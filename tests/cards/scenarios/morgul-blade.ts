import { bladeInHand, bladeStrike } from '../helpers/ringwraithBlades';
import type { Scenario } from '../kit/scenario';

const name = 'Morgul-blade';

const scenarios: Scenario[] = [
  {
    title: 'played on his Ringwraith, not on an Orc Captain, another player\'s Ringwraith, nor twice on the same Ringwraith',
    run: (k) => {
      const { rw, orc, card } = bladeInHand(k, name);
      k.expect(!k.canPlay(1, card, orc), 'the Orc Captain is no Ringwraith');
      k.play(1, card, rw);
      k.equal(k.where(card), 'character', name);
      k.expect(!k.canPlay(1, k.hand(1, name), rw), '"Cannot be duplicated on a given Ringwraith"');
      const foe = k.company(0, ['Khamûl the Ringwraith'], 'Minas Morgul').chars[0] as number;
      k.expect(!k.canPlay(1, k.hand(1, name), foe), "not on the other player's Ringwraith");
    },
  },
  {
    title: '"Each strike against the Ringwraith receives -1 body and -1 prowess"; "Discard Morgul-blade after a strike against the Ringwraith fails"',
    run: (k) => {
      const { card, strike, body } = bladeStrike(k, name, 'Ren the Ringwraith', [6, 6]);
      k.equal(strike?.against, 18, "the strike's prowess (15, +4 versus Ringwraiths, - 1)");
      k.equal(body?.against, 8, "the strike's body (9 - 1)");
      k.equal(k.where(card), 'discard', name);
    },
  },
  {
    title: 'a strike that wounds the Ringwraith does not discard it',
    run: (k) => {
      const { card, rw } = bladeStrike(k, name, 'Ren the Ringwraith', [1, 1, 1, 1]);
      k.equal(k.s.status[rw], 'wounded', 'Ren is wounded');
      k.equal(k.where(card), 'character', name);
    },
  },
];
export default scenarios;
