import type { CardDef } from '../cardApi';
import { corruptionCard, untapCheck } from '../vocab/corruption';

// Arda has no Fallen-wizards: the card goes on a Wizard.
const def: CardDef = corruptionCard({
  name: 'Longing for the West',
  text:
    'Corruption. Playable on a Wizard or a Fallen-wizard. He receives 2 corruption points and makes a corruption check at the end of his untap phase if not at a Haven [{H}] (or Wizardhaven). Cannot be duplicated on a given character. During his organization phase, target may tap to attempt to remove this card. Make a roll—if this result is greater than 6, discard this card.',
  where: [{ is: 'race', race: ['Wizard'] }],
  above: 6,
  who: 'Gandalf',
  static: [untapCheck('Longing for the West', false)],
});
export default def;
