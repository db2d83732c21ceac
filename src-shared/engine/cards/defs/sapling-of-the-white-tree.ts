import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Sapling of the White Tree',
  alignment: ['Hero'],
  // "Not playable in a Shadow-hold or Dark-hold": of the sites where a major item is playable, the Free-holds, Border-holds and Ruins & Lairs.
  text: 'Not playable in a Shadow-hold [{S}] or Dark-hold [{D}]. May be stored at Minas Tirith. 2 marshalling points if stored at Minas Tirith.',
  play: { side: 'resource', windows: ['site'], requires: [{ is: 'siteType', types: ['F', 'B', 'R'] }] },
  static: [{ on: 'storedAt', sites: ['Minas Tirith'], mp: 2 }],
};
export default def;
