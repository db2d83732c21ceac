/** The New game form's model: seat defaults, resizing, kinds, alignments and the request. */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { newGameInputSchema } from '../../src-shared/api/schemasGames';
import {
  GAME_PROFILES,
  PROFILES,
  alignmentOfProfile,
  defaultSeat,
  fitAlignments,
  newGameRequest,
  profileAlignments,
  resizeSeats,
  seatCounts,
  simultaneousAt,
  withKind,
} from '../../src-renderer/src/components/play-hub/newGame';
import { endedText, profileLabel } from '../../src-renderer/src/components/play-hub/gameText';

describe('new game form', () => {
  test('profiles split into Wizard and Ringwraith sets as the CLI does', () => {
    expect(alignmentOfProfile('arda-revised-wizard')).toBe('wizard');
    expect(alignmentOfProfile('arda-revised-ringwraith')).toBe('ringwraith');
    expect(alignmentOfProfile('dark-arda')).toBe('ringwraith');
  });

  test('the first seat is a human "Player 1", the next a "Computer 2"; a kind change renames only untouched seats', () => {
    const seats = resizeSeats([], 2, ['wizard']);
    expect(seats.map((s) => [s.name, s.kind])).toEqual([
      ['Player 1', 'human'],
      ['Computer 2', 'bot'],
    ]);
    expect(withKind(seats[1]!, 1, 'human').name).toBe('Player 2');
    expect(withKind({ ...seats[1]!, name: 'Elrond', named: true }, 1, 'human').name).toBe('Elrond');
  });

  test('two sets alternate the new seats; removing a set moves its seats to the other', () => {
    const seats = resizeSeats([], 4, ['wizard', 'ringwraith']);
    expect(seats.map((s) => s.alignment)).toEqual(['wizard', 'ringwraith', 'wizard', 'ringwraith']);
    expect(fitAlignments(seats, ['ringwraith']).every((s) => s.alignment === 'ringwraith')).toBe(true);
  });

  test('any resize and kind changes give a request the API accepts, for either profile', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 12 }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.boolean(), { maxLength: 9 }),
        fc.boolean(),
        fc.constantFrom(...GAME_PROFILES),
        (counts, kinds, two, profile) => {
          const aligns = profileAlignments(profile, two ? ['wizard', 'ringwraith'] : ['ringwraith']);
          let seats = [defaultSeat(0, aligns[0]!)];
          for (const n of counts) seats = resizeSeats(seats, n, aligns, undefined, profile);
          seats = seats.map((s, i) => withKind(s, i, kinds[i] ? 'human' : 'bot'));
          expect(seats.length).toBeGreaterThanOrEqual(PROFILES[profile].seats.min);
          expect(seats.length).toBeLessThanOrEqual(PROFILES[profile].seats.max);
          const twoSets = aligns.length === 2;
          const req = newGameRequest({ setIds: twoSets ? [1, 2] : [1], seats, seed: ' abc ', councilMp: 12, twoSets, profile });
          const parsed = newGameInputSchema.parse(req);
          expect(parsed.seed).toBe('abc');
          expect(parsed.profile).toBe(profile);
          expect(parsed.seats.every((s) => (twoSets ? s.alignment !== undefined : s.alignment === undefined))).toBe(true);
        },
      ),
    );
  });

  test('seat counts follow the profile: Arda Revised "should not exceed 7 players", Dark Arda "2 to 9 players"; 5+ are simultaneous', () => {
    expect(seatCounts('arda-revised')).toEqual([2, 3, 4, 5, 6, 7]);
    expect(seatCounts('dark-arda')).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect([2, 3, 4, 5, 6, 7, 8, 9].filter(simultaneousAt)).toEqual([5, 6, 7, 8, 9]);
    // A table shrunk by the profile keeps its first seats, what was typed in them too.
    const nine = resizeSeats([{ ...defaultSeat(0, 'ringwraith'), name: 'Khamûl', named: true }], 9, ['ringwraith'], undefined, 'dark-arda');
    expect(nine).toHaveLength(9);
    const seven = resizeSeats(nine, 9, ['ringwraith'], undefined, 'arda-revised');
    expect(seven.map((s) => s.name)).toEqual(nine.slice(0, 7).map((s) => s.name));
    expect(() => newGameInputSchema.parse(newGameRequest({ setIds: [1], seats: nine, seed: 'x', councilMp: 12, twoSets: false, profile: 'arda-revised' }))).not.toThrow();
  });
});

describe('how a game ended, in words', () => {
  const game = {
    reason: 'council',
    seats: [
      { seat: 0, name: 'Elrond', kind: 'human' as const, alignment: 'wizard' as const },
      { seat: 1, name: 'Computer 2', kind: 'bot' as const, alignment: 'wizard' as const },
    ],
    scores: [{ character: 4, item: 3, faction: 6, ally: 0, kill: 0, misc: 1, negative: 0, total: 14 }],
  };
  test('names the caller and the score when the council is known', () => {
    expect(endedText(game, { calledBy: 0, mp: 14 })).toBe('The Council was called by Elrond at 14 MP');
    expect(endedText(game, { calledBy: 0 })).toBe('The Council was called by Elrond');
    expect(endedText(game)).toBe('The Council was called');
    expect(endedText({ ...game, reason: 'one-ring' })).toBe('The One Ring was destroyed');
  });
  test('names the Dark Arda endings: the Audience with Sauron, every other Ringwraith eliminated', () => {
    expect(endedText({ ...game, reason: 'audience' })).toBe('The Audience with Sauron was called');
    expect(endedText({ ...game, reason: 'audience' }, { calledBy: 0, mp: 20 })).toBe('The Audience with Sauron was called by Elrond at 20 MP');
    expect(endedText({ ...game, reason: 'avatars-eliminated' })).toBe('Every other Ringwraith was eliminated');
    expect(profileLabel('dark-arda')).toBe('Dark Arda');
    expect(profileLabel(undefined)).toBe('Arda Revised');
  });
});
