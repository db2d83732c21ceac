import type { Scenario } from '../kit/scenario';
import { hazardLimit } from '../kit/combatSteps';

const scenarios: Scenario[] = [
  {
    title: '"the hazard limit against any company facing one or more animal hazard creature attacks is increased by one": Crebain raise it from 2 to 3, a second Animal attack not again',
    run: (k) => {
      k.inPlay(1, 'Bairanax at Home');
      const { id } = k.company(0, ['Aragorn II', 'Legolas'], 'Rivendell');
      const second = k.hand(1, 'Crebain');
      k.creatureAttack(id, 'Crebain');
      k.equal(hazardLimit(k), 3, 'the hazard limit once Crebain attack');
      // The first attack set aside: a second Animal attack on the company.
      k.s.stack = k.s.stack.filter((x) => x.kind === 'mhHazards' || x.kind === 'mhSelect');
      k.act(1, { type: 'playCreature', inst: second });
      k.equal(hazardLimit(k), 3, 'the hazard limit after a second Animal attack');
    },
  },
  {
    title: 'not against a company facing a Wolf attack (Wargs), and not without the card in play (Crebain)',
    run: (k) => {
      k.inPlay(1, 'Bairanax at Home');
      const wolves = k.company(0, ['Aragorn II', 'Legolas'], 'Rivendell');
      k.creatureAttack(wolves.id, 'Wargs');
      k.equal(hazardLimit(k), 2, 'the hazard limit with Wargs attacking');
      k.s.stack = [];
      k.s.players[1]?.playArea.splice(0);
      const plain = k.company(0, ['Gimli', 'Faramir'], 'Rivendell');
      k.creatureAttack(plain.id, 'Crebain');
      k.equal(hazardLimit(k), 2, 'the hazard limit with Crebain attacking, Bairanax at Home not in play');
    },
  },
];
export default scenarios;
