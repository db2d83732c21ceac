import type { CardDef } from '../cardApi';
import { ANY_PHASE } from '../vocab/resourcePlay';
import { NO_HAZARD_AGENTS, neverInArda } from '../vocab/neverInArda';

// Its other use ("an on-guard card is discarded") has no target either: Arda Revised's site phase has no on-guard cards (hazards are
// played only in the movement/hazard phase: ARDA-DIGEST §4).
const REASON = `${NO_HAZARD_AGENTS}, and no on-guard cards`;

const def: CardDef = {
  name: 'Withdrawn to Mordor',
  text: `Playable on a face-up agent … Alternatively, an on-guard card is discarded: ${REASON}.`,
  play: { side: 'resource', windows: [...ANY_PHASE, 'movementHazard'], requires: [neverInArda(REASON)] },
};
export default def;
