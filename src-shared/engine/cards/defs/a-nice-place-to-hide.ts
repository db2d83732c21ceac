import type { CardDef } from '../cardApi';
import { scoutCancels } from '../vocab/scouts';

const def: CardDef = scoutCancels('A Nice Place to Hide', 'Minion', 'Scout only. Tap scout to cancel an attack against his company.');
export default def;
