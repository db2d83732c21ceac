import type { CardDef } from '../cardApi';
import { incite } from '../vocab/incite';

const def: CardDef = incite({
  name: 'Incite Minions',
  text: 'Playable on a Shadow-hold [{S}] or Dark-hold [{D}]. An additional automatic-attack is created at the site until the end of the turn. This is an exact duplicate (including all existing and eventual modifications to prowess, etc.) of an existing automatic-attack at the site of your choice. This automatic-attack is faced immediately following its original. Cannot be duplicated on a given site.',
  types: ['S', 'D'],
});
export default def;
