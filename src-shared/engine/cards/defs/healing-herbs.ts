import type { CardDef } from '../cardApi';
import { ANY_TIME } from '../vocab/bearer';

const def: CardDef = {
  name: 'Healing Herbs',
  alignment: ['Hero'],
  text: 'The bearer can tap and discard this item to heal a character in his company, changing the character’s status from wounded to well and untapped. Alternatively, the bearer can tap and discard this item to untap a character in his company that is not wounded.',
  abilities: [
    {
      label: 'tap bearer and discard: heal a wounded character in his company (well and untapped)',
      windows: ANY_TIME,
      target: { kind: 'character', side: 'company', where: [{ is: 'status', status: 'wounded' }] },
      costs: ['tapBearer', 'discardSelf'],
      effects: [{ do: 'heal', who: 'target' }],
      botUse: true,
    },
    {
      label: 'tap bearer and discard: untap a character in his company that is not wounded',
      windows: ANY_TIME,
      target: { kind: 'character', side: 'company', where: [{ is: 'status', status: 'tapped' }] },
      costs: ['tapBearer', 'discardSelf'],
      effects: [{ do: 'untap', who: 'target' }],
    },
  ],
};
export default def;
