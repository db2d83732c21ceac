import type { CardDef } from '../cardApi';
import { cancelByTapping } from '../vocab/creatures';

const def: CardDef = {
  name: 'Slayer',
  text: 'Slayer. Two attacks (of one strike each) all against the same character. Attacker chooses defending character. The defender may tap any one character in the company to cancel one of these attacks. This may be done even after a strike is assigned and after facing another attack. If an attack from Slayer is given more than one strike, each additional strike becomes an excess strike (-1 prowess modification) against the attacked character.',
  static: [{ on: 'creature', after: 'attacks', count: 2, strikes: 1, sameTarget: true, attackerChooses: true }],
  abilities: [cancelByTapping('Slayer', 1, false)],
};
export default def;
