import { cancelCombat, cardOf, player, raceMatches, removeFrom, toDiscard, type CardDef, type GameState } from '../cardApi';

const DRAGONS = ['Dragon', 'Drake'];

/** The Dragon and Drake hazard creatures in the seat's hand. */
function dragonsInHand(s: GameState, seat: number): number[] {
  return player(s, seat).hand.filter((i) => {
    const c = cardOf(s, i);
    return c.type === 'Hazard' && /Creature/.test(c.subtype ?? '') && raceMatches(c.race ?? '', DRAGONS);
  });
}

// "For the rest of the turn": the card stays in its player's play area, its ability usable, until the turn ends (the next turn's
// 'turn' event discards it). The Dragon or Drake discarded is the ability's target, chosen from the hand; "against any of your
// companies": the attack window is the attacked company's player's.
const def: CardDef = {
  name: 'Dragon-feuds',
  text: 'Playable during the organization phase. For the rest of the turn, you may discard a Dragon or Drake hazard creature from your hand to cancel a Dragon or Drake attack against any of your companies.',
  play: { side: 'resource', windows: ['organization'] },
  effects: [{ do: 'stay' }],
  abilities: [
    {
      label: 'discard a Dragon or Drake hazard creature from your hand: the Dragon or Drake attack is canceled',
      windows: ['attack'],
      requires: [{ is: 'attackRace', races: DRAGONS }],
      target: { kind: 'custom', label: 'a Dragon or Drake hazard creature in your hand', targets: (s, seat) => dragonsInHand(s, seat) },
      costs: [],
      effects: [
        {
          do: 'custom',
          label: 'the Dragon or Drake is discarded from the hand and the attack canceled',
          run: (q, ctx) => {
            if (q.target === null || !removeFrom(player(q.s, q.seat).hand, q.target)) return;
            toDiscard(q.s, q.target, ctx);
            cancelCombat(q.s, ctx);
          },
        },
      ],
      botUse: true,
    },
  ],
  static: [
    {
      on: 'afterAction',
      run: (s, events, ctx, self) => {
        if (!events.some((e) => e.type === 'turn')) return;
        for (const p of s.players) if (removeFrom(p.playArea, self.inst)) toDiscard(s, self.inst, ctx);
      },
    },
  ],
};
export default def;
