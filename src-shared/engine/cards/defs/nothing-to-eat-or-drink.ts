import { type CardDef, type Company, type GameState, player, type SiteTypeCode } from '../cardApi';
import { concerned, discardAtHavenInOrganization, onCompanyPlay } from '../vocab/hazards';

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
  play: onCompanyPlay('Nothing to Eat or Drink', {
    is: 'custom',
    label: 'a minion company at or moving to a Free-hold or Border-hold, or a hero company at or moving to a Shadow-hold or Dark-hold',
    test: (q) => {
      const co = concerned(q);
      return co !== undefined && starvingSite(q.s, co);
    },
  }),
  effects: [{ do: 'attach', to: 'target' }],
  static: [
    { on: 'onCompany' },
    { on: 'company', stat: 'prowess', delta: -1, charactersOnly: true },
    { on: 'company', stat: 'body', delta: -1, charactersOnly: true },
    discardAtHavenInOrganization,
  ],
};
export default def;
