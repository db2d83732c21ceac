import type { CardDef } from '../cardApi';
import { inCompanyWithMagicUser, magicUserCheck } from '../vocab/minionEvents';
import { flagTarget } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'Sojourn in Shadows',
  alignment: ['Minion'],
  // "Before strikes are assigned": the attack window (coe-rules §3.II). The check is the shadow-magic user's (vocab companyMagicUser).
  text: 'Magic. Shadow-magic. Playable before strikes are assigned on a character facing an attack in a shadow-magic using character’s company. Target character cannot be assigned a strike from the attack. Unless he is a Ringwraith, the shadow-magic using character makes a corruption check modified by -4.',
  play: { side: 'resource', windows: ['attack'], target: { kind: 'character', side: 'company', where: [inCompanyWithMagicUser('shadow-magic')] } },
  effects: [{ do: 'custom', label: 'target character cannot be assigned a strike from the attack', run: (q) => flagTarget(q, 'noStrikes', 'attack') }, magicUserCheck('shadow-magic', -4)],
};
export default def;
