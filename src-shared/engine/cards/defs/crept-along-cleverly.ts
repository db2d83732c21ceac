import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Crept Along Cleverly',
  alignment: ['Minion'],
  text: 'Ranger only. Cancels a Wolf, Animal, Spider, Dragon, Drake, or Undead attack against a ranger’s company.',
  play: {
    side: 'resource',
    windows: ['attack'],
    target: { kind: 'attack' },
    requires: [{ is: 'skill', skill: 'Ranger' }, { is: 'attackRace', races: ['Wolf', 'Wolves', 'Animal', 'Spider', 'Dragon', 'Drake', 'Undead'] }],
  },
  effects: [{ do: 'cancelAttack' }],
};
export default def;
