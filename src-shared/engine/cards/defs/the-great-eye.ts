import { NO_SAURON_PLAYER, resourceNotInArda } from '../vocab/notInArda';

// A resource long-event: played in its player's long-event phase, were he Sauron.
export default resourceNotInArda('The Great Eye', 'Playable if you are Sauron. The hazard limit against all companies is decreased by one (to a minimum of two). If this card is in play, you can discard it to target and cancel the play of a hazard event played by your opponent before it resolves. This cannot be used against an on-guard card. Cannot be duplicated.', NO_SAURON_PLAYER, 'longEvent');
