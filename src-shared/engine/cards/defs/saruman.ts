import { cardOf, player, setZones, type CardDef, type GameState } from '../cardApi';
import { fromDiscard } from '../vocab/characters';

/** Spell cards in the seat's discard piles: "Spell." is in their text (the card data gives them no keyword). */
function spellsInDiscard(s: GameState, seat: number): number[] {
  const z = setZones(s, player(s, seat).alignment);
  return Object.values(z.discards).flat().filter((inst) => /\bSpell\./.test(cardOf(s, inst).text ?? ''));
}

const def: CardDef = {
  name: 'Saruman',
  alignment: ['Hero'],
  // "May tap to use a Palantír he bears": each Palantír's uses read it (vocab/palantiri.ts: he and the Palantír tap), so nothing is left
  // for Saruman's card to carry out.
  text: 'Unique. May tap to use a Palantír he bears. At the beginning of your end-of-turn phase, you may tap Saruman to take one spell card from your discard pile to your hand.',
  abilities: [
    {
      label: 'tap Saruman: take one spell card from your discard pile to your hand',
      windows: ['endTurn'],
      // "At the beginning of your end-of-turn phase": before his player's end-of-turn discard.
      requires: [{ is: 'custom', label: 'at the beginning of your end-of-turn phase', test: (q) => q.s.turn.active === q.seat && !q.s.turn.endDiscarded.includes(q.seat) }],
      target: { kind: 'custom', label: 'a spell card in your discard pile', targets: (s, seat) => spellsInDiscard(s, seat) },
      costs: ['tapSelf'],
      effects: [{ do: 'custom', label: 'the spell card goes to his player\'s hand', run: (q) => {
        if (q.target === null || !fromDiscard(q.s, q.seat, q.target)) return;
        player(q.s, q.seat).hand.push(q.target);
      } }],
      botUse: true,
    },
  ],
};
export default def;
