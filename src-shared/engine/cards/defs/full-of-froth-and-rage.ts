import type { CardDef } from '../cardApi';
import { staysUnique } from '../vocab/hazards';

const def: CardDef = {
  name: 'Full of Froth and Rage',
  text: 'All Spider and Animal attacks receive +2 prowess. Discard if a Spider or Animal attack is defeated. Cannot be duplicated.',
  ...staysUnique('Full of Froth and Rage'),
  static: [
    { on: 'attack', races: ['Spider', 'Animal'], stat: 'prowess', delta: 2 },
    { on: 'attackDefeated', races: ['Spider', 'Animal'] },
  ],
};
export default def;
