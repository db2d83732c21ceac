/**
 * Passive conditions (coe-rules 9.6: "A card's effects may involve passive conditions, which are a requirement that one or
 * more actions be performed whenever a prescribed set of circumstances is met after the card has already resolved";
 * 9.6.1: "Actions from passive conditions are declared in a new chain of effects and can be responded to just like normal
 * actions"): the wound and item triggers of corruption cards on a character's company (effects/passive.ts).
 */
import { describe, expect, it } from 'vitest';
import { ScenarioKit } from '../cards/kit/kit';
import type { GameEvent } from '../../src-shared/engine/types';
import { fixtures } from './engine-fixtures/fixtures';

const kit = () => new ScenarioKit(fixtures().cards);

/** Aragorn II (bearing `card`), Legolas and Bilbo at Rivendell, attacked by Orc-watch; Legolas takes the first strike and is wounded (his body check passed). */
function woundLegolas(card: string, otherCompany = false) {
  const k = kit();
  const { id, chars } = k.company(0, ['Aragorn II', 'Legolas', 'Bilbo'], 'Rivendell');
  const [aragorn, legolas, bilbo] = chars as [number, number, number];
  const elsewhere = otherCompany ? k.company(0, ['Gimli'], 'Rivendell').chars[0] as number : null;
  k.attach(elsewhere ?? aragorn, card);
  k.creatureAttack(id, 'Orc-watch');
  k.passAll();
  const combat = k.s.stack.find((x) => x.kind === 'combat');
  const n = combat?.kind === 'combat' ? combat.attack.strikes : 0;
  for (let i = 0; i < n; i++) k.act(0, { type: 'assignStrike', target: [legolas, aragorn, bilbo][i % 3] as number });
  k.rig([1, 1, 2, 2]);
  const events = k.act(0, { type: 'resolveStrike', target: legolas, stayUntapped: false });
  return { k, events, aragorn, legolas, elsewhere };
}

const checksBy = (events: GameEvent[], inst: number) => events.filter((e) => e.type === 'roll' && e.purpose === 'corruption' && e.inst === inst);

describe('passive conditions triggered by a wound in the bearer\'s company', () => {
  it('"makes a corruption check each time a character in his company becomes wounded" (Despair of the Heart): declared in a new chain after the wound, then the check', () => {
    const { events, aragorn, legolas } = woundLegolas('Despair of the Heart');
    const body = events.findIndex((e) => e.type === 'roll' && e.purpose === 'bodyCheck' && e.inst === legolas);
    const declared = events.findIndex((e) => e.type === 'declare' && e.passive === true && e.target === aragorn);
    const check = events.findIndex((e) => e.type === 'roll' && e.purpose === 'corruption' && e.inst === aragorn);
    expect(body).toBeGreaterThanOrEqual(0);
    expect(declared, 'the check is declared as a passive condition').toBeGreaterThan(body);
    expect(check, 'the check is made once the chain resolves').toBeGreaterThan(declared);
    expect(checksBy(events, aragorn)).toHaveLength(1);
  });

  it('a wound in another company declares nothing for the bearer', () => {
    const { events, elsewhere } = woundLegolas('Despair of the Heart', true);
    expect(events.some((e) => e.type === 'declare' && e.passive === true)).toBe(false);
    expect(checksBy(events, elsewhere as number)).toHaveLength(0);
  });

  it('"If a character in the company becomes wounded, the prowess of each character in the company is modified by -2 for the rest of the turn" (Something Has Slipped): declared once a turn', () => {
    const { k, events, aragorn } = woundLegolas('Something Has Slipped');
    expect(events.filter((e) => e.type === 'declare' && e.passive === true)).toHaveLength(1);
    expect(k.s.mods.filter((m) => m.inst === aragorn && m.delta === -2)).toHaveLength(1);
    expect((k.s.turn.effectsUsed ?? []).some((m) => m.startsWith('passive:'))).toBe(true);
    const bilbo = k.companyOf(aragorn)?.chars.find((c) => k.s.cardOf[c] !== k.s.cardOf[aragorn] && k.s.status[c] !== 'wounded') as number;
    k.rig([1, 1, 2, 2]);
    const again = k.act(0, { type: 'resolveStrike', target: bilbo, stayUntapped: false });
    expect(again.some((e) => e.type === 'roll' && e.purpose === 'bodyCheck' && e.inst === bilbo), 'Bilbo is wounded too').toBe(true);
    expect(again.some((e) => e.type === 'declare' && e.passive === true), 'not declared a second time this turn').toBe(false);
    expect(k.s.mods.filter((m) => m.inst === aragorn && m.delta === -2)).toHaveLength(1);
  });
});
