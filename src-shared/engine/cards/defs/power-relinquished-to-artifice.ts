import { type CardDef, cardOf, type GameState } from '../cardApi';
import { corruptionPlay } from '../vocab/corruption';
import { discardWhenExhausted } from '../vocab/hazards';

/** "For Alatar and Radagast, reduce the modifier to 0 for prowess and double it for direct influence." */
const tamer = (s: GameState, bearer: number): boolean => ['Alatar', 'Radagast'].includes(cardOf(s, bearer).name);

// Arda has no Fallen-wizards and no stage points: his modifiers are the -1s.
const def: CardDef = {
  name: 'Power Relinquished to Artifice',
  text:
    'Playable on a Wizard, Fallen-wizard, or Ringwraith. His prowess and direct influence are each modified by -1. If he is a Fallen-wizard, these modifiers are instead: -5 if his stage points (SPs) exceed 20, -4 if his SPs exceed 15, -3 if his SPs exceed 10, -2 if his SPs exceed 5 (use the first modifer that applies). For Alatar and Radagast, reduce the modifier to 0 for prowess and double it for direct influence. Cannot be duplicated on a given character. Discard when any play deck is exhausted.',
  play: corruptionPlay('Power Relinquished to Artifice', [{ is: 'race', race: ['Wizard', 'Ringwraith'] }], false),
  effects: [{ do: 'attach', to: 'target' }, discardWhenExhausted],
  static: [
    { on: 'bearer', stat: 'prowess', delta: 0, deltaOf: (s, bearer) => (tamer(s, bearer) ? 0 : -1) },
    { on: 'bearer', stat: 'di', delta: 0, deltaOf: (s, bearer) => (tamer(s, bearer) ? -2 : -1) },
  ],
};
export default def;
