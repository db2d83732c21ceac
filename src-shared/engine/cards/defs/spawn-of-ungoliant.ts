import { type CardDef, nameKey } from '../cardApi';

const SPAWN = { race: 'Spawn', strikes: 3, eachCharacter: false, prowess: 15, body: 8, attackerChooses: false };

// Defeated, an additional automatic-attack given by a card in play puts the card in the defender's marshalling point pile (its 4 kill
// points; combat.ts, AutoAttack.from). A unique card: the engine refuses a second copy while one is in play.
const def: CardDef = {
  name: 'Spawn of Ungoliant',
  text: 'Unique. Spawn. The Pûkel-deeps and The Gem-deeps each have an additional automatic-attack: Spawn — 3 strikes with 15/8 prowess/body. In addition, +1 to all body checks for Elves, Dwarves, Hobbits, Dúnedain, and Men resulting from Spider attacks.',
  play: { side: 'hazard', windows: ['hazard'] },
  effects: [{ do: 'stay' }],
  static: [
    { on: 'autoAttackAt', site: nameKey('The Pûkel-deeps'), attack: SPAWN },
    { on: 'autoAttackAt', site: nameKey('The Gem-deeps'), attack: SPAWN },
    { on: 'bodyChecks', races: ['Elf', 'Dwarf', 'Hobbit', 'Dúnadan', 'Man'], attackRaces: ['Spider'], delta: 1 },
  ],
};
export default def;
