import type { CardDef } from '../cardApi';
import { doorsOfNight } from '../vocab/hazards';
import { ANY_PHASE, companyIs } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'Come By Night Upon Them',
  alignment: ['Minion'],
  // "On a Border-hold": the site of one of the player's companies (its new site once declared), this turn: its automatic-attacks
  // (turn.autoAttackMods, Doors of Night read as it is played) and its first item (turn.freeItemAt, phases/site.ts).
  text: 'Playable on a Border-hold [{B}]. -1 to the prowess of all automatic-attacks at the site (-2 if Doors of Night is in play). The first item played at the site does not tap the site.',
  play: {
    side: 'resource',
    windows: ANY_PHASE,
    target: { kind: 'character', side: 'own', where: [companyIs('his company’s site is a Border-hold', (co, q) => q.s.catalog.cards[co.dest?.site ?? co.site]?.siteType === 'B')] },
  },
  effects: [
    {
      do: 'custom',
      label: '-1 prowess to the automatic-attacks at the site (-2 with Doors of Night); its first item does not tap it',
      run: (q, ctx) => {
        const co = q.target !== null ? q.s.companies.find((c) => c.chars.includes(q.target as number)) : undefined;
        const site = co ? q.s.catalog.cards[co.dest?.site ?? co.site] : undefined;
        if (!site) return;
        const prowess = doorsOfNight(q.s) ? -2 : -1;
        site.autoAttacks.forEach((_x, index) => (q.s.turn.autoAttackMods ??= []).push({ site: site.id, index, prowess }));
        (q.s.turn.freeItemAt ??= []).push(site.key);
        ctx.events.push({ type: 'effect', effect: 'custom', label: `${q.card.name}: ${prowess} prowess to the automatic-attacks at ${site.name}; the first item played there does not tap it`, card: q.card.id });
      },
    },
  ],
};
export default def;
