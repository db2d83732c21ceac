import type { CardDef } from '../cardApi';
import { deepsRollBonus } from '../vocab/underDeeps';

// coe-rules 2.IV.i.1: the Under-deeps movement roll (phases/movementHazard.ts deepsRoll); a required roll decreased by 4 is the roll at +4.
const def: CardDef = {
  name: 'Secret Ways',
  alignment: ['Hero'],
  text: 'The roll required to move between adjacent Under-deeps sites is decreased by 4. Cannot be duplicated.',
  play: { side: 'resource', windows: ['longEvent'], requires: [{ is: 'notInPlay', names: ['Secret Ways'] }] },
  effects: [{ do: 'stay' }],
  static: [deepsRollBonus('Secret Ways', 4, { betweenDeeps: true })],
};
export default def;
