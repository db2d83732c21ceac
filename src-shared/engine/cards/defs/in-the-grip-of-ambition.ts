import type { CardDef } from '../cardApi';
import { corruptionCard } from '../vocab/corruption';

// Arda has no Fallen-wizards and no stage points: the card goes on a Wizard, who receives its 1 corruption point (the card data's figure).
const def: CardDef = corruptionCard({
  name: 'In the Grip of Ambition',
  text:
    'Corruption. Playable on a Fallen-wizard or a Wizard. He receives 1 corruption point (CP). If he is a Fallen-wizard, he receives 2 stage points. If he has more than 7 stage points, he receives an additional stage point. Cannot be duplicated on a given character. During his organization phase, target may tap to attempt to remove this card. Make a roll—if this result is greater than 8, discard this card.',
  where: [{ is: 'race', race: ['Wizard'] }],
  above: 8,
  who: 'Gandalf',
});
export default def;
