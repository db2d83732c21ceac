import { cardOf, nameKey, player, removeFrom, shuffleInPlace, type CardDef, type GameState } from '../cardApi';
import { ANY_PHASE } from '../vocab/resourcePlay';

const AKHORAHIL = nameKey('Akhôrahil the Ringwraith');

/** A magic card ("Magic." opens its text). */
function isMagic(s: GameState, inst: number): boolean {
  return /^\s*Magic\./.test(cardOf(s, inst).text.replace(/<[^>]+>/g, ''));
}

const def: CardDef = {
  name: 'Akhôrahil Unleashed',
  alignment: ['Minion'],
  // "As your Ringwraith": Akhôrahil is one of the player's characters (each avatar is in one player's hands). Arda's Play deck and
  // its discard pile are the alignment's communal ones; the card taken is the target.
  text: 'Playable on Akhôrahil the Ringwraith (as your Ringwraith). You may take a magic card from your play deck or discard pile to your hand (reshuffle play deck if searched).',
  play: {
    side: 'resource',
    windows: ANY_PHASE,
    requires: [{ is: 'custom', label: 'Akhôrahil the Ringwraith is your Ringwraith', test: (q) => q.s.companies.some((co) => co.owner === q.seat && co.chars.some((ch) => cardOf(q.s, ch).key === AKHORAHIL)) }],
    target: {
      kind: 'custom',
      label: 'a magic card in your play deck or discard pile',
      targets: (s, seat) => {
        const z = s.sets[player(s, seat).alignment];
        return [...(z?.decks.play ?? []), ...(z?.discards.play ?? [])].filter((i) => isMagic(s, i));
      },
    },
  },
  effects: [
    {
      do: 'custom',
      label: 'the magic card to his hand (the play deck reshuffled if searched)',
      run: (q) => {
        const z = q.s.sets[player(q.s, q.seat).alignment];
        if (!z || q.target === null) return;
        const fromDeck = removeFrom(z.decks.play, q.target);
        if (!fromDeck && !removeFrom(z.discards.play, q.target)) return;
        player(q.s, q.seat).hand.push(q.target);
        if (fromDeck) shuffleInPlace(q.s.rng, z.decks.play);
      },
    },
  ],
};
export default def;
