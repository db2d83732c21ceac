import type { CardDef } from '../cardApi';
import { cloak } from '../vocab/keying';

const def: CardDef = cloak('Elven Cloak', 'Hero', 'Tap Elven Cloak to cancel one hazard creature strike against bearer keyed by type to one or more Wilderness [{w}]. Cannot be duplicated on a given character.', ['w'], []);
export default def;
