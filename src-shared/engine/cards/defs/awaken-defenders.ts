import type { CardDef } from '../cardApi';
import { autoAttackAt, staysUnique } from '../vocab/hazards';

const holds = autoAttackAt(['F', 'B']);

const def: CardDef = {
  name: 'Awaken Defenders',
  text: 'The number of strikes for each automatic-attack at a Free-hold [{F}] or Border-hold [{B}] is doubled. Additionally, each detainment automatic-attack at a Free-hold [{F}] or Border-hold [{B}] becomes a normal automatic-attack. Cannot be duplicated.',
  ...staysUnique('Awaken Defenders'),
  static: [
    { on: 'attack', races: [], stat: 'strikes', delta: 0, double: true, onlyIf: holds },
    { on: 'notDetainment', onlyIf: holds },
  ],
};
export default def;
