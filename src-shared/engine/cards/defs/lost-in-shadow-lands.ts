import type { CardDef } from '../cardApi';
import { lostIn } from '../vocab/hazardShortEvents';

const def: CardDef = lostIn({ name: 'Lost in Shadow-lands', text: 'Playable on a moving company. Its hazard limit increases by one for every Shadow-land [{s}] in its site path.', type: 's' });
export default def;
