import { NO_RINGWRAITH_MODES, resourceNotInArda } from '../vocab/notInArda';

// Arda Revised has no Ringwraith modes (Heralded Lord, Black Rider, Fell Rider: its Ringwraiths need none), so Dwar is never "in a
// mode"; and Arda moves every company by regions already. Dark Arda, which has modes, leaves every "<Ringwraith> Unleashed" card out
// (ARDA-DIGEST §1.2).
export default resourceNotInArda('Dwar Unleashed', 'Playable during the organization phase on Dwar the Ringwraith’s company (as your Ringwraith) if in a mode. His own company may use region movement this turn.', NO_RINGWRAITH_MODES, 'organization');
