import type { CardDef } from '../cardApi';
import { ANY_PHASE } from '../vocab/resourcePlay';
import { NO_HAZARD_AGENTS, never } from '../vocab/notInArda';

// Its other use ("an on-guard card is discarded") has no target either: Arda Revised's site phase has no on-guard cards (hazards are
// played only in the movement/hazard phase: ARDA-DIGEST §4).
const REASON = `${NO_HAZARD_AGENTS}, and no on-guard cards`;

const def: CardDef = {
  name: 'Withdrawn to Mordor',
  text: 'Playable on a face-up agent. If the agent has a mind of 5 or less, it is discarded. If its mind is 6 or greater, return the agent to its owner’s hand. Alternatively, an on-guard card is discarded.',
  play: { side: 'resource', windows: [...ANY_PHASE, 'movementHazard'], requires: [never(REASON)] },
};
export default def;
