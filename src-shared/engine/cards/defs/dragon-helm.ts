import type { CardDef } from '../cardApi';
import { ATTACK_ON_COMPANY } from '../vocab/bearer';
import { underDeepsSite } from '../vocab/underDeeps';

const def: CardDef = {
  name: 'Dragon-helm',
  alignment: ['Hero'],
  // Its figures are the card data's (helmet, +1 prowess, +2 body to a maximum of 10, +3 direct influence), each a warrior's only
  // (state.ts itemBonusApplies reads "Warrior only:").
  text: 'Unique. Playable at any Under-deeps Dark-hold [{D}] or Shadow-hold [{S}]. Helmet. Warrior only: +1 prowess; +2 body (to a maximum of 10); +3 direct influence. Tap Dragon-helm to cancel one Dragon or Drake attack against the bearer\'s company.',
  play: { side: 'resource', windows: ['site'], requires: underDeepsSite(['D', 'S']) },
  abilities: [
    {
      label: 'tap: cancel one Dragon or Drake attack against the bearer’s company',
      windows: ['attack'],
      requires: [ATTACK_ON_COMPANY, { is: 'attackRace', races: ['Dragon', 'Drake'] }],
      costs: ['tapSelf'],
      effects: [{ do: 'cancelAttack' }],
      botUse: true,
    },
  ],
};
export default def;
