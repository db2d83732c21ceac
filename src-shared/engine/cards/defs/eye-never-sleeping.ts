import { notInArda, SAURON_PLAYER } from '../vocab/notInArda';

// Played on a hazard creature attack, before strikes are assigned, were its player Sauron.
export default notInArda('Eye Never Sleeping', 'Playable if you are Sauron. Cancel one hazard creature attack.', SAURON_PLAYER, 'attack');
