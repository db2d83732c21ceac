import { type CardDef, cardOf, type Company, type GameState, raceMatches, setStatus, statusOf } from '../cardApi';
import { concerned, doorsOfNight, onConcernedCompany } from '../vocab/hazards';

/** The characters the defender may choose from: the untapped Orcs, Trolls and Men of the company (any untapped one with Doors of Night). */
function choices(s: GameState, co: Company | undefined): number[] {
  const dark = doorsOfNight(s);
  return (co?.chars ?? []).filter((ch) => statusOf(s, ch) === 'untapped' && (dark || raceMatches(cardOf(s, ch).race, ['Orc', 'Troll', 'Man'])));
}

const def: CardDef = {
  // The defender's choice is taken for him as Stench of Mordor's: the untapped character with the lowest prowess (the last on ties).
  name: 'Waiting Shadow',
  text: 'Environment. Playable on a company with an untapped Orc, Troll, or Man character. Tap an Orc, Troll, or Man character in that company (defender’s choice). If Doors of Night is in play, the company need not contain an Orc, Troll, or Man and any one character in that company is tapped (defender’s choice).',
  play: {
    side: 'hazard',
    windows: ['hazard'],
    requires: [{ is: 'custom', label: 'an untapped Orc, Troll or Man in the company (any untapped character with Doors of Night)', test: (q) => choices(q.s, concerned(q)).length > 0 }],
  },
  effects: [
    onConcernedCompany('the defender taps one untapped Orc, Troll or Man (any character with Doors of Night)', (q, ctx, co) => {
      const { s } = q;
      const who = choices(s, co).reduce<number | undefined>((best, ch) => (best === undefined || (cardOf(s, ch).prowess ?? 0) <= (cardOf(s, best).prowess ?? 0) ? ch : best), undefined);
      if (who === undefined) return;
      setStatus(s, who, 'tapped');
      ctx.events.push({ type: 'effect', effect: 'custom', label: `${q.card.name}: ${cardOf(s, who).name} taps`, card: q.card.id });
    }),
  ],
};
export default def;
