/** Cards kept with a Ringwraith that weaken strikes against him (Morgul-blade, The Fiery Blade). */
import type { RollEvent } from '../../../src-shared/engine/cards/cardApi';
import { resolveStrike } from '../kit/combatSteps';
import { minionTurn } from '../kit/templates';
import type { ScenarioKit } from '../kit/kit';
import { assignEachMinion, minionAttackWindow } from './minionEvents';

/**
 * Seat 1's `ringwraith` (with an Orc Captain) keeps `name` and faces Elf-lord Revealed in Wrath's one strike (15 prowess, body 9),
 * resolved on `dice`; the strike's roll and strike body check events, and the card.
 */
export function bladeStrike(k: ScenarioKit, name: string, ringwraith: string, dice: number[]): { card: number; rw: number; strike: RollEvent | undefined; body: RollEvent | undefined } {
  let card = -1;
  const { chars } = minionAttackWindow(k, { names: [ringwraith, 'Orc Captain'], creature: 'Elf-lord Revealed in Wrath', cards: [], prepare: (cs) => (card = k.attach(cs[0] as number, name, 1)) });
  const rw = chars[0] as number;
  assignEachMinion(k, [rw]);
  k.passAll();
  const strike = resolveStrike(k, rw, dice, 1);
  const body = k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'strikeBodyCheck');
  return { card, rw, strike, body };
}

/** Seat 1's organization phase with Ren the Ringwraith and an Orc Captain at Minas Morgul, and the blade `name` in hand. */
export function bladeInHand(k: ScenarioKit, name: string): { rw: number; orc: number; card: number } {
  minionTurn(k);
  const { chars } = k.company(1, ['Ren the Ringwraith', 'Orc Captain'], 'Minas Morgul');
  const [rw, orc] = chars as [number, number];
  k.phase('organization');
  return { rw, orc, card: k.hand(1, name) };
}
