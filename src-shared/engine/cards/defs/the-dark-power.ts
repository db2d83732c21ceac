import { NO_SAURON_PLAYER, resourceNotInArda } from '../vocab/notInArda';

// Played in the site phase, where factions are influenced, were its player Sauron.
export default resourceNotInArda('The Dark Power', 'Playable if you are Sauron. +3 to an influence check against a faction. If the check is not successful, shuffle the faction into your play deck.', NO_SAURON_PLAYER, 'site');
