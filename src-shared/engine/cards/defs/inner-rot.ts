import type { CardDef } from '../cardApi';
import { corruptionCard } from '../vocab/corruption';

// Arda has no Fallen-wizards, stage points or stage cards: the card goes on a Wizard, who receives 1 corruption point (the card data's figure).
const def: CardDef = corruptionCard({
  name: 'Inner Rot',
  text:
    'Corruption. Playable on a Wizard or a Fallen-wizard. He receives 1 corruption point (CP). If he is a Fallen-wizard, he receives 2 stage points and the CPs received are instead: 4 CPs if his stage points (SPs) exceed 18, 3 CPs if his SPs exceed 11, 2 CPs if his SPs exceed 5, 1 CP if his SPs exceed 0 (use the first that applies). The target makes a corruption check whenever his controlling player plays a stage card. Cannot be duplicated on a given character. During his organization phase, target may tap to attempt to remove this card. Make a roll—if this result is greater than 6, discard this card.',
  where: [{ is: 'race', race: ['Wizard'] }],
  above: 6,
  who: 'Gandalf',
});
export default def;
