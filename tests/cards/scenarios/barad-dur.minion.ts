import type { RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import { kitFor } from '../helpers/sites';
import { nextOwnTurn } from '../helpers/turns';

const scenarios: Scenario[] = [
  {
    title: 'Barad-dûr: "Any gold ring item at this site is automatically tested during the site phase (the site need not be entered). All ring tests at this site are modified by -3": the Orc Captain\'s gold ring is tested (4 + 3 - 3), he does not tap; one at Weathertop is not',
    run: (k0) => {
      const k = kitFor(k0, true);
      const here = k.company(0, ['Orc Captain'], 'Barad-dûr');
      const away = k.company(0, ['Orc Veteran'], 'Weathertop');
      const ring = k.item(here.chars[0] as number, 'Gleaming Gold Ring');
      const other = k.item(away.chars[0] as number, 'Gleaming Gold Ring');
      k.movement(here.id, null);
      k.act(1, { type: 'passHazards' });
      k.movement(away.id, null);
      k.rig([4, 3]);
      k.act(1, { type: 'passHazards' });
      k.equal(k.top()?.kind, 'siteSelect', 'the site phase');
      const tests = k.allEvents.filter((e): e is RollEvent => e.type === 'roll' && e.purpose === 'ringTest') as { total?: number; mods?: { value: number }[] }[];
      k.equal(tests.length, 1, 'ring tests');
      k.equal(tests[0]?.total, 4, 'the test (4 + 3 - 3)');
      k.equal(k.where(ring), 'discard', 'the tested gold ring');
      k.equal(k.s.status[here.chars[0] as number], undefined, 'the Orc Captain stays untapped');
      k.equal(k.where(other), 'character', 'the gold ring at Weathertop');
    },
  },
  {
    title: 'Barad-dûr: "Treat this site as a Darkhaven during the untap phase": a wounded Orc Captain there heals (to tapped); the Orc Veteran at Weathertop stays wounded',
    run: (k0) => {
      const k = kitFor(k0, true);
      const here = k.company(0, ['Orc Captain'], 'Barad-dûr').chars[0] as number;
      const away = k.company(0, ['Orc Veteran'], 'Weathertop').chars[0] as number;
      k.setStatus(here, 'wounded');
      k.setStatus(away, 'wounded');
      nextOwnTurn(k);
      k.equal(k.s.status[here], 'tapped', 'the Orc Captain');
      k.equal(k.s.status[away], 'wounded', 'the Orc Veteran');
    },
  },
];
export default scenarios;
