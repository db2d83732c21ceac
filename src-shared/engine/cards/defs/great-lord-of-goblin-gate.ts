import type { CardDef } from '../cardApi';
import { ATTACK_ON_COMPANY } from '../vocab/bearer';
import { racePowerAgainstAttack } from '../vocab/allies';

// "Its controlling character's company is overt": overt.ts isOvert reads it from the ally's text.
const def: CardDef = {
  name: 'Great Lord of Goblin-gate',
  alignment: ['Minion'],
  text: "Unique. Playable at Goblin-gate. Orc. Manifestation of The Great Goblin. Its controlling character's company is overt. Tap to give +2 prowess to all Orcs in its company: against one attack or in company versus company combat.",
  play: { side: 'resource', windows: ['site'], requires: [{ is: 'siteName', names: ['Goblin-gate'] }] },
  abilities: [
    {
      label: 'tap to give +2 prowess to all Orcs in its company against the attack',
      windows: ['attack'],
      requires: [ATTACK_ON_COMPANY],
      costs: ['tapSelf'],
      effects: [racePowerAgainstAttack(['Orc'], 2)],
      botUse: true,
    },
  ],
};
export default def;
