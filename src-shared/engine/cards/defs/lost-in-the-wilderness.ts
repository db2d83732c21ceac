import type { CardDef } from '../cardApi';
import { lostIn } from '../vocab/hazardShortEvents';

const def: CardDef = lostIn({ name: 'Lost in the Wilderness', text: 'Playable on a moving company. Its hazard limit increases by one for every Wilderness [{w}] in its site path.', type: 'w' });
export default def;
