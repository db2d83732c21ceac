import { applyEffect, type CardDef, cardOf, type EngineCard } from '../cardApi';
import { rollAbove } from '../vocab/hazardShortEvents';

/** A minion resource short-event (only the resource player declares resources: the hazard player's opponent). */
const minionShortEvent = (c: EngineCard): boolean => c.type === 'Resource' && c.subtype === 'Short-event' && c.alignment === 'Minion';

const def: CardDef = {
  name: 'Wrath of the West',
  text: 'Playable on a minion resource short-event declared earlier in the same chain of effects. Make a roll—if the result is greater than 6, the event is canceled and discarded.',
  play: {
    side: 'hazard',
    windows: ['response'],
    target: { kind: 'chainEntry', match: {} },
    requires: [{ is: 'custom', label: 'a minion resource short-event', test: (q) => q.target !== null && minionShortEvent(cardOf(q.s, q.target)) }],
  },
  effects: [
    {
      do: 'custom',
      label: 'roll: above 6 the short-event is canceled and discarded',
      run: (q, ctx, chain) => {
        if (q.target === null || !rollAbove(q, ctx, { inst: q.target, mods: [], above: 6, result: 'canceled' })) return;
        applyEffect(q, { do: 'discardTarget' }, ctx, chain ?? []);
      },
    },
  ],
};
export default def;
