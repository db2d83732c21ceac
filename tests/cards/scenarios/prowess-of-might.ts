import { combatOf } from '../kit/hazardSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';

/** The creature attacks a company of three, Prowess of Might in the hazard player's hand; returns the card. */
function attackWith(k: ScenarioKit, creature: string): number {
  const { id } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas'], 'Rivendell');
  const card = k.hand(1, 'Prowess of Might');
  k.creatureAttack(id, creature);
  return card;
}

const scenarios: Scenario[] = [
  {
    title: "Smaug's attack gets +1 prowess and +1 body before its strikes are assigned",
    run: (k) => {
      const card = attackWith(k, 'Smaug');
      const smaug = k.card('Smaug', 1);
      k.play(1, card);
      k.equal(combatOf(k).attack.prowess, (smaug.prowess ?? 0) + 1, 'prowess');
      k.equal(combatOf(k).attack.body, (smaug.body ?? 0) + 1, 'body');
    },
  },
  {
    title: "Scatha's attack (a manifestation of Scatha) gets +2 prowess and +2 body",
    run: (k) => {
      const card = attackWith(k, 'Scatha');
      const scatha = k.card('Scatha', 1);
      k.play(1, card);
      k.equal(combatOf(k).attack.prowess, (scatha.prowess ?? 0) + 2, 'prowess');
      k.equal(combatOf(k).attack.body, (scatha.body ?? 0) + 2, 'body');
    },
  },
  {
    title: 'not playable on a Spider attack, nor once the strikes of a Dragon attack are assigned',
    run: (k) => {
      const card = attackWith(k, 'Giant Spiders');
      k.expect(!k.canPlay(1, card), 'Giant Spiders are no Dragon');
      k.s.stack = [];
      const other = attackWith(k, 'Cave-drake');
      k.passAll();
      const c = combatOf(k);
      // "Attacker chooses defending characters": the hazard player assigns the strikes.
      k.equal(c.stage, 'attackerAssign', 'the attacker assigns');
      k.act(1, { type: 'assignStrike', target: k.s.companies.at(-1)?.chars[0] as number });
      k.expect(c.slots.length > 0 && !k.canPlay(1, other), 'a strike is assigned');
    },
  },
];
export default scenarios;
