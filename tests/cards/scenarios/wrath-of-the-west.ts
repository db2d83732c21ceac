import { minionKit } from '../kit/templates';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';

/** With a Ringwraith player active, An Untimely Whisper declared in his organization phase, Wrath of the West in the Wizard's hand. */
function whisperDeclared(k: ScenarioKit): { m: ScenarioKit; whisper: number; wrath: number } {
  const m = minionKit(k);
  const whisper = m.hand(0, 'An Untimely Whisper');
  const wrath = m.hand(1, 'Wrath of the West');
  m.hand(1, 'Doors of Night');
  m.act(0, { type: 'playCard', inst: whisper, target: null });
  return { m, whisper, wrath };
}

const scenarios: Scenario[] = [
  {
    title: '"if the result is greater than 6, the event is canceled and discarded": a roll of 7 cancels An Untimely Whisper, nothing is revealed',
    run: (k) => {
      const { m, whisper, wrath } = whisperDeclared(k);
      m.rig([4, 3]);
      m.play(1, wrath, whisper);
      m.equal(m.where(whisper), 'discard', 'An Untimely Whisper');
      m.expect(!m.allEvents.some((e) => e.type === 'reveal'), 'the cancelled Whisper reveals nothing');
    },
  },
  {
    title: 'a roll of 6 is not greater than 6: An Untimely Whisper resolves and the Wizard player reveals his hand',
    run: (k) => {
      const { m, whisper, wrath } = whisperDeclared(k);
      m.rig([3, 3]);
      m.play(1, wrath, whisper);
      m.expect(m.allEvents.some((e) => e.type === 'reveal' && e.seat === 1), 'the Whisper resolved');
    },
  },
  {
    title: '"Playable on a minion resource short-event": not on the hero Secret News, nor without a chain',
    run: (k) => {
      const news = k.hand(0, 'Secret News');
      const wrath = k.hand(1, 'Wrath of the West');
      k.expect(!k.canPlay(1, wrath), 'nothing declared');
      k.act(0, { type: 'playCard', inst: news, target: null });
      k.expect(!k.canPlay(1, wrath, news), 'Secret News is a hero resource');
    },
  },
];
export default scenarios;
