import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Darkness Under Tree',
  text: 'Playable on an untapped Orc, Troll, or Man character if Doors of Night is in play. Tap the character.',
  play: {
    side: 'hazard',
    windows: ['hazard'],
    requires: [{ is: 'inPlay', names: ['Doors of Night'] }],
    target: { kind: 'character', side: 'company', where: [{ is: 'race', race: ['Orc', 'Troll', 'Man'] }, { is: 'status', status: 'untapped' }] },
  },
  effects: [{ do: 'tap', who: 'target' }],
};
export default def;
