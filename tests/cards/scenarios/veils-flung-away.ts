import { movingWithHazard, rolls } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';
import { hazardsPlayed } from '../helpers/hazardPhase';

const scenarios: Scenario[] = [
  {
    title: 'each character makes a body check at -1: the untapped one who fails taps, the one who passes does not; no hazard limit used',
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II', 'Bilbo', 'Gimli'], 'Rivendell');
      const [aragorn, bilbo, gimli] = chars as [number, number, number];
      k.setStatus(gimli, 'wounded');
      const card = k.hand(1, 'Veils Flung Away');
      k.movement(id, 'Bree', ['Arthedain']);
      k.rig([6, 6, 1, 1, 6, 6]);
      k.play(1, card);
      const checks = rolls(k.events, 'bodyCheck');
      k.equal(checks.length, 3, 'body checks');
      k.equal(checks[0]?.total, 11, "Aragorn's check (12 - 1)");
      k.equal(k.s.status[aragorn], 'tapped', 'Aragorn II fails (11 > 9) and taps');
      k.equal(k.s.status[bilbo], undefined, 'Bilbo passes (1) and stays untapped');
      k.equal(k.s.status[gimli], 'wounded', 'a wounded character who fails is not otherwise affected');
      k.expect(k.companyById(id).chars.length === 3, 'nobody leaves the company');
      k.equal(hazardsPlayed(k), 0, 'hazards played against the limit');
      k.equal(k.where(card), 'discard', 'Veils Flung Away');
    },
  },
  {
    title: 'an Orc character is discarded on the result his card names (Orc Veteran: 8)',
    run: (k) => {
      const { id, chars } = k.company(0, ['Orc Veteran', 'Bilbo'], 'Rivendell');
      const [orc, bilbo] = chars as [number, number];
      k.movement(id, 'Bree', ['Arthedain']);
      k.rig([4, 5, 4, 5]);
      k.play(1, k.hand(1, 'Veils Flung Away'));
      k.equal(k.where(orc), 'discard', 'Orc Veteran after a body check of 8');
      k.equal(k.where(bilbo), 'inPlay', 'Bilbo (a check of 8 is no Orc result for him)');
    },
  },
  {
    title: 'not playable with Doors of Night in play, nor on a company moving only through Shadow-lands and Dark-domains',
    run: (k) => {
      const { card } = movingWithHazard(k, 'Veils Flung Away');
      k.expect(k.canPlay(1, card), 'playable on a company moving through Wildernesses');
      k.inPlay(1, 'Doors of Night');
      k.expect(!k.canPlay(1, card), 'Doors of Night is in play');
      k.s.stack = [];
      k.s.players[1]?.playArea.splice(0);
      const other = k.company(0, ['Gimli'], 'Minas Morgul');
      k.movement(other.id, 'Barad-dûr', ['Gorgoroth']);
      k.expect(!k.canPlay(1, card), 'Imlad Morgul and Gorgoroth are no Wilderness, Border-land or Free-domain');
    },
  },
];
export default scenarios;
