import { companyOfChar, type CardDef } from '../cardApi';
import { IN_DIPLOMATS_COMPANY, nextCheckBonus } from '../vocab/checkBonuses';
import { ANY_PHASE, onOwnCharacter } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'Join With That Power',
  alignment: ['Minion'],
  text: 'Diplomat only. One influence check or corruption check by a character in a diplomat’s company receives a bonus equal to the number of characters in the company minus one. Cannot be duplicated on a given check.',
  play: onOwnCharacter(ANY_PHASE, [IN_DIPLOMATS_COMPANY, { is: 'custom', label: 'not already on his next check', test: (q) => !q.s.mods.some((m) => m.inst === q.target && m.stat === 'nextCheck' && m.label === q.card.name) }]),
  effects: [{ do: 'custom', label: 'his next influence or corruption check: + the number of characters in the company minus one', run: (q) => q.target !== null && nextCheckBonus(q, (companyOfChar(q.s, q.target)?.chars.length ?? 1) - 1) }],
};
export default def;
