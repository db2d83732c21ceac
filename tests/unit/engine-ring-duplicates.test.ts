/** A gold ring's test does not give its bearer a second ring that "Cannot be duplicated on a given character" (rings.ts, darkArda/ringTest.ts ringFits). */
import { describe, expect, it } from 'vitest';
import { ScenarioKit } from '../cards/kit/kit';
import { fixtures } from './engine-fixtures/fixtures';

/** The Witch-king at Minas Morgul tests Bright Gold Ring (total 7: a Lesser Ring) borne by Tarcil, who bears a Minor Ring; the Ring deck holds another Minor Ring, then a Trifling Ring. */
function test(darkArda: boolean): { k: ScenarioKit; tarcil: number; copy: number; trifling: number } {
  const k = new ScenarioKit(fixtures().cards, ['ringwraith', 'wizard']);
  if (darkArda) k.s.profile = 'dark-arda';
  const { chars } = k.company(0, ['The Witch-king', 'Tarcil'], 'Minas Morgul');
  const tarcil = chars[1] as number;
  k.item(tarcil, 'Minor Ring');
  const gold = k.item(tarcil, 'Bright Gold Ring');
  const [copy, trifling] = [k.spawn('Minor Ring'), k.spawn('Trifling Ring')] as [number, number];
  k.s.sets.ringwraith?.decks.ring.push(copy, trifling);
  k.phase('organization');
  k.rig([6, 1]);
  k.act(0, { type: 'testRing', tester: chars[0] as number, ring: gold });
  return { k, tarcil, copy, trifling };
}

describe('ring tests and "Cannot be duplicated on a given character"', () => {
  it('Arda Revised: the Ring deck is searched past a ring the bearer already holds', () => {
    const { k, tarcil, copy, trifling } = test(false);
    expect(k.s.chars[tarcil]?.items).toContain(trifling);
    expect(k.s.chars[tarcil]?.items).not.toContain(copy);
  });
  it('Dark Arda: a revealed ring the bearer already holds is not among the matches offered', () => {
    const { k, copy, trifling } = test(true);
    const step = k.top();
    expect(step?.kind).toBe('ringChoice');
    const matches = step?.kind === 'ringChoice' ? step.matches : [];
    expect(matches).toContain(trifling);
    expect(matches).not.toContain(copy);
  });
});
