import { prowessOf } from '../../../src-shared/engine/cards/cardApi';
import { pathTypes } from '../../../src-shared/engine/cards/vocab/hazards';
import { movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: '"One character (attacker’s choice) in that company suffers -1 to his prowess until the end of the turn": Gimli 5 - 1; "Cannot be duplicated": no second copy this turn',
    run: (k) => {
      const { chars, card, second } = movingWithHazard(k, 'Gloom', ['Aragorn II', 'Gimli'], { copies: 2 });
      const gimli = chars[1] as number;
      k.play(1, card, gimli);
      k.equal(prowessOf(k.s, gimli), 4, 'Gimli');
      k.equal(prowessOf(k.s, chars[0] as number), 6, 'Aragorn II');
      k.expect(!k.canPlay(1, second), 'a second Gloom this turn');
    },
  },
  {
    title: '"if Doors of Night is in play, treat one Border-land [{b}] as a Wilderness [{w}]": Rohan in the path from Lórien to Edoras; or a Border-hold (Bree) as a Ruins & Lairs',
    run: (k) => {
      k.inPlay(1, 'Doors of Night');
      const { id, card } = movingWithHazard(k, 'Gloom', ['Aragorn II'], { from: 'Lórien', to: 'Edoras', regions: ['Rohan'] });
      k.play(1, card, null);
      k.equal(pathTypes(k.s, k.companyById(id)).join(''), 'ww', 'the site path (Wold & Foothills, Rohan)');
      k.s.turn.effectsUsed = [];
      const bree = movingWithHazard(k, 'Gloom', ['Bilbo']);
      k.play(1, bree.card, null);
      k.equal(k.s.turn.sitesAs?.[k.card('Bree').key], 'R', 'Bree');
    },
  },
  {
    title: '"Playable only on a company that is moving this turn": not on a company staying at Rivendell; without Doors of Night only on a character of that company',
    run: (k) => {
      const { chars, card } = movingWithHazard(k, 'Gloom', ['Aragorn II'], { to: null });
      k.expect(!k.canPlay(1, card, chars[0] as number), 'the company is not moving');
      const moving = movingWithHazard(k, 'Gloom', ['Bilbo'], { from: 'Lórien', to: 'Edoras', regions: ['Rohan'] });
      k.expect(!k.canPlay(1, moving.card, null), 'no Doors of Night');
      k.expect(k.canPlay(1, moving.card, moving.chars[0] as number), 'on Bilbo');
      const elsewhere = k.company(0, ['Legolas'], 'Lórien').chars[0] as number;
      k.expect(!k.canPlay(1, moving.card, elsewhere), 'Legolas is in another company');
    },
  },
];
export default scenarios;
