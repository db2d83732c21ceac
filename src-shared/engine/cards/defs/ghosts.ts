import type { CardDef } from '../cardApi';

// Creatures whose attack does more (their own `creature` effects, combat.ts).
const def: CardDef = {
  name: 'Ghosts',
  text: 'Undead. Three strikes. After attack, each character wounded by Ghosts makes a corruption check modified by -1.',
  static: [{ on: 'creature', after: 'woundedCorruptionCheck', modifier: -1 }],
};
export default def;
