import type { CardDef } from '../cardApi';
import { bodyChecksOfAttack } from '../vocab/hazardShortEvents';
import { defenderAssignsAll } from '../vocab/onAttack';

const def: CardDef = {
  name: 'Motionless Among the Slain',
  alignment: ['Minion'],
  // Played by the defender on the attack his company faces, before strikes are assigned. "+1 to all body checks by your characters
  // resulting from the attack": the body checks of the characters its successful strikes wound (Attack.bodyCheck; combat.ts bodyCheck).
  text: 'Playable on an attack. You assign all strikes of the attack regardless of the attack’s normal capabilities and character status. +1 to all body checks by your characters resulting from the attack.',
  play: { side: 'resource', windows: ['attack'], target: { kind: 'attack' } },
  effects: [
    { do: 'custom', label: 'you assign all strikes of the attack, to any character of your company', run: (q) => defenderAssignsAll(q) },
    { do: 'custom', label: '+1 to all body checks by your characters resulting from the attack', run: (q) => bodyChecksOfAttack(q, 1) },
  ],
};
export default def;
