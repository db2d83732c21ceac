/** The New game form's model: seat defaults, resizing, kinds, alignments and the request. */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { newGameInputSchema } from '../../src-shared/api/schemasGames';
import {
  MAX_SEATS,
  MIN_SEATS,
  alignmentOfProfile,
  defaultSeat,
  fitAlignments,
  newGameRequest,
  resizeSeats,
  withKind,
  type Alignment,
} from '../../src-renderer/src/components/play-hub/newGame';
import { endedText } from '../../src-renderer/src/components/play-hub/gameText';

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

  test('any resize and kind changes give a request the API accepts', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.boolean(), { maxLength: 6 }),
        fc.boolean(),
        (counts, kinds, two) => {
          const aligns: Alignment[] = two ? ['wizard', 'ringwraith'] : ['ringwraith'];
          let seats = [defaultSeat(0, aligns[0]!)];
          for (const n of counts) seats = resizeSeats(seats, n, aligns);
          seats = seats.map((s, i) => withKind(s, i, kinds[i] ? 'human' : 'bot'));
          expect(seats.length).toBeGreaterThanOrEqual(MIN_SEATS);
          expect(seats.length).toBeLessThanOrEqual(MAX_SEATS);
          const req = newGameRequest({ setIds: two ? [1, 2] : [1], seats, seed: ' abc ', councilMp: 12, twoSets: two });
          const parsed = newGameInputSchema.parse(req);
          expect(parsed.seed).toBe('abc');
          expect(parsed.seats.every((s) => (two ? s.alignment !== undefined : s.alignment === undefined))).toBe(true);
        },
      ),
    );
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
});
