/** Creatures in scenarios: facing their strikes, the movement/hazard phase, detainment and attacks shared by several creatures' scenarios. */
import type { Attack, RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { minionTurn } from '../kit/templates';

export const rollsOf = (k: ScenarioKit, purpose: string) => k.allEvents.filter((e): e is RollEvent => e.type === 'roll' && (e as RollEvent).purpose === purpose);

/** The company's only character faces the creature's strike and rolls `dice`. */
function faceOne(k: ScenarioKit, seat: number, hazard: number, name: string, who: string, site: string, dice: number[]): { ch: number; inst: number } {
  const { id, chars } = k.company(seat, [who], site);
  const ch = chars[0] as number;
  const inst = k.creatureAttack(id, name, hazard);
  k.passAll();
  if (k.legal(seat).some((a) => a.type === 'assignStrike' && a.target === ch)) k.act(seat, { type: 'assignStrike', target: ch });
  k.passAll();
  k.rig(dice);
  k.act(seat, { type: 'resolveStrike', target: ch, stayUntapped: false });
  k.passAll();
  return { ch, inst };
}

/** The company's movement/hazard phase starts (from the M/H selection). */
export function startMH(k: ScenarioKit, id: string): void {
  k.s.stack = [{ kind: 'mhSelect' }];
  k.act(k.companyById(id).owner, { type: 'startCompanyMH', companyId: id });
}

/** A hero company of `chars` at Rivendell, the creature keyed to it in its movement/hazard phase, is refused (`what` the text's condition). */
export function refusedOnCompany(name: string, chars: string[], what: string): Scenario {
  return {
    title: `${name}: ${what}`,
    run: (k) => {
      const { id } = k.company(0, chars, 'Rivendell');
      k.keyTo(id, name);
      startMH(k, id);
      const inst = k.hand(1, name);
      k.refused(1, { type: 'playCreature', inst });
    },
  };
}

/**
 * Keying that needs Doors of Night (facts.ts keyIf): on the position `place` sets up (its
 * movement/hazard phase started), the creature is refused without Doors of Night and attacks with it.
 */
export function doorsOfNightScenario(name: string, what: string, place: (k: ScenarioKit, companyId: string) => void): Scenario {
  return {
    title: `${name}: ${what} only while Doors of Night is in play`,
    run: (k) => {
      const { id } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas'], 'Rivendell');
      place(k, id);
      const inst = k.hand(1, name);
      k.refused(1, { type: 'playCreature', inst });
      k.inPlay(1, 'Doors of Night');
      k.act(1, { type: 'playCreature', inst });
      const attack = k.events.find((e) => e.type === 'attack');
      k.equal(attack?.prowess, k.card(name, 1).prowess, `${name} attacks with its prowess`);
    },
  };
}

/**
 * "If played on a company that has already faced an Orc attack this turn, <name> receives +N
 * prowess": after `first` (an Orc creature, or not) attacked the company and every strike was
 * defeated, <name> attacks it with (or without) the bonus.
 */
export function alreadyFacedScenario(name: string, delta: number, first: string, orc: boolean): Scenario {
  return {
    title: `${name}: ${orc ? `+${delta} prowess after the company faced ${first} (Orcs)` : `no bonus after the company faced ${first} (not Orcs)`}`,
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas', 'Faramir', 'Boromir II'], 'Rivendell');
      k.creatureAttack(id, first);
      k.passAll();
      for (const ch of chars) if (k.legal(0).some((a) => a.type === 'assignStrike' && a.target === ch)) k.act(0, { type: 'assignStrike', target: ch });
      k.passAll();
      const combat = k.s.stack.find((x) => x.kind === 'combat');
      for (const slot of combat?.kind === 'combat' ? [...combat.slots] : []) {
        k.rig([6, 6, 6, 6]);
        k.act(0, { type: 'resolveStrike', target: slot.target, stayUntapped: false });
        k.passAll();
      }
      k.expect(!k.s.stack.some((x) => x.kind === 'combat'), `the attack of ${first} is over`);
      k.creatureAttack(id, name);
      const attack = k.events.find((e) => e.type === 'attack');
      const printed = k.card(name, 1).prowess ?? 0;
      k.equal(attack?.prowess, orc ? printed + delta : printed, `${name}'s prowess`);
    },
  };
}

/**
 * "Detainment against covert and hero companies" (coe-rules §3.II): against a hero company a
 * successful strike taps instead of wounding (no body check), and a defeated attack is discarded,
 * worth no marshalling points; against a minion company it wounds as usual.
 */
/**
 * "Detainment against hero and covert companies" against a Ringwraith player's companies: a covert one (two Men, coe-rules glossary
 * "covert - A type of company that does not contain a Balrog, Orc, Troll, or Ringwraith in Fell Rider mode") is detained, its
 * failed strikes tap, no body check; an overt one (two Orcs) is not, a failed strike wounds.
 */
export function covertDetainmentScenarios(name: string, strikes = 2): Scenario[] {
  const men = ['Luitprand', 'Ostisen', 'Eradan', 'Ciryaher', 'Perchen', 'Baduila'].slice(0, strikes);
  const orcs = ['Grishnákh', 'Shagrat', ...SIX_MINIONS].slice(0, strikes);
  return [
    {
      title: `${name}: "detainment against covert companies": a covert minion company (Men) is tapped by failed strikes, no body check`,
      run: (k) => {
        minionTurn(k);
        const { chars } = faceEach(k, 1, 0, name, men, 'Minas Morgul', [1, 1, 1, 1]);
        k.expect(chars.some((c) => k.s.status[c] === 'tapped') && chars.every((c) => k.s.chars[c] && k.s.status[c] !== 'wounded'), 'tapped, not wounded');
        k.equal(rollsOf(k, 'bodyCheck').length, 0, 'body checks');
      },
    },
    {
      title: `${name}: not detainment against an overt minion company (Orcs): a failed strike wounds, a body check follows`,
      run: (k) => {
        minionTurn(k);
        const { chars } = faceEach(k, 1, 0, name, orcs, 'Minas Morgul', [1, 1, 1, 1]);
        k.expect(chars.some((c) => k.s.status[c] === 'wounded' || !k.s.chars[c]), 'an Orc is wounded');
        k.expect(rollsOf(k, 'bodyCheck').length > 0, 'body checks');
      },
    },
  ];
}

/** Detainment against hero companies (`covert`: and covert ones, covertDetainmentScenarios), not against a minion company of Men otherwise. */
export function detainmentScenarios(name: string, covert = false): Scenario[] {
  return [
    {
      title: `${name}: detainment against a hero company: a successful strike taps instead of wounding, no body check`,
      run: (k) => {
        const { ch, inst } = faceOne(k, 0, 1, name, 'Aragorn II', 'Rivendell', [1, 1]);
        k.equal(k.s.status[ch], 'tapped', 'Aragorn II after the strike');
        k.equal(rollsOf(k, 'bodyCheck').length, 0, 'body checks');
        k.equal(k.where(inst), 'discard', `${name} after the attack`);
      },
    },
    {
      title: `${name}: a defeated detainment attack is discarded, worth no marshalling points`,
      run: (k) => {
        const { inst } = faceOne(k, 0, 1, name, 'Aragorn II', 'Rivendell', [6, 6, 6, 6]);
        k.equal(rollsOf(k, 'strikeBodyCheck').length, 0, 'body checks against the creature');
        k.expect(k.allEvents.some((e) => e.type === 'attackDefeated'), 'the attack is defeated');
        k.equal(k.where(inst), 'discard', `${name} after the attack`);
        k.expect(!(k.s.players[0]?.mpPile.includes(inst) ?? true), 'not in the marshalling point pile');
      },
    },
    ...(covert
      ? covertDetainmentScenarios(name)
      : [
          {
            title: `${name}: not detainment against a minion company: the strike wounds, a body check follows`,
            run: (k: ScenarioKit) => {
              minionTurn(k);
              const { ch } = faceOne(k, 1, 0, name, 'Luitprand', 'Minas Morgul', [1, 1, 1, 1]);
              k.equal(k.s.status[ch], 'wounded', 'Luitprand after the strike');
              k.equal(rollsOf(k, 'bodyCheck').length, 1, 'body checks');
            },
          },
        ]),
  ];
}

type CombatView = { stage: string; slots: { target: number; excess: number; resolved: boolean; outcome: string | null }[]; attack: Attack };
export const combatNow = (k: ScenarioKit): CombatView | null => {
  const c = k.s.stack.find((x) => x.kind === 'combat');
  return c?.kind === 'combat' ? c : null;
};

/** A company at a site where `name` is keyed (its movement/hazard phase started); `who` its characters. */
function multiPosition(k: ScenarioKit, name: string, who: string[]): { id: string; chars: number[]; inst: number } {
  const { id, chars } = k.company(0, who, 'Rivendell');
  const inst = k.creatureAttack(id, name);
  k.passAll();
  return { id, chars, inst };
}

/** Scenarios of a creature making `count` attacks of one strike all against the same character, the attacker choosing him. */
export function severalAttacksScenarios(name: string, count: number, maxCancels: number, notDefending: boolean): Scenario[] {
  return [
    {
      title: `${name}: ${count} attacks of one strike with its printed prowess, all against the character the attacker chose; all defeated, it is a kill`,
      run: (k) => {
        const { chars, inst } = multiPosition(k, name, ['Aragorn II', 'Legolas', 'Gimli']);
        const [aragorn] = chars as [number];
        const card = k.card(name, 1);
        const first = combatNow(k);
        k.equal(first?.stage, 'attackerAssign', 'the attacker chooses the defending character');
        k.equal(first?.attack.strikes, 1, 'strikes of the first attack');
        k.equal(first?.attack.prowess, card.prowess, 'prowess');
        k.refused(0, { type: 'assignStrike', target: aragorn });
        k.act(1, { type: 'assignStrike', target: aragorn });
        k.passAll();
        for (let n = 1; n <= count; n++) {
          const c = combatNow(k);
          k.expect(c !== null, `attack ${n} is faced`);
          k.equal(c?.slots.map((x) => x.target).join(','), String(aragorn), `attack ${n} is against Aragorn II`);
          k.equal(c?.attack.strikes, 1, `strikes of attack ${n}`);
          k.rig([6, 6]);
          k.act(0, { type: 'resolveStrike', target: aragorn, stayUntapped: false });
          k.passAll();
          k.expect(k.where(inst) === (n < count ? 'nowhere' : 'mpPile'), `${name} after attack ${n}: ${k.where(inst)}`);
        }
        k.equal(k.allEvents.filter((e) => e.type === 'attack').length, count, 'attacks');
        k.expect(combatNow(k) === null, 'no attack is left');
        k.expect(k.s.players[0]?.mpPile.includes(inst) ?? false, `${name} is in the defender's marshalling point pile`);
      },
    },
    {
      title: `${name}: ${maxCancels === 1 ? 'one attack' : `up to ${maxCancels} attacks`} cancelled by tapping a character${notDefending ? ' (not the defending character)' : ''} after the strike is assigned; not all defeated, it is discarded`,
      run: (k) => {
        const { chars, inst } = multiPosition(k, name, ['Aragorn II', 'Legolas', 'Gimli']);
        const [aragorn, legolas, gimli] = chars as [number, number, number];
        k.act(1, { type: 'assignStrike', target: aragorn });
        k.passAll();
        k.equal(k.canUse(0, inst, 0, aragorn), !notDefending, 'the defending character may tap to cancel');
        k.use(0, inst, 0, legolas);
        k.equal(k.s.status[legolas], 'tapped', 'Legolas tapped');
        k.expect(k.allEvents.some((e) => e.type === 'attackCancelled'), 'the first attack is cancelled');
        const c = combatNow(k);
        k.equal(c?.slots.map((x) => x.target).join(','), String(aragorn), 'the next attack is against Aragorn II');
        if (maxCancels > 1) {
          k.use(0, inst, 0, gimli);
          k.equal(k.allEvents.filter((e) => e.type === 'attackCancelled').length, 2, 'attacks cancelled');
        }
        k.expect(!k.canUse(0, inst, 0, maxCancels > 1 ? undefined : gimli), `no more than ${maxCancels} cancelled`);
        k.rig([6, 6]);
        k.act(0, { type: 'resolveStrike', target: aragorn, stayUntapped: false });
        k.passAll();
        for (let n = 1 + maxCancels; n < count; n++) {
          k.rig([6, 6]);
          k.act(0, { type: 'resolveStrike', target: aragorn, stayUntapped: false });
          k.passAll();
        }
        k.expect(combatNow(k) === null, 'no attack is left');
        k.equal(k.where(inst), 'discard', `${name} (not every attack defeated)`);
      },
    },
    {
      title: `${name}: an attack given two strikes: the second is an excess strike (-1) against the attacked character`,
      run: (k) => {
        const { id, chars } = k.company(0, ['Aragorn II', 'Legolas'], 'Rivendell');
        k.keyTo(id, name);
        k.s.turn.attackMods = [{ companyId: id, races: [k.card(name, 1).race ?? ''], strikes: 1, prowess: 0, label: 'one more strike' }];
        k.creatureAttack(id, name);
        k.passAll();
        const [aragorn] = chars as [number];
        k.act(1, { type: 'assignStrike', target: aragorn });
        k.passAll();
        k.equal(combatNow(k)?.slots.map((x) => `${x.target}:${x.excess}`).join(','), `${aragorn}:1`, 'one strike against Aragorn II with one excess strike');
        k.rig([6, 6]);
        k.act(0, { type: 'resolveStrike', target: aragorn, stayUntapped: false });
        const roll = k.events.find((e): e is RollEvent => e.type === 'roll' && (e as RollEvent).purpose === 'strike') as { prowess?: unknown } | undefined;
        k.equal(roll?.prowess, (k.card('Aragorn II').prowess ?? 0) - 1, "Aragorn II's prowess with the excess strike");
      },
    },
    {
      title: `${name}: once the attacked character is eliminated, no further attack; it is discarded`,
      run: (k) => {
        const { chars, inst } = multiPosition(k, name, ['Bilbo', 'Aragorn II']);
        const [bilbo] = chars as [number];
        k.act(1, { type: 'assignStrike', target: bilbo });
        k.passAll();
        k.rig([1, 1, 6, 6]);
        k.act(0, { type: 'resolveStrike', target: bilbo, stayUntapped: false });
        k.passAll();
        k.expect(!k.s.chars[bilbo], 'Bilbo is eliminated');
        k.expect(combatNow(k) === null, 'no further attack');
        k.equal(k.where(inst), 'discard', name);
      },
    },
    {
      title: `${name}: cannot attack a company staying at Rivendell`,
      run: (k) => {
        const { id } = k.company(0, ['Aragorn II', 'Legolas'], 'Rivendell');
        k.movement(id, null);
        k.refused(1, { type: 'playCreature', inst: k.hand(1, name) });
      },
    },
  ];
}

/** Each character of `who` (as many as the strikes) takes one strike assigned by the defender and rolls `dice` (two per strike, then any body check). */
export function faceEach(k: ScenarioKit, seat: number, hazard: number, name: string, who: string[], site: string, dice: number[], place?: (id: string) => void): { id: string; chars: number[]; inst: number } {
  const { id, chars } = k.company(seat, who, site);
  if (place) {
    place(id);
    startMH(k, id);
  }
  const inst = k.creatureAttack(id, name, hazard);
  k.passAll();
  for (const ch of chars) if (k.legal(seat).some((a) => a.type === 'assignStrike' && a.target === ch)) k.act(seat, { type: 'assignStrike', target: ch });
  k.passAll();
  for (const slot of [...(combatNow(k)?.slots ?? [])]) {
    if (slot.resolved) continue;
    k.rig(dice);
    k.act(seat, { type: 'resolveStrike', target: slot.target, stayUntapped: false });
    k.passAll();
  }
  return { id, chars, inst };
}

export const SIX_HEROES = ['Aragorn II', 'Gimli', 'Legolas', 'Faramir', 'Boromir II', 'Glorfindel II'];
export const SIX_MINIONS = ['Luitprand', 'Ostisen', 'Eradan', 'Ciryaher', 'Grishnákh', 'Shagrat'];

/** "Detainment and -2 prowess against hero companies": against a hero company the attack has 2 less prowess and a failed strike taps; against a minion company, printed prowess and wounds. */
export function heroDetainmentScenarios(name: string, strikes: number, place?: (k: ScenarioKit, id: string) => void): Scenario[] {
  const heroes = SIX_HEROES.slice(0, strikes);
  const minions = SIX_MINIONS.slice(0, strikes);
  return [
    {
      title: `${name}: against a hero company, -2 prowess and detainment (a failed strike taps, no body check)`,
      run: (k) => {
        const { chars } = faceEach(k, 0, 1, name, heroes, 'Rivendell', [1, 1], place && ((id) => place(k, id)));
        const attack = k.allEvents.find((e) => e.type === 'attack');
        k.equal(attack?.prowess, (k.card(name, 1).prowess ?? 0) - 2, 'prowess');
        k.expect(chars.every((c) => k.s.status[c] === 'tapped'), 'the characters are tapped');
        k.equal(rollsOf(k, 'bodyCheck').length, 0, 'body checks');
      },
    },
    {
      title: `${name}: against a minion company, printed prowess, a failed strike wounds`,
      run: (k) => {
        minionTurn(k);
        const { chars } = faceEach(k, 1, 0, name, minions, 'Minas Morgul', [1, 1, 1, 1], place && ((id) => place(k, id)));
        const attack = k.allEvents.find((e) => e.type === 'attack');
        k.equal(attack?.prowess, k.card(name, 0).prowess ?? 0, 'prowess');
        k.expect(chars.some((c) => k.s.status[c] === 'wounded' || !k.s.chars[c]), 'a minion character is wounded');
      },
    },
  ];
}

/** The hazard player's creature attack now under way, fought to its end: each strike assigned by the defender (seat 0) and defeated (dice rigged high). */
export function defeatAttack(k: ScenarioKit): void {
  k.passAll();
  for (let guard = 0; guard < 12 && combatNow(k) !== null; guard++) {
    const assign = k.legal(0).find((a) => a.type === 'assignStrike');
    if (assign) {
      k.act(0, assign);
      continue;
    }
    k.passAll();
    const slot = combatNow(k)?.slots.find((x) => !x.resolved);
    if (!slot) continue;
    k.rig([6, 6, 6, 6]);
    k.act(0, { type: 'resolveStrike', target: slot.target, stayUntapped: false });
    k.passAll();
  }
  k.expect(combatNow(k) === null, 'the attack is over');
}

/**
 * "+4 prowess versus Ringwraiths" / "15 prowess against Hobbits": the creature's strike against `who` (its race) has its printed prowess plus
 * `delta`; against `other` its printed prowess. `minion`: the characters are the Ringwraith player's (seat 1 active).
 */
export function prowessVsScenarios(name: string, delta: number, who: string, other: string, minion: boolean): Scenario[] {
  const strikeProwess = (k: ScenarioKit, character: string): number | undefined => {
    if (minion) minionTurn(k);
    faceOne(k, minion ? 1 : 0, minion ? 0 : 1, name, character, minion ? 'Minas Morgul' : 'Rivendell', [6, 6]);
    return (rollsOf(k, 'strike').at(-1) as { strikeProwess?: number } | undefined)?.strikeProwess;
  };
  return [
    {
      title: `${name}: its strike against ${who} has ${delta > 0 ? '+' : ''}${delta} prowess`,
      run: (k) => k.equal(strikeProwess(k, who), (k.card(name, 1).prowess ?? 0) + delta, `the strike's prowess against ${who}`),
    },
    {
      title: `${name}: its strike against ${other} has its printed prowess`,
      run: (k) => k.equal(strikeProwess(k, other), k.card(name, 1).prowess, `the strike's prowess against ${other}`),
    },
  ];
}
