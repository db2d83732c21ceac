import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Narsil',
  alignment: ['Hero'],
  text: 'Unique. Weapon. +1 to prowess and direct influence.',
};
export default def;
