import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { creatureScenarios } from '../kit/templates';
import { combatNow } from '../helpers/creatures';

const NAME = 'Fell Turtle';

/** A hero company moving where Fell Turtle is keyed (a Coastal Sea [{c}]), its one strike on Bilbo with the dice given; the company's destination after. */
function strikeOn(k: ScenarioKit, dice: number[]): { dest: string | null; bilbo: number } {
  const { id, chars } = k.company(0, ['Bilbo', 'Aragorn II'], 'Rivendell');
  const bilbo = chars[0] as number;
  k.creatureAttack(id, NAME);
  k.expect(k.companyById(id).dest !== null, 'the company is moving');
  k.passAll();
  k.act(0, { type: 'assignStrike', target: bilbo });
  k.passAll();
  k.rig(dice);
  k.act(0, { type: 'resolveStrike', target: bilbo, stayUntapped: false });
  k.passAll();
  k.expect(combatNow(k) === null, 'the attack is over');
  return { dest: k.companyById(id).dest?.site ?? null, bilbo };
}

const scenarios: Scenario[] = [
  ...creatureScenarios(NAME),
  {
    title: `${NAME}: "If any strike is successful, the defending company must return to its site of origin (defending characters are wounded normally)"`,
    run: (k) => {
      const { dest, bilbo } = strikeOn(k, [1, 1, 1, 1]);
      k.expect(k.s.status[bilbo] === 'wounded' || !k.s.chars[bilbo], 'Bilbo is wounded');
      k.equal(dest, null, 'the company\'s destination (none: it stays at its site of origin)');
    },
  },
  {
    title: `${NAME}: a character eliminated by its strike: the company returns too`,
    run: (k) => {
      const { dest, bilbo } = strikeOn(k, [1, 1, 6, 6]);
      k.expect(!k.s.chars[bilbo], 'Bilbo is eliminated');
      k.equal(dest, null, 'the company\'s destination');
    },
  },
  {
    title: `${NAME}: its strike defeated, the company moves on`,
    run: (k) => {
      const { id } = k.company(0, ['Aragorn II'], 'Rivendell');
      k.creatureAttack(id, NAME);
      const aragorn = k.companyById(id).chars[0] as number;
      const before = k.companyById(id).dest?.site;
      k.passAll();
      k.act(0, { type: 'assignStrike', target: aragorn });
      k.passAll();
      k.rig([6, 6]);
      k.act(0, { type: 'resolveStrike', target: aragorn, stayUntapped: false });
      k.passAll();
      k.expect(before !== undefined && k.companyById(id).dest?.site === before, 'the company keeps its destination');
    },
  },
];
export default scenarios;
