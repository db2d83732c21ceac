import { movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';
import { passedTo } from '../helpers/hazardPhase';

const scenarios: Scenario[] = [
  {
    title: '"Each non-Haven/non-Darkhaven site in play with a Coastal Sea [{c}] in its site path is tapped": with Doors of Night, Tolfalas ({w}{f}{c}) as the card comes into play; Weathertop ({w}{w}) and Grey Havens (a Haven) stay untapped; a second copy cannot be played',
    run: (k) => {
      k.inPlay(1, 'Doors of Night');
      const tolfalas = k.company(0, ['Gimli'], 'Tolfalas');
      const weathertop = k.company(0, ['Legolas'], 'Weathertop');
      const haven = k.company(0, ['Bilbo'], 'Grey Havens');
      const { card, second } = movingWithHazard(k, 'Storms of Ossë', ['Aragorn II'], { copies: 2 });
      k.play(1, card);
      k.equal(k.where(card), 'playArea', 'Storms of Ossë');
      k.equal(k.companyById(tolfalas.id).siteTapped, true, 'Tolfalas is tapped');
      k.equal(k.companyById(weathertop.id).siteTapped, false, 'Weathertop is not tapped');
      k.equal(k.companyById(haven.id).siteTapped, false, 'Grey Havens is not tapped');
      k.expect(!k.canPlay(1, second), 'Storms of Ossë cannot be duplicated');
    },
  },
  {
    title: 'in play, a company arriving at Himring ({f}{c}) finds its site tapped, and one at Tolfalas is tapped as another movement/hazard phase begins',
    run: (k) => {
      k.inPlay(1, 'Doors of Night');
      k.inPlay(1, 'Storms of Ossë');
      const { id } = k.company(0, ['Aragorn II'], 'Grey Havens');
      k.movement(id, 'Himring', ['Elven Shores']);
      passedTo(k, id, 'Himring', 'the company arrives at Himring');
      k.equal(k.companyById(id).siteTapped, true, 'Himring is tapped');
      const tolfalas = k.company(0, ['Gimli'], 'Tolfalas');
      const other = k.company(0, ['Legolas'], 'Rivendell');
      k.movement(other.id, 'Bree', ['Arthedain']);
      k.equal(k.companyById(tolfalas.id).siteTapped, true, 'Tolfalas is tapped');
    },
  },
  {
    title: '"Playable if Doors of Night is in play": not playable without it',
    run: (k) => {
      const { card } = movingWithHazard(k, 'Storms of Ossë');
      k.expect(!k.canPlay(1, card), 'no Doors of Night');
    },
  },
];
export default scenarios;
