import { type CardDef, cardOf, company, type GameState } from '../cardApi';
import { discardWhenExhausted, staysUnique } from '../vocab/hazards';

/** "Companies with at least as many Hobbits as non-Hobbit characters." */
function shortLegged(s: GameState, companyId: string): boolean {
  const chars = company(s, companyId)?.chars ?? [];
  const hobbits = chars.filter((c) => cardOf(s, c).race === 'Hobbit').length;
  return chars.length > 0 && hobbits >= chars.length - hobbits;
}

// Arda Revised moves by regions: "at most 3 regions entered" (four region cards with the site of origin's), so an affected company
// enters at most two; starter movement is the move between Havens linked by a printed site path (phases/organization.ts).
const def: CardDef = {
  name: 'Short Legs Are Slow',
  text: 'This card affects companies with at least as many Hobbits as non-Hobbit characters. The number of region cards affected companies can play is reduced by one (normally from four to three). Affected companies cannot use starter movement if region movement is being used in the game. Cannot be duplicated. Discard when any play deck is exhausted.',
  ...staysUnique('Short Legs Are Slow', discardWhenExhausted),
  static: [
    { on: 'extraRegions', count: (s, companyId) => (shortLegged(s, companyId) ? -1 : 0) },
    { on: 'noStarterMovement', test: shortLegged },
  ],
};
export default def;
