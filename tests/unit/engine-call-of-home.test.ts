/**
 * Call of Home (issue 21, defect 3): "The character returns to his player's hand if the result plus his player's unused
 * general influence is less than 10. Any one item held by the removed character may automatically be transferred to another
 * character in his company (all other non-follower cards he controls are discarded)."
 *
 * Arda has no hand of characters: the Play hand holds resources and hazards, and characters come from the Character deck
 * through the face-up roving characters (Arda Revised §3: "Return the unused characters to the Roving Character Deck";
 * "turn 4 roving characters face up from the Roving Character Deck. These characters are roving and may be played by any
 * player as if from hand"). Before, the character went into the Play hand, where he could never be played, and the engine
 * chose the kept item itself; now he is shuffled into the Character deck and his player chooses (coe-rules 9.4.4: "If an
 * effect is templated such that a character or some other card “may” take an action, the card's player may use the card to
 * take the action"): step `keepItem`, action `keepItem { item, to }` (phases/keepItem.ts).
 */
import { describe, expect, it } from 'vitest';
import { legalActions, viewFor } from '../../src-shared/engine';
import { chooseAction } from '../../src-shared/engine/bots/simple';
import { ScenarioKit } from '../cards/kit/kit';
import { movingWithHazard } from '../cards/kit/hazardSteps';
import { actor } from '../../src-shared/engine/phases/flow';
import { describeDecision, groupActions } from '../../src-shared/play/decision';
import { describeAction } from '../../src-shared/play/describe';
import { fixtures, invariantProblems } from './engine-fixtures/fixtures';

/** Aragorn II (with Glamdring and a Dagger of Westernesse), Gimli and Bilbo move; Call of Home on Aragorn, rolled 2 with no unused general influence. */
function calledHome(fullRow: boolean) {
  const k = new ScenarioKit(fixtures().cards);
  const roving = k.s.sets.wizard?.faceUp.character as number[];
  if (fullRow) roving.push(...['Beorn', 'Faramir', 'Celeborn', 'Galdor'].map((n) => k.spawn(n, 0)));
  let items: number[] = [];
  const { id, chars, card } = movingWithHazard(k, 'Call of Home', ['Aragorn II', 'Gimli', 'Bilbo'], { before: ([a]) => (items = [k.item(a as number, 'Glamdring'), k.item(a as number, 'Dagger of Westernesse')]) });
  const [aragorn, gimli, bilbo] = chars as [number, number, number];
  k.rig([1, 1]);
  k.play(1, card, aragorn);
  const [glamdring, dagger] = items as [number, number];
  return { k, id, aragorn, gimli, bilbo, glamdring, dagger, roving };
}

describe('Call of Home: the character goes where Arda lets him be played again', () => {
  it('his player, not the hazard player, chooses the one item kept and who takes it: a real decision', () => {
    const { k, aragorn, gimli, bilbo, glamdring, dagger } = calledHome(true);
    expect(k.top()).toEqual({ kind: 'keepItem', seat: 0, inst: aragorn, why: 'Call of Home' });
    expect(actor(k.s)).toBe(0);
    expect(legalActions(k.s, 0).filter((a) => a.type === 'keepItem')).toEqual([
      { type: 'keepItem', item: glamdring, to: gimli },
      { type: 'keepItem', item: glamdring, to: bilbo },
      { type: 'keepItem', item: dagger, to: gimli },
      { type: 'keepItem', item: dagger, to: bilbo },
      { type: 'keepItem', item: null, to: null },
    ]);
    expect(k.refused(1, { type: 'keepItem', item: glamdring, to: gimli }).code).toBe('NOT_YOUR_DECISION');
    // He is still in play while his player chooses.
    expect(k.companyOf(aragorn)).toBeDefined();
  });

  it('refuses an item he does not bear and a taker outside his company (the card: "another character in his company")', () => {
    const { k, aragorn, gimli, glamdring } = calledHome(true);
    const other = k.company(0, ['Faramir'], 'Rivendell').chars[0] as number;
    const notHis = k.item(gimli, 'Dagger of Westernesse');
    const r = k.refused(0, { type: 'keepItem', item: notHis, to: gimli });
    expect(r.code).toBe('NOT_HIS');
    expect(r.rule).toContain('Any one item held by the removed character may automatically be transferred to another character in his company');
    expect(k.refused(0, { type: 'keepItem', item: glamdring, to: other }).code).toBe('NOT_IN_COMPANY');
    expect(k.refused(0, { type: 'keepItem', item: glamdring, to: aragorn }).code).toBe('NOT_IN_COMPANY');
  });

  it('the chosen item stays with the chosen companion, the rest is discarded, and he is shuffled into the Character deck — not the Play hand', () => {
    const { k, id, aragorn, bilbo, glamdring, dagger } = calledHome(true);
    k.act(0, { type: 'keepItem', item: dagger, to: bilbo });
    expect(k.s.chars[bilbo]?.items).toEqual([dagger]);
    expect(k.where(glamdring)).toBe('discard');
    expect(k.s.sets.wizard?.decks.character).toContain(aragorn);
    expect(k.s.players[0]?.hand).not.toContain(aragorn);
    expect(k.companyById(id).chars).not.toContain(aragorn);
    expect(k.top()?.kind).toBe('mhHazards');
    expect(invariantProblems(k.s)).toEqual([]);
  });

  it('with the face-up row short, he is turned face up at once, and his player can play him again in his organization phase', () => {
    const { k, aragorn, roving } = calledHome(false);
    k.act(0, { type: 'keepItem', item: null, to: null });
    expect(roving).toEqual([aragorn]);
    expect(invariantProblems(k.s)).toEqual([]);
    // Gimli and Bilbo use 11 general influence: Aragorn II (mind 9) fits again.
    k.phase('organization');
    expect(legalActions(k.s, 0).some((a) => a.type === 'playCharacter' && a.inst === aragorn)).toBe(true);
  });

  it('words for the decision and the choices, grouped with the items; the bot keeps the most valuable item', () => {
    const { k, glamdring, bilbo, gimli } = calledHome(true);
    const view = viewFor(k.s, 0);
    expect(describeDecision(view)?.title).toBe('P0: Call of Home: Aragorn II returns to the Character deck — choose the one item kept in his company, or none');
    expect(describeAction({ view }, 0, { type: 'keepItem', item: glamdring, to: bilbo })).toBe('Keep Glamdring: Bilbo takes it from Aragorn II');
    expect(describeAction({ view }, 0, { type: 'keepItem', item: null, to: null })).toBe("Keep none of Aragorn II's items (all are discarded)");
    const groups = groupActions(view, 0, legalActions(k.s, 0));
    expect(groups.find((g) => g.choices.some((c) => c.action.type === 'keepItem'))?.key).toBe('items');
    expect(chooseAction(k.s, 0)).toEqual({ type: 'keepItem', item: glamdring, to: gimli });
  });
});
