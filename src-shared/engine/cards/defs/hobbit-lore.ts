import type { CardDef } from '../cardApi';
import { AT_HAVEN, onOwnCharacter } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'Hobbit-lore',
  alignment: ['Hero'],
  // "+2 direct influence against Hobbits and Hobbit factions": his influence checks to play a Hobbit faction and his influence
  // attempts against a Hobbit character (effects/statics.ts itemInfluence reads the cards kept with him).
  text: 'Playable on Gandalf during the organization phase while at a Haven [{H}]. If untapped, tap Gandalf afterwards. He receives +2 direct influence against Hobbits and Hobbit factions.',
  play: onOwnCharacter(['organization'], [{ is: 'named', names: ['Gandalf'] }, AT_HAVEN]),
  effects: [
    { do: 'attach', to: 'target' },
    { do: 'tap', who: 'target' },
  ],
  static: [{ on: 'influenceAgainst', delta: 2, against: ['faction', 'character'], race: 'Hobbit' }],
};
export default def;
