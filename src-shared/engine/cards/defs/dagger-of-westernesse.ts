import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Dagger of Westernesse',
  alignment: ['Hero'],
  text: 'Weapon. +1 to prowess to a maximum of 8.',
};
export default def;
