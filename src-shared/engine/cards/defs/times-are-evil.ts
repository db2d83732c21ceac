import type { CardDef } from '../cardApi';

const def: CardDef = {
  // Arda has no offering attempts; influence attempts are faction plays (phases/site.ts) and attempts on an opponent's cards (phases/influence.ts).
  name: 'Times Are Evil',
  text: 'All offering attempts and influence attempts are modified by -3.',
  play: { side: 'hazard', windows: ['hazard'] },
  effects: [{ do: 'stay' }],
  static: [{ on: 'influenceAttempts', delta: -3 }],
};
export default def;
