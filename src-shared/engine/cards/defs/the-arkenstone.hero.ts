import type { CardDef } from '../cardApi';
import { ANY_TIME } from '../vocab/bearer';

const def: CardDef = {
  name: 'The Arkenstone',
  alignment: ['Hero'],
  text: 'Unique. +3 to bearer’s direct influence against Dwarves and Dwarf factions. If held by a Dwarf, The Arkenstone gives 5 marshalling points and 4 corruption points. The Arkenstone may be tapped to untap a Dwarf character in the same company, but target Dwarf must make a corruption check modified by -2.',
  static: [
    { on: 'influenceAgainst', delta: 3, against: ['faction', 'character'], race: 'Dwarf' },
    { on: 'heldBy', races: ['Dwarf'], mp: 5, corruption: 4 },
  ],
  abilities: [
    {
      label: 'tap: untap a Dwarf character in the same company, who makes a corruption check modified by -2',
      windows: ANY_TIME,
      target: { kind: 'character', side: 'company', where: [{ is: 'race', race: ['Dwarf'] }, { is: 'status', status: 'tapped' }] },
      costs: ['tapSelf'],
      effects: [
        { do: 'untap', who: 'target' },
        { do: 'corruptionCheck', who: 'target', modifier: -2 },
      ],
    },
  ],
};
export default def;
