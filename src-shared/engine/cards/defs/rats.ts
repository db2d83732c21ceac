import { type CardDef, cardOf, type Company, type GameState, removeFrom, type SiteTypeCode, toDiscard } from '../cardApi';
import { concerned, onConcernedCompany } from '../vocab/hazards';
import { concernedSite } from '../vocab/hazardShortEvents';

/** The minor items the company's characters bear: [item, its bearer's items]. */
function minorItems(s: GameState, co: Company): { inst: number; from: number[] }[] {
  return co.chars.flatMap((ch) => (s.chars[ch]?.items ?? []).filter((i) => cardOf(s, i).itemClass === 'minor').map((inst) => ({ inst, from: s.chars[ch]?.items ?? [] })));
}

const TYPES: SiteTypeCode[] = ['R', 'S', 'D'];

const def: CardDef = {
  // The company's choice is taken for it: it discards the minor item worth fewest marshalling points (the first on ties)
  // rather than wound a character, so the wound is not offered.
  name: 'Rats!',
  text: 'Playable on a company containing at least one minor item that is at or moving to a Ruins & Lairs [{R}], Shadow-hold [{S}], or Dark-hold [{D}]. Company discards one minor item of its choice or chooses one of its unwounded characters to become wounded (no body check required).',
  play: {
    side: 'hazard',
    windows: ['hazard'],
    requires: [
      {
        is: 'custom',
        label: 'a company with a minor item at or moving to a Ruins & Lairs, Shadow-hold or Dark-hold',
        test: (q) => {
          const co = concerned(q);
          const site = concernedSite(q);
          const type = site ? (q.s.turn.sitesAs?.[site.key] ?? site.siteType) : null;
          return Boolean(co && type && TYPES.includes(type) && minorItems(q.s, co).length > 0);
        },
      },
    ],
  },
  effects: [
    onConcernedCompany('the company discards one minor item', (q, ctx, co) => {
      const { s } = q;
      const pick = minorItems(s, co).reduce<{ inst: number; from: number[] } | undefined>((best, r) => (best === undefined || cardOf(s, r.inst).mp < cardOf(s, best.inst).mp ? r : best), undefined);
      if (!pick) return;
      removeFrom(pick.from, pick.inst);
      toDiscard(s, pick.inst, ctx);
      ctx.events.push({ type: 'effect', effect: 'discard', inst: pick.inst, card: q.card.id, target: s.cardOf[pick.inst] });
    }),
  ],
};
export default def;
