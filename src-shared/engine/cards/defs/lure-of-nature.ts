import type { CardDef } from '../cardApi';
import { checksAtMhEnd, corruptionCard, notRace } from '../vocab/corruption';

const def: CardDef = corruptionCard({
  name: 'Lure of Nature',
  text:
    'Corruption. Playable on a non-Hobbit, non-Dwarf, non-Orc, non-Ringwraith character. Target character receives 2 corruption points and makes a corruption check at the end of his movement/hazard phase for each Wilderness [{w}] in his company’s site path. During his organization phase, the character may tap to attempt to remove this card. Make a roll—if the result is greater than 4, discard this card. Cannot be duplicated on a given character.',
  where: [notRace('Hobbit', 'Dwarf', 'Orc', 'Ringwraith')],
  above: 4,
  static: [
    checksAtMhEnd('Lure of Nature', (path) => (path ? path.filter((t) => t === 'w').length : 0)),
  ],
});
export default def;
