import { minionKit } from '../kit/templates';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';

/** Seat 0's faction in play and a company of his in its movement/hazard phase; Early Harvest in seat 1's hand. */
function factionInPlay(k: ScenarioKit, faction: string, names: string[], site: string): { faction: number; card: number } {
  const inst = k.inPlay(0, faction);
  const { id } = k.company(0, names, site);
  const card = k.hand(1, 'Early Harvest');
  k.movement(id, null);
  return { faction: inst, card };
}

const scenarios: Scenario[] = [
  {
    title: 'Rangers of the North (Bree, a Border-hold; 3 MP): a roll of 10 + 3 is greater than 12, the faction returns to its player\u2019s hand, whose five cards make him discard one',
    run: (k) => {
      const { faction, card } = factionInPlay(k, 'Rangers of the North', ['Aragorn II'], 'Rivendell');
      const held = ['Men of Dale', 'Hillmen', 'Lossoth', 'Woodmen', 'Dunlendings'].map((n) => k.mpHand(0, n));
      k.rig([5, 5]);
      k.play(1, card, faction);
      k.equal(k.where(faction), 'mpHand', 'Rangers of the North');
      k.equal(k.s.players[0]?.mpHand.length, 5, 'the MP hand (five cards)');
      k.equal(k.where(held[0] as number), 'discard', 'Men of Dale, longest in the MP hand');
    },
  },
  {
    title: 'a roll of 9 + 3 is not greater than 12: Rangers of the North stay in play',
    run: (k) => {
      const { faction, card } = factionInPlay(k, 'Rangers of the North', ['Aragorn II'], 'Rivendell');
      k.rig([5, 4]);
      k.play(1, card, faction);
      k.equal(k.where(faction), 'playArea', 'Rangers of the North');
    },
  },
  {
    title: '"modified by -1 if the faction is a minion faction": the minion Dunlendings (4 MP) stay on a roll of 9 (9 + 4 - 1 = 12)',
    run: (k) => {
      const m = minionKit(k);
      const { faction, card } = factionInPlay(m, 'Dunlendings', ['Lugdush'], 'Minas Morgul');
      m.rig([5, 4]);
      m.play(1, card, faction);
      m.equal(m.where(faction), 'playArea', 'Dunlendings');
    },
  },
  {
    title: 'not playable on Riders of Rohan (playable at Edoras, a Free-hold) nor on its own player\u2019s faction',
    run: (k) => {
      const riders = k.inPlay(0, 'Riders of Rohan');
      const own = k.inPlay(1, 'Rangers of the North');
      const { card } = factionInPlay(k, 'Men of Dale', ['Aragorn II'], 'Rivendell');
      k.expect(!k.canPlay(1, card, riders), 'Riders of Rohan are played at a Free-hold');
      k.expect(!k.canPlay(1, card, own), 'the hazard player\u2019s own faction');
    },
  },
];
export default scenarios;
