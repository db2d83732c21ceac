import type { CardDef } from '../cardApi';
import { ANY_TIME } from '../vocab/bearer';

const def: CardDef = {
  name: 'Foul-smelling Paste',
  alignment: ['Minion'],
  text: 'The bearer can discard this item to heal a wounded character in his company—change the character’s status from wounded to well and untapped.',
  abilities: [
    {
      label: 'discard: heal a wounded character in his company',
      windows: ANY_TIME,
      target: { kind: 'character', side: 'company', where: [{ is: 'status', status: 'wounded' }] },
      costs: ['discardSelf'],
      effects: [{ do: 'heal', who: 'target' }],
      botUse: true,
    },
  ],
};
export default def;
