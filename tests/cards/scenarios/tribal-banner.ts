import { combatOf } from '../kit/hazardSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { woundFirst } from '../helpers/hazardAttacks';
import { hazardsPlayed } from '../helpers/hazardPhase';

/** A company of three at Rivendell attacked by the creature, two Tribal Banners in the hazard player's hand. */
function attacked(k: ScenarioKit, creature: string): { chars: number[]; cards: number[] } {
  const { id, chars } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas'], 'Rivendell');
  const cards = [k.hand(1, 'Tribal Banner'), k.hand(1, 'Tribal Banner')];
  k.creatureAttack(id, creature);
  return { chars, cards };
}

const scenarios: Scenario[] = [
  {
    title: '"The prowess and body of target attack are each reduced by one. All body checks resulting from successful strikes of this attack are modified by +1": Trolls from the Mountains; "does not count against the hazard limit"; "Cannot be duplicated on a given attack"',
    run: (k) => {
      const { chars, cards } = attacked(k, 'Trolls from the Mountains');
      const trolls = k.card('Trolls from the Mountains', 1);
      const before = hazardsPlayed(k, true);
      k.play(1, cards[0] as number);
      k.equal(combatOf(k).attack.prowess, (trolls.prowess ?? 0) - 1, 'prowess');
      k.equal(combatOf(k).attack.body, (trolls.body ?? 0) - 1, 'body');
      k.equal(hazardsPlayed(k, true), before, 'hazards played against the limit');
      k.expect(!k.canPlay(1, cards[1] as number), 'a second Tribal Banner on the attack');
      const body = woundFirst(k, chars);
      k.equal(body?.total, 7, "Aragorn's body check (3 + 3 + 1)");
    },
  },
  {
    title: 'not playable on a Wolves attack, nor on an Orc attack once its strikes are assigned',
    run: (k) => {
      const { cards } = attacked(k, 'Wolves');
      k.expect(!k.canPlay(1, cards[0] as number), 'Wolves are neither Orcs nor Trolls');
      k.s.stack = [];
      const other = attacked(k, 'Orc-patrol');
      k.passAll();
      k.act(0, { type: 'assignStrike', target: other.chars[0] as number });
      k.expect(!k.canPlay(1, other.cards[0] as number), 'a strike is assigned');
    },
  },
];
export default scenarios;
