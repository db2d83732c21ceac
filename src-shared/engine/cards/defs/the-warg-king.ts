import type { CardDef } from '../cardApi';
import { cancelAttackBy, siteWithAutoAttack } from '../vocab/allies';

const def: CardDef = {
  name: 'The Warg-king',
  alignment: ['Minion'],
  text: 'Unique. Playable at any tapped or untapped Ruins & Lairs [{R}] with a Wolf automatic-attack. Tap to cancel a Wolf or Animal attack against his company. +2 to any influence attempt by a character in his company against a Wolf faction.',
  play: { side: 'resource', windows: ['site'], requires: [siteWithAutoAttack(['R'], ['Wolf', 'Wolves'], 'a Ruins & Lairs with a Wolf automatic-attack')] },
  // "Influence attempt" against a faction: the check that plays it (phases/site.ts) and one against an opponent's (phases/influence.ts).
  static: [{ on: 'influenceAgainst', delta: 2, against: ['faction'], race: 'Wolf', company: true }],
  abilities: [cancelAttackBy(['Wolf', 'Wolves', 'Animal'], 'a Wolf or Animal')],
};
export default def;
