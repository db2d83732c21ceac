import type { CardDef, Ctx, GameState } from '../cardApi';
import { staysUniqueWithDoors } from '../vocab/hazards';
import { tapSitesInPlay } from '../vocab/returnToOrigin';

/** "Each non-Haven/non-Darkhaven site in play with a Coastal Sea [{c}] in its site path is tapped" (its printed site path). */
const tapCoastal = (s: GameState, ctx: Ctx): void => tapSitesInPlay(s, ctx, 'Storms of Ossë', (_co, path) => path.includes('c'));

const def: CardDef = {
  // As Long Winter's (cards/vocab/returnToOrigin.ts): sites in play are tapped as the card comes into play, as any company's
  // movement/hazard phase begins, and as a company arrives.
  name: 'Storms of Ossë',
  text: 'Environment. Playable if Doors of Night is in play. Each non-Haven/non-Darkhaven site in play with a Coastal Sea [{c}] in its site path is tapped. Cannot be duplicated.',
  ...staysUniqueWithDoors('Storms of Ossë', { do: 'custom', label: 'the sites in play with a Coastal Sea in their site path are tapped', run: (q, ctx) => tapCoastal(q.s, ctx) }),
  static: [
    { on: 'mhStart', run: (s, _companyId, ctx) => tapCoastal(s, ctx) },
    { on: 'arrive', run: (s, _companyId, ctx) => tapCoastal(s, ctx) },
  ],
};
export default def;
