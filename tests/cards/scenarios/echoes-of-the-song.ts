import { movingWithHazard, rolls } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';

const name = 'Echoes of the Song';

const scenarios: Scenario[] = [
  {
    title: '"force a target character to make a corruption check. Remove this card from the game": Aragorn II checks (a 2 with Narsil\'s point fails), the card is removed from the game',
    run: (k) => {
      const { card, chars } = movingWithHazard(k, name, ['Aragorn II', 'Legolas'], { before: (c) => k.item(c[0] as number, 'Narsil') });
      const [aragorn] = chars as [number, number];
      k.rig([1, 1]);
      k.play(1, card, aragorn);
      const check = rolls(k.allEvents, 'corruption');
      k.equal(check.length, 1, 'corruption checks');
      k.equal(check[0]?.inst, aragorn, 'made by Aragorn II');
      k.equal(k.where(aragorn), 'discard', 'Aragorn II, who failed his check');
      k.equal(k.where(card), 'removed', name);
    },
  },
  {
    title: 'a target character of the company facing the hazards only: not Gimli of another company, nor outside the movement/hazard phase',
    run: (k) => {
      const { card } = movingWithHazard(k, name, ['Aragorn II']);
      const gimli = k.company(0, ['Gimli'], 'Rivendell').chars[0] as number;
      k.expect(!k.canPlay(1, card, gimli), 'Gimli is not in the moving company');
      k.phase('organization');
      k.expect(!k.canPlay(1, card), 'not in the organization phase');
    },
  },
];
export default scenarios;
