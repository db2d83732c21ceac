import { attackWindow, expectCancelled, expectCorruptionMod } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: 'the Wizard cancels an attack on his company and makes a corruption check at -2; no one else may play it, nor a Wizard of another company',
    run: (k) => {
      const { chars, card } = attackWindow(k, { names: ['Gandalf', 'Gimli'], creature: 'Orc-watch', cards: 'Vanishment' });
      const [gandalf, gimli] = chars as [number, number];
      k.expect(!k.canPlay(0, card, gimli), 'Gimli is no Wizard');
      const elsewhere = k.company(0, ['Radagast'], 'Lórien').chars[0] as number;
      k.expect(!k.canPlay(0, card, elsewhere), 'not Radagast, a Wizard of another company');
      k.rig([4, 4]);
      k.play(0, card, gandalf);
      expectCancelled(k);
      expectCorruptionMod(k, -2, { inst: gandalf, what: 'Gandalf makes a corruption check' });
      k.equal(k.where(gandalf), 'inPlay', 'Gandalf');
    },
  },
];
export default scenarios;
