/** Scenarios of New Friendship and Crooked Promptings (cards/vocab/checkBonuses.ts). */
import { atSite } from '../kit/combatSteps';
import type { TemplateFn } from '../kit/scenario';
import { minionKit } from '../kit/templates';
import { rollMod } from '../helpers/checks';

export const TEMPLATES: Record<string, TemplateFn> = {
  'newFriendship': (_def, name: string) => [
    {
      title: `${name}: +2 to a corruption check by a companion of the diplomat; not without a diplomat in the company`,
      run: (k0) => {
        const k = name === 'New Friendship' ? k0 : minionKit(k0);
        k.phase('organization');
        const names = name === 'New Friendship' ? ['Gimli', 'Bilbo'] : ['Firiel', 'Gorbag'];
        const { chars } = k.company(0, names, name === 'New Friendship' ? 'Rivendell' : 'Minas Morgul');
        const other = k.company(0, [name === 'New Friendship' ? 'Aragorn II' : 'Shagrat'], name === 'New Friendship' ? 'Bree' : 'Moria');
        const card = k.hand(0, name);
        k.expect(!k.canPlay(0, card, other.chars[0] as number), 'no diplomat in his company');
        k.play(0, card, chars[1] as number);
        k.rig([6, 6]);
        k.corruptionCheck(chars[1] as number);
        k.equal(rollMod(k, 'corruption', name), 2, 'the corruption check');
        k.expect(!k.s.mods.some((m) => m.stat === 'nextCheck'), 'used up');
      },
    },
    {
      title: `${name}: +3 to the diplomat's influence check against a faction`,
      run: (k0) => {
        const k = name === 'New Friendship' ? k0 : minionKit(k0);
        const { id, chars } = k.company(0, [name === 'New Friendship' ? 'Gimli' : 'Firiel'], name === 'New Friendship' ? 'Blue Mountain Dwarf-hold' : 'Moria');
        atSite(k, id);
        const card = k.hand(0, name);
        const faction = k.mpHand(0, name === 'New Friendship' ? 'Blue Mountain Dwarves' : 'Snaga-hai');
        k.play(0, card, chars[0] as number);
        k.rig([1, 1]);
        k.act(0, { type: 'playMpCard', inst: faction, character: chars[0] as number });
        k.equal(rollMod(k, 'influence', name), 3, 'the influence check');
      },
    },
  ],
};
