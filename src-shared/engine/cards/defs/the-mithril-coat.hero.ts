import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'The Mithril-coat',
  alignment: ['Hero'],
  text: 'Unique. Armor. +3 to body (to a maximum of 10).',
};
export default def;
