import type { CardDef } from '../cardApi';
import { staysUnique } from '../vocab/hazards';

const def: CardDef = {
  name: 'Redoubled Force',
  text: 'All Orc and Troll automatic-attacks receive +3 strikes and +2 prowess. Discard this card when such an automatic-attack is defeated. Cannot be duplicated.',
  ...staysUnique('Redoubled Force'),
  static: [
    { on: 'attack', races: ['Orc', 'Troll'], stat: 'strikes', delta: 3, source: 'auto' },
    { on: 'attack', races: ['Orc', 'Troll'], stat: 'prowess', delta: 2, source: 'auto' },
    { on: 'attackDefeated', races: ['Orc', 'Troll'], source: 'auto' },
  ],
};
export default def;
