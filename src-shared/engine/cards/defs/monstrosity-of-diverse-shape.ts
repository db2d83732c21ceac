import type { CardDef } from '../cardApi';
import { staysInPlay } from '../vocab/hazards';

// The Drowning-deeps and Remains of Thangorodrim are Balrog site cards, which Arda leaves out (ARDA-DIGEST: "Excluded … Balrog
// alignment cards"): no company ever faces the card's automatic-attacks, so it never "has already attacked the company this turn"
// and its creatures from the discard pile are never played. Played, it stays in play (unique: the engine refuses a second copy).
const def: CardDef = {
  ...staysInPlay(
    'Monstrosity of Diverse Shape',
    'Unique. Spawn. The Drowning-deeps and Remains of Thangorodrim each have an additional automatic-attack: Spawn — 2 strikes with 15/9. In addition, once per turn the hazard player may use one against the hazard limit to play a Wolf or Animal hazard creature from his discard pile. This card must have already attacked the company this turn.',
  ),
};
export default def;
