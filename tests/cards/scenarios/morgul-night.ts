import { isKeyed } from '../../../src-shared/engine/cards/cardApi';
import { movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: '"Treat all Wildernesses [{w}] as Shadow-lands [{s}]": with Doors of Night, played on a company moving through Rhudaur to Ettenmoors, Orc-watch ({s}{d}{S}{D}) can now be keyed to it, Wolves ({w}) no longer; a second copy cannot be played',
    run: (k) => {
      k.inPlay(1, 'Doors of Night');
      const { id, card, second } = movingWithHazard(k, 'Morgul Night', ['Aragorn II'], { to: 'Ettenmoors', regions: ['Rhudaur'], copies: 2 });
      const co = k.companyById(id);
      k.expect(!isKeyed(k.s, co, k.card('Orc-watch', 1)), 'Orc-watch before');
      k.play(1, card);
      k.equal(k.where(card), 'playArea', 'Morgul Night');
      k.expect(isKeyed(k.s, co, k.card('Orc-watch', 1)), 'Orc-watch keyed to a Shadow-land');
      k.expect(!isKeyed(k.s, co, k.card('Wolves', 1)), 'no Wilderness left for the Wolves');
      k.expect(!k.canPlay(1, second), 'Morgul Night cannot be duplicated');
    },
  },
  {
    title: '"and all Shadow-lands [{s}] as Dark-domains [{d}]": a later company moving from Mount Gram (Angmar) through Rhudaur has Angmar as a Dark-domain and Rhudaur as a Shadow-land',
    run: (k) => {
      k.inPlay(1, 'Doors of Night');
      k.inPlay(1, 'Morgul Night');
      const { id } = k.company(0, ['Aragorn II'], 'Mount Gram');
      k.movement(id, 'Rivendell', ['Rhudaur']);
      k.equal(k.s.turn.regionsAs?.angmar?.join(''), 'd', 'Angmar');
      k.equal(k.s.turn.regionsAs?.rhudaur?.join(''), 's', 'Rhudaur');
      k.expect(isKeyed(k.s, k.companyById(id), k.card('Ren the Unclean', 1)), 'a Nazgûl ({d}{D}) keyed to the Dark-domain');
    },
  },
  {
    title: '"Playable if Doors of Night is in play": not playable without it',
    run: (k) => {
      const { card } = movingWithHazard(k, 'Morgul Night', ['Aragorn II'], { to: 'Ettenmoors', regions: ['Rhudaur'] });
      k.expect(!k.canPlay(1, card), 'no Doors of Night');
    },
  },
];
export default scenarios;
