import type { CardDef } from '../cardApi';
import { staysUnique } from '../vocab/hazards';

const def: CardDef = {
  name: 'Awaken Defenders',
  text: 'The number of strikes for each automatic-attack at a Free-hold [{F}] or Border-hold [{B}] is doubled. Additionally, each detainment automatic-attack at a Free-hold [{F}] or Border-hold [{B}] becomes a normal automatic-attack. Cannot be duplicated.',
  ...staysUnique('Awaken Defenders'),
  static: [
    { on: 'attack', races: [], stat: 'strikes', delta: 0, double: true, autoAt: ['F', 'B'] },
    { on: 'notDetainment', autoAt: ['F', 'B'] },
  ],
};
export default def;
