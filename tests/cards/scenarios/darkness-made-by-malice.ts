import type { Scenario } from '../kit/scenario';
import { movingWithHazard } from '../kit/hazardSteps';

const name = 'Darkness Made by Malice';

const scenarios: Scenario[] = [
  {
    title: '"if there are more Spawn cards in play than characters in the company … The company must do nothing during its site phase this turn": two Spawn, one character moving to The Under-gates',
    run: (k) => {
      k.inPlay(1, 'Spawn of Ungoliant');
      k.inPlay(1, 'Balrog of Moria');
      const { id, card } = movingWithHazard(k, name, ['Gimli'], { from: 'Moria', to: 'The Under-gates' });
      k.play(1, card);
      k.expect(k.s.turn.siteDone.includes(id), 'the company has no site phase');
    },
  },
  {
    title: '"more Spawn cards … than characters": not with two Spawn against two characters',
    run: (k) => {
      k.inPlay(1, 'Spawn of Ungoliant');
      k.inPlay(1, 'Balrog of Moria');
      const { card } = movingWithHazard(k, name, ['Gimli', 'Aragorn II'], { from: 'Moria', to: 'The Under-gates' });
      k.expect(!k.canPlay(1, card), 'two Spawn, two characters');
    },
  },
  {
    title: '"at or moving to a Ruins & Lairs [{R}] or Under-deeps site": moving to Weathertop (R), yes; to Bree (a Border-hold), no',
    run: (k) => {
      k.inPlay(1, 'Spawn of Ungoliant');
      k.inPlay(1, 'Balrog of Moria');
      const ruins = movingWithHazard(k, name, ['Gimli'], { from: 'Rivendell', to: 'Weathertop', regions: ['Arthedain'] });
      k.expect(k.canPlay(1, ruins.card), 'moving to Weathertop');
      k.s.companies = [];
      const bree = movingWithHazard(k, name, ['Gimli'], { from: 'Rivendell', to: 'Bree', regions: ['Arthedain'] });
      k.expect(!k.canPlay(1, bree.card), 'moving to Bree');
    },
  },
];
export default scenarios;
