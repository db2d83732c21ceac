import type { CardDef } from '../cardApi';
import { scoutCancels } from '../vocab/scouts';

const def: CardDef = scoutCancels('Concealment', 'Hero', 'Scout only. Tap scout to cancel one attack against his company.');
export default def;
