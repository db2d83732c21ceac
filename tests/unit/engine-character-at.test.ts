/**
 * turn.characterAt (phases/organization.ts playCharacter): a card's leave to bring one more character into play at a site this turn, A Chance
 * Meeting: "A non-Wizard character (even a Hobbit) may be brought into play with direct influence at any Free-hold [{F}], Border-hold [{B}],
 * or Ruins & Lairs [{R}]. This does not count against the one character per turn limit" — beside Arda Revised §5's "play one character (at
 * home site or any Haven)".
 */
import { describe, expect, it } from 'vitest';
import { ScenarioKit } from '../cards/kit/kit';
import { fixtures } from './engine-fixtures/fixtures';

describe('one more character at a site, by a card', () => {
  it('comes into play there once, beyond the one character of the turn, with direct influence when the card says so', () => {
    const k = new ScenarioKit(fixtures().cards);
    k.phase('organization');
    const { id, chars } = k.company(0, ['Aragorn II'], 'Bree');
    const site = k.companyById(id).site;
    const [anborn, beregond] = ['Anborn', 'Beregond'].map((n) => {
      const inst = k.spawn(n, 0);
      k.s.sets.wizard?.faceUp.character.push(inst);
      return inst;
    }) as [number, number];
    k.s.turn.characterPlayed = true;
    const play = (inst: number, controller: number | null) => ({ type: 'playCharacter' as const, inst, site, controller });
    expect(k.refused(0, play(anborn, chars[0] as number)).code).toBe('ONE_CHARACTER');
    k.s.turn.characterAt = [{ site, direct: true, label: 'test' }];
    expect(k.refused(0, play(anborn, null))).toBeDefined();
    k.act(0, play(anborn, chars[0] as number));
    expect(k.companyOf(anborn)?.id).toBe(id);
    expect(k.s.turn.characterAt).toEqual([]);
    expect(k.refused(0, play(beregond, chars[0] as number)).code).toBe('ONE_CHARACTER');
  });
});
