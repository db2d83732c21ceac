/**
 * Helm of Her Secrecy: its condition, "If Éowyn is in your hand", is never met in Arda (characters are never in the Play hand:
 * vocab/characters.ts characterInHand), so the card has no legal play and is refused with that reason; what it would do once
 * played never arises.
 */
import type { CardDef } from '../cardApi';
import { characterInHand } from '../vocab/characters';

const def: CardDef = {
  name: 'Helm of Her Secrecy',
  alignment: ['Hero'],
  text: 'If Éowyn is in your hand, this card is playable on a company facing an attack (before strikes are assigned)—the company must contain a character with Edoras as a home site.',
  play: { side: 'resource', windows: ['attack'], requires: [characterInHand('Éowyn')] },
};
export default def;
