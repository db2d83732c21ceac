/**
 * Manual adjustments (`{ type: 'manual', op }`, manual.ts) touch only the cards the acting player may affect (issue 21,
 * defect 2: the player to act could move an opponent's item into his own MP pile, or a hazard from his hand into it):
 * - his own cards (coe-rules glossary: "control, controller - For a player, the entities that the player owns and hasn't
 *   lost due to an effect are under the “control” of that player; for a character, the cards that have been played on or
 *   placed with that character are under the “control” of that character"); a hazard on his character only to discard it;
 * - the company his hazards face (coe-rules 2.IV.vii.3: "the current company or an entity associated with that company");
 * - on his turn, to discard them, hazards in an opponent's play area (coe-rules 9.3.3: "A player cannot target their
 *   opponent's resources or characters with their own resources" — hazards he may);
 * and the MP pile takes only a card that scores there ("marshalling point pile - An area for each player to place cards
 * that are worth mashalling points to that player"; "store - An action that moves a card in play to its player's marshalling
 * point pile"; Arda Revised §7: "If a defeated attack is a hazard creature, the card is placed in the defender's marshalling
 * point pile").
 */
import { describe, expect, it } from 'vitest';
import { ScenarioKit } from '../cards/kit/kit';
import type { ManualOp } from '../../src-shared/engine/types';
import { fixtures, invariantProblems } from './engine-fixtures/fixtures';

/** Seat 0 (Wizard) active in its organization phase, Aragorn II with Glamdring at Rivendell; seat 1 (Ringwraith) with Gorbag and an item at Minas Morgul. */
function table() {
  const k = new ScenarioKit(fixtures().cards);
  k.phase('organization');
  const own = k.company(0, ['Aragorn II', 'Legolas'], 'Rivendell');
  const [aragorn, legolas] = own.chars as [number, number];
  const glamdring = k.item(aragorn, 'Glamdring');
  const theirs = k.company(1, ['Gorbag'], 'Minas Morgul');
  const gorbag = theirs.chars[0] as number;
  const theirItem = k.item(gorbag, 'Black Mace');
  return { k, own, aragorn, legolas, glamdring, theirs, gorbag, theirItem };
}

const manual = (k: ScenarioKit, seat: number, op: ManualOp) => k.act(seat, { type: 'manual', op });
const refused = (k: ScenarioKit, seat: number, op: ManualOp) => k.refused(seat, { type: 'manual', op });
const mpOf = (k: ScenarioKit, seat: number) => k.s.players[seat]?.mpPile ?? [];

describe('manual adjustments: the acting player\'s own cards', () => {
  it('taps, wounds, heals, untaps and modifies his own character; discards his own ally', () => {
    const { k, aragorn, legolas } = table();
    manual(k, 0, { kind: 'tap', inst: aragorn });
    expect(k.s.status[aragorn]).toBe('tapped');
    manual(k, 0, { kind: 'wound', inst: aragorn });
    expect(k.s.status[aragorn]).toBe('wounded');
    manual(k, 0, { kind: 'heal', inst: aragorn });
    manual(k, 0, { kind: 'modify', inst: legolas, stat: 'prowess', delta: 1 });
    expect(k.s.mods).toContainEqual({ inst: legolas, stat: 'prowess', delta: 1 });
    const ally = k.ally(legolas, 'Gwaihir');
    manual(k, 0, { kind: 'discard', inst: ally });
    expect(k.where(ally)).toBe('discard');
    expect(invariantProblems(k.s)).toEqual([]);
  });

  it('stores an item his character bears, and a resource event of his play area, in his MP pile', () => {
    const { k, glamdring } = table();
    manual(k, 0, { kind: 'move', inst: glamdring, to: 'mpPile' });
    expect(mpOf(k, 0)).toEqual([glamdring]);
    const event = k.inPlay(0, 'Rebuild the Town');
    manual(k, 0, { kind: 'move', inst: event, to: 'mpPile' });
    expect(mpOf(k, 0)).toEqual([glamdring, event]);
    expect(invariantProblems(k.s)).toEqual([]);
  });

  it('a hazard on his character: discarded by hand, never taken into his hand or play area', () => {
    const { k, aragorn } = table();
    const lure = k.attach(aragorn, 'Lure of Nature');
    for (const to of ['hand', 'playArea'] as const) {
      const r = refused(k, 0, { kind: 'move', inst: lure, to });
      expect(r.code).toBe('MANUAL_NOT_YOURS');
      expect(r.message).toContain('Lure of Nature is a hazard on your Aragorn II');
    }
    manual(k, 0, { kind: 'discard', inst: lure });
    expect(k.where(lure)).toBe('discard');
  });

  // Arda Revised §3: "Return the unused characters to the Roving Character Deck": a character's "hand" in Arda (phases/keepItem.ts).
  it('a character is discarded or returned "to his player\'s hand" — the Character deck — by hand, into no other pile', () => {
    const { k, legolas, aragorn } = table();
    for (const to of ['mpPile', 'playArea'] as const) {
      const r = refused(k, 0, { kind: 'move', inst: legolas, to });
      expect(r.code).toBe('MANUAL_CHARACTER');
      expect(r.message).toContain('Legolas is a character in play');
    }
    expect(k.s.chars[legolas]).toBeDefined();
    k.s.sets.wizard?.faceUp.character.push(...['Beorn', 'Faramir', 'Celeborn', 'Galdor'].map((n) => k.spawn(n, 0)));
    manual(k, 0, { kind: 'move', inst: legolas, to: 'hand' });
    expect(k.s.sets.wizard?.decks.character).toEqual([legolas]);
    expect(k.s.players[0]?.hand).toEqual([]);
    manual(k, 0, { kind: 'discard', inst: aragorn });
    expect(k.where(aragorn)).toBe('discard');
    expect(invariantProblems(k.s)).toEqual([]);
  });
});

describe('manual adjustments: the MP pile takes only a card that scores there', () => {
  it("refuses an opponent's item (the +4 MP of issue 21): it is his, and it stays where it was", () => {
    const { k, theirItem } = table();
    const r = refused(k, 0, { kind: 'move', inst: theirItem, to: 'mpPile' });
    expect(r.code).toBe('MANUAL_MP_PILE');
    expect(r.message).toBe('Black Mace is on Gorbag (P1): only a resource you control in play goes to your MP pile');
    expect(r.rule).toContain('marshalling point pile - An area for each player to place cards that are worth mashalling points to that player');
    expect(k.where(theirItem)).toBe('character');
    expect(mpOf(k, 0)).toEqual([]);
  });

  it('refuses a hazard from his own hand, and an item of his MP hand not yet played', () => {
    const { k } = table();
    const hazard = k.hand(0, 'Orc-watch');
    const r = refused(k, 0, { kind: 'move', inst: hazard, to: 'mpPile' });
    expect(r).toMatchObject({ code: 'MANUAL_MP_PILE', message: 'Orc-watch is in your hand: a hazard in your hand scores nothing' });
    const item = k.mpHand(0, 'Glamdring');
    expect(refused(k, 0, { kind: 'move', inst: item, to: 'mpPile' }).message).toBe('Glamdring is in your MP hand: play it first');
    expect(mpOf(k, 0)).toEqual([]);
  });

  it('takes a defeated hazard with kill points from the opponent’s play area, on his own turn only', () => {
    const { k } = table();
    const smaug = k.inPlay(1, 'Smaug Ahunt');
    manual(k, 0, { kind: 'move', inst: smaug, to: 'mpPile' });
    expect(mpOf(k, 0)).toEqual([smaug]);
    // A hazard of his own play area scores nothing for him.
    const own = k.inPlay(0, 'Smaug Ahunt');
    expect(refused(k, 0, { kind: 'move', inst: own, to: 'mpPile' }).code).toBe('MANUAL_MP_PILE');
    expect(invariantProblems(k.s)).toEqual([]);
  });
});

describe("manual adjustments: an opponent's cards", () => {
  it("refused outside the hazard play on them: his characters, items, hand, play area and MP pile", () => {
    const { k, gorbag, theirItem } = table();
    const inHand = k.hand(1, 'Orc-watch');
    const inArea = k.inPlay(1, 'Rebuild the Town');
    const pile = k.spawn('Glamdring', 1);
    k.s.players[1]?.mpPile.push(pile);
    const cases: [ManualOp, string][] = [
      [{ kind: 'tap', inst: gorbag }, "Gorbag is P1's character"],
      [{ kind: 'modify', inst: gorbag, stat: 'body', delta: -1 }, "Gorbag is P1's character"],
      [{ kind: 'discard', inst: theirItem }, 'Black Mace is on Gorbag (P1)'],
      [{ kind: 'move', inst: theirItem, to: 'hand' }, 'Black Mace is on Gorbag (P1)'],
      [{ kind: 'discard', inst: inHand }, "Orc-watch is in P1's hand"],
      [{ kind: 'move', inst: inArea, to: 'discard' }, "Rebuild the Town is in P1's play area"],
      [{ kind: 'move', inst: pile, to: 'hand' }, "Glamdring is in P1's MP pile"],
    ];
    for (const [op, words] of cases) {
      const r = refused(k, 0, op);
      expect(r.code, JSON.stringify(op)).toBe('MANUAL_NOT_YOURS');
      expect(r.message).toContain(words);
      expect(r.rule).toContain('for a character, the cards that have been played on or placed with that character');
    }
    expect(k.s.status[gorbag]).toBeUndefined();
    expect(k.where(theirItem)).toBe('character');
  });

  it('the hazard player settling his hazard on the company it faces: taps, wounds, modifies and discards there, takes nothing', () => {
    const { k, own, aragorn, legolas, glamdring } = table();
    const other = k.company(0, ['Bilbo'], 'Rivendell').chars[0] as number;
    k.movement(own.id, 'Bree', ['Rhudaur', 'Arthedain']);
    expect(k.top()).toMatchObject({ kind: 'mhHazards', hazardSeat: 1 });
    manual(k, 1, { kind: 'tap', inst: legolas });
    manual(k, 1, { kind: 'wound', inst: aragorn });
    manual(k, 1, { kind: 'modify', inst: aragorn, stat: 'prowess', delta: -1 });
    expect(k.s.status[legolas]).toBe('tapped');
    expect(k.s.status[aragorn]).toBe('wounded');
    // Not into his own piles: Glamdring stays the Wizard player's.
    expect(refused(k, 1, { kind: 'move', inst: glamdring, to: 'mpPile' }).code).toBe('MANUAL_MP_PILE');
    expect(refused(k, 1, { kind: 'move', inst: glamdring, to: 'hand' }).code).toBe('MANUAL_NOT_YOURS');
    // Not another company of the resource player.
    expect(refused(k, 1, { kind: 'tap', inst: other }).code).toBe('MANUAL_NOT_YOURS');
    expect(refused(k, 1, { kind: 'move', inst: other, to: 'hand' }).code).toBe('MANUAL_NOT_YOURS');
    manual(k, 1, { kind: 'discard', inst: glamdring });
    expect(k.where(glamdring)).toBe('discard');
    // A hazard returning a character "to his player's hand", settled by hand: the Character deck (the row is short: face up).
    manual(k, 1, { kind: 'move', inst: legolas, to: 'hand' });
    expect(k.s.sets.wizard?.faceUp.character).toEqual([legolas]);
    expect(invariantProblems(k.s)).toEqual([]);
  });

  it("the active player discards a hazard in the opponent's play area; the hazard player may not discard the active player's", () => {
    const { k } = table();
    const doors = k.inPlay(1, 'Doors of Night');
    manual(k, 0, { kind: 'discard', inst: doors });
    expect(k.where(doors)).toBe('discard');
    // Seat 1, deciding in the end-of-turn discard, may not discard seat 0's hazard (seat 0 is active).
    const gates = k.inPlay(0, 'Doors of Night');
    k.s.stack = [{ kind: 'endTurn', stage: 'hazard' }];
    expect(refused(k, 1, { kind: 'discard', inst: gates }).code).toBe('MANUAL_NOT_YOURS');
  });
});
