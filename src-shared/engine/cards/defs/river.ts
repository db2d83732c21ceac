import { type CardDef, cardOf, hasSkill, setStatus, statusOf } from '../cardApi';
import { concerned } from '../vocab/hazards';

const def: CardDef = {
  // Played on the site the company is moving to. Every company moving there this turn that has not yet arrived is affected;
  // the ranger's choice to tap and cancel the effect is taken for his player at once (an untapped ranger of the company taps).
  name: 'River',
  text: "Playable on a site. A company moving to this site this turn must do nothing during its site phase. A ranger in such a company may tap to cancel this effect, even at the start of his company's site phase.",
  play: { side: 'hazard', windows: ['hazard'], requires: [{ is: 'moving', value: true }] },
  effects: [
    {
      do: 'custom',
      label: 'each company moving to the site does nothing during its site phase, unless a ranger in it taps',
      run: (q, ctx) => {
        const { s } = q;
        const dest = concerned(q)?.dest?.site;
        const key = dest ? s.catalog.cards[dest]?.key : undefined;
        if (!key) return;
        for (const co of s.companies) {
          if (!co.dest || s.catalog.cards[co.dest.site]?.key !== key) continue;
          const ranger = co.chars.find((ch) => statusOf(s, ch) === 'untapped' && hasSkill(s, ch, 'Ranger'));
          if (ranger !== undefined) {
            setStatus(s, ranger, 'tapped');
            ctx.events.push({ type: 'effect', effect: 'tap', inst: ranger, card: q.card.id });
            ctx.events.push({ type: 'effect', effect: 'custom', label: `River: ${cardOf(s, ranger).name} taps to cancel the effect`, card: q.card.id });
          } else if (!s.turn.siteDone.includes(co.id)) s.turn.siteDone.push(co.id);
        }
      },
    },
  ],
};
export default def;
