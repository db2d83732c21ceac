import { cardOf, player, removeFrom, setStatus, shuffleInPlace, statusOf, type CardDef, type GameState, type Query } from '../cardApi';

/** The player's untapped Pallando, if he is in play. */
function pallando(s: GameState, seat: number): number | undefined {
  return s.companies.flatMap((co) => (co.owner === seat ? co.chars : [])).find((ch) => cardOf(s, ch).name === 'Pallando' && statusOf(s, ch) === 'untapped');
}

const def: CardDef = {
  name: 'Eyes of Mandos',
  alignment: ['Hero'],
  // The card chosen among the top eight is the target (Arda's Play deck is the alignment's communal one; its top is drawn first).
  // "Shuffle the remaining ones into your play deck": the deck is shuffled with them.
  text: 'Playable on Pallando during the organization phase. Tap Pallando and reveal up to 8 cards from the top of your play deck. Choose one to put into your hand and shuffle the remaining ones into your play deck.',
  play: {
    side: 'resource',
    windows: ['organization'],
    requires: [{ is: 'custom', label: 'your untapped Pallando', test: (q) => pallando(q.s, q.seat) !== undefined }],
    target: { kind: 'custom', label: 'one of the top 8 cards of your play deck', targets: (s, seat) => (s.sets[player(s, seat).alignment]?.decks.play ?? []).slice(0, 8) },
  },
  effects: [
    {
      do: 'custom',
      label: 'tap Pallando; the chosen card to your hand, the play deck shuffled',
      run: (q: Query) => {
        const who = pallando(q.s, q.seat);
        if (who !== undefined) setStatus(q.s, who, 'tapped');
        const z = q.s.sets[player(q.s, q.seat).alignment];
        if (!z || q.target === null || !removeFrom(z.decks.play, q.target)) return;
        player(q.s, q.seat).hand.push(q.target);
        shuffleInPlace(q.s.rng, z.decks.play);
      },
    },
  ],
};
export default def;
