import { type CardDef, cardOf, company, type GameState, hasSkill, nameKey, player, prowessOf, statusOf } from '../cardApi';
import { concerned, onConcernedCompany } from '../vocab/hazards';
import { movingInRegions } from '../vocab/manifestations';

const REGIONS = ['Anduin Vales', 'Western Mirkwood', 'Wold & Foothills'];
const moving = movingInRegions(REGIONS);
/** The company's new site (or its site, not moving) is in one of the regions. */
const atSiteIn = (s: GameState, companyId: string): boolean => {
  const co = company(s, companyId);
  const region = co ? s.catalog.cards[co.dest?.site ?? co.site]?.regionKey : null;
  return typeof region === 'string' && REGIONS.map(nameKey).includes(region);
};

// As a creature (its figures and Wilderness keying from the card data) by `playCreature`; as a short-event by `playCard`.
// "Must return to its site of origin": the company's movement is undone at once (its new site dropped), as Fell Turtle's.
const def: CardDef = {
  name: 'Beorning Skin-changers',
  text: 'Animals. Men. Bears. Two strikes. As a creature, playable only against minion companies. May also be keyed to Anduin Vales, Western Mirkwood, Wold & Foothills; and to sites in these regions. Alternatively, playable as a short-event against a moving hero company. Unless the company contains Beorn or an untapped warrior with prowess greater than 4, it must return to its site of origin.',
  play: {
    side: 'hazard',
    windows: ['hazard'],
    orCreature: true,
    requires: [{ is: 'custom', label: 'a moving hero company', test: (q) => { const co = concerned(q); return Boolean(co?.dest) && player(q.s, co?.owner ?? -1)?.alignment === 'wizard'; } }],
  },
  effects: [
    onConcernedCompany('unless it contains Beorn or an untapped warrior with prowess greater than 4, the company returns to its site of origin', (q, ctx, co) => {
      const { s } = q;
      if (co.chars.some((ch) => cardOf(s, ch).name === 'Beorn' || (statusOf(s, ch) === 'untapped' && hasSkill(s, ch, 'Warrior') && prowessOf(s, ch) > 4))) return;
      co.dest = null;
      ctx.events.push({ type: 'effect', effect: 'custom', label: 'Beorning Skin-changers: the company returns to its site of origin', companyId: co.id });
    }),
  ],
  static: [
    { on: 'creature', after: 'playableIf', label: 'only against minion companies', test: (s, companyId) => player(s, company(s, companyId)?.owner ?? -1)?.alignment === 'ringwraith' },
    { on: 'creature', after: 'keyedIf', label: 'keyed to Anduin Vales, Western Mirkwood, Wold & Foothills, or sites in these regions', test: (s, companyId) => moving(s, companyId) || atSiteIn(s, companyId) },
  ],
};
export default def;
