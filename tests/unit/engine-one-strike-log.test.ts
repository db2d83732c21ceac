/**
 * What the log says of an attack where each character faces one strike (Arda Revised, strike sequence: "Such an attack is
 * never affected by a card or effect that modifies the number of strikes of an attack") and of Crebain's reveal ("After the
 * attack, the defender must reveal one random card from his hand for each character in the defending company").
 */
import { describe, expect, it } from 'vitest';
import { viewFor } from '../../src-shared/engine';
import { ScenarioKit } from '../cards/kit/kit';
import { describeEvent } from '../../src-shared/play/describe';
import { fixtures } from './engine-fixtures/fixtures';

const lines = (k: ScenarioKit, seat: number): string[] => {
  const ctx = { view: viewFor(k.s, seat) };
  return k.allEvents.map((e) => describeEvent(ctx, e)).filter((l): l is string => l !== null);
};

describe('the log of a "faces one strike" attack', () => {
  it('Wake of War\'s extra strike against Crebain is said to have no effect, naming the card', () => {
    const k = new ScenarioKit(fixtures().cards);
    k.inPlay(1, 'Wake of War');
    const { id } = k.company(0, ['Aragorn II', 'Gimli'], 'Rivendell');
    k.creatureAttack(id, 'Crebain');
    const said = lines(k, 0);
    expect(said).toContain('Crebain: each character faces one strike, the number of strikes does not change (Wake of War)');
    // The prowess bonus is applied and said as usual.
    expect(said).toContain('Crebain: + 1 prowess (Wake of War)');
    expect(said).toContain(`Crebain attacks the company of Aragorn II: one strike against each character (2), prowess ${(k.card('Crebain', 1).prowess ?? 0) + 1}`);
  });

  it('after Crebain\'s attack every seat reads the cards the defender revealed', () => {
    const k = new ScenarioKit(fixtures().cards);
    const { id, chars } = k.company(0, ['Aragorn II', 'Gimli'], 'Rivendell');
    k.hand(0, 'Dodge');
    k.hand(0, 'Risky Blow');
    k.creatureAttack(id, 'Crebain');
    k.passAll();
    for (const ch of chars) {
      k.rig([6, 6]);
      k.act(0, { type: 'resolveStrike', target: ch, stayUntapped: false });
      k.passAll();
    }
    const reveal = lines(k, 1).find((l) => l.includes('reveals'));
    expect(reveal).toMatch(/^Crebain: P0 reveals (Dodge, Risky Blow|Risky Blow, Dodge)$/);
  });
});
