import type { CardDef } from '../cardApi';
import { deepsRollBonus, underDeepsSite } from '../vocab/underDeeps';

const def: CardDef = {
  name: 'Dwarven Light-stone',
  alignment: ['Hero'],
  text: 'Playable at any Under-deeps site. +2 to all rolls required for bearer’s company to move to an adjacent site in the Under-deeps. Tap Dwarven Light-stone: to modify by -2 the prowess of one Orc or Troll attack or to modify by -2 the prowess of one attack for which “weapons do not modify the target’s prowess” (e. g., Trap, Lava Flow, etc.).',
  play: { side: 'resource', windows: ['site'], requires: underDeepsSite() },
  static: [deepsRollBonus('Dwarven Light-stone', 2, { bearerCompany: true })],
  // Only its player's companies are attacked when he may act in the attack window (effects/query.ts windowsNow: the defender's). The attacks
  // "for which weapons do not modify the target's prowess" come from cards played by hand (Earth-tremors, The Black Enemy's Wrath, Lost Tome,
  // Forgotten Scrolls: none has a definition), so that use is settled with them.
  abilities: [
    {
      label: 'tap: -2 to the prowess of one Orc or Troll attack',
      windows: ['attack'],
      requires: [{ is: 'attackRace', races: ['Orc', 'Troll'] }],
      costs: ['tapSelf'],
      effects: [{ do: 'modifyAttack', stat: 'prowess', delta: -2 }],
      botUse: true,
    },
  ],
};
export default def;
