import type { CardDef } from '../cardApi';
import { ATTACK_ON_COMPANY } from '../vocab/bearer';
import { deepsRollBonus, underDeepsSite } from '../vocab/underDeeps';

const def: CardDef = {
  name: 'Noldo-lantern',
  alignment: ['Hero'],
  text: 'Playable at any Under-deeps site. +2 to all rolls required for bearer’s company to move to an adjacent site in the Under-deeps. Tap Noldo-lantern to give -2 prowess and one less strike (to a minimum of one) to any Undead, Nazgûl, Orc, or Troll attack against the bearer\'s company.',
  play: { side: 'resource', windows: ['site'], requires: underDeepsSite() },
  static: [deepsRollBonus('Noldo-lantern', 2, { bearerCompany: true })],
  abilities: [
    {
      // "To a minimum of one": effects/resolve.ts modifyAttack keeps at least one strike.
      label: 'tap: -2 prowess and one less strike to an Undead, Nazgûl, Orc or Troll attack against the bearer’s company',
      windows: ['attack'],
      requires: [ATTACK_ON_COMPANY, { is: 'attackRace', races: ['Undead', 'Nazgûl', 'Orc', 'Troll'] }],
      costs: ['tapSelf'],
      effects: [{ do: 'modifyAttack', stat: 'prowess', delta: -2 }, { do: 'modifyAttack', stat: 'strikes', delta: -1 }],
      botUse: true,
    },
  ],
};
export default def;
