import type { CardDef } from '../cardApi';
import { lostIn } from '../vocab/hazardShortEvents';

const def: CardDef = lostIn({ name: 'Lost in Border-lands', text: 'Playable on a moving company. Its hazard limit increases by one for every Border-land [{b}] in its site path.', type: 'b' });
export default def;
