import { cardOf, nameKey, type CardDef } from '../cardApi';
import { ANY_PHASE, companyIs, onOwnCharacter } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'Return of the King',
  alignment: ['Hero'],
  text: 'Unique. Aragorn II only. Only playable in Minas Tirith and only if Denethor II is not in play. Aragorn II’s direct influence is modified by +3. Keep this card with Aragorn II; discard if he leaves play.',
  play: onOwnCharacter(ANY_PHASE, [{ is: 'named', names: ['Aragorn II'] }], {
    requires: [
      companyIs('Aragorn II at Minas Tirith', (co, q) => q.s.catalog.cards[co.site]?.key === nameKey('Minas Tirith')),
      { is: 'notInPlay', names: ['Denethor II'] },
      { is: 'custom', label: 'unique: not already with Aragorn II', test: (q) => !Object.values(q.s.chars).some((ch) => ch.hazards.some((h) => cardOf(q.s, h).key === q.card.key)) },
    ],
  }),
  // Kept on Aragorn II: cards on a character are discarded when he leaves play.
  effects: [{ do: 'attach', to: 'target' }],
  static: [{ on: 'bearer', stat: 'di', delta: 3 }],
};
export default def;
