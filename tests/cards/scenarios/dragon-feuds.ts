import { actor } from '../../../src-shared/engine/cards/cardApi';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';

const NAME = 'Dragon-feuds';

/** Dragon-feuds played in the organization phase by seat 0, whose company of Aragorn II and Legolas then faces `creature`. */
function feudsThenAttack(k: ScenarioKit, creature: string): { feuds: number; id: string } {
  const { id } = k.company(0, ['Aragorn II', 'Legolas'], 'Rivendell');
  k.phase('organization');
  const feuds = k.hand(0, NAME);
  k.play(0, feuds);
  k.creatureAttack(id, creature);
  if (k.top()?.kind === 'chain' && actor(k.s) === 1) k.act(1, { type: 'passChain' });
  return { feuds, id };
}

const scenarios: Scenario[] = [
  {
    title: '"For the rest of the turn, you may discard a Dragon or Drake hazard creature from your hand to cancel a Dragon or Drake attack against any of your companies": a Cave-drake from the hand cancels a Cave-drake\'s attack',
    run: (k) => {
      const drake = k.hand(0, 'Cave-drake');
      const { feuds } = feudsThenAttack(k, 'Cave-drake');
      k.equal(k.where(feuds), 'playArea', 'Dragon-feuds stays for the turn');
      k.expect(k.canUse(0, feuds, 0, drake), 'the Cave-drake in the hand may be discarded');
      k.use(0, feuds, 0, drake);
      k.equal(k.where(drake), 'discard', 'the Cave-drake from the hand');
      k.expect(k.allEvents.some((e) => e.type === 'attackCancelled'), 'the attack is canceled');
    },
  },
  {
    title: 'refused: against an Orc attack (Orc-patrol), or with no Dragon or Drake in the hand (only an Orc-patrol); Dragon-feuds is discarded as the turn ends',
    run: (k) => {
      const orcs = k.hand(0, 'Orc-patrol');
      k.hand(0, 'Cave-drake');
      const { feuds } = feudsThenAttack(k, 'Orc-patrol');
      k.expect(!k.canUse(0, feuds), 'against an Orc-patrol');
      k.expect(!k.canUse(0, feuds, 0, orcs), 'discarding an Orc-patrol');
      k.toNextTurn(0);
      k.equal(k.where(feuds), 'discard', 'Dragon-feuds at the end of the turn');
    },
  },
  {
    title: 'refused: with no Dragon or Drake in the hand; not played outside the organization phase',
    run: (k) => {
      const { feuds } = feudsThenAttack(k, 'Cave-drake');
      k.expect(!k.canUse(0, feuds), 'no Dragon or Drake to discard');
      k.phase('site');
      k.expect(!k.canPlay(0, k.hand(0, NAME)), 'in the site phase');
    },
  },
];
export default scenarios;
