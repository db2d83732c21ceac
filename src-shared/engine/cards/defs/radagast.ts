import type { CardDef, GameState } from '../cardApi';
import { wildernessCount } from '../vocab/characters';

/** The Wildernesses in the moving company's site path (none when it does not move). */
function wildernessInPath(s: GameState, companyId: string): number {
  const co = s.companies.find((c) => c.id === companyId);
  return co?.dest ? wildernessCount(s, co.site, co.dest.regions) : 0;
}

const def: CardDef = {
  name: 'Radagast',
  alignment: ['Hero'],
  // "May draw": the company's player chooses how many cards to draw (startCompanyMH draws), up to the extra ones.
  text: 'Unique. When Radagast\'s new site is revealed, he may draw one additional card for each Wilderness [{w}] in his company’s site path. +1 to all of his corruption checks.',
  static: [{ on: 'self', stat: 'movementDraws', extra: wildernessInPath }],
};
export default def;
