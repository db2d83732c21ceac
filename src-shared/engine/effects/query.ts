/**
 * Where a seat may play a defined card now: its windows, its side (resource or hazard), its
 * requirements and its targets. Pure reads of the state.
 */
import type { CombatStep } from '../combat';
import { nameKey } from '../facts';
import { inPlayKeys } from '../phases/organization';
import { cardOf, company, companiesOf, companyOfChar, hasSkill, player, skillSources, statusOf } from '../state';

export { hasSkill };
import { isDeclaredCard, type Company, type EngineCard, type GameState, type Step } from '../types';
import { defOf } from './defs';
import type { CardDef, CardMatch, Predicate, Query, Side, TargetSpec, Window } from './types';

type ChainStep = Extract<Step, { kind: 'chain' }>;

export function topChain(s: GameState): ChainStep | null {
  const step = s.stack[s.stack.length - 1];
  return step && step.kind === 'chain' ? step : null;
}

/** The innermost combat on the stack (a chain may sit above it). */
export function currentCombat(s: GameState): CombatStep | null {
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const step = s.stack[i] as Step;
    if (step.kind === 'combat') return step;
    if (step.kind !== 'chain') return null;
  }
  return null;
}

/** The movement/hazard step under the current position, if any. */
export function currentMH(s: GameState): Extract<Step, { kind: 'mhHazards' }> | null {
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const step = s.stack[i] as Step;
    if (step.kind === 'mhHazards') return step;
  }
  return null;
}

/** The company a play concerns: the moving company, the company at its site, the attacked company. */
export function concernedCompany(s: GameState): string | null {
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const step = s.stack[i] as Step;
    if (step.kind === 'chain' && step.companyId) return step.companyId;
    if (step.kind === 'combat') return step.attack.companyId;
    if (step.kind === 'mhHazards' || step.kind === 'siteCompany') return step.companyId;
  }
  return null;
}

export function sideOf(s: GameState, seat: number): Side {
  return seat === s.turn.active ? 'resource' : 'hazard';
}

/**
 * The seat defends against an opponent's company (coe-rules 3.V: in company vs. company combat "the defending (hazard) player may take
 * resource/character actions even though it is not that player's turn"): he plays resources in the windows the combat gives him.
 */
export function defendsCompanyAttack(s: GameState, seat: number): boolean {
  const a = currentCombat(s)?.attack;
  return a?.source === 'company' && a.defenderSeat === seat;
}

/** The windows in which this seat may initiate or respond now (the seat must be the one deciding). */
export function windowsNow(s: GameState, seat: number): Window[] {
  const step = s.stack[s.stack.length - 1];
  if (!step) return [];
  const active = seat === s.turn.active;
  switch (step.kind) {
    case 'organization':
      return active ? ['organization'] : [];
    case 'longEvent':
      return active ? ['longEvent'] : [];
    case 'siteSelect':
    case 'siteCompany':
      return active ? ['site'] : [];
    case 'endTurn':
      return active && step.stage === 'active' ? ['endTurn'] : [];
    case 'mhHazards':
      return seat === step.hazardSeat && step.played < step.limit ? ['hazard'] : [];
    case 'combat':
      if (seat !== step.attack.defenderSeat) return [];
      if (step.stage === 'defenderAssign' && step.slots.length === 0) return ['attack'];
      if (step.stage === 'resolve') return ['strike'];
      return [];
    case 'chain': {
      if (seat !== step.priority) return [];
      const mh = currentMH(s);
      // A chain opened by a hazard gives its window only to the seat that may play hazards now, below the limit.
      const mayHazard = !active && mh !== null && mh.played < mh.limit && mh.hazardSeat === seat;
      const out: Window[] = step.window === 'hazard' && !mayHazard ? ['response'] : ['response', step.window as Window];
      // coe-rules §3.I.1: while a body check waits, "actions can only be declared if they would directly affect the body check".
      if (step.window === 'bodyCheck') return out;
      if (mayHazard && step.window !== 'hazard') out.push('hazard');
      if (currentCombat(s)?.stage === 'resolve' && step.window !== 'strike') out.push('strike');
      return out;
    }
    default:
      return [];
  }
}

/** Plurals the card texts use that an "s" does not make ("Elves", "Dúnedain"). */
const PLURALS: Record<string, string> = { men: 'man', elves: 'elf', dwarves: 'dwarf', wolves: 'wolf', dunedain: 'dunadan' };

/** The words of a race, accents folded ("Dúnadan" and "Dûnadan" alike) and plurals made singular. */
function raceWords(race: string | null): string[] {
  const folded = (race ?? '').normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  return folded.split(/[^a-z]+/).filter(Boolean).map((w) => PLURALS[w] ?? w.replace(/s$/, ''));
}

/** "Orcs" matches "Orc", "Orc-lieutenant" is an Orc, "Men" matches "Man", "Dúnedain" matches "Dúnadan", "Elves" matches "Elf". */
export function raceMatches(race: string | null, races: readonly string[]): boolean {
  const words = raceWords(race);
  return races.some((r) => raceWords(r).some((w) => words.includes(w)));
}

export function attackRace(s: GameState, combat: CombatStep): string {
  const a = combat.attack;
  if (a.creature !== null) return cardOf(s, a.creature).race ?? a.label;
  return a.label.split(':').pop()?.trim() ?? '';
}

function siteOfCompany(s: GameState, co: Company): EngineCard | undefined {
  return s.catalog.cards[co.dest?.site ?? co.site];
}

export function matchesCard(s: GameState, seat: number, inst: number, match: CardMatch, owner: number | null): boolean {
  const card = cardOf(s, inst);
  if (match.type && card.type !== match.type) return false;
  if (match.subtypes && !match.subtypes.includes(card.subtype ?? '')) return false;
  if (match.keywords && !match.keywords.some((k) => card.keywords.includes(k))) return false;
  if (match.notKeywords && match.notKeywords.some((k) => card.keywords.includes(k))) return false;
  if (match.names && !match.names.map(nameKey).includes(card.key)) return false;
  if (match.opponents && owner === seat) return false;
  return true;
}

/** A character's status as a requirement reads it: one this card's own cost tapped reads as before the cost (Query.paid). */
function statusFor(q: Query, inst: number): ReturnType<typeof statusOf> {
  return q.paid?.includes(inst) ? 'untapped' : statusOf(q.s, inst);
}

/** Whether a requirement holds. */
export function holds(q: Query, p: Predicate): boolean {
  const { s } = q;
  const co = q.companyId ? company(s, q.companyId) : undefined;
  const targetCard = q.target !== null && s.cardOf[q.target] !== undefined ? cardOf(s, q.target) : null;
  switch (p.is) {
    case 'skill': {
      // An ally with the skill plays the card himself (Arda Revised: "An ally with a skill may … play cards that require that skill").
      if (q.target !== null && targetCard?.subtype === 'Ally') return targetCard.skills.includes(p.skill) && (!p.untapped || statusFor(q, q.target) === 'untapped');
      if (q.target !== null && s.chars[q.target]) return hasSkill(s, q.target, p.skill) && (!p.untapped || statusFor(q, q.target) === 'untapped');
      const pool = co ? co.chars : companiesOf(s, q.seat).flatMap((c) => c.chars);
      return pool.some((ch) => hasSkill(s, ch, p.skill) && (!p.untapped || statusFor(q, ch) === 'untapped'));
    }
    case 'race':
      return raceMatches(targetCard?.race ?? null, p.race);
    case 'named':
      return Boolean(targetCard && p.names.map(nameKey).includes(targetCard.key));
    case 'siteType': {
      // `current`: the site the target's company is at (in the organization phase no company is concerned yet).
      const at = p.current ? ((q.target !== null ? companyOfChar(s, q.target) : undefined) ?? co) : co;
      const site = at && (p.current ? s.catalog.cards[at.site] : siteOfCompany(s, at));
      return Boolean(site?.siteType && p.types.includes(site.siteType));
    }
    case 'siteName': {
      const site = co && siteOfCompany(s, co);
      return Boolean(site && p.names.map(nameKey).includes(site.key));
    }
    case 'underDeeps':
      return Boolean(co && siteOfCompany(s, co)?.underDeeps);
    case 'region': {
      const site = co && siteOfCompany(s, co);
      return Boolean(site && p.names.map(nameKey).includes(site.regionKey ?? ''));
    }
    case 'inPlay': {
      const keys = p.own ? ownInPlayKeys(s, q.seat) : inPlayKeys(s);
      return p.names.some((n) => keys.has(nameKey(n)));
    }
    case 'notInPlay': {
      const keys = inPlayKeys(s);
      return !p.names.some((n) => keys.has(nameKey(n)));
    }
    case 'moving':
      return Boolean(co && (co.dest !== null) === p.value);
    case 'attackRace': {
      const combat = currentCombat(s);
      return Boolean(combat && raceMatches(attackRace(s, combat), p.races));
    }
    case 'attackSource':
      return currentCombat(s)?.attack.source === p.source;
    case 'entered':
      return Boolean(co?.entered);
    case 'status':
      return q.target !== null && (statusFor(q, q.target) === p.status) !== Boolean(p.not);
    case 'ringTestOnly':
    case 'notInArda':
      return false;
    case 'notDuplicatedOnCharacter':
      // Items he bears and cards kept with him (a permanent-event played on him: Swordmaster).
      return q.target === null || ![...(s.chars[q.target]?.items ?? []), ...(s.chars[q.target]?.hazards ?? [])].some((i) => i !== q.inst && cardOf(s, i).key === q.card.key);
    case 'strikeOnBearer':
      return q.target !== null && q.target === (q.bearer ?? null);
    case 'attackOnBearerCompany': {
      const combat = currentCombat(s);
      const own = q.bearer !== undefined && q.bearer !== null ? s.chars[q.bearer]?.company : undefined;
      return Boolean(combat && own !== undefined && combat.attack.companyId === own && !combat.attack.strikesOnly);
    }
    case 'bearerAlready':
      return q.bearer !== undefined && q.bearer !== null && skillSources(s, q.bearer, p.skill) >= 2;
    case 'custom':
      return p.test(q);
  }
}

function ownInPlayKeys(s: GameState, seat: number): Set<string> {
  const keys = new Set<string>();
  for (const co of companiesOf(s, seat))
    for (const ch of co.chars) {
      keys.add(cardOf(s, ch).key);
      for (const i of [...(s.chars[ch]?.items ?? []), ...(s.chars[ch]?.allies ?? [])]) keys.add(cardOf(s, i).key);
    }
  for (const i of player(s, seat).playArea) keys.add(cardOf(s, i).key);
  return keys;
}

/** Who owns a card in play or in the chain (null when it is in no one's control). */
export function controllerOf(s: GameState, inst: number): number | null {
  if (s.chars[inst]) return s.chars[inst].owner;
  for (const ch of Object.values(s.chars)) if (ch.items.includes(inst) || ch.allies.includes(inst)) return ch.owner;
  for (const p of s.players) if (p.playArea.includes(inst)) return p.seat;
  for (const step of s.stack) if (step.kind === 'chain') for (const e of step.entries) if (e.inst === inst) return e.seat;
  return null;
}

/** The hazards attached to characters: their player is whoever played them (we record none), so the character's opponents. */
function attachedHazards(s: GameState): number[] {
  return Object.values(s.chars).flatMap((ch) => ch.hazards);
}

/** Candidate targets for a spec: null for untargeted cards. */
export function targetsFor(s: GameState, seat: number, spec: TargetSpec | undefined, companyId: string | null): (number | null)[] {
  if (!spec || spec.kind === 'none') return [null];
  const co = companyId ? company(s, companyId) : undefined;
  switch (spec.kind) {
    case 'character': {
      let pool: number[];
      if (spec.side === 'company') pool = co ? [...co.chars] : [];
      else if (spec.side === 'own') pool = companiesOf(s, seat).flatMap((c) => c.chars);
      else if (spec.side === 'opponent') pool = s.companies.filter((c) => c.owner !== seat).flatMap((c) => c.chars);
      else pool = s.companies.flatMap((c) => c.chars);
      const chars: (number | null)[] = spec.allies ? pool.flatMap((ch) => [ch, ...(s.chars[ch]?.allies ?? [])]) : pool;
      return spec.orNone ? [...chars, null] : chars;
    }
    case 'strike': {
      const combat = currentCombat(s);
      if (!combat || combat.stage !== 'resolve') return [];
      return combat.slots.filter((x) => !x.resolved).map((x) => x.target);
    }
    case 'attack':
      return currentCombat(s) && !currentCombat(s)?.attack.strikesOnly ? [null] : [];
    case 'cardInPlay': {
      const pool = [...s.players.flatMap((p) => p.playArea), ...attachedHazards(s)];
      return pool.filter((inst) => matchesCard(s, seat, inst, spec.match, controllerOf(s, inst)));
    }
    case 'inDiscard': {
      const zones = s.sets[player(s, seat).alignment];
      return Object.values(zones?.discards ?? {}).flat().filter((inst) => matchesCard(s, seat, inst, spec.match, null));
    }
    case 'attackOrCardInPlay':
      return [...(currentCombat(s) ? [null] : []), ...targetsFor(s, seat, { kind: 'cardInPlay', match: spec.match }, companyId)];
    case 'cardInPlayOrChain':
      return [...targetsFor(s, seat, { kind: 'cardInPlay', match: spec.match }, companyId), ...targetsFor(s, seat, { kind: 'chainEntry', match: spec.match }, companyId)];
    case 'chainEntry': {
      const chain = topChain(s);
      if (!chain) return [];
      // A used ability is not a card in the chain: its card stays in play (target it there).
      return chain.entries.filter((e) => isDeclaredCard(e) && matchesCard(s, seat, e.inst, spec.match, e.seat)).map((e) => e.inst);
    }
    case 'custom':
      return spec.targets(s, seat, companyId);
  }
}

/** The requirements and the target's own conditions all hold. */
export function requirementsHold(q: Query, def: CardDef): boolean {
  const play = def.play;
  if (!play) return false;
  for (const p of play.requires ?? []) if (!holds(q, p)) return false;
  const spec = play.target;
  if (spec?.kind === 'character' && !(spec.orNone && q.target === null)) for (const p of spec.where ?? []) if (!holds(q, p)) return false;
  for (const cost of play.costs ?? []) {
    if (cost.pay === 'tapTarget' && (q.target === null || statusOf(q.s, q.target) !== 'untapped')) return false;
  }
  return true;
}

/** A skilled untapped character who can pay a tapSkilled cost (the first in company order). */
export function skilledPayer(s: GameState, seat: number, companyId: string | null, skill: string): number | null {
  const co = companyId ? company(s, companyId) : undefined;
  const pool = co && co.owner === seat ? co.chars : companiesOf(s, seat).flatMap((c) => c.chars);
  return pool.find((ch) => statusOf(s, ch) === 'untapped' && hasSkill(s, ch, skill)) ?? null;
}

/** Every way this seat may play this hand card now: [window, target] pairs (empty when it may not). */
export function playsOf(s: GameState, seat: number, inst: number, now: Window[] = windowsNow(s, seat)): { window: Window; target: number | null }[] {
  const card = cardOf(s, inst);
  const def = defOf(card);
  if (!def?.play) return [];
  // Items, allies and factions are played at a site by playMpCard / playMinorItem (phases/site.ts), never as playCard.
  if (card.itemClass !== null || card.subtype === 'Ally' || card.subtype === 'Faction') return [];
  if (def.play.side !== sideOf(s, seat) && !def.play.eitherSide && !(def.play.side === 'resource' && defendsCompanyAttack(s, seat))) return [];
  const windows = now.filter((w) => def.play?.windows.includes(w));
  if (windows.length === 0) return [];
  if (card.unique && inPlayKeys(s).has(card.key)) return [];
  const companyId = concernedCompany(s);
  if (card.type === 'Hazard' && /Creature/.test(card.subtype ?? '') && companyId && company(s, companyId)?.chars.some((ch) => s.mods.some((m) => m.inst === ch && m.stat === 'noCreatures'))) return [];
  for (const cost of def.play.costs ?? []) if (cost.pay === 'tapSkilled' && skilledPayer(s, seat, companyId, cost.skill) === null) return [];
  const window = windows[0] as Window;
  const out: { window: Window; target: number | null }[] = [];
  for (const target of targetsFor(s, seat, def.play.target, companyId)) {
    if (requirementsHold({ s, seat, inst, card, target, companyId, window }, def)) out.push({ window, target });
  }
  return out;
}
