import type { CardDef } from '../cardApi';
import { staysUnique } from '../vocab/hazards';

const def: CardDef = {
  name: 'Sleepless Malice',
  text: 'One Undead hazard creature against each company doesn’t count against its hazard limit. Additionally, if Doors of Night is in play, any Undead hazard creature may be played keyed to Ruins & Lairs [{R}]. Cannot be duplicated.',
  ...staysUnique('Sleepless Malice'),
  static: [
    { on: 'freeCreatures', races: ['Undead'], count: 1 },
    { on: 'keying', label: 'Undead keyed to Ruins & Lairs', creatures: { races: ['Undead'] }, siteTypes: ['R'], doorsOfNight: true },
  ],
};
export default def;
