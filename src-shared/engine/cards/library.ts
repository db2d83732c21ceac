/** Every card definition the engine carries out (registered by src-shared/engine/index.ts). */
import type { CardDef } from '../effects/types';
import { ALL_DEFS } from './index';

export const CARD_DEFS: readonly CardDef[] = ALL_DEFS;
