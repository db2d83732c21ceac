import { actor } from '../../../src-shared/engine/cards/cardApi';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { combatNow } from '../helpers/creatures';

const NAME = 'I Know Much about You';

/** A hazard creature attacks the company of Aragorn II and Legolas; the hazard player passes in the attack's window, the defender to act. */
function attacked(k: ScenarioKit, creature: string): number {
  const { id } = k.company(0, ['Aragorn II', 'Legolas'], 'Rivendell');
  const inst = k.creatureAttack(id, creature);
  if (k.top()?.kind === 'chain' && actor(k.s) === 1) k.act(1, { type: 'passChain' });
  return inst;
}

const scenarios: Scenario[] = [
  {
    title: '"Cancels … one attack from a hazard creature with multiple attacks (e. g., Slayer …)": Slayer\'s first attack is cancelled, its second follows',
    run: (k) => {
      const slayer = attacked(k, 'Slayer');
      const card = k.hand(0, NAME);
      k.play(0, card, null);
      k.equal(k.allEvents.filter((e) => e.type === 'attackCancelled').length, 1, 'attacks cancelled');
      k.passAll();
      k.equal(k.allEvents.filter((e) => e.type === 'attack').length, 2, 'Slayer\'s second attack is made');
      k.expect(combatNow(k) !== null, 'an attack is under way');
      k.equal(k.where(slayer), 'nowhere', 'Slayer stays with its attacks');
    },
  },
  {
    title: 'refused against a hazard creature with one attack (Orc-patrol)',
    run: (k) => {
      attacked(k, 'Orc-patrol');
      k.expect(!k.canPlay(0, k.hand(0, NAME), null), 'against Orc-patrol');
    },
  },
];
export default scenarios;
