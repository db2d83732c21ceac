import type { CardDef } from '../cardApi';
import { cancelAttackBy, notDuplicatedInCompany, siteWithAutoAttack } from '../vocab/allies';

// "Its controlling character's company is overt": overt.ts isOvert reads it from the ally's text.
const def: CardDef = {
  name: '“Two-headed” Troll',
  alignment: ['Minion'],
  text: "Playable at any tapped or untapped Ruins & Lairs [{R}] with a Troll automatic-attack. Its controlling character's company is overt. Tap to cancel an Orc or Troll attack against his company. Cannot be duplicated in a given company.",
  play: { side: 'resource', windows: ['site'], requires: [siteWithAutoAttack(['R'], ['Troll'], 'a Ruins & Lairs with a Troll automatic-attack'), notDuplicatedInCompany] },
  abilities: [cancelAttackBy(['Orc', 'Troll'], 'an Orc or Troll')],
};
export default def;
