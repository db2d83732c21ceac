import { type CardDef, cardOf, setStatus, statusOf } from '../cardApi';
import { discardWhenExhausted, doorsOfNight, staysUnique } from '../vocab/hazards';

const def: CardDef = {
  // The character who taps, his player's choice, is taken as the untapped one with the lowest prowess (the last on ties).
  name: 'Stench of Mordor',
  text: 'Environment. At the start of its site phase, each company at a site in a Dark-domain [{d}] (or Shadow-land [{s}], if Doors of Night is in play) must tap one untapped character if available. Discard when any play deck is exhausted. Cannot be duplicated.',
  ...staysUnique('Stench of Mordor', discardWhenExhausted),
  static: [
    {
      on: 'sitePhase',
      run: (s, ctx) => {
        const dark = doorsOfNight(s);
        for (const co of s.companies) {
          if (co.owner !== s.turn.active) continue;
          const region = s.catalog.cards[co.site]?.regionKey;
          const types = region ? (s.turn.regionsAs?.[region] ?? [s.catalog.regions[region]?.type]) : [];
          if (!types.includes('d') && !(dark && types.includes('s'))) continue;
          const untapped = co.chars.filter((ch) => statusOf(s, ch) === 'untapped');
          const who = untapped.reduce<number | undefined>((best, ch) => (best === undefined || (cardOf(s, ch).prowess ?? 0) <= (cardOf(s, best).prowess ?? 0) ? ch : best), undefined);
          if (who === undefined) continue;
          setStatus(s, who, 'tapped');
          ctx.events.push({ type: 'effect', effect: 'custom', label: `Stench of Mordor: ${cardOf(s, who).name} taps`, companyId: co.id });
        }
      },
    },
  ],
};
export default def;
