import type { CardDef } from '../cardApi';
import { corruptionPlay, notRace } from '../vocab/corruption';

// Direct influence never goes below zero (state.ts directInfluence): "(to a minimum of zero)".
const def: CardDef = {
  name: 'Shut Yer Mouth',
  text:
    'Playable on a non-Wizard, non-Ringwraith character. -2 to character’s direct influence (to a minimum of zero). Once during each of his organization phases, the character may attempt to remove this card. Make a roll—if the result is greater than 7, discard this card. Cannot be duplicated on a given character.',
  play: corruptionPlay('Shut Yer Mouth', [notRace('Wizard', 'Ringwraith')], false),
  effects: [{ do: 'attach', to: 'target' }],
  static: [
    { on: 'bearer', stat: 'di', delta: -2 },
    { on: 'removal', above: 7, tap: false, once: true },
  ],
};
export default def;
