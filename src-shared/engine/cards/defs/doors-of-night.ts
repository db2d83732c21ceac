import { type CardDef, cardOf, removeFrom, toDiscard } from '../cardApi';

const def: CardDef = {
  name: 'Doors of Night',
  text: 'Environment. When Doors of Night is played, all resource environment cards in play are immediately discarded, and all resource environment effects are canceled. Cannot be duplicated.',
  play: { side: 'hazard', windows: ['hazard'], requires: [{ is: 'notInPlay', names: ['Doors of Night'] }] },
  effects: [
    { do: 'stay' },
    {
      do: 'custom',
      label: 'resource environment cards in play are discarded',
      run: (q, ctx) => {
        const { s } = q;
        // Resource environment effects are the continuous effects of those cards (statics.ts): they end as the cards leave play.
        for (const p of s.players)
          for (const inst of [...p.playArea]) {
            const c = cardOf(s, inst);
            if (c.type === 'Resource' && c.keywords.includes('Environment')) {
              removeFrom(p.playArea, inst);
              delete s.eventTurn[inst];
              ctx.events.push({ type: 'effect', effect: 'discard', inst, card: q.card.id, target: s.cardOf[inst] });
              toDiscard(s, inst, ctx);
            }
          }
      },
    },
  ],
};
export default def;
