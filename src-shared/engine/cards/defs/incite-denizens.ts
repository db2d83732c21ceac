import type { CardDef } from '../cardApi';
import { incite } from '../vocab/incite';

const def: CardDef = incite({
  name: 'Incite Denizens',
  text: 'Playable on a Ruins & Lairs [{R}]. An additional automatic-attack is created at the site until the end of the turn. This is an exact duplicate (including all existing and eventual modifications to prowess, etc.) of an existing automatic-attack at the site of your choice. This automatic-attack is faced immediately following its original. Cannot be duplicated on a given site.',
  types: ['R'],
});
export default def;
