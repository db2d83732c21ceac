import { attackWindow, autoAttackWindow, cancelScenario, expectCancelled } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  cancelScenario('Half-trolls of Far Harad keyed to the company’s Shadow-hold are cancelled', { names: ['Aragorn II', 'Gimli'], creature: 'Half-trolls of Far Harad', cards: 'Not at Home' }),
  {
    title: 'not on a Cave-drake keyed to two Wildernesses of the site path',
    run: (k) => {
      const { card } = attackWindow(k, { names: ['Aragorn II', 'Gimli'], creature: 'Cave-drake', cards: 'Not at Home', prepare: (_, id) => k.movement(id, 'Bree', ['Arthedain']) });
      k.expect(k.top()?.kind === 'combat', 'the attack is under way');
      k.expect(!k.canPlay(0, card), 'keyed to the regions');
    },
  },
  {
    title: 'Buhr Widu’s Troll automatic-attack is cancelled',
    run: (k) => {
      const { card } = autoAttackWindow(k, ['Aragorn II', 'Gimli'], 'Buhr Widu', 'Not at Home');
      k.play(0, card, null);
      expectCancelled(k);
    },
  },
  {
    title: 'with Gates of Morning in play, an Orc automatic-attack (Moria) has 2 strikes fewer; not without it',
    run: (k) => {
      const { card } = autoAttackWindow(k, ['Aragorn II', 'Gimli'], 'Moria', 'Not at Home');
      const top = k.top();
      const strikes = top?.kind === 'combat' ? top.attack.strikes : 0;
      k.expect(!k.canPlay(0, card), 'Orcs, no Gates of Morning');
      k.inPlay(0, 'Gates of Morning');
      k.play(0, card, null);
      const after = k.top();
      k.equal(after?.kind === 'combat' ? after.attack.strikes : -1, Math.max(1, strikes - 2), 'strikes');
    },
  },
];
export default scenarios;
