import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { creatureScenarios } from '../kit/templates';
import { rollsOf } from '../helpers/creatures';

const scenarios: Scenario[] = [
  ...creatureScenarios('Neeker-breekers'),
  {
    title: 'Neeker-breekers: a Wizard in the company faces no strike',
    run: (k) => {
      const { id, chars } = k.company(0, ['Gandalf', 'Aragorn II'], 'Rivendell');
      k.creatureAttack(id, 'Neeker-breekers');
      const combat = k.s.stack.find((x) => x.kind === 'combat');
      k.equal(combat?.kind === 'combat' ? combat.slots.map((x) => x.target).join(',') : '', String(chars[1]), 'characters facing a strike');
    },
  },
  ...[
    { who: 'Aragorn II', dice: [6, 6] },
    { who: 'Ioreth', dice: [1, 1] },
  ].map(({ who, dice }) => ({
    title: `Neeker-breekers: ${who}'s prowess against the strike is his mind; ${dice[0] === 1 ? 'a failed strike only taps him, no body check' : 'he defeats it'}`,
    run: (k: ScenarioKit) => {
      const { id, chars } = k.company(0, [who], 'Rivendell');
      const ch = chars[0] as number;
      k.creatureAttack(id, 'Neeker-breekers');
      k.passAll();
      k.rig(dice);
      k.act(0, { type: 'resolveStrike', target: ch, stayUntapped: false });
      k.passAll();
      const strike = rollsOf(k, 'strike').at(-1) as { prowess?: unknown } | undefined;
      k.equal(strike?.prowess, k.card(who).mind, `${who}'s prowess against the strike (his mind)`);
      k.equal(k.s.status[ch], 'tapped', `${who} after the strike`);
      k.equal(rollsOf(k, 'bodyCheck').length, 0, 'body checks');
    },
  })),
];
export default scenarios;
