import type { CardDef } from '../cardApi';
import { doorsOfNight } from '../vocab/hazards';
import { discardWithUnder, leavesWithIt, placeOnTarget } from '../vocab/onCard';
import { ANY_PHASE } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'Echo of all Joy',
  alignment: ['Hero'],
  // Played on the long-event (cards/vocab/onCard.ts); a long-event phase leaves that long-event in play (phases/flow.ts
  // enterLongEvent reads `keepsLongEvent`). A Play deck is exhausted when its discard pile is reshuffled into it (state.ts drawFrom).
  text: 'Play on a resource long-event if Doors of Night is not in play. The long-event is not discarded as normal during a long-event phase. Discard Echo of All Joy and target long-event when any play deck is exhausted or when Doors of Night comes into play.',
  play: {
    side: 'resource',
    windows: ANY_PHASE,
    requires: [{ is: 'notInPlay', names: ['Doors of Night'] }],
    target: { kind: 'cardInPlay', match: { type: 'Resource', subtypes: ['Long-event'] } },
  },
  effects: [placeOnTarget],
  static: [
    { on: 'keepsLongEvent' },
    leavesWithIt,
    {
      on: 'afterAction',
      run: (s, events, ctx, self) => {
        if (!s.players.some((p) => p.playArea.includes(self.inst))) return;
        if (events.some((e) => e.type === 'reshuffle' && e.deck === 'play') || doorsOfNight(s)) discardWithUnder(s, self.inst, ctx, true);
      },
    },
  ],
};
export default def;
