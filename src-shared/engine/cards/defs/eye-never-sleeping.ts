import { NO_SAURON_PLAYER, resourceNotInArda } from '../vocab/notInArda';

// Played on a hazard creature attack, before strikes are assigned, were its player Sauron.
export default resourceNotInArda('Eye Never Sleeping', 'Playable if you are Sauron. Cancel one hazard creature attack.', NO_SAURON_PLAYER, 'attack');
