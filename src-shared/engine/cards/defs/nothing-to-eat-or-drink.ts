import { type CardDef, cardOf, type Company, companyOfChar, type GameState, nameKey, player, type SiteTypeCode } from '../cardApi';
import { concerned } from '../vocab/hazards';

const NOTHING_TO_EAT = nameKey('Nothing to Eat or Drink');

/** Nothing to Eat or Drink: the company (or the one the play concerns) is at or moving to a site of the types its alignment names. */
function starvingSite(s: GameState, co: Company): boolean {
  const minion = player(s, co.owner).alignment === 'ringwraith';
  const types: SiteTypeCode[] = minion ? ['F', 'B'] : ['S', 'D'];
  return [co.site, co.dest?.site].some((id) => {
    const site = id ? s.catalog.cards[id] : undefined;
    const type = (site && s.turn.sitesAs?.[site.key]) ?? site?.siteType;
    return type !== null && type !== undefined && types.includes(type);
  });
}

const def: CardDef = {
  name: 'Nothing to Eat or Drink',
  text: 'Playable on a minion company at or moving to a Free-hold [{F}] or Border-hold [{B}], or playable on a hero company at or moving to a Shadow-hold [{S}] or Dark-hold [{D}]. The prowess and body of each character in the company is modified by -1. Discard this card during its organization phase if the company is at a Haven/Darkhaven [{H}]. Cannot be duplicated on a given company.',
  // The card is on the company: it is kept with its first character, and passes to another if he leaves play (`onCompany`).
  play: {
    side: 'hazard',
    windows: ['hazard'],
    target: { kind: 'character', side: 'company', where: [{ is: 'custom', label: 'the company (kept with its first character)', test: (q) => q.target !== null && companyOfChar(q.s, q.target)?.chars[0] === q.target }] },
    requires: [
      { is: 'custom', label: 'a minion company at or moving to a Free-hold or Border-hold, or a hero company at or moving to a Shadow-hold or Dark-hold', test: (q) => { const co = concerned(q); return co !== undefined && starvingSite(q.s, co); } },
      { is: 'custom', label: 'cannot be duplicated on a given company', test: (q) => !(concerned(q)?.chars ?? []).some((ch) => (q.s.chars[ch]?.hazards ?? []).some((h) => cardOf(q.s, h).key === NOTHING_TO_EAT)) },
    ],
  },
  effects: [{ do: 'attach', to: 'target' }],
  static: [
    { on: 'onCompany' },
    { on: 'company', stat: 'prowess', delta: -1, charactersOnly: true },
    { on: 'company', stat: 'body', delta: -1, charactersOnly: true },
    {
      on: 'discardWhen', label: 'during its organization phase, the company is at a Haven',
      test: (s, bearer) => {
        const co = companyOfChar(s, bearer);
        return co !== undefined && s.turn.active === co.owner && s.stack[s.stack.length - 1]?.kind === 'organization' && s.catalog.cards[co.site]?.siteType === 'H';
      },
    },
  ],
};
export default def;
