import { type CardDef, cardOf, removeFrom, requestCheck, rollsIn, toDiscard } from '../cardApi';

const def: CardDef = {
  // Influence attempts: a faction's influence check (phases/site.ts) and an attempt against an opponent's card (phases/influence.ts).
  name: 'Lure of Power',
  text: 'The next non-Hobbit character to make a successful influence attempt (e. g., against a faction, an opponent’s character, etc.) must immediately make a corruption check modified by -4. Discard this card after this corruption check.',
  play: { side: 'hazard', windows: ['hazard'] },
  effects: [{ do: 'stay' }],
  static: [
    {
      on: 'afterAction',
      run: (s, events, ctx, self) => {
        const won = rollsIn(events).find((e) => (e.purpose === 'influence' || e.purpose === 'influenceAttempt') && e.result === 'success' && e.inst !== undefined && s.chars[e.inst] !== undefined && cardOf(s, e.inst).race !== 'Hobbit');
        if (won?.inst === undefined) return;
        requestCheck(s, { inst: won.inst, modifier: -4, why: 'Lure of Power', failure: 'byMargin' }, ctx);
        for (const p of s.players) removeFrom(p.playArea, self.inst);
        toDiscard(s, self.inst, ctx);
        ctx.events.push({ type: 'effect', effect: 'discard', label: 'Lure of Power is discarded after the corruption check', card: s.cardOf[self.inst] });
      },
    },
  ],
};
export default def;
