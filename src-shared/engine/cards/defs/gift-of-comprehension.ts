import type { CardDef } from '../cardApi';
import { tapRaceAtHaven } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'Gift of Comprehension',
  alignment: ['Hero'],
  text: 'Playable on a Dúnadan at a Haven [{H}]; tap the Dúnadan. Gives the bearer sage skill.',
  play: tapRaceAtHaven('Dúnadan'),
  effects: [{ do: 'attach', to: 'target' }],
  // Read wherever a card requires a sage or a sage taps to play it (effects/query.ts hasSkill).
  static: [{ on: 'skill', skill: 'Sage' }],
};
export default def;
