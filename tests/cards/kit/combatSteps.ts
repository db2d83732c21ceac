/**
 * Steps that card scenarios repeat: a company facing a creature attack, strikes assigned and
 * resolved, an attack cancelled, a check's modification read back, a company in its site phase.
 * Only types are imported here: cards/* load before the engine's runtime modules (the kit is passed in).
 */
import type { Scenario } from './scenario';
import type { ScenarioKit } from './kit';
import type { RollEvent } from '../../../src-shared/engine/events';

export interface AttackWindow {
  /** The company's id. */
  id: string;
  /** Its characters, in the order named. */
  chars: number[];
  /** The first card put in the seat's hand (`cards[0]`). */
  card: number;
  /** Every card put in the seat's hand, in the order named. */
  cards: number[];
  /** The attacking creature. */
  creature: number;
}

export interface AttackSetUp {
  /** The company's characters. */
  names: string[];
  /** The creature the hazard player attacks with. */
  creature: string;
  /** Card(s) put in the seat's hand before the attack. */
  cards: string | string[];
  /** The company's site (Rivendell unless said). */
  site?: string;
  /** The resource player (0 unless said). */
  seat?: number;
  /** Run once the company is made, before the cards are drawn (statuses, movement and the like). */
  prepare?: (chars: number[], id: string) => void;
}

/**
 * A company at a site, card(s) in the seat's hand, and the creature attacking the company, the
 * chain that plays it passed: the defender is in the attack window.
 */
export function attackWindow(k: ScenarioKit, o: AttackSetUp): AttackWindow {
  const seat = o.seat ?? 0;
  const { id, chars } = k.company(seat, o.names, o.site ?? 'Rivendell');
  o.prepare?.(chars, id);
  const cards = (typeof o.cards === 'string' ? [o.cards] : o.cards).map((name) => k.hand(seat, name));
  const creature = k.creatureAttack(id, o.creature);
  k.passAll();
  return { id, chars, card: cards[0] as number, cards, creature };
}

/** The attack window (as attackWindow) in which the card cannot be played (on `target` when given, else on the attack). */
export function refusedOnAttack(k: ScenarioKit, o: AttackSetUp & { why: string; target?: (chars: number[]) => number }): void {
  const w = attackWindow(k, o);
  k.expect(!(o.target ? k.canPlay(o.seat ?? 0, w.card, o.target(w.chars)) : k.canPlay(o.seat ?? 0, w.card)), o.why);
}

/** The attack is over (cancelled); the creature, when given, is in the discard pile. */
export function expectCancelled(k: ScenarioKit, creature?: number, name?: string): void {
  k.expect(!k.s.stack.some((x) => x.kind === 'combat'), 'the attack is cancelled');
  if (creature !== undefined) k.equal(k.where(creature), 'discard', name ?? 'the creature');
}

/** The defender assigns one strike to each of the characters, in order. */
export function assignEach(k: ScenarioKit, chars: number[], seat = 0): void {
  for (const ch of chars) k.act(seat, { type: 'assignStrike', target: ch });
}

/** Every strike is assigned, whoever assigns it: the defender to each character he may, then the attacker (his choice of defending characters, excess strikes), in the order the legal actions give. */
export function assignAll(k: ScenarioKit, defender = 0, attacker = 1): void {
  for (;;) {
    const own = k.legal(defender).find((x) => x.type === 'assignStrike');
    if (own) {
      k.act(defender, own);
      continue;
    }
    const theirs = k.legal(attacker).find((x) => x.type === 'assignStrike' || x.type === 'allocateExcess');
    if (!theirs) return;
    k.act(attacker, theirs);
  }
}

/** The strike against `target` is resolved (tapping) with the rigged dice; the strike roll's event. */
export function resolveStrike(k: ScenarioKit, target: number, dice: number[], seat = 0): RollEvent | undefined {
  k.rig(dice);
  k.act(seat, { type: 'resolveStrike', target, stayUntapped: false });
  return rollOf(k, 'strike');
}

/** The last action's roll for this purpose ('strike', 'bodyCheck', 'corruption', 'influence', …). */
export function rollOf(k: ScenarioKit, purpose: string): RollEvent | undefined {
  return k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === purpose);
}

/** The last action's corruption check is `who`'s (when given), with a modification of `value`. */
export function expectCorruptionMod(k: ScenarioKit, value: number, who?: { inst: number; what: string }): void {
  const check = rollOf(k, 'corruption');
  if (who) k.equal(check?.inst, who.inst, who.what);
  k.expect(((check?.mods ?? []) as { value: number }[]).some((m) => m.value === value), `modified by ${value}`);
}

/** The company is in its site phase, ready to play cards (entered its site unless `entered` is false). */
export function atSite(k: ScenarioKit, id: string, entered = true): void {
  k.s.stack = [{ kind: 'siteSelect' }, { kind: 'siteCompany', companyId: id, stage: 'play' }];
  if (entered) k.companyById(id).entered = true;
}

/** The hazard limit of the company's movement/hazard phase under way (NaN when none is). */
export function hazardLimit(k: ScenarioKit): number {
  const mh = k.s.stack.find((x) => x.kind === 'mhHazards');
  return mh?.kind === 'mhHazards' ? mh.limit : NaN;
}

/**
 * A scenario: in the attack window (as attackWindow), the card played on the attack cancels it; the creature and the
 * card end in the discard pile.
 */
export function cancelScenario(title: string, o: AttackSetUp): Scenario {
  return {
    title,
    run: (k) => {
      const { card, creature } = attackWindow(k, o);
      k.play(o.seat ?? 0, card, null);
      expectCancelled(k, creature, o.creature);
      k.equal(k.where(card), 'discard', typeof o.cards === 'string' ? o.cards : (o.cards[0] ?? 'the card'));
    },
  };
}

/** A scenario: in the attack window (as attackWindow), the card cannot be played (as refusedOnAttack). */
export function refusalScenario(title: string, o: AttackSetUp & { why: string; target?: (chars: number[]) => number }): Scenario {
  return { title, run: (k) => refusedOnAttack(k, o) };
}

/** A company at a site, a card in the seat's hand, and the company entering the site: its automatic-attack under way. */
export function autoAttackWindow(k: ScenarioKit, names: string[], site: string, card: string, seat = 0): { id: string; chars: number[]; card: number } {
  const { id, chars } = k.company(seat, names, site);
  const inst = k.hand(seat, card);
  k.enterSite(id);
  k.passAll();
  k.expect(k.top()?.kind === 'combat', 'the automatic-attack');
  return { id, chars, card: inst };
}

/** The organization phase, and a company of the seat's characters at a site. */
export function companyInOrganization(k: ScenarioKit, names: string[], site: string, seat = 0): { id: string; chars: number[] } {
  k.phase('organization');
  return k.company(seat, names, site);
}
