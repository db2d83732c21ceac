import type { CardDef } from '../cardApi';
import { staysUnique } from '../vocab/hazards';

const def: CardDef = {
  name: 'The Moon Is Dead',
  text: 'All Undead attacks receive +1 strike and +1 prowess. All Undead automatic-attacks are duplicated (i. e., each must be faced twice, including all modifications). Discard this card when an Undead attack is defeated. Cannot be duplicated.',
  ...staysUnique('The Moon Is Dead'),
  static: [
    { on: 'attack', races: ['Undead'], stat: 'strikes', delta: 1 },
    { on: 'attack', races: ['Undead'], stat: 'prowess', delta: 1 },
    { on: 'autoAttackTwice', races: ['Undead'] },
    { on: 'attackDefeated', races: ['Undead'] },
  ],
};
export default def;
