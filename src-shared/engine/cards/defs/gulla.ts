import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

// "+1 prowess against Orcs" by the factory; "and Elves" as his own `self` prowess effect (an automatic-attack of "Elves", a creature of race Elf) (scenario: tests/cards/scenarios/gulla.ts).
const base: CardDef = character("Gulla", "Unique. +1 prowess against Orcs and Elves.", { minion: true, orcs: 1 });
const def: CardDef = { ...base, static: [...(base.static ?? []), { on: 'self', stat: 'prowess', delta: 1, againstRaces: ['Elf', 'Elves'] }] };
export default def;
