import { type CardDef, hasSkill, type GameState } from '../cardApi';
import { DOORS, staysUnique } from '../vocab/hazards';

const notRanger = (s: GameState, inst: number): boolean => !hasSkill(s, inst, 'Ranger');

const def: CardDef = {
  name: 'Night',
  text: 'Environment. The prowess of each non-ranger Dúnadan is modified by -1. Additionally, if Doors of Night is in play, the prowesses of all attacks are modified by +1 and the prowess of each Man and Dúnadan is modified by -1. Cannot be duplicated.',
  ...staysUnique('Night'),
  static: [
    { on: 'characters', stat: 'prowess', races: ['Dúnadan'], delta: -1, onlyIf: notRanger },
    { on: 'attack', races: [], stat: 'prowess', delta: 1, ifInPlay: [DOORS] },
    { on: 'characters', stat: 'prowess', races: ['Man', 'Dúnadan'], delta: -1, ifInPlay: [DOORS] },
  ],
};
export default def;
