import { cardOf, companyOfChar, type CardDef } from '../cardApi';
import { character } from '../vocab/characters';

const def: CardDef = character('Fatty Bolger', 'Unique. Unless he is one of the starting characters, he may only be brought into play at his home site. All of his corruption checks are modified by +1. He can tap to cancel a strike against another Hobbit in his company.', {
  corruptionCheck: 1, homeOnly: { home: 'Bag End', haven: 'Rivendell' },
  abilities: [
    {
      label: 'tap Fatty Bolger: cancel a strike against another Hobbit in his company',
      windows: ['strike'],
      target: { kind: 'strike' },
      requires: [{ is: 'custom', label: 'a strike against another Hobbit in his company', test: (q) => q.target !== null && q.target !== q.inst && cardOf(q.s, q.target).race === 'Hobbit' && companyOfChar(q.s, q.target) === companyOfChar(q.s, q.inst) }],
      costs: ['tapSelf'],
      effects: [{ do: 'cancelStrike' }],
      botUse: true,
    },
  ],
});
export default def;
