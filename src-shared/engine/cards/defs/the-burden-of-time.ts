import type { CardDef } from '../cardApi';
import { corruptionCard, notAtHaven, untapCheck } from '../vocab/corruption';

const def: CardDef = corruptionCard({
  name: 'The Burden of Time',
  text:
    'Corruption. Playable on an Elf not in a Haven/Darkhaven [{H}]. Target Elf receives 2 corruption points and must make a corruption check during each of his untap phases if he is not in a Haven. Cannot be duplicated on a given Elf. During his organization phase, an Elf with this card may tap to attempt to remove it. Make a roll: if this result is greater than 7, discard this card.',
  where: [{ is: 'race', race: ['Elf'] }, notAtHaven],
  above: 7,
  who: 'Legolas',
  from: 'Bree',
  static: [untapCheck('The Burden of Time', false)],
});
export default def;
