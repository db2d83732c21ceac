/**
 * Every card definition, by category. A card counts as automated only when its definition
 * is here and its scenarios pass (registry.ts runs them).
 */
import type { CardDef } from '../effects/types';
import { RESOURCE_EVENTS } from './resourceEvents';
import { HAZARD_EVENTS } from './hazardEvents';
import { CREATURES } from './creatures';
import { CHARACTERS } from './characters';
import { SITES } from './sites';
import { CORRUPTION_CARDS } from './corruptionCards';
import { STORED_EVENTS } from './storedEvents';

export const ALL_DEFS: readonly CardDef[] = [...RESOURCE_EVENTS, ...HAZARD_EVENTS, ...CREATURES, ...CHARACTERS, ...SITES, ...CORRUPTION_CARDS, ...STORED_EVENTS];
