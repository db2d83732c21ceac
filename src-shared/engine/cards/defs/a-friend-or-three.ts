import { companyOfChar, type CardDef } from '../cardApi';
import { nextCheckBonus } from '../vocab/checkBonuses';
import { ANY_PHASE, onOwnCharacter } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'A Friend or Three',
  alignment: ['Hero'],
  text: 'One influence check or corruption check by a character in a company receives a +1 modification for each character in his company.',
  play: onOwnCharacter(ANY_PHASE, []),
  effects: [{ do: 'custom', label: 'his next influence or corruption check: +1 for each character in his company', run: (q) => q.target !== null && nextCheckBonus(q, companyOfChar(q.s, q.target)?.chars.length ?? 0) }],
};
export default def;
