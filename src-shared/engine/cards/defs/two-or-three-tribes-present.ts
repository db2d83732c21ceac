import { type CardDef, cardOf, player, raceMatches } from '../cardApi';
import { concerned, onConcernedCompany, pathTypes } from '../vocab/hazards';

const def: CardDef = {
  // The creature type announced is taken as the type most of the player's creature cards in hand have (Nazgûl, Undead and Dragons excluded; the first on ties).
  name: 'Two or Three Tribes Present',
  text: 'Playable on a company moving with at least two Wildernesses [{w}], one Shadow-land [{s}], or one Dark-domain [{d}] in their site path. When played, announce a creature type except Nazgûl, Undead, or Dragons (like Orcs, Men, Slayers, Drakes, etc.). For this turn, any hazard creatures of this type played against target company do not count against the hazard limit.',
  play: {
    side: 'hazard',
    windows: ['hazard'],
    requires: [
      {
        is: 'custom',
        label: 'moving with two Wildernesses, a Shadow-land or a Dark-domain in its site path',
        test: (q) => {
          const types = pathTypes(q.s, concerned(q));
          return types.filter((t) => t === 'w').length >= 2 || types.some((t) => t === 's' || t === 'd');
        },
      },
    ],
  },
  effects: [
    onConcernedCompany('creatures of the announced type played against the company this turn do not count against the hazard limit', (q, ctx, co) => {
      const { s } = q;
      const counts = new Map<string, number>();
      for (const inst of player(s, q.seat).hand) {
        const c = cardOf(s, inst);
        if (c.type !== 'Hazard' || !/Creature/.test(c.subtype ?? '') || !c.race || raceMatches(c.race, ['Nazgûl', 'Undead', 'Dragon'])) continue;
        counts.set(c.race, (counts.get(c.race) ?? 0) + 1);
      }
      let race: string | null = null;
      for (const [r, n] of counts) if (race === null || n > (counts.get(race) ?? 0)) race = r;
      if (race === null) return;
      (s.turn.freeCreatures ??= []).push({ companyId: co.id, race });
      ctx.events.push({ type: 'effect', effect: 'custom', label: `${q.card.name}: ${race} announced`, card: q.card.id });
    }),
  ],
};
export default def;
