/**
 * The board's pure helpers: the turn bar's phase and step words for the engine's step stack,
 * and the compact cards' figure lines, on real card facts and on stacks from real games.
 */
import { describe, expect, it } from 'vitest';
import { applyInPlace } from '../../src-shared/engine';
import { chooseAction } from '../../src-shared/engine/bots/simple';
import { actor } from '../../src-shared/engine/phases/flow';
import type { Step } from '../../src-shared/engine/types';
import { cardLine } from '../../src-renderer/src/components/play/cardFigures';
import { hazardStep, phaseOf } from '../../src-renderer/src/components/play/phase';
import { atFirstTurn, cardByName } from './engine-fixtures/fixtures';

describe('phaseOf: the turn bar names the outer phase and the step inside it', () => {
  it('organization, and combat inside movement/hazard with the hazard limit underneath', () => {
    expect(phaseOf([{ kind: 'organization' }])).toEqual({ phase: 'Organization', step: '' });
    const hazards: Step = { kind: 'mhHazards', companyId: 'c1', hazardSeat: 1, limit: 3, played: 1, passes: 0, creaturesAt: 0 };
    expect(phaseOf([{ kind: 'organization' }, hazards])).toEqual({ phase: 'Movement/hazard', step: 'hazards' });
    const combat = {
      kind: 'combat',
      attack: { source: 'creature', label: 'Cave-drake', creature: 7, strikes: 2, prowess: 10, body: null, attackerChooses: false, attackers: [], attackerSeat: 1, defenderSeat: 0, companyId: 'c1', attackerCompanyId: null, killMp: 1 },
      stage: 'defenderAssign',
      slots: [],
      toAssign: 2,
      excessLeft: 0,
      queue: [],
    } satisfies Step;
    expect(phaseOf([hazards, combat])).toEqual({ phase: 'Movement/hazard', step: 'Combat: Cave-drake: defender assigns strikes' });
    expect(hazardStep([hazards, combat])?.limit).toBe(3);
    expect(hazardStep([{ kind: 'organization' }])).toBeNull();
    expect(phaseOf([])).toEqual({ phase: '', step: '' });
  });

  it('has words for every step a bot game passes through', () => {
    const s = atFirstTurn(['wizard', 'ringwraith'], 'board-phases');
    const seen = new Set<string>();
    for (let i = 0; i < 400 && actor(s) >= 0; i++) {
      const { phase } = phaseOf(s.stack);
      expect(phase, JSON.stringify(s.stack.map((x) => x.kind))).toBeTruthy();
      seen.add(phase);
      applyInPlace(s, actor(s), chooseAction(s, actor(s)) as never);
    }
    expect([...seen]).toEqual(expect.arrayContaining(['Organization', 'Movement/hazard', 'Site phase', 'End of turn']));
  });
});

describe('cardLine: a compact card reads without hovering', () => {
  it('creatures show strikes × prowess, items their bonuses and corruption, MP cards their points', () => {
    expect(cardLine(cardByName('Cave-drake'))).toMatch(/^2 × 10 · 1 MP/);
    expect(cardLine(cardByName('Dagger of Westernesse'))).toMatch(/\+1 prowess · 1 CP/);
    expect(cardLine(cardByName('Horn of Anor'))).toMatch(/1 CP/);
    expect(cardLine(cardByName('Elrond', 'Hero'))).toMatch(/^\d+\/\d+ · mind \d+/);
  });
});
