import type { CardDef } from '../cardApi';
import { character, raceFactions } from '../vocab/characters';

// "+1 prowess against Orcs" by the factory; "and Elves" as his own `self` prowess effect (an automatic-attack of "Elves", a creature of race Elf) (scenario: tests/cards/scenarios/threlin.ts).
const base: CardDef = character("Threlin", "Unique. +2 direct influence against Dwarves and Dwarf factions. +1 prowess against Orcs and Elves.", { minion: true, orcs: 1, influence: [raceFactions(2, 'Dwarf', 'Petty-dwarves', 'Dunlendings')], followers: [{ delta: 2, races: ['Dwarf'], label: '+2 direct influence against Dwarves', test: 'Drór', other: 'Ivic' }] });
const def: CardDef = { ...base, static: [...(base.static ?? []), { on: 'self', stat: 'prowess', delta: 1, againstRaces: ['Elf', 'Elves'] }] };
export default def;
