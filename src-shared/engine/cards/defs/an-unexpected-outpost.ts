import { type CardDef, cardOf, player, removeFrom, shuffleInPlace } from '../cardApi';
import { doorsOfNight, inDiscard } from '../vocab/hazards';

const def: CardDef = {
  // Arda has no sideboards: the hazard comes from the player's discard pile (his set's Play deck discards).
  // "You may do this twice" with Doors of Night: the second hazard is the one most recently discarded (besides the target).
  name: 'An Unexpected Outpost',
  text: 'Bring one hazard from your sideboard or discard pile into your play deck and shuffle. If Doors of Night is in play, you may do this twice.',
  play: {
    side: 'hazard',
    windows: ['hazard'],
    target: { kind: 'inDiscard', match: { type: 'Hazard' } },
    requires: [{ is: 'custom', label: 'the hazard is still in the discard pile', test: (q) => q.target !== null && inDiscard(q.s, q.target) }],
  },
  effects: [
    {
      do: 'custom',
      label: 'the hazard (two with Doors of Night) goes from the discard pile into the play deck, which is shuffled',
      run: (q, ctx) => {
        const { s } = q;
        const zones = s.sets[player(s, q.seat).alignment];
        if (!zones || q.target === null) return;
        const moved = [q.target];
        if (doorsOfNight(s)) {
          const second = [...zones.discards.play].reverse().find((i) => i !== q.target && cardOf(s, i).type === 'Hazard');
          if (second !== undefined) moved.push(second);
        }
        for (const inst of moved) {
          for (const pile of Object.values(zones.discards)) removeFrom(pile, inst);
          zones.decks.play.push(inst);
          ctx.events.push({ type: 'effect', effect: 'custom', label: `${cardOf(s, inst).name} goes back into the play deck`, card: q.card.id });
        }
        shuffleInPlace(s.rng, zones.decks.play);
      },
    },
  ],
};
export default def;
