/** Minion resource events: a Ringwraith player's company (seat 1, the active player) facing a creature of seat 0's. */
import type { AttackWindow } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';
import type { ScenarioKit } from '../kit/kit';
import { minionTurn } from '../kit/templates';

/** Seat 1 (Ringwraith player) is active; his company of `names` faces `creature` played by seat 0; `cards` in seat 1's hand. */
export function minionAttackWindow(k: ScenarioKit, o: { names: string[]; creature: string; cards: string | string[]; site?: string; prepare?: (chars: number[], id: string) => void }): AttackWindow {
  minionTurn(k);
  const { id, chars } = k.company(1, o.names, o.site ?? 'Minas Morgul');
  o.prepare?.(chars, id);
  const cards = (typeof o.cards === 'string' ? [o.cards] : o.cards).map((name) => k.hand(1, name));
  const creature = k.creatureAttack(id, o.creature, 0);
  k.passAll();
  return { id, chars, card: cards[0] as number, cards, creature };
}

/** The defender (seat 1) assigns one strike to each of the characters, in order. */
export function assignEachMinion(k: ScenarioKit, chars: number[]): void {
  for (const ch of chars) k.act(1, { type: 'assignStrike', target: ch });
}

/**
 * "<Ringwraith> Unleashed … playable on any attack against <the Ringwraith>'s own company": with the Ringwraith in another company
 * of his player's (at Minas Morgul), Wolves attacking Mauhúr's company; the card is playable on neither of them.
 */
export function notForAnotherCompany(card: string, ringwraith: string): Scenario {
  return {
    title: `"against ${ringwraith}'s own company": not playable when Wolves attack another company of his player's (Mauhúr's), on him or on Mauhúr`,
    run: (k) => {
      let rw = -1;
      const { chars, card: inst } = minionAttackWindow(k, { names: ['Mauhúr'], creature: 'Wolves', cards: card, prepare: () => (rw = k.company(1, [ringwraith], 'Minas Morgul').chars[0] as number) });
      k.expect(!k.canPlay(1, inst, rw), `${ringwraith} is in another company`);
      k.expect(!k.canPlay(1, inst, chars[0]), `Mauhúr is not ${ringwraith}`);
    },
  };
}

/** The same card data with two Ringwraith players (Arda Revised), seat 0 active (as minionKit). */
export function ringwraithsKit(k: ScenarioKit): ScenarioKit {
  return alignmentsKit(k, 'ringwraith');
}

/** The same card data with two players of one alignment, seat 0 active. */
export function alignmentsKit(k: ScenarioKit, alignment: 'wizard' | 'ringwraith'): ScenarioKit {
  const Kit = k.constructor as new (cards: Record<string, unknown>, alignments: [string, string]) => ScenarioKit;
  return new Kit((k as unknown as { cards: Record<string, unknown> }).cards, [alignment, alignment]);
}
