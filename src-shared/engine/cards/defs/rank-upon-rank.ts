import type { CardDef } from '../cardApi';
import { DOORS, plusOne, staysUnique } from '../vocab/hazards';

const def: CardDef = {
  name: 'Rank upon Rank',
  // Arda has no hazard agents: every Man attack is a non-agent one.
  text: 'All non-agent Man attacks receive +1 prowess and +1 strikes. If Doors of Night is in play, all Giant attacks also receive these bonuses. Discard this card when such an affected attack (automatic, hazard creature, or otherwise) is defeated. Cannot be duplicated.',
  ...staysUnique('Rank upon Rank'),
  static: [
    ...plusOne(['Man', 'Men'], ['Giant'], ['prowess', 'strikes']),
    { on: 'attackDefeated', races: ['Man', 'Men'] },
    { on: 'attackDefeated', races: ['Giant'], ifInPlay: [DOORS] },
  ],
};
export default def;
