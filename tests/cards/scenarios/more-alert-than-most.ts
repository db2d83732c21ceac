import { attackNow } from '../helpers/inPlay';
import { resolveStrike } from '../kit/combatSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';

const name = 'More Alert than Most';

/** Seat 0 plays the card in his organization phase; a company of Aragorn II, Gimli and Legolas at Rivendell. */
function inPlay(k: ScenarioKit): { id: string; chars: number[]; card: number } {
  const { id, chars } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas'], 'Rivendell');
  k.phase('organization');
  const card = k.hand(0, name);
  k.play(0, card);
  k.equal(k.where(card), 'playArea', name);
  return { id, chars, card };
}

const scenarios: Scenario[] = [
  {
    title: 'Sand-drake ("Three strikes. Attacker chooses defending characters") attacks with 2 strikes; Orc-watch (the defender chooses) keeps its 3',
    run: (k) => {
      const { id } = inPlay(k);
      k.creatureAttack(id, 'Sand-drake');
      k.equal(attackNow(k)?.strikes, 2, "Sand-drake's strikes");
      const other = k.company(0, ['Faramir'], 'Rivendell');
      k.s.stack = [];
      k.creatureAttack(other.id, 'Orc-watch');
      k.equal(attackNow(k)?.strikes, k.card('Orc-watch', 1).strikes, "Orc-watch's strikes");
    },
  },
  {
    title: '"by 2 if Gates of Morning is in play": Sand-drake attacks with 1 strike',
    run: (k) => {
      const { id } = inPlay(k);
      k.inPlay(0, 'Gates of Morning');
      k.creatureAttack(id, 'Sand-drake');
      k.equal(attackNow(k)?.strikes, 1, "Sand-drake's strikes");
    },
  },
  {
    title: '"Discard when such an attack is defeated": Cave-drake\'s one strike is defeated and the card is discarded',
    run: (k) => {
      const { id, chars, card } = inPlay(k);
      const aragorn = chars[0] as number;
      const drake = k.creatureAttack(id, 'Cave-drake');
      k.equal(attackNow(k)?.strikes, 1, "Cave-drake's strikes");
      k.passAll();
      k.act(1, { type: 'assignStrike', target: aragorn });
      k.passAll();
      resolveStrike(k, aragorn, [6, 6]);
      k.equal(k.where(drake), 'mpPile', 'Cave-drake is defeated');
      k.equal(k.where(card), 'discard', name);
    },
  },
  {
    title: '"Cannot be duplicated": no second copy while one is in play',
    run: (k) => {
      inPlay(k);
      k.expect(!k.canPlay(0, k.hand(0, name)), 'a second copy');
    },
  },
];
export default scenarios;
