import { cardOf, shuffleInPlace, type CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Horns, Horns, Horns',
  // Arda Revised keeps factions in the MP deck ("every card worth marshalling points that players contend for: items (not minor), allies,
  // factions …"), never in the Play deck: each set's discarded factions go back into its MP deck, which is shuffled. The sets are
  // communal, so "each player" is each set in the game. No timing of its own: any phase of its player's turn.
  text: 'Each player removes all factions from his discard pile and shuffles them into his play deck.',
  play: { side: 'resource', windows: ['organization', 'longEvent', 'movementHazard', 'site', 'endTurn'] },
  effects: [
    {
      do: 'custom',
      label: "each set's discarded factions are shuffled back into its MP deck",
      run: (q, ctx) => {
        for (const zones of Object.values(q.s.sets)) {
          if (!zones) continue;
          const factions = Object.values(zones.discards).flatMap((pile) => pile.filter((i) => cardOf(q.s, i).subtype === 'Faction'));
          if (factions.length === 0) continue;
          for (const pile of Object.values(zones.discards)) for (const i of factions) if (pile.includes(i)) pile.splice(pile.indexOf(i), 1);
          zones.decks.mp.push(...factions);
          shuffleInPlace(q.s.rng, zones.decks.mp);
          for (const i of factions) ctx.events.push({ type: 'effect', effect: 'custom', label: `${cardOf(q.s, i).name} goes back into the MP deck`, card: q.card.id });
        }
      },
    },
  ],
};
export default def;
