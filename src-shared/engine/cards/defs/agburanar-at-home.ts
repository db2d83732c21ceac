import type { CardDef } from '../cardApi';
import { atHome } from '../vocab/atHome';

// "one unique Dragon manifestation played against each company does not count against the hazard limit": of the manifestations
// (the creature, its Ahunt and at Home events: vocab/dragons.ts dragonManifestation) only a creature is played against a company;
// the events affect every company alike. So: one unique Dragon creature against each company each turn is free (freeCreatures).
const def: CardDef = atHome({
  name: 'Agburanar at Home',
  text: 'Unique. Unless Agburanar Ahunt is in play, Caves of Ûlund has an additional automatic-attack: Dragon — 2 strikes at 16/9. In addition, one unique Dragon manifestation played against each company does not count against the hazard limit.',
  site: 'Caves of Ûlund',
  ahunt: 'Agburanar Ahunt',
  strikes: 2,
  prowess: 16,
  body: 9,
  more: [{ on: 'freeCreatures', races: ['Dragon'], count: 1, unique: true }],
});
export default def;
