/** Command cards: minion permanent-events on a leader (I’ll Report You, I’ll Be At Your Heels, Smart and Secret). */
import { cardOf, player, removeFrom, type CardDef, type Predicate } from '../cardApi';
import { onOwnCharacter } from './resourcePlay';

/**
 * Command cards (minion permanent-events on a leader): "Return all other command cards on target leader to your hand when
 * this card is played. -2 to leader's direct influence (to a minimum of 0) and <bonus> … characters in his company. You
 * may return this card to your hand during any organization phase" (an ability, useCard, in the player's own
 * organization phase: the only one in which the engine lets a player act on his cards).
 */
export function command(name: string, text: string, stat: 'prowess' | 'corruptionCheck' | 'body', what: string): CardDef {
  const leader: Predicate = { is: 'custom', label: 'a leader', test: (q) => q.target !== null && cardOf(q.s, q.target).keywords.includes('Leader') };
  return {
    name,
    alignment: ['Minion'],
    text,
    play: onOwnCharacter(['organization'], [leader]),
    effects: [
      { do: 'attach', to: 'target' },
      {
        do: 'custom',
        label: 'the other command cards on the leader return to your hand',
        run: (q) => {
          const ch = q.target !== null ? q.s.chars[q.target] : undefined;
          if (!ch) return;
          for (const i of [...ch.hazards]) {
            if (i === q.inst || !cardOf(q.s, i).keywords.includes('Command')) continue;
            removeFrom(ch.hazards, i);
            player(q.s, q.seat).hand.push(i);
          }
        },
      },
    ],
    static: [
      { on: 'bearer', stat: 'di', delta: -2 },
      { on: 'company', stat, delta: 1, charactersOnly: true },
    ],
    abilities: [
      {
        label: 'return this card to your hand',
        windows: ['organization'],
        costs: [],
        effects: [
          {
            do: 'custom',
            label: 'returned to his hand',
            run: (q) => {
              for (const ch of Object.values(q.s.chars)) removeFrom(ch.hazards, q.inst);
              player(q.s, q.seat).hand.push(q.inst);
            },
          },
        ],
      },
    ],
    template: { kind: 'command', args: [name, stat, what] },
  };
}
