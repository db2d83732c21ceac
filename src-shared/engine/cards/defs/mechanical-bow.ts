import { hasSkill, type CardDef } from '../cardApi';

// The data's "+2" prowess (to a maximum of 8, warrior only) is the engine's weapon bonus; its "-1" body is not (state.ts bodyOf takes
// the best of each kind of gear, never lowering the body): the text's "-1 to bearer’s body" is a `bearer` static.
const def: CardDef = {
  name: 'Mechanical Bow',
  alignment: ['Minion'],
  text: 'Weapon. Technology. -1 to bearer’s body. Warrior only: +2 prowess to a maximum of 8; -1 to the body of any strike its bearer faces if he taps to face the strike.',
  static: [
    { on: 'bearer', stat: 'body', delta: -1 },
    { on: 'strikeBody', delta: (s, bearer, tapped) => (tapped && hasSkill(s, bearer, 'Warrior') ? -1 : 0) },
  ],
};
export default def;
