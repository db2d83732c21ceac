import type { CardDef } from '../cardApi';
import { checksForCompanion, corruptionCard, notRace } from '../vocab/corruption';

const def: CardDef = corruptionCard({
  name: 'Despair of the Heart',
  text:
    'Corruption. Playable on a non-Hobbit, non-Wizard, non-Ringwraith character. Target character receives 2 corruption points and makes a corruption check each time a character in his company becomes wounded. During his organization phase, the character may tap to attempt to remove this card. Make a roll—if the result is greater than 4, discard this card. Cannot be duplicated on a given character.',
  where: [notRace('Hobbit', 'Wizard', 'Ringwraith')],
  above: 4,
  // Declared once the action that wounded them (a strike, a card) is over, one check per wound.
  static: [checksForCompanion('wounded')],
});
export default def;
