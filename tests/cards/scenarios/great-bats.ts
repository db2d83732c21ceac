import { isOvert } from '../../../src-shared/engine/overt';
import type { Scenario } from '../kit/scenario';
import { minionKit, playing } from '../kit/templates';
import { flyingScenarios, notFromAnotherCompany, playedAtScenario } from '../helpers/allies';
import { attackedWith } from '../helpers/inPlay';

const name = 'Great Bats';

const scenarios: Scenario[] = [
  playedAtScenario({ name, minion: true, at: { site: 'Moria', tapped: true }, notAt: 'Isengard' }),
  ...flyingScenarios(name),
  {
    title: '"Tap this ally to remove the effect of an attack … that states: “attacker chooses defending characters”": Ambusher\'s strikes are then assigned by the defender',
    run: (k0) => {
      const k = minionKit(k0);
      const { id, chars } = k.company(0, ['Tarcil', 'Eradan'], 'Moria');
      const inst = k.ally(chars[0] as number, name);
      k.expect(isOvert(k.s, id), "Its controlling character's company is overt");
      k.creatureAttack(id, 'Ambusher');
      // The attack's window: the hazard player, with nothing to play, is passed over; the defender has priority.
      k.expect(!k.legal(0).some((a) => a.type === 'assignStrike'), 'the attacker chooses: the defender assigns none');
      k.use(0, inst, 0);
      k.equal(k.s.status[inst], 'tapped', name);
      k.expect(k.legal(0).some((a) => a.type === 'assignStrike' && a.target === chars[1]), 'the defender assigns the strikes');
    },
  },
  {
    title: 'not against an attack without it (Wargs), nor against another company\'s attack; "Cannot be duplicated in a given company"',
    run: (k0) => {
      const k = minionKit(k0);
      const { inst } = attackedWith(k, ['Tarcil'], name, 'Wargs', 'ally');
      k.expect(!k.canUse(0, inst, 0), 'Wargs: the defender chooses already');
      notFromAnotherCompany(minionKit(k0), name, true, 'Ambusher');
      const k2 = minionKit(k0);
      const { id, chars } = k2.company(0, ['Tarcil', 'Eradan'], 'Moria');
      k2.ally(chars[0] as number, name);
      playing(k2, id, true);
      k2.expect(k2.refused(0, { type: 'playMpCard', inst: k2.mpHand(0, name), character: chars[1] as number }) !== undefined, 'a second Great Bats in the company');
    },
  },
];
export default scenarios;
