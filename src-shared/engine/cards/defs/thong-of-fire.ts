import { prowessOf, type CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Thong of Fire',
  alignment: ['Minion'],
  text: 'Unique. Hoard item. Weapon. May only be borne by a character with a prowess of 6 or more. Warrior only: +1 body; +1 prowess; if bearer chooses not to tap against a strike, he receives no prowess penalty.',
  play: { side: 'resource', windows: ['site'], requires: [{ is: 'custom', label: 'a character with a prowess of 6 or more', test: (q) => q.target !== null && prowessOf(q.s, q.target) >= 6 }] },
  // "Warrior only" (state.ts itemBonusApplies reads it from the text for the figures).
  static: [
    { on: 'weaponFigures', normal: { bonus: 1, max: null } },
    { on: 'gearFigures', body: { bonus: 1, max: null } },
    { on: 'untappedNoPenalty', warriorOnly: true },
  ],
};
export default def;
