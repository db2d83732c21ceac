import type { CardDef } from '../cardApi';
import { incite } from '../vocab/incite';

const def: CardDef = incite({
  name: 'Incite Defenders',
  text: 'Playable on a Border-hold [{B}] or Free-hold [{F}]. An additional automatic-attack is created at the site until the end of the turn. This is an exact duplicate (including all existing and eventual modifications to prowess, etc.) of an existing automatic-attack of your choice at the site. This automatic-attack is faced immediately following its original. Cannot be duplicated on a given site.',
  types: ['B', 'F'],
});
export default def;
