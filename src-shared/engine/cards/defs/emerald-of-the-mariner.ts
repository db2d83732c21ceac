import type { CardDef } from '../cardApi';

// "This item is considered a source of 0 corruption points": its card data gives 0.
const def: CardDef = {
  name: 'Emerald of the Mariner',
  alignment: ['Hero'],
  text: 'Unique. Hoard item. Bearer receives +1 to all of his corruption checks. You may keep one more card than normal in your hand. This item is considered a source of 0 corruption points.',
  static: [
    { on: 'bearer', stat: 'corruptionCheck', delta: 1 },
    { on: 'bearer', stat: 'handSize', delta: 1 },
  ],
};
export default def;
