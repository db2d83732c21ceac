import { currentCombat, type CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Blackbole',
  alignment: ['Minion'],
  text: 'Unique. Playable at any site in Western Mirkwood, Heart of Mirkwood, or Southern Mirkwood (except Dol Guldur). May not face any strike at a site or from an automatic-attack.',
  // Dol Guldur, a Darkhaven, is a site where no ally may be played (phases/site.ts): the region is the text's condition.
  play: { side: 'resource', windows: ['site'], requires: [{ is: 'region', names: ['Western Mirkwood', 'Heart of Mirkwood', 'Southern Mirkwood'] }] },
  // "At a site": an attack in his company's site phase (automatic-attacks, attacks at the site), as opposed to the movement/hazard phase.
  static: [{ on: 'notAttacked', when: (s) => currentCombat(s)?.attack.source === 'auto' || s.stack.some((x) => x.kind === 'siteCompany') }],
};
export default def;
