import { movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';
import { passedTo } from '../helpers/hazardPhase';

const scenarios: Scenario[] = [
  {
    title: 'a company moving through two Wildernesses without a ranger returns to its site of origin; one with a ranger arrives (its site untapped without Doors of Night); a second copy cannot be played',
    run: (k) => {
      const { id, card, second } = movingWithHazard(k, 'Long Winter', ['Gimli', 'Bilbo'], { copies: 2 });
      k.play(1, card);
      k.equal(k.where(card), 'playArea', 'Long Winter');
      k.expect(!k.canPlay(1, second), 'Long Winter cannot be duplicated');
      passedTo(k, id, 'Rivendell', 'the company is back at Rivendell');
      const ranger = k.company(0, ['Aragorn II', 'Bilbo'], 'Rivendell');
      k.movement(ranger.id, 'Bree', ['Arthedain']);
      passedTo(k, ranger.id, 'Bree', 'the company with a ranger arrives at Bree');
      k.equal(k.companyById(ranger.id).siteTapped, false, 'Bree is not tapped without Doors of Night');
    },
  },
  {
    title: 'a company moving through one Wilderness or none arrives',
    run: (k) => {
      k.inPlay(1, 'Long Winter');
      const { id } = k.company(0, ['Gimli'], 'Grey Havens');
      k.movement(id, 'Bag End', ['The Shire']);
      passedTo(k, id, 'Bag End', 'the company arrives at Bag End');
    },
  },
  {
    title: 'with Doors of Night in play, Bree ({w}{w}) is tapped as the company arrives, Weathertop as Long Winter comes into play; Rivendell is a Haven',
    run: (k) => {
      k.inPlay(1, 'Doors of Night');
      const still = k.company(0, ['Gimli'], 'Weathertop');
      const haven = k.company(0, ['Frodo'], 'Rivendell');
      const { id } = k.company(0, ['Aragorn II', 'Bilbo'], 'Rivendell');
      k.movement(id, 'Bree', ['Arthedain']);
      k.play(1, k.hand(1, 'Long Winter'));
      k.equal(k.companyById(still.id).siteTapped, true, 'Weathertop is tapped');
      k.equal(k.companyById(haven.id).siteTapped, false, 'Rivendell is not tapped');
      passedTo(k, id, 'Bree', 'the company with a ranger arrives');
      k.equal(k.companyById(id).siteTapped, true, 'Bree is tapped');
      k.phase('site');
      k.refused(0, { type: 'enterSite', companyId: id });
    },
  },
];
export default scenarios;
