import { movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';
import { passedTo } from '../helpers/hazardPhase';

const scenarios: Scenario[] = [
  {
    title: 'a company moving through a Shadow-land without a ranger returns to its site of origin; one with a ranger arrives; a second copy cannot be played',
    run: (k) => {
      const { id, card, second } = movingWithHazard(k, 'Foul Fumes', ['Gimli', 'Bilbo'], { to: 'Mount Gram', regions: ['Angmar'], copies: 2 });
      k.play(1, card);
      k.equal(k.where(card), 'playArea', 'Foul Fumes');
      k.expect(!k.canPlay(1, second), 'Foul Fumes cannot be duplicated');
      passedTo(k, id, 'Rivendell', 'the company is back at Rivendell');
      const ranger = k.company(0, ['Aragorn II'], 'Rivendell');
      k.movement(ranger.id, 'Mount Gram', ['Angmar']);
      passedTo(k, ranger.id, 'Mount Gram', 'the company with a ranger arrives');
      k.equal(k.companyById(ranger.id).siteTapped, false, 'Mount Gram is not tapped without Doors of Night');
      const wild = k.company(0, ['Gimli'], 'Rivendell');
      k.movement(wild.id, 'Bree', ['Arthedain']);
      passedTo(k, wild.id, 'Bree', 'a company moving through Wildernesses only arrives');
    },
  },
  {
    title: 'with Doors of Night in play, Mount Gram ({w}{s}) is tapped as the company with a ranger arrives',
    run: (k) => {
      k.inPlay(1, 'Doors of Night');
      k.inPlay(1, 'Foul Fumes');
      const { id } = k.company(0, ['Aragorn II'], 'Rivendell');
      k.movement(id, 'Mount Gram', ['Angmar']);
      passedTo(k, id, 'Mount Gram', 'the company arrives');
      k.equal(k.companyById(id).siteTapped, true, 'Mount Gram is tapped');
    },
  },
  {
    title: 'no effect on a minion player: his company moves through Imlad Morgul and Gorgoroth to Barad-dûr, its site untapped',
    run: (k) => {
      k.s.turn.active = 1;
      k.s.turn.firstHazard = 0;
      k.inPlay(0, 'Doors of Night');
      k.inPlay(0, 'Foul Fumes');
      const { id } = k.company(1, ['Ill-favoured Fellow'], 'Minas Morgul');
      k.movement(id, 'Barad-dûr', ['Gorgoroth']);
      k.act(0, { type: 'passHazards' });
      k.equal(k.companyById(id).site, k.siteId('Barad-dûr', 1), 'the minion company arrives');
      k.equal(k.companyById(id).siteTapped, false, 'Barad-dûr is not tapped');
    },
  },
];
export default scenarios;
