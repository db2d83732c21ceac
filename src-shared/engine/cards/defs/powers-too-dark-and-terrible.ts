import { NO_SAURON_PLAYER, resourceNotInArda } from '../vocab/notInArda';

// A resource permanent-event: played in its player's organization phase, were he Sauron.
export default resourceNotInArda('Powers Too Dark and Terrible', 'Playable if you are Sauron. Once each of your turns, you may choose any character you control bearing a mind ring or special item ring to use sorcery, spirit-magic, or shadow-magic for the purposes of playing one magic card. Additionally, the corruption checks for all hero spells are modified by -1. Cannot be duplicated. Discard when any play deck is exhausted.', NO_SAURON_PLAYER, 'organization');
