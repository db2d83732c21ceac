import { currentCombat, type CardDef } from '../cardApi';
import { STRIKE_ON_BEARER } from '../vocab/bearer';

const def: CardDef = {
  name: 'Poison',
  alignment: ['Minion'],
  text: 'Discard to give -1 to the prowess and -2 to the body of one strike against the bearer. Cannot be duplicated against a given strike.',
  abilities: [
    {
      label: 'discard: -1 prowess and -2 body to a strike against the bearer',
      windows: ['strike'],
      target: { kind: 'strike' },
      requires: [
        STRIKE_ON_BEARER,
        {
          is: 'custom',
          label: 'no Poison on this strike yet',
          test: (q) => !(currentCombat(q.s)?.slots.find((x) => !x.resolved && x.target === q.target)?.by ?? []).includes(q.card.key),
        },
      ],
      costs: ['discardSelf'],
      effects: [{ do: 'modifyStrike', delta: -1, body: -2 }],
      botUse: true,
    },
  ],
};
export default def;
