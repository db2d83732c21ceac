/**
 * Generic scenarios for cards whose whole text the engine carries out from the card data:
 * characters (figures, skills, race, "Unique.", corruption-check modifiers, negative
 * marshalling points) and plain creatures (race, strikes, prowess, body, keying).
 * Only types are imported here: cards/* load before the engine's runtime modules.
 */
import type { Scenario } from './scenario';
import type { EngineCard } from '../../../src-shared/engine/types';
import type { ScenarioKit } from './kit';
import type { RollEvent } from '../../../src-shared/engine/events';
import type { CharacterFigures } from '../../../src-shared/engine/cards/vocab/characters';


/** The same card data with a Ringwraith player active (the kit keeps the data it was given in `cards`; no engine module is imported here). */
export function minionKit(k: ScenarioKit): ScenarioKit {
  const Kit = k.constructor as new (cards: Record<string, EngineCard>, alignments: ['ringwraith', 'wizard']) => ScenarioKit;
  return new Kit((k as unknown as { cards: Record<string, EngineCard> }).cards, ['ringwraith', 'wizard']);
}

/** Seat 1 (the Ringwraith player) made the active player (seat 0 the hazard player): his companies are minion companies. */
export function minionTurn(k: ScenarioKit): void {
  k.s.turn.active = 1;
  k.s.turn.firstHazard = 0;
}

/** The company's site phase, at the step where it plays cards (the site entered when `entered`). */
export function playing(k: ScenarioKit, id: string, entered = false): void {
  k.s.stack = [{ kind: 'siteSelect' }, { kind: 'siteCompany', companyId: id, stage: 'play' }];
  if (entered) k.companyById(id).entered = true;
}

function rolls(k: ScenarioKit, purpose: string): RollEvent[] {
  return k.allEvents.filter((e): e is RollEvent => e.type === 'roll' && e.purpose === purpose);
}

/** A one-strike creature of high prowess that keys to named regions (Cave Worm: 1 strike, 16 prowess). */
const STRIKER = 'Cave Worm';

function setUp(k: ScenarioKit, name: string, minion: boolean): { seat: number; hazard: number; id: string; ch: number } {
  const seat = minion ? 1 : 0;
  const hazard = minion ? 0 : 1;
  if (minion) minionTurn(k);
  const { id, chars } = k.company(seat, [name], minion ? 'Minas Morgul' : 'Rivendell');
  return { seat, hazard, id, ch: chars[0] as number };
}

/**
 * The character (alone in his company) faces the one strike of `creature`, assigned to him, and
 * resolves it tapping with the rigged `dice` (strike roll, then any body check).
 */
function faceStrike(k: ScenarioKit, name: string, minion: boolean, creature: string, dice: number[]): { seat: number; ch: number; card: EngineCard } {
  const { seat, hazard, id, ch } = setUp(k, name, minion);
  const card = k.card(name, seat);
  k.creatureAttack(id, creature, hazard);
  k.passAll();
  k.act(seat, { type: 'assignStrike', target: ch });
  k.passAll();
  k.rig(dice);
  k.act(seat, { type: 'resolveStrike', target: ch, stayUntapped: false });
  k.passAll();
  return { seat, ch, card };
}

/**
 * A character's printed figures at work: mind against general influence, direct influence,
 * the corruption-check modifier, prowess in a strike, body in the body check, and (when
 * eliminated) the elimination pile and its negative marshalling points.
 */
export function figuresScenarios(name: string, opts: CharacterFigures = {}): Scenario[] {
  const minion = opts.minion ?? false;
  return [
    {
      title: `${name}: mind uses general influence, direct influence, corruption-check modifier ${opts.corruptionCheck ?? 0}`,
      run: (k) => {
        const { seat, ch } = setUp(k, name, minion);
        const card = k.card(name, seat);
        k.equal(card.type, 'Character', `${name} is a character`);
        k.equal(card.alignment, minion ? 'Minion' : 'Hero', `${name}'s alignment (his player's)`);
        k.equal(k.usedGI(seat), card.mind ?? 0, 'general influence used by his mind');
        k.equal(k.unusedDI(ch), card.di, 'his unused direct influence');
        k.equal(card.corruptionCheckMod, opts.corruptionCheck ?? 0, 'the corruption-check modifier the text gives');
        k.rig([6, 6]);
        k.corruptionCheck(ch);
        const roll = rolls(k, 'corruption').at(-1);
        k.equal(roll?.total, 12 + (opts.corruptionCheck ?? 0), 'corruption check total on 6+6');
      },
    },
    {
      title: `${name}: printed prowess against a strike, body in the body check`,
      run: (k) => {
        const { ch, card } = faceStrike(k, name, minion, STRIKER, [1, 1, 1, 1]);
        const strike = rolls(k, 'strike').at(-1);
        k.equal(strike?.prowess, card.prowess ?? 0, `${name}'s prowess against the strike`);
        const body = rolls(k, 'bodyCheck').at(-1);
        k.equal(body?.against, card.body ?? 0, `${name}'s body in the body check`);
        k.equal(k.s.status[ch], 'wounded', `${name} is wounded and survives a body check of 2`);
      },
    },
    {
      title: `${name}: eliminated on a high body check${opts.eliminatedMp ? `, -${opts.eliminatedMp} marshalling points` : ''}`,
      run: (k) => {
        const { seat, ch, card } = faceStrike(k, name, minion, STRIKER, [1, 1, 6, 6]);
        if ((card.body ?? 0) >= 12) return;
        k.expect(k.s.players[seat]?.eliminatedPile.includes(ch) ?? false, `${name} is in the eliminated pile`);
        k.equal(card.eliminatedMp, opts.eliminatedMp ?? 0, 'negative marshalling points if eliminated');
      },
    },
  ];
}

export interface CreatureOptions {
  /** Characters of the attacked company (enough to take every strike). */
  company?: string[];
}

/**
 * A plain creature: keyed to a position its keying allows, its attack has the card's strikes,
 * prowess and body; a company staying at Rivendell (a Haven, no site path) cannot be attacked.
 */
export function creatureScenarios(name: string, opts: CreatureOptions = {}): Scenario[] {
  const names = opts.company ?? ['Aragorn II', 'Gimli', 'Legolas', 'Faramir', 'Boromir II', 'Glorfindel II', 'Beorn'];
  return [
    {
      title: `${name}: attacks a company where it is keyed with its printed strikes, prowess and body`,
      run: (k) => {
        const { id, chars } = k.company(0, names, 'Rivendell');
        const card = k.card(name, 1);
        const inst = k.creatureAttack(id, name);
        const attack = k.allEvents.find((e) => e.type === 'attack');
        k.expect(attack !== undefined, 'an attack starts');
        if (card.strikesEach) {
          const combat = k.s.stack.find((x) => x.kind === 'combat');
          k.equal(combat?.kind === 'combat' ? combat.slots.length : 0, chars.length, 'one strike against each character');
        } else k.equal(attack?.strikes, card.strikes, 'strikes');
        k.equal(attack?.prowess, card.prowess, 'prowess');
        k.equal(attack?.body ?? null, card.body, 'body');
        k.equal(k.where(inst), 'nowhere', `${name} is in play as the attack`);
      },
    },
    {
      title: `${name}: cannot attack a company staying at Rivendell`,
      run: (k) => {
        const { id } = k.company(0, names.slice(0, 2), 'Rivendell');
        k.movement(id, null);
        const inst = k.hand(1, name);
        k.refused(1, { type: 'playCreature', inst });
      },
    },
  ];
}

/** An Orc creature of one strike (Orc-lieutenant: 1 strike, 7 prowess). */
const ORC = 'Orc-lieutenant';

/**
 * "+N prowess against Orcs": the character's strike roll against an Orc attack uses his printed
 * prowess plus N (the figures scenarios check the printed prowess alone against a Drake).
 */
export function prowessAgainstOrcsScenario(name: string, delta: number, opts: { minion?: boolean } = {}): Scenario {
  return {
    title: `${name}: +${delta} prowess against an Orc attack`,
    run: (k) => {
      const { card } = faceStrike(k, name, opts.minion ?? false, ORC, [1, 1, 1, 1]);
      const strike = rolls(k, 'strike').at(-1);
      k.equal(strike?.prowess, (card.prowess ?? 0) + delta, `${name}'s prowess against ${ORC}`);
    },
  };
}

/** The influence roll of the character playing a faction from the MP hand at a site where it is playable. */
function influenceRoll(k: ScenarioKit, name: string, faction: string, minion: boolean): { mods: { label: string; value: number }[]; total: number; dice: number } {
  const seat = minion ? 1 : 0;
  if (minion) minionTurn(k);
  const fcard = k.card(faction, seat);
  const where = fcard.playableAt[0];
  if (!where) throw new Error(`${faction}: no site where it is playable`);
  const { id, chars } = k.company(seat, [name], where);
  const ch = chars[0] as number;
  playing(k, id, true);
  const inst = k.mpHand(seat, faction);
  k.rig([1, 1]);
  k.act(seat, { type: 'playMpCard', inst, character: ch });
  const roll = rolls(k, 'influence').at(-1) as (RollEvent & { mods?: { label: string; value: number }[] }) | undefined;
  if (!roll) throw new Error('no influence roll');
  return { mods: roll.mods ?? [], total: Number(roll.total), dice: 2 };
}

/**
 * "+N direct influence against the X faction" / "-1 to influence checks against factions": the
 * character's influence check against `faction` has the modification (and the total adds up);
 * against `other` (a faction the text does not name), it has none.
 */
export function factionInfluenceScenarios(name: string, delta: number, faction: string, other: string | null, opts: { minion?: boolean } = {}): Scenario[] {
  const minion = opts.minion ?? false;
  const ownMods = (k: ScenarioKit, mods: { label: string; value: number }[]) => mods.filter((m) => m.label.startsWith(`${k.card(name, minion ? 1 : 0).name}:`));
  const out: Scenario[] = [
    {
      title: `${name}: ${delta > 0 ? '+' : ''}${delta} to the influence check against ${faction}`,
      run: (k) => {
        const roll = influenceRoll(k, name, faction, minion);
        k.equal(ownMods(k, roll.mods).reduce((n, m) => n + m.value, 0), delta, `${name}'s modification against ${faction}`);
        k.equal(roll.total, roll.dice + roll.mods.reduce((n, m) => n + m.value, 0), 'the influence total adds up');
      },
    },
  ];
  if (other) {
    out.push({
      title: `${name}: no modification to the influence check against ${other}`,
      run: (k) => {
        const roll = influenceRoll(k, name, other, minion);
        k.equal(ownMods(k, roll.mods).length, 0, `${name}'s modifications against ${other}`);
      },
    });
  }
  return out;
}

/**
 * "Discard on a body check result of 7 or 8": wounded by a strike, a body check of each listed
 * result that does not exceed his body discards him (not eliminated); a check of 2 leaves him
 * wounded (see the figures scenarios).
 */
export function bodyCheckDiscardScenarios(name: string, results: number[], opts: { minion?: boolean } = {}): Scenario[] {
  return results.map((r) => ({
    title: `${name}: discarded on a body check result of ${r}`,
    run: (k: ScenarioKit) => {
      const a = Math.min(6, r - 1);
      const { seat, ch, card } = faceStrike(k, name, opts.minion ?? false, STRIKER, [1, 1, a, r - a]);
      const body = rolls(k, 'bodyCheck').at(-1);
      k.equal(body?.total, r, 'the body check result');
      if (r <= (card.body ?? 0)) {
        k.equal(k.where(ch), 'discard', `${name} after a body check of ${r}`);
        k.expect(!(k.s.players[seat]?.eliminatedPile.includes(ch) ?? true), `${name} is not eliminated`);
      } else k.expect(k.s.players[seat]?.eliminatedPile.includes(ch) ?? false, `${name} is eliminated (the result exceeds his body)`);
    },
  }));
}

/** Company for special-creature scenarios: one character per strike. */
const DEFENDERS = ['Aragorn II', 'Gimli', 'Legolas', 'Faramir', 'Beorn', 'Glorfindel II', 'Boromir II'];

/**
 * Keys the creature to a company of one character per strike, assigns the strikes in order and
 * resolves them: the first fails (a roll of 2) and his body check is `body` (dice summing to
 * it), the others succeed (12). Returns the company's characters, the first one wounded.
 */
function woundFirst(k: ScenarioKit, creature: string, body: number, after: number[] = [], names = DEFENDERS): number[] {
  const card = k.card(creature, 1);
  const { id, chars } = k.company(0, names.slice(0, Math.max(1, card.strikes)), 'Rivendell');
  k.creatureAttack(id, creature);
  k.passAll();
  for (const ch of chars) if (k.top()?.kind === 'combat') k.act(0, { type: 'assignStrike', target: ch });
  k.passAll();
  chars.forEach((ch, i) => {
    const a = Math.min(6, body - 1);
    k.rig([...(i === 0 ? [1, 1, a, body - a] : [6, 6]), ...(i === chars.length - 1 ? after : [])]);
    k.act(0, { type: 'resolveStrike', target: ch, stayUntapped: false });
    k.passAll();
  });
  return chars;
}

/** "After attack, each character wounded by Ghosts makes a corruption check modified by -1." */
export function woundedCorruptionScenario(name: string, modifier: number): Scenario {
  return {
    title: `${name}: after the attack, the character it wounded (only he) makes a corruption check modified by ${modifier}`,
    run: (k) => {
      const chars = woundFirst(k, name, 2, [6, 6]);
      const checks = rolls(k, 'corruption') as (RollEvent & { inst?: number; mods?: { label: string; value: number }[] })[];
      k.equal(checks.length, 1, 'corruption checks after the attack');
      k.equal(checks[0]?.inst, chars[0], 'the wounded character checks');
      k.expect((checks[0]?.mods ?? []).some((m) => m.value === modifier && m.label.includes(k.card(name, 1).name)), `the check is modified by ${modifier}`);
      k.expect(!k.s.stack.some((x) => x.kind === 'combat'), 'the attack is over');
    },
  };
}

/**
 * "Each non-Wizard/non-Ringwraith defending character wounded by the Abductor is discarded" or
 * "If the body check … equals his body, the character is discarded" (`bodyEquals`).
 */
export function woundedDiscardScenarios(name: string, bodyEquals: boolean): Scenario[] {
  const out: Scenario[] = [
    {
      title: `${name}: a character it wounds is discarded${bodyEquals ? ' when the body check equals his body' : ''}`,
      run: (k) => {
        const body = k.card(DEFENDERS[0] as string).body ?? 0;
        const chars = woundFirst(k, name, bodyEquals ? body : 2);
        k.equal(k.where(chars[0] as number), 'discard', `${DEFENDERS[0]} wounded`);
        for (const ch of chars.slice(1)) k.equal(k.where(ch), 'inPlay', 'a character not wounded');
      },
    },
  ];
  out.push({
    title: `${name}: a Wizard it wounds is not discarded`,
    run: (k) => {
      const body = k.card('Gandalf').body ?? 0;
      const chars = woundFirst(k, name, bodyEquals ? body : 2, [], ['Gandalf', ...DEFENDERS]);
      k.equal(k.s.status[chars[0] as number], 'wounded', 'Gandalf after the strike');
    },
  });
  if (bodyEquals) {
    out.push({
      title: `${name}: a body check below his body leaves the character wounded`,
      run: (k) => {
        const chars = woundFirst(k, name, 2);
        k.equal(k.s.status[chars[0] as number], 'wounded', `${DEFENDERS[0]} after a body check of 2`);
      },
    });
  }
  return out;
}

/**
 * Arda Revised, strike sequence: "Certain attacks state that each character in the company 'faces one strike' or 'is attacked'
 * (e.g., Crebain, Watcher in the Water, etc.). Such an attack is never affected by a card or effect that modifies the number of
 * strikes of an attack." With Wake of War in play ("+1 strike and +1 prowess" to Animal attacks), the creature's attack gets
 * its +1 prowess and still exactly one strike against each character; without it, the printed prowess.
 */
export function oneStrikeEachScenarios(name: string): Scenario[] {
  const names = ['Aragorn II', 'Gimli', 'Legolas'];
  return [true, false].map((wake) => ({
    title: `${name}: ${wake ? 'Wake of War (+1 strike, +1 prowess to Animal attacks) adds its prowess but not a strike: one strike per character' : 'without Wake of War: one strike per character at the printed prowess'}`,
    run: (k) => {
      if (wake) k.inPlay(1, 'Wake of War');
      const { id, chars } = k.company(0, names, 'Rivendell');
      k.creatureAttack(id, name);
      const combat = k.s.stack.find((x) => x.kind === 'combat');
      if (combat?.kind !== 'combat') throw new Error('no attack under way');
      k.equal(combat.slots.length, chars.length, 'one strike against each character');
      k.equal(combat.attack.strikes, chars.length, 'the number of strikes');
      k.equal(combat.attack.prowess, (k.card(name, 1).prowess ?? 0) + (wake ? 1 : 0), 'prowess');
      k.equal(k.events.some((e) => e.type === 'effect' && e.effect === 'strikesFixed'), wake, 'the strike change is said to have no effect');
    },
  }));
}
