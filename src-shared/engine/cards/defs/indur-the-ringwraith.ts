/** A Ringwraith: his modes and other manifestations cannot arise in Arda (cards/vocab/characters.ts, "Ringwraiths"). */
import { cardOf, player, type CardDef } from '../cardApi';
import { fromDiscard } from '../vocab/characters';

/** A magic card ("Magic. Sorcery.", "Magic. Shadow-magic."): the data gives no keyword, the text does. */
function isMagic(card: { text: string }): boolean {
  return /(^|\.\s+)Magic\./.test(card.text.replace(/<[^>]+>/g, '').trim());
}

const def: CardDef = {
  name: 'Indûr the Ringwraith',
  // "At the beginning of each of his end-of-turn phases": in his player's end-of-turn phase, before its discards.
  text: 'Unique. Manifestation of Indûr Dawndeath. Can use sorcery and spirit-magic. -1 direct influence in Heralded Lord mode. -3 prowess in Fell Rider mode. As your Ringwraith, at the beginning of each of his end-of-turn phases, he may tap to take a magic card from your discard pile to your hand.',
  abilities: [
    {
      label: 'tap Indûr: take a magic card from your discard pile to your hand',
      windows: ['endTurn'],
      target: { kind: 'inDiscard', match: {} },
      requires: [{ is: 'custom', label: 'a magic card', test: (q) => q.target !== null && isMagic(cardOf(q.s, q.target)) }],
      costs: ['tapSelf'],
      effects: [{ do: 'custom', label: 'the magic card goes to his player\'s hand', run: (q) => {
        if (q.target === null || !fromDiscard(q.s, q.seat, q.target)) return;
        player(q.s, q.seat).hand.push(q.target);
      } }],
      botUse: true,
    },
  ],
};
export default def;
