import type { CardDef } from '../cardApi';
import { atUnderDeeps, deepsRollBonus } from '../vocab/underDeeps';

// "Its controlling character's company is overt": cards/vocab/companies.ts isOvert reads it from the ally's text.
const def: CardDef = {
  name: 'Cave Troll',
  alignment: ['Minion'],
  text: "Playable at a tapped or untapped Under-deeps site with a Troll automatic-attack. Its controlling character's company is overt. +1 to rolls required for its controller’s company to move to adjacent Under-deeps sites.",
  play: { side: 'resource', windows: ['site'], requires: [atUnderDeeps('an Under-deeps site with a Troll automatic-attack', { autoAttackRace: 'Troll' })] },
  static: [deepsRollBonus('Cave Troll', 1, { bearerCompany: true })],
};
export default def;
