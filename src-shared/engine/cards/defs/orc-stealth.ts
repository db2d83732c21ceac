import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Orc Stealth',
  alignment: ['Minion'],
  text: 'Orc scout only. Cancel one strike against an Orc scout.',
  play: { side: 'resource', windows: ['strike'], target: { kind: 'strike' }, requires: [{ is: 'race', race: ['Orc'] }, { is: 'skill', skill: 'Scout' }] },
  effects: [{ do: 'cancelStrike' }],
};
export default def;
