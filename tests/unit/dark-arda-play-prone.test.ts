/**
 * Dark Arda "Prone to Violence Rule": "At the beginning of the game, a copy of the Minion Resource card Prone to Violence
 * (Middle Earth: The Balrog) is considered to be in play. This means that any company that does not contain a Ringwraith may
 * attack other companies that don't contain a Ringwraith! When someone draws an actual copy of the Prone to Violence, that
 * person may immediately play the card, even if it is not their turn, and draw a new card to replace it. If someone removes
 * Prone to Violence from play using a player card effect, attacking others is no longer an option until a new copy can be played
 * from the Play Deck."
 */
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions } from '../../src-shared/engine';
import { actor } from '../../src-shared/engine/phases/flow';
import { darkKit } from './engine-fixtures/darkArdaPlay';

/** Seat 0's and seat 1's companies at one non-Haven site, seat 0 in its site phase. */
function meeting(profile: 'dark-arda' | 'arda-revised' = 'dark-arda', wraith: 0 | 1 | null = null) {
  const k = darkKit(profile);
  const a = k.company(0, wraith === 0 ? ['Gorbag', 'The Witch-king'] : ['Gorbag', 'Ufthak'], 'Barad-dûr');
  const b = k.company(1, wraith === 1 ? ['Shagrat', 'Hoarmûrath the Ringwraith'] : ['Shagrat', 'Lugdush'], 'Barad-dûr');
  k.phase('site');
  return { k, a, b };
}

const attacks = (k: ReturnType<typeof darkKit>) => legalActions(k.s, 0).filter((x) => x.type === 'attackCompany');

describe('Dark Arda: Prone to Violence', () => {
  it('the virtual copy is in play from the start: a company without a Ringwraith may attack another without one', () => {
    const { k, a, b } = meeting();
    expect(attacks(k)).toContainEqual({ type: 'attackCompany', companyId: a.id, targetCompanyId: b.id, attackers: a.chars });
    k.act(0, { type: 'attackCompany', companyId: a.id, targetCompanyId: b.id, attackers: a.chars });
    const top = k.s.stack[k.s.stack.length - 1];
    expect(top?.kind).toBe('combat');
    expect(top?.kind === 'combat' && top.attack.source).toBe('company');
  });

  it('Arda Revised: no company-vs-company combat between two Ringwraith players without a Prone to Violence in play', () => {
    const { k, a, b } = meeting('arda-revised');
    expect(attacks(k)).toEqual([]);
    expect(k.refused(0, { type: 'attackCompany', companyId: a.id, targetCompanyId: b.id, attackers: a.chars }).code).toBe('CVC');
  });

  it('Arda Revised: a copy played as a resource event (its definition) opens company-vs-company between their companies without a Ringwraith', () => {
    const { k, a, b } = meeting('arda-revised');
    const card = k.hand(0, 'Prone to Violence');
    k.play(0, card);
    expect(attacks(k)).toContainEqual({ type: 'attackCompany', companyId: a.id, targetCompanyId: b.id, attackers: a.chars });
  });

  it('a company containing a Ringwraith neither attacks nor is attacked', () => {
    for (const wraith of [0, 1] as const) {
      const { k, a, b } = meeting('dark-arda', wraith);
      expect(attacks(k)).toEqual([]);
      const r = k.refused(0, { type: 'attackCompany', companyId: a.id, targetCompanyId: b.id, attackers: a.chars.filter((c) => k.s.catalog.cards[k.s.cardOf[c] as string]?.race !== 'Ringwraith') });
      expect(r.message).toContain('neither company containing a Ringwraith');
    }
  });

  it('a real copy "may immediately play the card, even if it is not their turn, and draw a new card to replace it"', () => {
    const { k } = meeting();
    const copy = k.hand(1, 'Prone to Violence');
    const [next] = k.deck(1, ['Orc-watch']);
    const second = k.spawn('Prone to Violence', 0);
    expect(actor(k.s)).toBe(0);
    expect(legalActions(k.s, 1)).toContainEqual({ type: 'playProneToViolence', inst: copy });
    const r = applyAction(k.s, 1, { type: 'playProneToViolence', inst: copy });
    if (!r.ok) throw new Error(r.rejection.message);
    expect(r.state.proneToViolence).toBe(copy);
    expect(r.state.players[1]!.playArea).toContain(copy);
    expect(r.state.players[1]!.hand).toEqual([next]);
    // Its own text: "Cannot be duplicated."
    r.state.players[0]!.hand.push(second);
    expect(legalActions(r.state, 0).some((x) => x.type === 'playProneToViolence')).toBe(false);
  });

  it('removed from play, attacking stops "until a new copy can be played"; a new copy restores it', () => {
    const { k } = meeting();
    // Seat 0's own copy: a manual adjustment discards only a card its player may affect (manual.ts).
    const copy = k.hand(0, 'Prone to Violence');
    k.act(0, { type: 'playProneToViolence', inst: copy });
    expect(attacks(k).length).toBeGreaterThan(0);
    k.act(0, { type: 'manual', op: { kind: 'discard', inst: copy } });
    expect(k.where(copy)).toBe('discard');
    expect(attacks(k)).toEqual([]);
    const again = k.hand(0, 'Prone to Violence');
    k.act(0, { type: 'playProneToViolence', inst: again });
    expect(attacks(k).length).toBeGreaterThan(0);
  });

  it('the real copy is discarded when the play deck is exhausted (its text), and attacking stops', () => {
    const { k } = meeting();
    const copy = k.hand(1, 'Prone to Violence');
    const z = k.s.sets.ringwraith!;
    z.decks.play = [k.spawn('Orc-watch', 1)];
    z.discards.play = [k.spawn('Orc-watch', 1)];
    k.act(1, { type: 'playProneToViolence', inst: copy });
    expect(attacks(k).length).toBeGreaterThan(0);
    // The next draw finds the play deck exhausted: its discard pile is reshuffled.
    k.act(0, { type: 'manual', op: { kind: 'draw', count: 1 } });
    expect(k.where(copy)).toBe('discard');
    expect(attacks(k)).toEqual([]);
  });
});
