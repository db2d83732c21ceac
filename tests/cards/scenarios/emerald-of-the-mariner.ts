import { corruptionPoints, type RollEvent } from '../../../src-shared/engine/cards/cardApi';
import { handSize } from '../../../src-shared/engine/state';
import type { Scenario } from '../kit/scenario';
import { itemRefusedAt } from '../helpers/heldBy';
import { atSite } from '../helpers/itemInfluence';

const NAME = 'Emerald of the Mariner';

const scenarios: Scenario[] = [
  {
    title: 'played at The Lonely Mountain: "Bearer receives +1 to all of his corruption checks"; "a source of 0 corruption points"',
    run: (k) => {
      const { chars } = atSite(k, ['Thorin II'], 'The Lonely Mountain');
      const who = chars[0] as number;
      const cp = corruptionPoints(k.s, who);
      const inst = k.mpHand(0, NAME);
      k.act(0, { type: 'playMpCard', inst, character: who });
      k.equal(k.where(inst), 'character', NAME);
      k.equal(corruptionPoints(k.s, who), cp, 'Thorin II\'s corruption points');
      k.rig([3, 3]);
      const roll = k.corruptionCheck(who).find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'corruption');
      k.expect((roll?.mods ?? []).some((m) => m.label === NAME && m.value === 1), `+1 from ${NAME}`);
    },
  },
  {
    title: '"You may keep one more card than normal in your hand" (while a character of his bears it)',
    run: (k) => {
      const who = k.company(0, ['Thorin II'], 'Rivendell').chars[0] as number;
      const normal = handSize(k.s, 0);
      k.item(who, NAME);
      k.equal(handSize(k.s, 0), normal + 1, 'hand size');
      k.equal(handSize(k.s, 1), normal, 'the opponent\'s hand size');
    },
  },
  itemRefusedAt(NAME, 'Aragorn II', 'Barrow-downs'),
];
export default scenarios;
