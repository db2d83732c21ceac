/**
 * A card's limits on one company's movement and hazard limit (effects/types.ts): `movementLimits` (phases/organization.ts maxRegions,
 * movementProblem: "if they move with region movement, they are limited in all cases to 3 regions maximum"; "The company cannot … move
 * to an Under-deeps site"), a `hazardLimit` reduction's `min` ("their hazard limit is reduced by one (to a minimum of two)"; phases/
 * movementHazard.ts), and the card itself (`self`) given to the `company` / `test` of `hazardLimit` and `noStarterMovement`. Planted on
 * Short Legs Are Slow in place (swapCardDef) and compared with the same position without it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { legalActions } from '../../src-shared/engine/api';
import { DEFS_BY_SLUG } from '../../src-shared/engine/cards/library';
import { swapCardDef } from '../../src-shared/engine/effects/defs';
import type { CardDef, StaticEffect } from '../../src-shared/engine/effects/types';
import { ScenarioKit } from '../cards/kit/kit';
import { fixtures } from './engine-fixtures/fixtures';

let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

function plant(statics: StaticEffect[]): void {
  const def = DEFS_BY_SLUG['short-legs-are-slow'] as CardDef;
  restore = swapCardDef(def, { ...def, static: statics });
}

const longest = (k: ScenarioKit, id: string) => Math.max(0, ...legalActions(k.s, 0).flatMap((a) => (a.type === 'declareMovement' && a.companyId === id ? [a.regions.length] : [])));

describe('movementLimits', () => {
  it('"limited in all cases to 3 regions maximum": the company named enters at most `regions`, whatever else allows; another is not limited', () => {
    const k = new ScenarioKit(fixtures().cards);
    k.phase('organization');
    const limited = k.company(0, ['Aragorn II'], 'Bree').id;
    const other = k.company(0, ['Legolas'], 'Bree').id;
    k.s.turn.extraRegions = { [limited]: 2 };
    expect(longest(k, limited)).toBeGreaterThan(3);
    plant([{ on: 'movementLimits', test: (_s, id) => id === limited, regions: 2 }]);
    k.inPlay(1, 'Short Legs Are Slow');
    expect(longest(k, limited)).toBe(2);
    expect(longest(k, other)).toBeGreaterThan(2);
  });

  it('"cannot … move to an Under-deeps site": not offered, refused', () => {
    const k = new ScenarioKit(fixtures().cards);
    k.phase('organization');
    const { id } = k.company(0, ['Aragorn II'], 'Moria');
    const deeps = legalActions(k.s, 0).find((a) => a.type === 'declareMovement' && a.companyId === id && a.site === k.siteId('The Under-gates'));
    expect(deeps).toBeDefined();
    plant([{ on: 'movementLimits', test: (_s, c) => c === id, noUnderDeeps: true }]);
    k.inPlay(1, 'Short Legs Are Slow');
    expect(legalActions(k.s, 0).some((a) => a.type === 'declareMovement' && a.companyId === id && a.site === k.siteId('The Under-gates'))).toBe(false);
    expect(k.refused(0, deeps!).code).toBe('LIMITED');
  });
});

describe('hazardLimit `min` and `self`', () => {
  const limitOf = (k: ScenarioKit, id: string) => {
    k.movement(id, 'Moria');
    const top = k.s.stack.find((x) => x.kind === 'mhHazards');
    return top?.kind === 'mhHazards' ? top.limit : -1;
  };

  it('"reduced by one (to a minimum of two)": a company of four goes to 3 by -1, and to 2, not 1, by -3', () => {
    const k = new ScenarioKit(fixtures().cards);
    const { id } = k.company(0, ['Aragorn II', 'Legolas', 'Gimli', 'Ioreth'], 'Lórien');
    expect(limitOf(k, id)).toBe(4);
    const k2 = new ScenarioKit(fixtures().cards);
    const two = k2.company(0, ['Aragorn II', 'Legolas', 'Gimli', 'Ioreth'], 'Lórien').id;
    plant([{ on: 'hazardLimit', whose: 'all', delta: -3, min: 2 }]);
    k2.inPlay(1, 'Short Legs Are Slow');
    expect(limitOf(k2, two)).toBe(2);
  });

  it('the card itself is given to `company` (and to `noStarterMovement` tests)', () => {
    const k = new ScenarioKit(fixtures().cards);
    k.phase('organization');
    const { id } = k.company(0, ['Aragorn II', 'Legolas', 'Gimli', 'Ioreth'], 'Lórien');
    const seen: number[] = [];
    plant([
      { on: 'hazardLimit', whose: 'all', delta: -1, company: (_s, _c, self) => (seen.push(self.inst), true) },
      { on: 'noStarterMovement', test: (_s, _c, self) => (seen.push(self.inst), false) },
    ]);
    const card = k.inPlay(1, 'Short Legs Are Slow');
    legalActions(k.s, 0);
    expect(limitOf(k, id)).toBe(3);
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.every((i) => i === card)).toBe(true);
  });
});
