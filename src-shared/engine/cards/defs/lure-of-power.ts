import type { CardDef } from '../cardApi';

const def: CardDef = {
  // Influence attempts: a faction's influence check (phases/site.ts) and an attempt against an opponent's card (phases/influence.ts).
  name: 'Lure of Power',
  text: 'The next non-Hobbit character to make a successful influence attempt (e. g., against a faction, an opponent’s character, etc.) must immediately make a corruption check modified by -4. Discard this card after this corruption check.',
  play: { side: 'hazard', windows: ['hazard'] },
  effects: [{ do: 'stay' }],
  // A passive condition: the check is declared in a new chain of effects that players may answer (coe-rules 9.6.1, effects/passive.ts).
  static: [{ on: 'passive', label: 'the corruption check modified by -4', trigger: { event: 'influenceSuccess', notRaces: ['Hobbit'] }, effects: [{ do: 'corruptionCheck', who: 'target', modifier: -4 }], discardAfter: true }],
};
export default def;
