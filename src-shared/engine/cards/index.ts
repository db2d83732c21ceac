/**
 * Every card definition, by category. A card counts as automated only when its definition
 * is here and its scenarios pass (registry.ts runs them).
 */
import type { CardDef } from '../effects/types';
import { RESOURCE_EVENTS } from './resourceEvents';
import { HAZARD_EVENTS } from './hazardEvents';
import { CHARACTERS } from './characters';
import { ITEMS } from './items';
import { ALLIES_FACTIONS } from './alliesFactions';
import { CORRUPTION_CARDS } from './corruptionCards';
import { STORED_EVENTS } from './storedEvents';

export const ALL_DEFS: readonly CardDef[] = [...RESOURCE_EVENTS, ...HAZARD_EVENTS, ...CHARACTERS, ...ITEMS, ...ALLIES_FACTIONS, ...CORRUPTION_CARDS, ...STORED_EVENTS];
