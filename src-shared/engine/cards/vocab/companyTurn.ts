/**
 * Resource events played on a company in the organization phase that change its coming movement/hazard phase and the attacks
 * against it this turn: its hazard limit (s.turn.hazardLimitMods, read as the phase begins), the prowess of hazard creatures played
 * against it, or their attacks cancelled (s.turn.attackMods, read as each attack starts: combat.ts).
 */
import { companyOfChar, type CardDef, type Company, type Ctx, type Predicate, type Query } from '../cardApi';
import { isOvert } from '../cardApi';
import { companyIs } from './resourcePlay';

/** What the card does to its company this turn. */
export interface CompanyTurn {
  /** The hazard limit's change, to no less than `min` when given. */
  limit?: { delta: number; min?: number };
  /** The prowess of hazard creatures played against the company this turn. */
  creatureProwess?: number;
  /** Hazard creature attacks against the company this turn are cancelled. */
  cancelCreatures?: boolean;
}

/** The card's marks on the target's company this turn ("Cannot be duplicated on a given company"). */
export function markedOnCompany(q: Query): boolean {
  const co = q.target !== null ? companyOfChar(q.s, q.target) : undefined;
  const name = q.card.name;
  return Boolean(co && [...(q.s.turn.hazardLimitMods ?? []), ...(q.s.turn.attackMods ?? [])].some((m) => m.companyId === co.id && m.label === name));
}

/** Not yet played on the target's company this turn ("Cannot be duplicated on a given company"). */
export const NOT_DUPLICATED_ON_COMPANY: Predicate = { is: 'custom', label: 'not yet played on this company this turn', test: (q) => !markedOnCompany(q) };

/** The target's company gets the card's modifications for the rest of the turn. */
export function onCompanyThisTurn(q: Query, ctx: Ctx, t: CompanyTurn): void {
  const co = q.target !== null ? companyOfChar(q.s, q.target) : undefined;
  if (!co) return;
  const label = q.card.name;
  if (t.limit) (q.s.turn.hazardLimitMods ??= []).push({ companyId: co.id, delta: t.limit.delta, ...(t.limit.min !== undefined ? { min: t.limit.min } : {}), label });
  if (t.creatureProwess !== undefined || t.cancelCreatures) {
    (q.s.turn.attackMods ??= []).push({ companyId: co.id, races: [], strikes: 0, prowess: t.creatureProwess ?? 0, label, creatures: true, ...(t.cancelCreatures ? { cancel: true } : {}) });
  }
  ctx.events.push({ type: 'effect', effect: 'custom', label: `${label}: the company's movement/hazard phase and the hazard creatures against it this turn change`, card: q.card.id });
}

/** "A moving overt company" / "a moving covert company" (the company named by one of its characters). */
export function movingCompany(kind: 'overt' | 'covert'): Predicate {
  return companyIs(`a moving ${kind} company`, (co: Company, q) => co.dest !== null && isOvert(q.s, co.id) === (kind === 'overt'));
}

/**
 * Orc-mounts, Steeds: "Playable during the organization phase on a moving overt (covert) company. The hazard limit … The prowess of any
 * hazard creatures played against the company this turn is modified by …".
 */
export function mounts(kind: 'overt' | 'covert', t: CompanyTurn, once: boolean): Pick<CardDef, 'play' | 'effects'> {
  return {
    play: {
      side: 'resource',
      windows: ['organization'],
      target: { kind: 'character', side: 'own', where: [movingCompany(kind)] },
      ...(once ? { requires: [NOT_DUPLICATED_ON_COMPANY] } : {}),
    },
    effects: [{ do: 'custom', label: 'the hazard limit against the company and the prowess of hazard creatures played against it this turn change', run: (q, ctx) => onCompanyThisTurn(q, ctx, t) }],
  };
}
