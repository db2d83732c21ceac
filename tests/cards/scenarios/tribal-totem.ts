import { combatOf } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';
import { woundFirst } from '../helpers/hazardAttacks';
import { hazardsPlayed } from '../helpers/hazardPhase';

const scenarios: Scenario[] = [
  {
    title: '"The prowess and body of target attack … are each reduced by three. Any body check … is modified by +2": Trolls from the Mountains; "does not count against the hazard limit"',
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas'], 'Rivendell');
      const card = k.hand(1, 'Tribal Totem');
      k.creatureAttack(id, 'Trolls from the Mountains');
      const trolls = k.card('Trolls from the Mountains', 1);
      const before = hazardsPlayed(k, true);
      k.play(1, card);
      k.equal(combatOf(k).attack.prowess, (trolls.prowess ?? 0) - 3, 'prowess');
      k.equal(combatOf(k).attack.body, (trolls.body ?? 0) - 3, 'body');
      k.equal(hazardsPlayed(k, true), before, 'hazards played against the limit');
      k.equal(woundFirst(k, chars)?.total, 8, "Aragorn's body check (3 + 3 + 2)");
    },
  },
  {
    title: '"and of all Orc and Troll attacks against this company for the rest of the turn": a later Olog-hai attack is -3/-3 with body checks +2; "Cannot be duplicated against a given company"',
    run: (k) => {
      const { id, chars } = k.company(0, ['Bilbo', 'Gimli', 'Legolas'], 'Rivendell');
      const card = k.hand(1, 'Tribal Totem');
      const second = k.hand(1, 'Tribal Totem');
      k.creatureAttack(id, 'Orc-patrol');
      k.play(1, card);
      k.s.stack = [];
      k.creatureAttack(id, 'Olog-hai');
      const olog = k.card('Olog-hai', 1);
      k.equal(combatOf(k).attack.prowess, (olog.prowess ?? 0) - 3, 'Olog-hai prowess');
      k.equal(combatOf(k).attack.body, (olog.body ?? 0) - 3, 'Olog-hai body');
      k.expect(!k.canPlay(1, second), 'a second Tribal Totem against the company');
      k.equal(woundFirst(k, chars)?.total, 8, "Bilbo's body check (3 + 3 + 2)");
    },
  },
  {
    title: 'not playable on a Wolves attack; a later Wolves attack against the company is not changed',
    run: (k) => {
      const { id } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas'], 'Rivendell');
      const card = k.hand(1, 'Tribal Totem');
      k.creatureAttack(id, 'Wolves');
      k.expect(!k.canPlay(1, card), 'Wolves are neither Orcs nor Trolls');
      k.s.stack = [];
      k.creatureAttack(id, 'Orc-patrol');
      k.play(1, card);
      k.s.stack = [];
      k.creatureAttack(id, 'Wolves');
      k.equal(combatOf(k).attack.prowess, k.card('Wolves', 1).prowess, 'Wolves prowess');
    },
  },
];
export default scenarios;
