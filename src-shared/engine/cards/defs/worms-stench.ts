import { type CardDef, raceMatches } from '../cardApi';
import { doorsOfNight, onConcernedCompany } from '../vocab/hazards';

const def: CardDef = {
  name: 'Worm’s Stench',
  text: 'Playable on a company that has already faced a Dragon or Drake attack this turn. The prowess of each Spider and Animal attack against the company is increased by two for the rest of the turn. Additionally, if Doors of Night is in play, all Wolf attacks receive +2 prowess and all Wolf, Spider, and Animal attacks receive +1 strikes for the rest of turn against the company.',
  play: {
    side: 'hazard',
    windows: ['hazard'],
    requires: [
      {
        is: 'custom',
        label: 'the company has already faced a Dragon or Drake attack this turn',
        test: (q) => Boolean(q.companyId && (q.s.turn.attacksFaced?.[q.companyId] ?? []).some((r) => raceMatches(r, ['Dragon', 'Drake']))),
      },
    ],
  },
  effects: [
    onConcernedCompany('+2 prowess to Spider and Animal attacks against the company this turn; with Doors of Night, +2 prowess to Wolf attacks and +1 strikes to Wolf, Spider and Animal attacks', (q, ctx, co) => {
      const mods = (q.s.turn.attackMods ??= []);
      const label = q.card.name;
      if (doorsOfNight(q.s)) {
        mods.push({ companyId: co.id, races: ['Spiders', 'Animals', 'Wolves'], strikes: 1, prowess: 2, label });
      } else mods.push({ companyId: co.id, races: ['Spiders', 'Animals'], strikes: 0, prowess: 2, label });
      ctx.events.push({ type: 'effect', effect: 'custom', label: `${label}: later attacks against the company this turn are stronger`, card: q.card.id });
    }),
  ],
};
export default def;
