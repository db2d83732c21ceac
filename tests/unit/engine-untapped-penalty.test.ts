/**
 * Facing a strike without tapping (coe-rules §3.III: "If the target character is untapped, he may choose to not tap … in which case he
 * receives a -3 modification to his prowess"), and an item that removes that penalty (effects/types.ts `untappedNoPenalty`; combat.ts
 * untappedPenalty) — Thong of Fire: "Warrior only: … if bearer chooses not to tap against a strike, he receives no prowess penalty".
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DEFS_BY_SLUG } from '../../src-shared/engine/cards/library';
import { swapCardDef } from '../../src-shared/engine/effects/defs';
import type { CardDef } from '../../src-shared/engine/effects/types';
import type { RollEvent } from '../../src-shared/engine/events';
import { ScenarioKit } from '../cards/kit/kit';
import { fixtures } from './engine-fixtures/fixtures';

let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

/** `bearer` (with companions) bears Horn of Anor and faces a strike of Wolves without tapping: his strike prowess. */
function untappedProwess(bearer: string): number | undefined {
  const k = new ScenarioKit(fixtures().cards);
  const { id, chars } = k.company(0, [bearer, 'Faramir', 'Legolas'], 'Rivendell');
  const who = chars[0] as number;
  k.item(who, 'Horn of Anor');
  k.creatureAttack(id, 'Wolves');
  k.passAll();
  for (const ch of chars) k.act(0, { type: 'assignStrike', target: ch });
  k.rig([1, 1]);
  k.act(0, { type: 'resolveStrike', target: who, stayUntapped: true });
  const roll = k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'strike');
  return roll ? (roll.prowess as number) - (k.card(bearer).prowess ?? 0) : undefined;
}

describe('facing a strike untapped', () => {
  it('-3 prowess; none for a warrior bearing an item with untappedNoPenalty (warriorOnly), still -3 for a non-warrior', () => {
    expect(untappedProwess('Aragorn II')).toBe(-3);
    const def = DEFS_BY_SLUG['horn-of-anor'] as CardDef;
    restore = swapCardDef(def, { ...def, static: [{ on: 'untappedNoPenalty', warriorOnly: true }] });
    expect(untappedProwess('Aragorn II')).toBe(0);
    expect(untappedProwess('Bilbo')).toBe(-3);
  });
});
