import { type CardDef, type EngineCard, raceMatches } from '../cardApi';
import { doorsOfNight, staysUnique } from '../vocab/hazards';

const undead = (card: EngineCard): boolean => raceMatches(card.race, ['Undead']);

const def: CardDef = {
  name: 'Sleepless Malice',
  text: 'One Undead hazard creature against each company doesn’t count against its hazard limit. Additionally, if Doors of Night is in play, any Undead hazard creature may be played keyed to Ruins & Lairs [{R}]. Cannot be duplicated.',
  ...staysUnique('Sleepless Malice'),
  static: [
    { on: 'freeCreatures', races: ['Undead'], count: 1 },
    { on: 'keying', label: 'Undead keyed to Ruins & Lairs', creatures: undead, siteTypes: ['R'], when: doorsOfNight },
  ],
};
export default def;
