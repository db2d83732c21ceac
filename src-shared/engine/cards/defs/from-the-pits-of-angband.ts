import { type CardDef, cardOf, type EngineCard, raceMatches, removeFrom, shuffleInPlace } from '../cardApi';
import { dragonManifestation } from '../vocab/dragons';
import { doorsOfNight, staysUnique } from '../vocab/hazards';

/** A Drake hazard creature (race Drake, or a "-drake" by name). */
function drakeCreature(c: EngineCard): boolean {
  return c.type === 'Hazard' && /Creature/.test(c.subtype ?? '') && (raceMatches(c.race, ['Drake']) || /-drake$/i.test(c.name));
}

const def: CardDef = {
  // Each player's choice ("may take one") is taken for him: the card longest in his set's discard pile.
  name: 'From the Pits of Angband',
  text: 'At the end of each turn, each player may take one unique Dragon manifestation or one Drake hazard creature from his discard pile and shuffle it into his play deck. Alternatively, if Doors of Night is in play, at the end of each turn, each player may return one unique Dragon manifestation and/or one Drake hazard creature from his discard pile to his hand. Cannot be duplicated.',
  ...staysUnique('From the Pits of Angband'),
  static: [
    {
      on: 'turnEnd',
      run: (s, ctx) => {
        const dark = doorsOfNight(s);
        for (const p of s.players) {
          if (p.out) continue;
          const zones = s.sets[p.alignment];
          if (!zones) continue;
          const pile = zones.discards.play;
          const manifestation = pile.find((i) => dragonManifestation(cardOf(s, i)));
          const drake = pile.find((i) => drakeCreature(cardOf(s, i)));
          const taken = dark ? [manifestation, drake] : [manifestation ?? drake];
          for (const inst of taken) {
            if (inst === undefined) continue;
            removeFrom(pile, inst);
            if (dark) p.hand.push(inst);
            else zones.decks.play.push(inst);
            ctx.events.push({ type: 'effect', effect: 'custom', label: `From the Pits of Angband: ${cardOf(s, inst).name} ${dark ? 'returns to the hand' : 'is shuffled into the play deck'}`, seat: p.seat });
          }
          if (!dark && taken.some((i) => i !== undefined)) shuffleInPlace(s.rng, zones.decks.play);
        }
      },
    },
  ],
};
export default def;
