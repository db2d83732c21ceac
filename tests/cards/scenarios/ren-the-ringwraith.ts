/** Ren the Ringwraith: at a Darkhaven, tap for +2 to a company's corruption checks this turn. */
import { cardOf, type RollEvent } from '../../../src-shared/engine/cards/cardApi';
import { ringwraithScenario } from '../helpers/characters';
import type { Scenario } from '../kit/scenario';
import { minionTurn } from '../kit/templates';

const scenarios: Scenario[] = [
  ringwraithScenario('Ren the Ringwraith'),
  {
    title: 'Ren at Minas Morgul taps: the corruption checks of the characters in a company at Mount Gundabad get +2 this turn; not another company\'s',
    run: (k) => {
      minionTurn(k);
      const ren = k.company(1, ['Ren the Ringwraith'], 'Minas Morgul').chars[0] as number;
      const [captain, veteran] = k.company(1, ['Orc Captain', 'Orc Veteran'], 'Mount Gundabad').chars as [number, number];
      const other = k.company(1, ['Orc Tracker'], 'Mount Gundabad').chars[0] as number;
      k.phase('organization');
      k.use(1, ren, 0, captain);
      k.equal(k.s.status[ren], 'tapped', 'Ren taps');
      for (const [ch, bonus] of [[captain, 2], [veteran, 2], [other, 0]] as const) {
        k.rig([3, 3]);
        const roll = k.corruptionCheck(ch).find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'corruption') as { total?: number } | undefined;
        k.equal(roll?.total, 6 + cardOf(k.s, ch).corruptionCheckMod + bonus, `${cardOf(k.s, ch).name}'s corruption check on 3+3`);
      }
      k.expect(!k.canUse(1, ren, 0, captain), 'tapped, not again');
    },
  },
  {
    title: 'Ren cannot choose a company of another player',
    run: (k) => {
      minionTurn(k);
      const ren = k.company(1, ['Ren the Ringwraith'], 'Minas Morgul').chars[0] as number;
      const bilbo = k.company(0, ['Bilbo'], 'Rivendell').chars[0] as number;
      k.phase('organization');
      k.expect(!k.canUse(1, ren, 0, bilbo), "not the Wizard player's Bilbo");
    },
  },
  {
    title: 'Ren away from a Darkhaven, or outside the organization phase, cannot',
    run: (k) => {
      minionTurn(k);
      const [ren, captain] = k.company(1, ['Ren the Ringwraith', 'Orc Captain'], 'Mount Gundabad').chars as [number, number];
      k.phase('organization');
      k.expect(!k.canUse(1, ren, 0, captain), 'not at Mount Gundabad');
      k.companyOf(ren)!.site = k.siteId('Minas Morgul', 1);
      k.phase('site');
      k.expect(!k.canUse(1, ren, 0, captain), 'not in the site phase');
    },
  },
];
export default scenarios;
