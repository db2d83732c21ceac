/**
 * The Play screen's words for the chain of effects: the chain panel (declared cards last-in on
 * top, with their definitions' words, and whose priority it is), the decision lines ("Respond
 * with X on Y", "Pass (let the chain resolve)") and a log line for every chain and effect event,
 * on real positions built with the scenario kit and the real card data.
 */
import { describe, expect, it } from 'vitest';
import { viewFor } from '../../src-shared/engine';
import { ScenarioKit } from '../cards/kit/kit';
import type { GameEvent } from '../../src-shared/engine/types';
import type { GameLogEntry } from '../../src-shared/api/schemasGames';
import { chainPanel, resolutionLines, windowText } from '../../src-shared/play/chain';
import { describeDecision } from '../../src-shared/play/decision';
import { describeAction, describeEvent } from '../../src-shared/play/describe';
import { buildLogRows } from '../../src-shared/play/logRows';
import { fixtures } from './engine-fixtures/fixtures';

const RAW = /\b(TW|TD|DM|LE|AS|WH|BA)-\d+\b|undefined|NaN|\[object|\bnull\b|an unknown (card|site)|a hidden card/;

function kit(): ScenarioKit {
  return new ScenarioKit(fixtures().cards);
}

/** Bilbo, Gimli and Aragorn at Rivendell, attacked by Orc-watch, with two Concealments and Risky Blow in hand. */
function attacked() {
  const k = kit();
  const { id, chars } = k.company(0, ['Bilbo', 'Gimli', 'Aragorn II'], 'Rivendell');
  const [bilbo, gimli, aragorn] = chars as [number, number, number];
  const concealment = k.hand(0, 'Concealment');
  const second = k.hand(0, 'Concealment');
  const risky = k.hand(0, 'Risky Blow');
  k.creatureAttack(id, 'Orc-watch');
  // The hazard player's window at the start of the attack closes (nothing to play there).
  k.passAll();
  return { k, id, bilbo, gimli, aragorn, concealment, second, risky };
}

/** Concealment declared for Bilbo: the other scout (Aragorn) may still respond with the second one. */
function declared() {
  const a = attacked();
  a.k.act(0, { type: 'playCard', inst: a.concealment, target: a.bilbo });
  return a;
}

describe('the chain panel', () => {
  it('shows nothing without an open chain', () => {
    const k = kit();
    k.company(0, ['Gimli'], 'Rivendell');
    expect(chainPanel(viewFor(k.s, 0), 0)).toBeNull();
  });

  it('lists a declared card with its definition text, target and declarer, and whose response it is', () => {
    const { k } = declared();
    const top = k.top();
    expect(top?.kind).toBe('chain');
    expect(top?.kind === 'chain' && top.priority).toBe(0);
    const mine = chainPanel(viewFor(k.s, 0), 0);
    expect(mine?.rows).toHaveLength(1);
    expect(mine?.rows[0]).toMatchObject({ card: 'Concealment', target: 'on Bilbo', who: 'P0', order: 1, text: 'Scout only. Tap scout to cancel one attack against his company.' });
    expect(mine?.yours).toBe(true);
    expect(mine?.waiting).toBe('Your response: play a card or pass');
    expect(mine?.title).toBe(`Chain of effects (${windowText('attack')})`);
    const theirs = chainPanel(viewFor(k.s, 1), 1);
    expect(theirs?.yours).toBe(false);
    expect(theirs?.waiting).toBe('Waiting for P0');
    expect(theirs?.rows[0]?.card).toBe('Concealment');
    expect(chainPanel(viewFor(k.s, 0), -1)?.waiting).toBe('Waiting for P0');
  });

  it('puts the last declared card on top, first to resolve', () => {
    const { k, aragorn, second } = declared();
    // A second declaration as the view would show it (the view is plain data).
    const view = viewFor(k.s, 0);
    const step = view.stack[view.stack.length - 1];
    if (step?.kind !== 'chain') throw new Error('no chain');
    step.entries.push({ seat: 0, inst: second, card: view.cardOf[second] as string, target: aragorn, window: 'attack' });
    const panel = chainPanel(view, 0);
    expect(panel?.rows.map((r) => [r.order, r.card, r.target])).toEqual([
      [1, 'Concealment', 'on Aragorn II'],
      [2, 'Concealment', 'on Bilbo'],
    ]);
  });
});

describe('chain actions in words', () => {
  it('says "Respond with X on Y" in an open chain and "Play X on Y" outside one; a pass lets the chain resolve', () => {
    const { k, bilbo, concealment } = attacked();
    const ctx = { view: viewFor(k.s, 0) };
    expect(describeAction(ctx, 0, { type: 'playCard', inst: concealment, target: bilbo })).toBe('Play Concealment on Bilbo');
    k.act(0, { type: 'playCard', inst: concealment, target: bilbo });
    const top = k.top();
    const seat = top?.kind === 'chain' ? top.priority : 0;
    const view = viewFor(k.s, seat);
    const c2 = { view };
    expect(describeAction(c2, seat, { type: 'playCard', inst: concealment, target: bilbo })).toBe('Respond with Concealment on Bilbo');
    expect(describeAction(c2, seat, { type: 'passChain' })).toBe('Pass (let the chain resolve)');
    const decision = describeDecision(view);
    expect(decision?.title).toMatch(/respond to Concealment or pass/);
  });

  it('the log says a play in a chain was a response, and passing outside a chain plays nothing', () => {
    const { k, bilbo, concealment } = attacked();
    const ctx = { view: viewFor(k.s, 0) };
    const base = { index: 0, seat: 0, events: [] as GameEvent[], turn: 3, round: 2, active: 0, at: '' };
    const entries: GameLogEntry[] = [
      { ...base, index: 0, phase: 'combat', action: { type: 'playCard', inst: concealment, target: bilbo } },
      { ...base, index: 1, phase: 'chain', action: { type: 'playCard', inst: concealment, target: bilbo } },
      { ...base, index: 2, phase: 'chain', action: { type: 'passChain' } },
    ];
    const rows = buildLogRows(ctx, entries, null).filter((r) => r.kind === 'action');
    expect(rows.map((r) => r.text)).toEqual(['Play Concealment on Bilbo', 'Respond with Concealment on Bilbo', 'Pass (let the chain resolve)']);
    expect(buildLogRows(ctx, entries, null).some((r) => r.kind === 'heading' && r.text.includes('Chain of effects'))).toBe(true);
  });
});

describe('chain and effect events in the log', () => {
  it('a played Concealment: declare, passes, the chain resolves, the scout taps and the attack is cancelled', () => {
    const { k, bilbo, concealment } = attacked();
    k.play(0, concealment, bilbo);
    const ctx = { view: viewFor(k.s, 0) };
    const lines = k.allEvents.map((e) => describeEvent(ctx, e)).filter((l): l is string => l !== null);
    for (const l of lines) expect(l).not.toMatch(RAW);
    expect(lines).toContain('P0 declares Concealment on Bilbo');
    expect(lines.some((l) => /^P[01] passes$/.test(l))).toBe(true);
    expect(lines).toContain('The chain resolves: Concealment');
    expect(lines.find((l) => l.startsWith('Concealment resolves'))).toBe(
      'Concealment resolves on Bilbo: its effects happen and it is discarded ("Scout only. Tap scout to cancel one attack against his company.")',
    );
    expect(lines).toContain('Concealment cancels the attack');
    expect(lines.some((l) => /^Orc-watch is cancelled$/.test(l))).toBe(true);
  });

  it('a played Risky Blow: +3 prowess and -1 body against the strike', () => {
    const { k, gimli, bilbo, aragorn, risky } = attacked();
    for (const ch of [gimli, bilbo, aragorn]) k.act(0, { type: 'assignStrike', target: ch });
    k.play(0, risky, gimli);
    const ctx = { view: viewFor(k.s, 0) };
    const lines = k.events.map((e) => describeEvent(ctx, e)).filter((l): l is string => l !== null);
    expect(lines).toContain('Gimli: + 3 prowess against this strike (Risky Blow)');
    expect(lines).toContain('Gimli: - 1 body against this strike (Risky Blow)');
  });

  it('every event kind the chain and card effects emit has a clean line', () => {
    const { k, gimli, concealment } = attacked();
    const ctx = { view: viewFor(k.s, 0) };
    const id = k.s.cardOf[concealment] as string;
    const events: GameEvent[] = [
      { type: 'declare', seat: 1, inst: concealment, card: id, target: null, window: 'attack', text: 'x' },
      { type: 'passChain', seat: 1 },
      { type: 'chainResolves', entries: [id, k.s.cardOf[gimli] as string] },
      { type: 'resolve', seat: 0, inst: concealment, card: id, target: null, placed: 'stays', text: 'y'.repeat(300) },
      { type: 'resolve', seat: 0, inst: concealment, card: id, target: gimli, placed: 'attached', text: '' },
      { type: 'resolve', seat: 0, inst: concealment, card: id, target: null, placed: 'scored', text: 'z' },
      { type: 'fizzle', seat: 0, inst: concealment, card: id },
      { type: 'cancelled', inst: concealment, card: id },
      { type: 'effect', effect: 'modify', inst: gimli, stat: 'di', delta: 2, until: 'endOfTurn', card: id },
      { type: 'effect', effect: 'modifyAttack', stat: 'strikes', delta: -1, card: id, label: 'Orc-watch' },
      { type: 'effect', effect: 'modifyStrike', target: gimli, delta: -2, card: id },
      { type: 'effect', effect: 'cancelAttack', card: id },
      { type: 'effect', effect: 'cancelStrike', target: gimli, card: id },
      { type: 'effect', effect: 'tap', inst: gimli, card: id },
      { type: 'effect', effect: 'untap', inst: gimli, card: id },
      { type: 'effect', effect: 'wound', inst: gimli, card: id },
      { type: 'effect', effect: 'heal', inst: gimli, card: id },
      { type: 'effect', effect: 'discard', inst: gimli, card: id, target: k.s.cardOf[gimli] as string },
      { type: 'effect', effect: 'hazardLimit', delta: -1, limit: 2, card: id },
      { type: 'effect', effect: 'custom', label: 'draws a card', card: id },
      { type: 'effect', effect: 'somethingNew', card: id },
      { type: 'attackCancelled', label: 'Orc-watch', seat: 0 },
      { type: 'strikeResolved', target: gimli, outcome: 'cancelled' },
    ];
    const lines = events.map((e) => describeEvent(ctx, e));
    for (const [i, l] of lines.entries()) {
      expect(l, events[i]?.type).toBeTruthy();
      expect(l, events[i]?.type).not.toMatch(RAW);
    }
    expect(lines).toEqual([
      'P1 declares Concealment',
      'P1 passes',
      'The chain resolves, last declared first: Gimli, then Concealment',
      `Concealment resolves: it stays in play ("${'y'.repeat(139)}…")`,
      'Concealment resolves on Gimli: it is attached',
      'Concealment resolves: it goes to the MP pile ("z")',
      'Concealment fizzles (its conditions no longer hold) and is discarded',
      'Concealment is cancelled before it resolves',
      'Gimli: + 2 direct influence until the end of the turn (Concealment)',
      'Orc-watch: - 1 strikes (Concealment)',
      'The strike against Gimli: - 2 prowess (Concealment)',
      'Concealment cancels the attack',
      'Concealment cancels the strike against Gimli',
      'Gimli is tapped (Concealment)',
      'Gimli is untapped (Concealment)',
      'Gimli is wounded (Concealment)',
      'Gimli is healed (Concealment)',
      'Concealment discards Gimli',
      'Hazard limit -1 (now 2) (Concealment)',
      'Concealment: draws a card',
      'Concealment: somethingNew',
      'Orc-watch is cancelled',
      'Strike against Gimli: cancelled',
    ]);
  });
});

describe('what a resolved chain did', () => {
  it('two Concealments: the last declared resolves first and cancels the attack; the resolved lines say so in order', () => {
    const { k, bilbo, aragorn, second } = declared();
    k.act(0, { type: 'playCard', inst: second, target: aragorn });
    const view = viewFor(k.s, 0);
    expect(chainPanel(view, 0)).toBeNull();
    const all = k.events.map((e) => describeEvent({ view }, e)).filter((l): l is string => l !== null);
    expect(all).toContain('The chain resolves, last declared first: Concealment, then Concealment');
    const lines = resolutionLines(view, k.events);
    expect(lines[0]).toMatch(/^Concealment resolves on Aragorn II: /);
    expect(lines).toContain('Concealment cancels the attack');
    // The first one finds no attack left to cancel: its conditions are checked again and it fizzles (coe-rules §9.5).
    expect(lines).toEqual([
      'Concealment resolves on Aragorn II: its effects happen and it is discarded ("Scout only. Tap scout to cancel one attack against his company.")',
      'Concealment cancels the attack',
      'Orc-watch is cancelled',
      'Concealment fizzles (its conditions no longer hold) and is discarded',
    ]);
    expect(k.s.status[aragorn]).toBe('tapped');
    expect(k.s.status[bilbo]).toBe('tapped');
    for (const l of lines) expect(l).not.toMatch(RAW);
  });

  it('says nothing when no chain resolved in the last action', () => {
    const { k } = declared();
    expect(resolutionLines(viewFor(k.s, 0), k.events)).toEqual([]);
  });

  it('shows a card without a definition (a rules change since) with its own text', () => {
    const { k } = declared();
    const view = viewFor(k.s, 0);
    const step = view.stack[view.stack.length - 1];
    if (step?.kind !== 'chain') throw new Error('no chain');
    const orc = Object.values(view.catalog.cards).find((c) => c.name === 'Orc-watch');
    if (!orc) throw new Error('no Orc-watch');
    step.entries.push({ seat: 1, inst: 9999, card: orc.id, target: null, window: 'response' });
    const row = chainPanel(view, 0)?.rows[0];
    expect(row).toMatchObject({ card: 'Orc-watch', target: '', who: 'P1', text: orc.text });
  });
});


describe('abilities of cards in play', () => {
  it('Cram: "Use Cram (discard to untap bearer)" is offered only while its bearer is tapped, and the panel and log name the ability', () => {
    const k = kit();
    const { chars } = k.company(0, ['Bilbo', 'Gimli'], 'Rivendell');
    const bilbo = chars[0] as number;
    const cram = k.item(bilbo, 'Cram');
    const ctx = () => ({ view: viewFor(k.s, 0) });
    // In the organization phase only its other ability (one more region) is offered while Bilbo is untapped.
    expect(k.legal(0).filter((a) => a.type === 'useCard')).toEqual([{ type: 'useCard', inst: cram, ability: 1, target: null }]);
    k.setStatus(bilbo, 'tapped');
    const uses = k.legal(0).filter((a) => a.type === 'useCard' && a.ability === 0);
    expect(uses).toEqual([{ type: 'useCard', inst: cram, ability: 0, target: null }]);
    expect(describeAction(ctx(), 0, uses[0]!)).toBe('Use Cram (discard to untap bearer)');
    // A second Cram on a tapped Gimli keeps the chain open for a response after the first is used.
    const gimli = chars[1] as number;
    k.item(gimli, 'Cram');
    k.setStatus(gimli, 'tapped');
    k.act(0, uses[0]!);
    // Declared: Cram is already discarded (its cost), the ability waits in the chain.
    expect(k.where(cram)).toBe('discard');
    expect(k.s.status[bilbo]).toBe('tapped');
    expect(k.top()?.kind).toBe('chain');
    const panel = chainPanel(viewFor(k.s, 0), 0);
    expect(panel?.rows[0]).toMatchObject({ card: 'Cram', text: 'Ability: discard to untap bearer' });
    k.passAll();
    expect(k.s.status[bilbo] ?? 'untapped').toBe('untapped');
    expect(k.s.status[gimli]).toBe('tapped');
    const lines = k.allEvents.map((e) => describeEvent(ctx(), e)).filter((l): l is string => l !== null);
    for (const l of lines) expect(l).not.toMatch(RAW);
    expect(lines).toContain('P0 uses Cram (discard to untap bearer)');
  });
});
