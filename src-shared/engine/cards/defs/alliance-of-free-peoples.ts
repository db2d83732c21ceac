/**
 * Alliance of Free Peoples: the extra point of each hero Dwarf, Elf and Man faction is a `factionPoints` static (scoring.ts), for
 * whoever controls the faction ("all hero Dwarf factions … give"), while one of each race is in play. A "Man faction" is one of race
 * Man as the card data gives it (Dúnedain factions are of race Dúnadan). It stays in play as a permanent-event (effects/resolve.ts).
 */
import type { CardDef } from '../cardApi';
import { discardWhenOneDiscarded } from '../vocab/heroPermanents';
import { ANY_PHASE } from '../vocab/resourcePlay';

const name = 'Alliance of Free Peoples';
const RACES = ['Dwarf', 'Elf', 'Man'];

const def: CardDef = {
  name,
  alignment: ['Hero'],
  text: 'If at least one hero Dwarf faction, one hero Elf faction, and one hero Man faction is in play, all hero Dwarf factions, hero Elf factions, and hero Man factions give an additional marshalling point. Discard when any hero Dwarf faction, hero Elf faction, or hero Man faction is discarded from play. Cannot be duplicated.',
  play: { side: 'resource', windows: ANY_PHASE, requires: [{ is: 'notInPlay', names: [name] }] },
  static: [{ on: 'factionPoints', races: RACES, alignment: 'Hero', delta: 1, eachInPlay: true }, discardWhenOneDiscarded({ subtype: 'Faction', alignment: 'Hero', races: RACES })],
};
export default def;
