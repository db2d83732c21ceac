/** Attacks in hazard scenarios: a creature's figures with an event in play, an attack defeated. */
import { combatOf, movingWithHazard, rolls } from '../kit/hazardSteps';
import type { RollEvent } from '../../../src-shared/engine/events';
import { prowessOf } from '../../../src-shared/engine/cards/cardApi';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';

/** Attack figures of a creature with and without a long/permanent event in play, for the "+n" scenarios. */
export function attackFigures(k: ScenarioKit, creature: string, company: string[] = ['Aragorn II', 'Gimli', 'Legolas', 'Bilbo']): { strikes: number; prowess: number; baseStrikes: number; baseProwess: number } {
  const { id } = k.company(0, company, 'Rivendell');
  k.creatureAttack(id, creature);
  const a = combatOf(k).attack;
  const c = k.card(creature, 1);
  return { strikes: a.strikes, prowess: a.prowess, baseStrikes: c.strikes, baseProwess: c.prowess ?? 0 };
}

/** Every strike of the current attack is assigned to the given characters in turn and won on a roll of 12. */
export function defeatAttack(k: ScenarioKit, chars: number[]): void {
  k.passAll();
  for (const ch of chars) if (combatOf(k).stage === 'defenderAssign') k.act(0, { type: 'assignStrike', target: ch });
  for (const slot of [...combatOf(k).slots]) {
    k.rig([6, 6]);
    k.act(0, { type: 'resolveStrike', target: slot.target, stayUntapped: false });
  }
}

/** The current attack defeated (defeatAttack), and over: no combat left on the stack. */
export function defeatAttackToItsEnd(k: ScenarioKit, chars: number[]): void {
  defeatAttack(k, chars);
  k.expect(!k.s.stack.some((x) => x.kind === 'combat'), 'the attack is over');
}

/** With the event in play (and Doors of Night), the creature's attack has these strikes and prowess more than its card. */
export function bonusScenario(title: string, name: string, creature: string, strikes: number, prowess: number, doors = false): Scenario {
  return {
    title,
    run: (k) => {
      k.inPlay(1, name);
      if (doors) k.inPlay(1, 'Doors of Night');
      const f = attackFigures(k, creature);
      k.equal(f.strikes, f.baseStrikes + strikes, 'strikes');
      k.equal(f.prowess, f.baseProwess + prowess, 'prowess');
    },
  };
}

/** The first automatic-attack a company of three faces as it enters this site, and its figures as printed. */
export function autoAttackFigures(k: ScenarioKit, site: string): { strikes: number; prowess: number; baseStrikes: number; baseProwess: number } {
  const { id } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas'], site);
  k.enterSite(id);
  const a = combatOf(k).attack;
  const printed = k.card(site).autoAttacks[0];
  return { strikes: a.strikes, prowess: a.prowess, baseStrikes: printed?.strikes ?? 0, baseProwess: printed?.prowess ?? 0 };
}

/** With the event in play (and Doors of Night), the first automatic-attack at the site has these strikes and prowess more than printed. */
export function autoBonusScenario(title: string, name: string, site: string, strikes: number, prowess: number, doors = false): Scenario {
  return {
    title,
    run: (k) => {
      k.inPlay(1, name);
      if (doors) k.inPlay(1, 'Doors of Night');
      const f = autoAttackFigures(k, site);
      k.equal(f.strikes, f.baseStrikes + strikes, `strikes at ${site}`);
      k.equal(f.prowess, f.baseProwess + prowess, `prowess at ${site}`);
    },
  };
}

/** The defender assigns the attack's strikes to these characters in turn; the first one fails his strike roll (1+1) and is wounded: his body check (3+3). */
export function woundFirst(k: ScenarioKit, chars: number[]): RollEvent | undefined {
  k.passAll();
  for (const ch of chars) if (combatOf(k).stage === 'defenderAssign') k.act(0, { type: 'assignStrike', target: ch });
  k.rig([1, 1, 3, 3]);
  k.act(0, { type: 'resolveStrike', target: chars[0] as number, stayUntapped: false });
  k.passAll();
  return rolls(k.allEvents, 'bodyCheck').at(-1);
}

/**
 * With the event in play (and Doors of Night), each named character (of seat 0, or of the seat given) has his prowess changed by
 * this much: [name, delta, seat?].
 */
export function prowessScenario(title: string, name: string, expected: [string, number, number?][], doors = false): Scenario {
  return {
    title,
    run: (k) => {
      const chars = expected.map(([who, , seat]) => k.company(seat ?? 0, [who], seat ? 'Minas Morgul' : 'Rivendell').chars[0] as number);
      const before = chars.map((ch) => prowessOf(k.s, ch));
      k.inPlay(1, name);
      if (doors) k.inPlay(1, 'Doors of Night');
      expected.forEach(([who, delta], i) => k.equal(prowessOf(k.s, chars[i] as number), (before[i] as number) + delta, `${who}'s prowess`));
    },
  };
}

/**
 * "Playable only if you have a Nazgûl permanent-event in play. Discard the Nazgûl when this card is brought into play": refused
 * without one (the opponent's does not count); with Witch-king of Angmar in the hazard player's play area, it is played and the
 * Witch-king discarded.
 */
export function nazgulGivesWayScenario(name: string): Scenario {
  return {
    title: '"Playable only if you have a Nazgûl permanent-event in play. Discard the Nazgûl when this card is brought into play"',
    run: (k) => {
      const { card } = movingWithHazard(k, name);
      k.expect(!k.canPlay(1, card), 'not without a Nazgûl permanent-event in play');
      const theirs = k.inPlay(0, 'Witch-king of Angmar');
      k.expect(!k.canPlay(1, card), 'not with the opponent’s Nazgûl');
      const nazgul = k.inPlay(1, 'Witch-king of Angmar');
      k.play(1, card);
      k.equal(k.where(card), 'playArea', name);
      k.equal(k.where(nazgul), 'discard', 'the Witch-king of Angmar');
      k.equal(k.where(theirs), 'playArea', 'the opponent’s Nazgûl');
    },
  };
}
