import type { CardDef } from '../cardApi';
import { discardWhenExhausted, doorsOfNight, staysUnique } from '../vocab/hazards';

// Arda Revised moves by regions: "at most 3 regions entered" (four region cards with the site of origin's), so a moving company
// enters at most two (one with Doors of Night: two region cards, the minimum). Starter movement between Havens is not region movement.
const def: CardDef = {
  name: 'No Way Forward',
  text: 'Environment. The number of region cards that may be played by a moving company using region movement is reduced by one (by two if Doors of Night is in play) to a minimum of two. This card is effective during each player’s organization phase. Discard when any play deck is exhausted. Cannot be duplicated.',
  ...staysUnique('No Way Forward', discardWhenExhausted),
  static: [{ on: 'extraRegions', count: (s) => (doorsOfNight(s) ? -2 : -1) }],
};
export default def;
