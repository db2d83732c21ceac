/**
 * Kill All But NOT the Halflings, as Seize Prisoners (vocab/prisoners.ts): played from the MP hand at Bag End, the company faces a
 * Hobbit attack (4 strikes with 6 prowess); then a character may tap to take it, and does not untap until it is stored at Barad-dûr in
 * his organization phase: for 5 marshalling points when no other copy has been stored before, else 1 (GameState.storedMp).
 * "Cannot be included in a Balrog's/Fallen-wizard's deck": Arda has neither.
 */
import { cardOf, companyOfChar, nameKey, type CardDef } from '../cardApi';
import { prisonerCard } from '../vocab/prisoners';
import { storeCardAbility } from '../vocab/storing';

const name = 'Kill All But NOT the Halflings';
const { pending, start, take, afterwards } = prisonerCard(name, [{ race: 'Hobbit', strikes: 4, prowess: 6 }], false);

const def: CardDef = {
  name,
  alignment: ['Minion'],
  text: "Playable during the site phase on a company at Bag End. It faces a Hobbit attack (4 strikes with 6 prowess). If no characters are untapped after the attack, discard this card. Otherwise, you may tap one character in the company and put this card under his control. No marshalling points are received and that character may not untap until this card is stored at Barad-dûr during his organization phase. Only the first Kill All But NOT the Halflings stored is worth 5 marshalling points, all others are only worth 1 point each. Cannot be included in a Balrog's/Fallen-wizard's deck.",
  play: { side: 'resource', windows: ['site'], target: { kind: 'character', side: 'company' }, requires: [{ is: 'entered' }, { is: 'siteName', names: ['Bag End'] }] },
  effects: [
    { do: 'attach', to: 'target' },
    { do: 'custom', label: 'the company faces a Hobbit attack (4 strikes with 6 prowess)', run: (q, ctx) => (q.target !== null ? start(q.s, q.inst, q.target, ctx) : undefined) },
  ],
  abilities: [
    take(`tap a character of the company: ${name} goes under his control`, `${name} goes under his control`),
    storeCardAbility({
      label: `store ${name} (marshalling points)`,
      where: 'Barad-dûr',
      types: ['D'],
      ready: (q) => !pending(q.s, q.inst) && q.bearer !== null && q.bearer !== undefined && q.s.catalog.cards[companyOfChar(q.s, q.bearer)?.site ?? '']?.key === nameKey('Barad-dûr'),
      then: (q) => {
        const earlier = q.s.players.some((p) => p.mpPile.some((i) => i !== q.inst && cardOf(q.s, i).key === q.card.key));
        (q.s.storedMp ??= {})[String(q.inst)] = earlier ? 1 : 5;
      },
    }),
  ],
  static: [afterwards],
};
export default def;
