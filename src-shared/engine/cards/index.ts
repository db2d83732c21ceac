/**
 * Every card definition, by category. A card counts as automated only when its definition
 * is here and its scenarios pass (registry.ts runs them).
 */
import type { CardDef } from '../effects/types';
import { CREATURES } from './creatures';
import { ITEMS } from './items';
import { ALLIES_FACTIONS } from './alliesFactions';
import { SITES } from './sites';

export const ALL_DEFS: readonly CardDef[] = [...CREATURES, ...ITEMS, ...ALLIES_FACTIONS, ...SITES];
