import type { CardDef } from '../cardApi';
import { cancelByTapping } from '../vocab/creatures';

const def: CardDef = {
  name: 'Assassin',
  text: 'Man. Three attacks (of one strike each) all against the same character. Attacker chooses defending character. One or two of these attacks may be canceled by tapping one character (not the defending character) in the defender’s company for each attack canceled. This may be done even after a strike is assigned and after facing another attack. If an attack from Assassin is given more than one strike, each additional strike becomes an excess strike (-1 prowess modification) against the attacked character.',
  static: [{ on: 'creature', after: 'attacks', count: 3, strikes: 1, sameTarget: true, attackerChooses: true }],
  abilities: [cancelByTapping('Assassin', 2, true)],
};
export default def;
