import type { CardDef } from '../cardApi';
import { markAttack, playedOnAttack } from '../vocab/onAttack';
import { attackBy, beforeAssignment, bodyChecksOfAttack, changeAttack } from '../vocab/hazardShortEvents';

const def: CardDef = {
  // Played in the window the engine opens as an attack is declared (coe-rules §3.II: "the hazard player may modify it before strikes are assigned").
  name: 'Tribal Banner',
  text: 'Playable on an Orc or Troll attack before strikes are assigned; does not count against the hazard limit. The prowess and body of target attack are each reduced by one. All body checks resulting from successful strikes of this attack are modified by +1. Cannot be duplicated on a given attack.',
  play: {
    side: 'hazard',
    windows: ['attack'],
    hazardLimit: false,
    target: { kind: 'attack' },
    requires: [{ is: 'custom', label: 'an Orc or Troll attack before its strikes are assigned, no Tribal Banner on it yet', test: (q) => beforeAssignment(q) && attackBy(q, ['Orc', 'Troll']) && !playedOnAttack(q) }],
  },
  effects: [
    {
      do: 'custom',
      label: '-1 prowess and -1 body to the attack; +1 to the body checks its successful strikes cause',
      run: (q, ctx) => {
        markAttack(q);
        changeAttack(q, ctx, -1, -1);
        bodyChecksOfAttack(q, 1);
      },
    },
  ],
};
export default def;
