/**
 * A faction's standard modification by its player's Wizard (effects/types.ts `faction` static `byAvatar`; statics.ts factionModifiers):
 * Wild Hounds, "Standard Modifications: if Radagast is your Wizard (+3)" — coe-rules glossary, standard modifications: "modifications to
 * influence checks against factions … listed on the faction card".
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DEFS_BY_SLUG } from '../../src-shared/engine/cards/library';
import { swapCardDef } from '../../src-shared/engine/effects/defs';
import { factionModifiers } from '../../src-shared/engine/effects/statics';
import type { CardDef } from '../../src-shared/engine/effects/types';
import { ScenarioKit } from '../cards/kit/kit';
import { fixtures } from './engine-fixtures/fixtures';

let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

describe('standard modifications by the Wizard in play', () => {
  it('byAvatar: +3 to any of his characters while Radagast is his avatar in play; none with another Wizard or none', () => {
    const k = new ScenarioKit(fixtures().cards);
    const def = DEFS_BY_SLUG['riders-of-rohan'] as CardDef;
    restore = swapCardDef(def, { ...def, static: [{ on: 'faction', byAvatar: { name: 'Radagast', delta: 3 } }] });
    const [rada, aragorn] = k.company(0, ['Radagast', 'Aragorn II'], 'Edoras').chars as [number, number];
    const gandalf = k.company(1, ['Gandalf'], 'Edoras').chars[0] as number;
    const f = k.spawn('Riders of Rohan', 0);
    const sum = (ch: number) => factionModifiers(k.s, ch, f).reduce((n, m) => n + m.value, 0);
    const base = sum(aragorn);
    (k.s.players[0] as { avatarInPlay: number | null }).avatarInPlay = rada;
    (k.s.players[1] as { avatarInPlay: number | null }).avatarInPlay = gandalf;
    expect(sum(aragorn)).toBe(base + 3);
    expect(sum(gandalf)).toBe(base);
  });
});
