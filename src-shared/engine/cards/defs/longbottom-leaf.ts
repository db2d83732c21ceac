import { player, shuffleInPlace, type CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Longbottom Leaf',
  // A resource short-event with no timing of its own: in any phase of its player's turn. Arda has no sideboard (as Ancient Secrets'
  // alternative), so "up to two resources" are none: the Play deck is reshuffled and the card removed from the game (PlayerState.removed).
  text: 'Take up to two resources from your sideboard to your play deck and reshuffle. Remove this card from the game.',
  play: { side: 'resource', windows: ['organization', 'longEvent', 'movementHazard', 'site', 'endTurn'] },
  effects: [
    {
      do: 'custom',
      label: 'no sideboard in Arda: the play deck is reshuffled',
      run: (q, ctx) => {
        const zones = q.s.sets[player(q.s, q.seat).alignment];
        if (!zones) return;
        shuffleInPlace(q.s.rng, zones.decks.play);
        ctx.events.push({ type: 'effect', effect: 'custom', label: 'the play deck is reshuffled', card: q.card.id });
      },
    },
    { do: 'removeFromGame' },
  ],
};
export default def;
