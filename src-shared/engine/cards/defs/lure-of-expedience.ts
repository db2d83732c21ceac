import type { CardDef } from '../cardApi';
import { checksForCompanion, corruptionCard, notRace } from '../vocab/corruption';

const def: CardDef = corruptionCard({
  name: 'Lure of Expedience',
  text:
    'Corruption. Playable on a non-Ringwraith, non-Wizard, non-Hobbit character. Target character receives 2 corruption points and makes a corruption check each time a character in his company gains an item (including a ring special item). During his organization phase, the character may tap to attempt to remove this card. Make a roll—if the result is greater than 5, discard this card. Cannot be duplicated on a given character.',
  where: [notRace('Ringwraith', 'Wizard', 'Hobbit')],
  above: 5,
  static: [checksForCompanion('itemGained')],
});
export default def;
