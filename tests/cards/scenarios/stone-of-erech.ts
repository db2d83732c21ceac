import { scoreSheet } from '../../../src-shared/engine/cards/cardApi';
import { atSite } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';

const name = 'Stone of Erech';

const scenarios: Scenario[] = [
  {
    title: 'at the Vale of Erech with the Men of Lamedon in play: in play, 2 MP; discarded once the Men of Lamedon leave play',
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II', 'Gimli'], 'Vale of Erech');
      const men = k.inPlay(0, 'Men of Lamedon');
      const card = k.mpHand(0, name);
      atSite(k, id);
      const before = scoreSheet(k.s, 0).misc;
      /** Any action of seat 0 (its afterAction effects run). */
      const step = () => {
        const a = k.legal(0).find((x) => x.type === 'endPhase');
        k.expect(a !== undefined, 'an action to take');
        if (a) k.act(0, a);
      };
      k.act(0, { type: 'playMpCard', inst: card, character: chars[0] as number });
      k.equal(k.where(card), 'playArea', 'Stone of Erech stays in play');
      k.equal(scoreSheet(k.s, 0).misc, before + 2, '2 marshalling points');
      k.act(0, { type: 'leaveSite' });
      k.equal(k.where(card), 'playArea', 'still in play while the Men of Lamedon are');
      const p = k.s.players[0]!;
      p.playArea.splice(p.playArea.indexOf(men), 1);
      k.s.players[1]!.playArea.push(men);
      step();
      k.equal(k.where(card), 'playArea', 'the Men of Lamedon in another player’s play area are still in play');
      const q = k.s.players[1]!;
      q.playArea.splice(q.playArea.indexOf(men), 1);
      k.s.players[1]!.hand.push(men);
      step();
      k.equal(k.where(card), 'discard', 'discarded when the Men of Lamedon leave play');
    },
  },
  {
    title: 'not without the Men of Lamedon in play; not at another site',
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II'], 'Vale of Erech');
      const card = k.mpHand(0, name);
      atSite(k, id);
      k.refused(0, { type: 'playMpCard', inst: card, character: chars[0] as number });
      const other = k.company(0, ['Gimli'], 'Dol Amroth');
      k.inPlay(0, 'Men of Lamedon');
      atSite(k, other.id);
      k.refused(0, { type: 'playMpCard', inst: card, character: other.chars[0] as number });
    },
  },
];
export default scenarios;
