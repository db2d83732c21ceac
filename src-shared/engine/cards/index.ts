/**
 * Every card definition, by category. A card counts as automated only when its definition
 * is here and its scenarios pass (registry.ts runs them).
 */
import type { CardDef } from '../effects/types';
import { ITEMS } from './items';
import { ALLIES_FACTIONS } from './alliesFactions';

export const ALL_DEFS: readonly CardDef[] = [...ITEMS, ...ALLIES_FACTIONS];
