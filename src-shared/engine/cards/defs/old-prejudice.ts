import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Old Prejudice',
  alignment: ['Minion'],
  text: 'Triple all standard modifications for influence checks against factions.',
  play: { side: 'resource', windows: ['longEvent'] },
  effects: [{ do: 'stay' }],
  static: [{ on: 'standardModifications', factor: 3 }],
};
export default def;
