import { type CardDef, cardOf, type EngineCard, player, raceMatches, removeFrom, shuffleInPlace, toDiscard } from '../cardApi';
import { discardWhenExhausted, staysUnique } from '../vocab/hazards';

/** A Man hazard creature. */
function manCreature(c: EngineCard): boolean {
  return c.type === 'Hazard' && /Creature/.test(c.subtype ?? '') && raceMatches(c.race, ['Man']);
}

const def: CardDef = {
  // The players' choices are taken for them: each shuffles back the Man creature longest in his discard pile; at the end of an
  // opponent's long-event phase the card's player discards a Man creature from his hand if he has one, else this card.
  name: 'Thrice Outnumbered',
  text: 'Each player may take one Man hazard creature from his discard pile and shuffle it into his play deck at the end of each turn. Discard this card or a Man hazard creature from your hand at the end of opponent\u2019s long-event phase. Discard when any play deck is exhausted. Cannot be duplicated.',
  ...staysUnique('Thrice Outnumbered', discardWhenExhausted),
  static: [
    {
      on: 'turnEnd',
      run: (s, ctx) => {
        for (const p of s.players) {
          const zones = s.sets[p.alignment];
          const man = zones?.discards.play.find((i) => manCreature(cardOf(s, i)));
          if (p.out || !zones || man === undefined) continue;
          removeFrom(zones.discards.play, man);
          zones.decks.play.push(man);
          shuffleInPlace(s.rng, zones.decks.play);
          ctx.events.push({ type: 'effect', effect: 'custom', label: `Thrice Outnumbered: ${cardOf(s, man).name} is shuffled into the play deck`, seat: p.seat });
        }
      },
    },
    {
      on: 'longEventEnd',
      run: (s, ctx, self) => {
        if (s.turn.active === self.owner) return;
        const p = player(s, self.owner);
        const man = p.hand.find((i) => manCreature(cardOf(s, i)));
        const gone = man ?? self.inst;
        if (man !== undefined) removeFrom(p.hand, man);
        else removeFrom(p.playArea, self.inst);
        toDiscard(s, gone, ctx);
        ctx.events.push({ type: 'effect', effect: 'custom', label: `Thrice Outnumbered: ${cardOf(s, gone).name} is discarded`, seat: self.owner });
      },
    },
  ],
};
export default def;
