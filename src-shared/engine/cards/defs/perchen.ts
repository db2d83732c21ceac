import type { CardDef } from '../cardApi';
import { atSite, character } from '../vocab/characters';

const def: CardDef = character('Perchen', 'Unique. +3 direct influence against any faction playable at Dunnish Clan-hold.', { minion: true, influence: [atSite(3, 'Dunnish Clan-hold', 'Dunlendings', 'Easterlings')] });
export default def;
