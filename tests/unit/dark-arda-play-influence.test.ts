/**
 * Dark Arda "Unused General Influence Rule": "The Council of Elrond has a rule that says Minion Players have 25 general
 * influence at the start of the game. Five of that general influence can never be used to control any characters, but the
 * other 20 influence is. … Don't forget the 5 unused general influence when calculating results of hazard cards like Muster
 * Disperses."
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { unusedGeneralInfluence, usedGeneralInfluence } from '../../src-shared/engine/state';
import type { GameEvent } from '../../src-shared/engine/types';
import { darkKit } from './engine-fixtures/darkArdaPlay';
import { fixtures } from './engine-fixtures/fixtures';
import type { RollEvent } from '../../src-shared/engine/events';

/** Seat 0's company with a faction in play, in its movement/hazard phase; seat 1 holds Muster Disperses. */
function musterPosition(profile: 'dark-arda' | 'arda-revised', names: string[]) {
  const k = darkKit(profile);
  const { id, chars } = k.company(0, names, 'Minas Morgul');
  const faction = k.inPlay(0, 'Orcs of Gorgoroth');
  const muster = k.hand(1, 'Muster Disperses');
  k.movement(id, null);
  return { k, chars, faction, muster };
}

function giMod(events: GameEvent[]): number | undefined {
  const roll = events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'cardEffect');
  return (roll?.mods as { label: string; value: number }[] | undefined)?.find((m) => m.label === 'unused general influence')?.value;
}

describe('Dark Arda: 25 general influence, 5 never used for characters', () => {
  it('Muster Disperses reads the 5 reserved points as unused: 25 − mind controlled (Arda Revised: 20 − mind)', () => {
    for (const profile of ['dark-arda', 'arda-revised'] as const) {
      const { k, faction, muster } = musterPosition(profile, ['Gorbag', 'Shagrat']);
      const used = usedGeneralInfluence(k.s, 0);
      expect(used).toBeGreaterThan(0);
      k.rig([6, 6]);
      const events = k.play(1, muster, faction);
      expect(giMod(events)).toBe((profile === 'dark-arda' ? 25 : 20) - used);
    }
  });

  it('the 5 reserved points keep a faction that Arda Revised would lose: roll 2 + unused influence against 11', () => {
    // Mind 14 under general influence: Arda Revised 2 + 6 = 8 < 11 discards; Dark Arda 2 + 11 = 13 keeps it.
    const outcome = (profile: 'dark-arda' | 'arda-revised') => {
      const { k, faction, muster } = musterPosition(profile, ['Gorbag', 'Shagrat', 'Ufthak']);
      k.rig([1, 1]);
      k.play(1, muster, faction);
      return { where: k.where(faction), unused: unusedGeneralInfluence(k.s, 0) };
    };
    const dark = outcome('dark-arda');
    const revised = outcome('arda-revised');
    expect(dark.unused - revised.unused).toBe(5);
    expect(2 + dark.unused < 11).toBe(dark.where === 'discard');
    expect(2 + revised.unused < 11).toBe(revised.where === 'discard');
  });

  it('controlling characters: at most 20 under general influence; a character that would pass 20 is refused, quoting the limit', () => {
    const k = darkKit();
    const { chars } = k.company(0, ['Gorbag', 'Shagrat', 'Ufthak'], 'Minas Morgul');
    const used = usedGeneralInfluence(k.s, 0);
    const z = k.s.sets.ringwraith;
    if (!z) throw new Error('no ringwraith zones');
    // A minion character whose mind fits the 25 but not the 20 that may control characters.
    const fits = Object.values(fixtures().cards).find((c) => c.type === 'Character' && c.alignment === 'Minion' && !c.avatar && !['gorbag', 'shagrat', 'ufthak'].includes(c.key) && (c.mind ?? 0) + used > 20 && (c.mind ?? 0) + used <= 25);
    if (!fits) throw new Error(`no minion character with mind in ${21 - used}..${25 - used}`);
    const candidate = k.spawn(fits.name, 0);
    z.faceUp.character.push(candidate);
    const site = k.siteId('Minas Morgul');
    const r = k.refused(0, { type: 'playCharacter', inst: candidate, site, controller: null });
    expect(r.code).toBe('INFLUENCE');
    expect(r.message).toContain('of 20 used');
    // Once the company is smaller, the same character fits under the 20.
    k.s.companies[0]!.chars = [chars[0]!];
    for (const ch of chars.slice(1)) delete k.s.chars[ch];
    if (usedGeneralInfluence(k.s, 0) + (fits.mind ?? 0) <= 20) expect(k.legal(0)).toContainEqual({ type: 'playCharacter', inst: candidate, site, controller: null });
  });

  it('property: for any mind controlled, unused general influence is 5 more in Dark Arda than in Arda Revised', () => {
    const names = ['Gorbag', 'Shagrat', 'Ufthak', 'Lugdush', 'Muzgash', 'Radbug'];
    fc.assert(
      fc.property(fc.subarray(names, { minLength: 1 }), (picked) => {
        const dark = darkKit();
        dark.company(0, picked, 'Minas Morgul');
        const revised = darkKit('arda-revised');
        revised.company(0, picked, 'Minas Morgul');
        expect(unusedGeneralInfluence(dark.s, 0)).toBe(25 - usedGeneralInfluence(dark.s, 0));
        expect(unusedGeneralInfluence(dark.s, 0) - unusedGeneralInfluence(revised.s, 0)).toBe(5);
      }),
      { numRuns: 25 },
    );
  });
});
