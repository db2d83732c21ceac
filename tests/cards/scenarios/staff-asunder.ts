import { attackWindow, resolveStrike, rollOf } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';

const STAFF = 'Wizard’s Staff';

const scenarios: Scenario[] = [
  {
    title: 'Gandalf bearing Wizard’s Staff facing The Great Goblin (body 7): "Wizard makes a corruption check. Place Wizard’s Staff in your marshalling point pile. Wizard gains +5 prowess against the attack. Modify the attack’s body by -2"',
    run: (k) => {
      let staff = -1;
      const { chars, card } = attackWindow(k, { names: ['Gandalf', 'Aragorn II'], creature: 'The Great Goblin', cards: 'Staff Asunder', prepare: (cs) => (staff = k.item(cs[0] as number, STAFF)) });
      const [gandalf, aragorn] = chars as [number, number];
      k.expect(!k.canPlay(0, card, aragorn), 'Aragorn II is no Wizard');
      k.rig([6, 6]);
      k.play(0, card, gandalf);
      k.equal(rollOf(k, 'corruption')?.inst, gandalf, 'Gandalf makes a corruption check');
      k.equal(k.where(staff), 'mpPile', 'Wizard’s Staff');
      k.expect(!k.s.chars[gandalf]?.items.includes(staff), 'Gandalf no longer bears it');
      const combat = k.s.stack.find((x) => x.kind === 'combat');
      k.equal(combat?.kind === 'combat' ? combat.attack.body : null, (k.card('The Great Goblin', 1).body ?? 0) - 2, "the attack's body");
      k.act(0, { type: 'assignStrike', target: gandalf });
      const roll = resolveStrike(k, gandalf, [1, 1]);
      k.equal(roll?.prowess, (k.card('Gandalf').prowess ?? 0) + 5, "Gandalf's prowess against the strike (the Staff's +2 gone with it)");
    },
  },
  {
    title: 'Staff Asunder: not on a Wizard without Wizard’s Staff; not on Aragorn II bearing one; not on a Wizard of a company not facing the attack',
    run: (k) => {
      let staff = -1;
      const { chars, card } = attackWindow(k, { names: ['Radagast', 'Aragorn II'], creature: 'The Great Goblin', cards: 'Staff Asunder', prepare: (cs) => (staff = k.item(cs[1] as number, STAFF)) });
      k.expect(!k.canPlay(0, card, chars[0] as number), 'Radagast bears no Staff');
      k.expect(!k.canPlay(0, card, chars[1] as number), 'Aragorn II is no Wizard');
      const elsewhere = k.company(0, ['Gandalf'], 'Lórien').chars[0] as number;
      k.item(elsewhere, STAFF);
      k.expect(!k.canPlay(0, card, elsewhere), 'Gandalf, in another company');
      k.equal(k.where(staff), 'character', 'the Staff stays');
    },
  },
];
export default scenarios;
