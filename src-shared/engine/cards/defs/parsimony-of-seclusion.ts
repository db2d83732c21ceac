import { applyEffect, type CardDef, cardOf } from '../cardApi';
import { dragonManifestation, manifestationOf } from '../vocab/dragons';
import { inDiscard, returnToHand } from '../vocab/hazards';

const AGBURANAR = 'agburanar';

const def: CardDef = {
  // The alternative is taken whenever the card returned is a manifestation of Agburanar (it does all the first use does, and more).
  name: 'Parsimony of Seclusion',
  text: 'Return any unique Dragon manifestation to your hand from your discard pile. Alternatively, return any manifestation of Agburanar to your hand from your discard pile and increase the hazard limit by two.',
  play: {
    side: 'hazard',
    windows: ['hazard'],
    target: { kind: 'inDiscard', match: {} },
    requires: [
      {
        is: 'custom',
        label: 'a unique Dragon manifestation (or a manifestation of Agburanar) in your discard pile',
        test: (q) => q.target !== null && inDiscard(q.s, q.target) && (dragonManifestation(cardOf(q.s, q.target)) || manifestationOf(cardOf(q.s, q.target), AGBURANAR)),
      },
    ],
  },
  effects: [
    returnToHand('the Dragon manifestation returns to your hand'),
    {
      do: 'custom',
      label: 'the hazard limit increases by two when it was a manifestation of Agburanar',
      run: (q, ctx, chain) => {
        if (q.target !== null && manifestationOf(cardOf(q.s, q.target), AGBURANAR)) applyEffect(q, { do: 'hazardLimit', delta: 2 }, ctx, chain ?? []);
      },
    },
  ],
};
export default def;
