import type { CardDef } from '../cardApi';
import { ATTACK_ON_COMPANY, BEARER_WARRIOR } from '../vocab/bearer';
import { keyedToPath } from '../vocab/keying';

const def: CardDef = {
  name: 'Bow of Dragon-horn',
  alignment: ['Hero'],
  text: 'Unique. Hoard item. Warrior only: tap bow to reduce the number of strikes from one hazard creature attack not keyed to a site by one (to a minimum of one).',
  // How a creature was keyed is not recorded: "not keyed to a site" is read as a creature that could be keyed to the company's site path.
  abilities: [
    {
      label: 'tap: -1 strike to a hazard creature attack not keyed to a site (minimum one)',
      windows: ['attack'],
      requires: [ATTACK_ON_COMPANY, BEARER_WARRIOR, { is: 'custom', label: 'a hazard creature attack not keyed to a site', test: (q) => keyedToPath(q) }],
      costs: ['tapSelf'],
      effects: [{ do: 'modifyAttack', stat: 'strikes', delta: -1 }],
      botUse: true,
    },
  ],
};
export default def;
