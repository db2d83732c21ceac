/** Resource events played on an attack or a strike: what the attack is, the marks that keep a card from being duplicated on it, its strikes, the character facing a strike. */
import { attackRace, cancelCombat, cardOf, currentCombat, raceMatches, strikesFixed, topChain, type Attack, type CardDef, type Ctx, type EngineCard, type PlaySpec, type Predicate, type Query } from '../cardApi';
import { cardInPlayNamed } from './gatesOfMorning';

/** "Cannot be duplicated on a given attack": the attack remembers the cards played on it (plain JSON). */
export function playedOnAttack(q: Query): boolean {
  const combat = currentCombat(q.s);
  if (!combat) return false;
  const marks = (combat.attack as Attack & { marks?: string[] }).marks ?? [];
  if (marks.includes(q.card.key)) return true;
  return Boolean(topChain(q.s)?.entries.some((e) => e.inst !== q.inst && cardOf(q.s, e.inst).key === q.card.key));
}

/** Played on the attack a company of yours is facing, before or after its strikes are assigned, when `requires` hold. */
export function onTheAttack(requires: Predicate[]): PlaySpec {
  return { side: 'resource', windows: ['attack', 'strike'], target: { kind: 'attack' }, requires };
}

export function markAttack(q: Query): void {
  const combat = currentCombat(q.s);
  if (!combat) return;
  const a = combat.attack as Attack & { marks?: string[] };
  a.marks = [...(a.marks ?? []), q.card.key];
}

/** The current attack's strikes become `next(attack)`; the strikes still to assign follow. */
export function setAttackStrikes(q: Query, ctx: Ctx, next: (a: Attack) => number): void {
  const combat = currentCombat(q.s);
  if (!combat) return;
  const a = combat.attack;
  if (strikesFixed(a, ctx, q.card.id)) return;
  const before = a.strikes;
  a.strikes = next(a);
  if (combat.stage === 'defenderAssign' || combat.stage === 'attackerAssign') combat.toAssign = Math.max(0, combat.toAssign + (a.strikes - before));
  ctx.events.push({ type: 'effect', effect: 'modifyAttack', stat: 'strikes', delta: a.strikes - before, card: q.card.id, label: a.label });
}

/** The attack's printed strikes (the creature's, or the automatic-attack's as declared), halved rounding up. */
function halveStrikes(q: Query, ctx: Ctx): void {
  setAttackStrikes(q, ctx, (a) => Math.min(a.strikes, Math.ceil((a.creature !== null ? cardOf(q.s, a.creature).strikes || a.strikes : a.strikes) / 2)));
}

/** "Cancel … attack. Alternatively, …": the attack is cancelled when `cancels` holds, else `otherwise` is done. */
export function cancelElse(cancels: (q: Query) => boolean, otherwise: (q: Query, ctx: Ctx) => void): (q: Query, ctx: Ctx) => void {
  return (q, ctx) => (cancels(q) ? cancelCombat(q.s, ctx) : otherwise(q, ctx));
}

export function attackIs(q: Query, races: string[]): boolean {
  const combat = currentCombat(q.s);
  return Boolean(combat && raceMatches(attackRace(q.s, combat), races));
}

/** The target is a character (not an ally facing a strike). */
export const IS_CHARACTER: Predicate = { is: 'custom', label: 'a character', test: (q) => q.target !== null && Boolean(q.s.chars[q.target]) };

/** The strike's target does not tap against it unless wounded by it (combat reads the 'noTap' modifier). */
export function noTap(q: Query): void {
  const combat = currentCombat(q.s);
  const slot = combat?.slots.find((x) => !x.resolved && x.target === q.target);
  if (slot) q.s.mods.push({ inst: slot.target, stat: 'noTap', delta: 0, until: 'strike' });
}

/** Risky Blow, Bold Thrust: "Warrior only. +3 to prowess and -1 to body against one strike." */
export function warriorBlow(name: string, alignment: 'Hero' | 'Minion', text: string): CardDef {
  return {
    name,
    alignment: [alignment],
    text,
    play: { side: 'resource', windows: ['strike'], target: { kind: 'strike' }, requires: [{ is: 'skill', skill: 'Warrior' }] },
    effects: [
      { do: 'modify', who: 'target', stat: 'prowess', delta: 3, until: 'strike' },
      { do: 'modify', who: 'target', stat: 'body', delta: -1, until: 'strike' },
    ],
    template: { kind: 'warriorBlow', args: [name] },
  };
}

/**
 * Dark Quarrels, Orc Quarrels: an attack by Orcs, Trolls or Men is cancelled; alternatively, with `enabler` in play,
 * any attack's strikes are halved (rounded up).
 */
export function quarrels(name: string, alignment: 'Hero' | 'Minion', text: string, enabler: 'Gates of Morning' | 'Skies of Fire', labels: { requires: string; effect: string }): CardDef {
  return {
    name,
    alignment: [alignment],
    text,
    play: {
      side: 'resource',
      windows: ['attack'],
      target: { kind: 'attack' },
      requires: [{ is: 'custom', label: labels.requires, test: (q) => attackIs(q, ['Orc', 'Troll', 'Men']) || cardInPlayNamed(q, [enabler]) }],
    },
    effects: [{ do: 'custom', label: labels.effect, run: cancelElse((q) => attackIs(q, ['Orc', 'Troll', 'Men']), halveStrikes) }],
    template: { kind: 'quarrels', args: [name, enabler] },
  };
}

/** Escape and its minion counterpart Diversion: an unwounded character facing an attack is wounded, and the attack cancelled. */
export function escape(name: 'Escape' | 'Diversion'): Omit<CardDef, 'name' | 'alignment' | 'text'> {
  return {
    play: { side: 'resource', windows: ['attack'], target: { kind: 'character', side: 'company', where: [{ is: 'status', status: 'wounded', not: true }] } },
    effects: [{ do: 'wound', who: 'target' }, { do: 'cancelAttack' }],
    template: { kind: 'escape', args: [name] },
  };
}

/** The site of the automatic-attack under way (the attacked company's site), when one is under way. */
export function autoAttackSite(q: Query): EngineCard | undefined {
  const combat = currentCombat(q.s);
  if (!combat || combat.attack.source !== 'auto') return undefined;
  const co = q.s.companies.find((c) => c.id === combat.attack.companyId);
  return co ? q.s.catalog.cards[co.site] : undefined;
}

/**
 * A magic-user facing an automatic-attack (at a site of these types, when given): before strikes are assigned, and with `strikes`
 * also before a strike's roll (Riven Gate cancels an attack where each character faces one strike, which has no time before assignment).
 */
export function onAutoAttack(magic: Predicate, siteTypes?: string[], strikes = false): PlaySpec {
  const at: Predicate = { is: 'custom', label: siteTypes ? `facing an automatic-attack at a site of type ${siteTypes.join('/')}` : 'facing an automatic-attack', test: (q) => { const site = autoAttackSite(q); return Boolean(site && (!siteTypes || siteTypes.includes(site.siteType ?? ''))); } };
  return { side: 'resource', windows: strikes ? ['attack', 'strike'] : ['attack'], target: { kind: 'character', side: 'company', where: [magic] }, requires: [at] };
}

/**
 * "You assign all strikes of the attack regardless of the attack’s normal capabilities and character status" (played before strikes are
 * assigned): the defender assigns every strike, to any character of his company (Attack.defenderAssignsAll; combat.ts assignableTargets),
 * even where the attacker would choose the defending characters. An attack where each character faces one strike has them assigned already.
 */
export function defenderAssignsAll(q: Query): void {
  const combat = currentCombat(q.s);
  if (!combat) return;
  combat.attack.defenderAssignsAll = true;
  if (combat.stage === 'attackerAssign' && combat.slots.length === 0) combat.stage = 'defenderAssign';
}
