import type { CardDef } from '../cardApi';
import { ATTACK_ON_COMPANY } from '../vocab/bearer';
import { tapRaceAtHaven } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'Lore of the Ages',
  alignment: ['Hero'],
  // Its 2 corruption points count for the bearer while it is kept with him (corruption.ts corruptionPoints).
  text: 'Playable on an untapped Elf at a Haven [{H}]. Tap the Elf. When facing an attack, bearer may tap to give +1 prowess to all characters in his company against the attack. Bearer makes a corruption check.',
  play: tapRaceAtHaven('Elf'),
  effects: [{ do: 'attach', to: 'target' }],
  abilities: [
    {
      label: 'tap bearer: +1 prowess to all characters in his company against the attack; bearer makes a corruption check',
      windows: ['attack'],
      requires: [ATTACK_ON_COMPANY],
      costs: ['tapBearer'],
      effects: [
        { do: 'modify', who: 'targetCompany', stat: 'prowess', delta: 1, until: 'attack' },
        { do: 'corruptionCheck', who: 'bearer', modifier: 0 },
      ],
      botUse: true,
    },
  ],
};
export default def;
