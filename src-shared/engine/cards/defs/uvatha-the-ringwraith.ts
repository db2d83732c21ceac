/** A Ringwraith: his modes and other manifestations cannot arise in Arda (cards/vocab/characters.ts, "Ringwraiths"). */
import { player, setZones, shuffleInPlace, type CardDef } from '../cardApi';
import { atDarkhaven, fromDiscard } from '../vocab/characters';

const def: CardDef = {
  name: 'Ûvatha the Ringwraith',
  // "He may join another Ringwraith's company … and requires no influence to control": a player has one Ringwraith (Arda Revised: his avatar,
  // who needs no influence), so another Ringwraith's company cannot arise.
  text: 'Unique. Manifestation of Ûvatha the Horseman. Can use spirit-magic. -3 direct influence in Heralded Lord mode. -1 prowess in Fell Rider mode. He may join another Ringwraith’s company during your organization phase and requires no influence to control. As your Ringwraith, if at a Darkhaven [{DH}], he may tap during your organization phase to move one resource event card from your discard pile to your play deck and reshuffle.',
  abilities: [
    {
      label: 'tap Ûvatha: move a resource event from your discard pile to your play deck and reshuffle',
      windows: ['organization'],
      target: { kind: 'inDiscard', match: { type: 'Resource', subtypes: ['Short-event', 'Long-event', 'Permanent-event'] } },
      requires: [atDarkhaven],
      costs: ['tapSelf'],
      effects: [{ do: 'custom', label: 'the resource event goes into the play deck, reshuffled', run: (q) => {
        if (q.target === null || !fromDiscard(q.s, q.seat, q.target)) return;
        const deck = setZones(q.s, player(q.s, q.seat).alignment).decks.play;
        deck.push(q.target);
        shuffleInPlace(q.s.rng, deck);
      } }],
    },
  ],
};
export default def;
