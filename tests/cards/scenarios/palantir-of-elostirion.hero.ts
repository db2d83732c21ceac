import type { Scenario } from '../kit/scenario';
import { rollOf } from '../kit/combatSteps';
import { movesScenario } from '../helpers/palantiri';

const name = 'Palantír of Elostirion';

const scenarios: Scenario[] = [
  {
    title: '"If the bearer is a sage, he may tap Palantír of Elostirion to remove one corruption card from an Elf or a Wizard under your control. Bearer makes a corruption check"; not on a Dúnadan, not with a bearer no sage',
    run: (k) => {
      k.phase('organization');
      const { chars } = k.company(0, ['Arinmîr', 'Aragorn II'], 'Rivendell');
      const [sage, man] = chars as [number, number];
      const lure = k.attach(sage, 'Lure of Nature');
      const onMan = k.attach(man, 'Lure of Expedience');
      const palantir = k.item(man, name);
      k.expect(!k.canUse(0, palantir, 0, lure), 'not with Aragorn II, no sage, bearing it');
      k.s.chars[man]!.items = [];
      k.s.chars[sage]!.items.push(palantir);
      k.expect(!k.canUse(0, palantir, 0, onMan), 'not a corruption card on a Dúnadan');
      k.use(0, palantir, 0, lure);
      k.equal(k.where(lure), 'discard', 'Lure of Nature');
      k.equal(k.s.status[palantir], 'tapped', 'the Palantír');
      k.equal(k.s.status[sage] ?? 'untapped', 'untapped', 'Arinmîr');
      k.equal(rollOf(k, 'corruption')?.inst, sage, 'the bearer\'s corruption check');
    },
  },
  movesScenario(name, false, '"Discard if the bearer moves": kept while he stays, discarded when he moves', [
    { names: ['Arinmîr'], moves: false, kept: true },
    { names: ['Arinmîr', 'Aragorn II'], moves: true, kept: false },
  ]),
];
export default scenarios;
