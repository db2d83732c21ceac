/**
 * Creatures whose strikes cost the company an item: "If any strike of Brigands wounds a character, the company must immediately
 * discard one item (of defender's choice)", "For each successful strike, an item held by the defending company must be discarded
 * (defender's choice); the defending character is not harmed" (Thief, Pick-pocket), "Defending company must discard one item of
 * attacker's choice for each character wounded" (Were-worm). Scenarios: tests/cards/helpers/itemLoss.ts.
 *
 * The choice is taken for the player who makes it, as Rats! takes the company's: the defender discards the item worth fewest
 * marshalling points, the attacker has the one worth most discarded (the first on ties, in the company's order).
 */
import { cardOf, company, currentCombat, type Ctx, type GameState, removeFrom, type StaticEffect, toDiscard } from '../cardApi';

/** Whose choice the discarded item is. */
export type ItemChooser = 'defender' | 'attacker';

/** The company discards one item its characters bear (`only`: those this character bears), chosen as `by` would. */
export function discardItemOf(s: GameState, companyId: string, by: ItemChooser, label: string, ctx: Ctx, only?: number): void {
  const co = company(s, companyId);
  if (!co) return;
  const holders = only === undefined ? co.chars : co.chars.filter((ch) => ch === only);
  const items = holders.flatMap((ch) => (s.chars[ch]?.items ?? []).map((inst) => ({ inst, from: s.chars[ch]?.items ?? [] })));
  const better = (a: number, b: number) => (by === 'defender' ? cardOf(s, a).mp < cardOf(s, b).mp : cardOf(s, a).mp > cardOf(s, b).mp);
  const pick = items.reduce<(typeof items)[number] | undefined>((best, r) => (best === undefined || better(r.inst, best.inst) ? r : best), undefined);
  if (!pick) return;
  removeFrom(pick.from, pick.inst);
  toDiscard(s, pick.inst, ctx);
  ctx.events.push({ type: 'effect', effect: 'discard', inst: pick.inst, target: s.cardOf[pick.inst], label });
}

/** Outcomes of a strike that wounded its character (eliminated by the body check after the wound too). */
const WOUNDED = ['wounded', 'eliminated'];

/** Strikes of the attack now under way that wounded their character so far. */
function woundsSoFar(s: GameState): number {
  return currentCombat(s)?.slots.filter((x) => x.resolved && WOUNDED.includes(x.outcome ?? '')).length ?? 0;
}

/**
 * "If any strike of <creature> wounds a character, the company must immediately discard one item (of defender's choice)" (`once`:
 * at the first wound of the attack) or "Defending company must discard one item of attacker's choice for each character wounded".
 */
export function itemPerWound(label: string, by: ItemChooser, once: boolean): StaticEffect {
  return {
    on: 'creature',
    after: 'strikeOutcome',
    run: (s, companyId, outcome, ctx) => {
      if (!WOUNDED.includes(outcome) || (once && woundsSoFar(s) !== 1)) return;
      discardItemOf(s, companyId, by, label, ctx);
    },
  };
}

/**
 * "For each successful strike, an item held by the defending company (`company`) / the defending character bears must be discarded
 * (defender's choice); he is not harmed": a successful strike taps its character instead of wounding him (no body check).
 */
export function itemInsteadOfHarm(label: string, from: 'company' | 'character'): StaticEffect[] {
  return [
    { on: 'creature', after: 'tapInsteadOfWound' },
    {
      on: 'creature',
      after: 'strike',
      label,
      run: (s, target, _prowess, ctx) => {
        const slot = currentCombat(s)?.slots.find((x) => x.target === target && x.resolved);
        const companyId = s.chars[target]?.company;
        if (slot?.outcome !== 'detained' || companyId === undefined) return;
        discardItemOf(s, companyId, 'defender', label, ctx, from === 'character' ? target : undefined);
      },
    },
  ];
}
