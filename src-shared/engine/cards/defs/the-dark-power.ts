import { notInArda, SAURON_PLAYER } from '../vocab/notInArda';

// Played in the site phase, where factions are influenced, were its player Sauron.
export default notInArda('The Dark Power', 'Playable if you are Sauron. +3 to an influence check against a faction. If the check is not successful, shuffle the faction into your play deck.', SAURON_PLAYER, 'site');
