import { hazardsPlayed } from '../helpers/hazardPhase';
import { combatOf } from '../kit/hazardSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';

/** Bilbo and Aragorn II enter Weathertop (Wolves, 2 strikes with 6 prowess); Unabated in Malice (two copies) in the hazard player's hand, Concealment in Bilbo's player's. */
function atWeathertop(k: ScenarioKit): { bilbo: number; cards: [number, number]; conceal: number } {
  const { id, chars } = k.company(0, ['Bilbo', 'Aragorn II'], 'Weathertop');
  const cards: [number, number] = [k.hand(1, 'Unabated in Malice'), k.hand(1, 'Unabated in Malice')];
  const conceal = k.hand(0, 'Concealment');
  k.enterSite(id);
  return { bilbo: chars[0] as number, cards, conceal };
}

const scenarios: Scenario[] = [
  {
    title: '"The attack receives +1 strike, +1 prowess": Weathertop\u2019s Wolves make 3 strikes with 7 prowess; "Cannot be duplicated on a given attack"',
    run: (k) => {
      const { cards } = atWeathertop(k);
      k.play(1, cards[0]);
      k.equal(combatOf(k).attack.strikes, 3, 'strikes');
      k.equal(combatOf(k).attack.prowess, 7, 'prowess');
      k.expect(!k.canPlay(1, cards[1]), 'a second copy on the attack');
    },
  },
  {
    title: '"The first attempt to cancel this attack instead cancels the effects of this card": Bilbo taps for Concealment and the Wolves attack with 2 strikes and 6 prowess',
    run: (k) => {
      const { bilbo, cards, conceal } = atWeathertop(k);
      k.play(1, cards[0]);
      k.play(0, conceal, bilbo);
      k.equal(k.s.status[bilbo], 'tapped', 'Bilbo taps for Concealment');
      k.equal(combatOf(k).attack.strikes, 2, 'strikes');
      k.equal(combatOf(k).attack.prowess, 6, 'prowess');
    },
  },
  {
    title: '"an attack from Shelob": her body 9 - 2, not counted against the hazard limit; not playable on an Orc-watch attack',
    run: (k) => {
      const { id } = k.company(0, ['Aragorn II', 'Gimli'], 'Rivendell');
      const card = k.hand(1, 'Unabated in Malice');
      k.creatureAttack(id, 'Shelob');
      const played = hazardsPlayed(k);
      k.play(1, card);
      k.equal(hazardsPlayed(k), played, '"does not count against the hazard limit": hazards played');
      k.equal(combatOf(k).attack.body, 7, "Shelob's body");
      k.equal(combatOf(k).attack.strikes, 2, "Shelob's strikes");
      k.s.stack = [];
      const other = k.company(0, ['Faramir'], 'Rivendell');
      const next = k.hand(1, 'Unabated in Malice');
      k.creatureAttack(other.id, 'Orc-watch');
      k.expect(!k.canPlay(1, next), 'Orc-watch');
    },
  },
];
export default scenarios;
