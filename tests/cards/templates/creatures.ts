/** Scenarios of the creature factories (src-shared/engine/cards/vocab/creatures.ts). */
import type { ScenarioKit } from '../kit/kit';
import type { Scenario, TemplateFn } from '../kit/scenario';
import { creatureScenarios } from '../kit/templates';
import { combatNow, covertDetainmentScenarios, defeatAttack, faceEach, refusedOnCompany, rollsOf, startMH } from '../helpers/creatures';

/** The three Trolls: "If played against a company that faced “X” or “Y” this turn, each character wounded by “Z” discards all non-special items he bears." */
function trollCard(name: string, others: [string, string]): Scenario[] {
  return [
    ...creatureScenarios(name),
    ...[true, false].map((after) => ({
      title: `${name}: ${after ? `after the company faced ${others[0]}, a character it wounds discards his non-special items` : `a character it wounds keeps his items when the company faced neither ${others[0]} nor ${others[1]}`}`,
      run: (k: ScenarioKit) => {
        const { id, chars } = k.company(0, ['Aragorn II', 'Legolas'], 'Rivendell');
        const [aragorn, legolas] = chars as [number, number];
        const dagger = k.item(aragorn, 'Dagger of Westernesse');
        // Two Wildernesses [{w}{w}] in the site path: all three Trolls are keyed there.
        k.keyTo(id, '“Tom” (Tûma)');
        startMH(k, id);
        (k.s.stack.find((x) => x.kind === 'mhHazards') as { limit: number }).limit = 4;
        if (after) {
          k.act(1, { type: 'playCreature', inst: k.hand(1, others[0]) });
          k.passAll();
          k.act(0, { type: 'assignStrike', target: legolas });
          k.passAll();
          k.rig([6, 6]);
          k.act(0, { type: 'resolveStrike', target: legolas, stayUntapped: false });
          k.passAll();
          k.expect(combatNow(k) === null, `the attack of ${others[0]} is over`);
        }
        const troll = k.hand(1, name);
        k.act(1, { type: 'playCreature', inst: troll });
        k.passAll();
        k.act(0, { type: 'assignStrike', target: aragorn });
        k.passAll();
        k.rig([1, 1, 1, 1]);
        k.act(0, { type: 'resolveStrike', target: aragorn, stayUntapped: false });
        k.passAll();
        k.equal(k.s.status[aragorn], 'wounded', 'Aragorn II is wounded');
        k.equal(k.where(dagger), after ? 'discard' : 'character', 'Dagger of Westernesse');
      },
    })),
  ];
}

/**
 * "Each character in the company faces one strike (detainment against covert and hero companies) … May not be played against a company
 * containing a character with <home> as a home site": `who` has that home site.
 */
function rangersCard(name: string, home: string, who: string, atRivendell = false): Scenario[] {
  const others = ['Gimli', 'Boromir II', 'Glorfindel II', 'Elrond'].filter((x) => x !== who);
  return [
    // Rivendell is in Rhudaur: "may also be played at sites in these regions" includes it for Arthadan Rangers.
    ...creatureScenarios(name, { company: others }).filter((sc) => !atRivendell || !sc.title.includes('Rivendell')),
    {
      title: `${name}: detainment against a hero company: each character faces one strike; a failed strike taps, no body check`,
      run: (k) => {
        const { chars, inst } = faceEach(k, 0, 1, name, others.slice(0, 2), 'Rivendell', [1, 1]);
        k.equal(chars.map((c) => k.s.status[c]).join(','), 'tapped,tapped', 'the characters after their strikes');
        k.equal(rollsOf(k, 'bodyCheck').length, 0, 'body checks');
        k.equal(k.where(inst), 'discard', `${name} after the attack`);
      },
    },
    ...covertDetainmentScenarios(name),
    refusedOnCompany(name, [others[0] as string, who], `may not be played against a company containing ${who} (home site ${home})`),
  ];
}

/**
 * Bûthrakaur the Green, Umagaur the Pale: "Any non-unique Orc or Troll hazard creature can be played (not counting against the hazard limit) on a
 * company that has faced <him> that turn": at Moria (a Shadow-hold), after his attack a non-unique Orc (Orc-lieutenant) leaves the hazards played
 * unchanged and a unique Troll (`unique`) counts; before it, the Orc counts.
 */
function trollChieftain(name: string, unique: string): Scenario[] {
  const atMoria = (k: ScenarioKit) => {
    const { id } = k.company(0, ['Aragorn II', 'Legolas'], 'Moria');
    k.movement(id, null, [], 5);
    return { id };
  };
  const played = (k: ScenarioKit) => {
    const step = k.s.stack.find((x) => x.kind === 'mhHazards');
    return step?.kind === 'mhHazards' ? step.played : -1;
  };
  return [
    ...creatureScenarios(name),
    {
      title: `${name}: after his attack, a non-unique Orc played on the company does not count against the hazard limit; a unique Troll does`,
      run: (k) => {
        const { id } = atMoria(k);
        k.creatureAttack(id, name);
        defeatAttack(k);
        const before = played(k);
        k.act(1, { type: 'playCreature', inst: k.hand(1, 'Orc-lieutenant') });
        k.equal(played(k), before, 'hazards played after Orc-lieutenant');
        defeatAttack(k);
        k.act(1, { type: 'playCreature', inst: k.hand(1, unique) });
        k.equal(played(k), before + 1, `hazards played after ${unique} (unique)`);
      },
    },
    {
      title: `${name}: "Also playable at Moria and The Under-gates. If Doors of Night is in play, playable at any Under-deeps site": at The Under-gates; at The Under-grottos (a Ruins & Lairs) only with Doors of Night`,
      run: (k) => {
        const gates = k.company(0, ['Aragorn II', 'Legolas'], 'The Under-gates');
        k.movement(gates.id, null, [], 5);
        k.act(1, { type: 'playCreature', inst: k.hand(1, name) });
        k.expect(k.s.stack.some((x) => x.kind === 'combat'), 'he attacks at The Under-gates');
        k.s.stack = [];
        const leas = k.company(0, ['Gimli'], 'The Under-grottos');
        k.movement(leas.id, null, [], 5);
        const card = k.hand(1, name);
        k.refused(1, { type: 'playCreature', inst: card });
        k.inPlay(1, 'Doors of Night');
        k.act(1, { type: 'playCreature', inst: card });
        k.expect(k.s.stack.some((x) => x.kind === 'combat'), 'he attacks at The Under-grottos with Doors of Night');
      },
    },
    {
      title: `${name}: a company that has not faced him: a non-unique Orc counts against the hazard limit`,
      run: (k) => {
        atMoria(k);
        const before = played(k);
        k.act(1, { type: 'playCreature', inst: k.hand(1, 'Orc-lieutenant') });
        k.equal(played(k), before + 1, 'hazards played after Orc-lieutenant');
      },
    },
  ];
}

/** The factories' scenarios by template kind (the definition's `template.args`). */
export const TEMPLATES: Record<string, TemplateFn> = {
  plainCreature: (def) => creatureScenarios(def.name),
  trollChieftain: (def) => trollChieftain(def.name, def.name === 'Umagaur the Pale' ? 'Bûthrakaur the Green' : 'Umagaur the Pale'),
  trollCard: (def, others: [string, string]) => trollCard(def.name, others),
  rangersCard: (def, home: string, who: string, atRivendell: boolean) => rangersCard(def.name, home, who, atRivendell),
};
