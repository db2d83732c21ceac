import type { CardDef } from '../cardApi';
import { shieldTap } from '../vocab/bearer';

const def: CardDef = {
  name: 'Enruned Shield',
  alignment: ['Hero'],
  text: 'Unique. Hoard item. Shield. +3 to body to a maximum of 10. Warrior only: tap Enruned Shield to cause one strike against bearer to be ineffectual (i. e., it doesn’t fail and it is not successful).',
  // An ineffectual strike is as a cancelled one: neither failed nor successful (it does not count toward defeating the attack).
  abilities: [
    shieldTap('tap: one strike against the bearer is ineffectual', [{ do: 'cancelStrike' }]),
  ],
};
export default def;
