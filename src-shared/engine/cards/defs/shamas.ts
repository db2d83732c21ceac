import type { CardDef } from '../cardApi';
import { character, named, raceFactions } from '../vocab/characters';

const def: CardDef = character('Shámas', 'Unique. +1 direct influence against Man factions. Additionally, +2 direct influence against the Dunlendings faction.', {
  minion: true, influence: [raceFactions(1, 'Man', 'Easterlings', 'Hill Trolls'), { ...named(2, 'Dunlendings', 'Hill Trolls'), expected: 3 }],
});
export default def;
