import type { CardDef } from '../cardApi';
import { corruptionPlay } from '../vocab/corruption';
import { discardWhenExhausted } from '../vocab/hazards';

// Arda has no Fallen-wizards and no stage points (ARDA-DIGEST §1.2: "Hero, Fallen-wizard/Stage and Balrog alignment cards" are
// excluded): the modifier is -1 to the general influence of the player whose Wizard or Ringwraith bears it (state.ts generalInfluence
// reads cards kept with his characters).
const def: CardDef = {
  name: 'Cruel Claw Perceived',
  text:
    'Playable on a Wizard, Fallen-wizard, or Ringwraith. His general influence is modified by -1. If he is a Fallen-wizard, this modifier is instead: -9 if his stage points (SPs) exceed 20, -7 if his SPs exceed 15, -5 if his SPs exceed 10, or -3 if his SPs exceed 5 (use the first modifier that applies). Additionally, the Fallen-wizard’s hand size is reduced by 1 if his SPs exceed 10, and by 1 more if his SPs exceed 20.  Cannot be duplicated on a given character.  Discard when any play deck is exhausted.',
  play: corruptionPlay('Cruel Claw Perceived', [{ is: 'race', race: ['Wizard', 'Ringwraith'] }], false),
  effects: [{ do: 'attach', to: 'target' }, discardWhenExhausted],
  static: [{ on: 'generalInfluence', delta: -1 }],
};
export default def;
