/**
 * Going Ever Under Dark (minion) and Crept Along Carefully (hero): a permanent-event played on a company in the organization phase
 * (kept with its first character, passed on if he leaves play: the `onCompany` static) that limits its movement and its hazard limit,
 * and that its player may discard to roll against an attack on the company by an opponent's company (the `attack` window the
 * defender has in company-versus-company combat, combat.ts) — "If the roll plus the number of scouts [rangers] in the company is
 * greater than 7, the attack is canceled" — or discard during his organization phase. Scenarios: tests/cards/templates/stealthyCompany.ts.
 */
import { type CardDef, cancelCombat, cardOf, companyOfChar, currentCombat, hasSkill, nameKey, type GameState, type Predicate, type StaticEffect } from '../cardApi';
import { bearerCompany } from './bearer';
import { rollAbove } from './hazardShortEvents';
import { discardWhenExhausted } from './hazards';

/** Whether `companyId` is the company the card is kept with. */
const itsCompany = (s: GameState, companyId: string, self: { bearer: number | null }): boolean => self.bearer !== null && companyOfChar(s, self.bearer)?.id === companyId;

/** "if they move with region movement": the company moves this turn, not by Under-deeps movement (which has no regions). */
function byRegions(s: GameState, companyId: string, self: { bearer: number | null }): boolean {
  const co = itsCompany(s, companyId, self) ? companyOfChar(s, self.bearer as number) : undefined;
  return Boolean(co?.dest && !co.dest.underDeeps);
}

export interface StealthyCompany {
  /** The skill counted in the roll: 'Scout' (Going Ever Under Dark) or 'Ranger' (Crept Along Carefully). */
  skill: string;
  /** "or move to an Under-deeps site". */
  noUnderDeeps: boolean;
  /** "Discard when any play deck is exhausted". */
  exhausted: boolean;
  /** "Cannot be duplicated on a given company". */
  once: boolean;
}

export function stealthyCompany(name: string, o: StealthyCompany): Omit<CardDef, 'name' | 'alignment' | 'text'> {
  const key = nameKey(name);
  const notDuplicated: Predicate = {
    is: 'custom',
    label: 'cannot be duplicated on a given company',
    test: (q) => !(q.target !== null ? (companyOfChar(q.s, q.target)?.chars ?? []) : []).some((ch) => (q.s.chars[ch]?.hazards ?? []).some((h) => cardOf(q.s, h).key === key)),
  };
  const limits: StaticEffect[] = [
    { on: 'onCompany' },
    // "The company cannot use starter movement".
    { on: 'noStarterMovement', test: itsCompany },
    // "limited in all cases to 3 regions maximum": three with the site of origin's region, two entered.
    { on: 'movementLimits', test: itsCompany, regions: 2, ...(o.noUnderDeeps ? { noUnderDeeps: true } : {}) },
    // "their hazard limit is reduced by one (to a minimum of two)".
    { on: 'hazardLimit', whose: 'all', delta: -1, min: 2, company: byRegions },
  ];
  return {
    play: {
      side: 'resource',
      windows: ['organization'],
      target: { kind: 'character', side: 'own', where: [{ is: 'custom', label: 'a company (kept with its first character)', test: (q) => q.target !== null && companyOfChar(q.s, q.target)?.chars[0] === q.target }] },
      ...(o.once ? { requires: [notDuplicated] } : {}),
    },
    effects: [{ do: 'attach', to: 'target' }, ...(o.exhausted ? [discardWhenExhausted] : [])],
    static: limits,
    abilities: [
      {
        label: `discard: roll (+ ${o.skill.toLowerCase()}s in the company) to cancel an attack by an opponent's company`,
        windows: ['attack'],
        requires: [{ is: 'custom', label: "an attack against the company by an opponent's company", test: (q) => { const a = currentCombat(q.s)?.attack; return a?.source === 'company' && a.companyId === bearerCompany(q)?.id; } }],
        costs: ['discardSelf'],
        effects: [
          {
            do: 'custom',
            label: `if the roll plus the number of ${o.skill.toLowerCase()}s in the company is greater than 7, the attack is canceled`,
            run: (q, ctx) => {
              const co = bearerCompany(q);
              const n = (co?.chars ?? []).filter((ch) => hasSkill(q.s, ch, o.skill)).length;
              if (co && rollAbove(q, ctx, { inst: q.bearer ?? q.inst, mods: [{ label: `${o.skill.toLowerCase()}s in the company`, value: n }], above: 7, result: 'attack canceled' }) && currentCombat(q.s)) cancelCombat(q.s, ctx);
            },
          },
        ],
        botUse: true,
      },
      { label: `discard ${name}`, windows: ['organization'], costs: ['discardSelf'], effects: [] },
    ],
    template: { kind: 'stealthyCompany', args: [o.skill, o.noUnderDeeps, o.exhausted, o.once] },
  };
}
