import { prowessOf, type CardDef } from '../cardApi';
import { factionCheckBonus } from '../vocab/checkBonuses';

const def: CardDef = {
  name: 'Muster',
  alignment: ['Hero'],
  text: 'Warrior only. An influence check against a faction by a warrior is modified by adding the warrior’s prowess to a maximum modifier of +5.',
  play: {
    side: 'resource',
    windows: ['site'],
    target: { kind: 'character', side: 'company', where: [{ is: 'skill', skill: 'Warrior' }, { is: 'status', status: 'untapped' }] },
    requires: [{ is: 'entered' }],
  },
  effects: [{ do: 'custom', label: "the warrior's next influence check against a faction: + his prowess (at most +5)", run: (q) => q.target !== null && factionCheckBonus(q, Math.min(5, prowessOf(q.s, q.target))) }],
};
export default def;
