/**
 * A site's automatic-attack that is a creature from the hazard player's hand (the Under-deeps sites: "(2nd) Opponent may play as an
 * automatic-attack one non-unique hazard creature from his hand normally keyed to a Shadow-hold [{S}]"). coe-rules 2.V.ii.4: "If an
 * automatic-attack depends on a hazard creature being played as the automatic-attack, the creature card must be played immediately before
 * that attack would be initiated but doing so does not count as playing a creature nor does it count as a creature attack"; coe-rules 3
 * (defeat): "Creature cards played as automatic-attacks are immediately discarded."
 *
 * Before, the engine skipped such an attack: the site's printed attacks were all there was (phases/site.ts enterSite). Now the hazard player
 * decides as the attacks reach it (step `handAutoAttack`, action `playAutoCreature`, phases/handAutoAttack.ts).
 */
import { describe, expect, it } from 'vitest';
import { legalActions, viewFor } from '../../src-shared/engine';
import { chooseAction } from '../../src-shared/engine/bots/simple';
import { actor } from '../../src-shared/engine/phases/flow';
import { describeDecision, groupActions } from '../../src-shared/play/decision';
import { describeAction } from '../../src-shared/play/describe';
import { ScenarioKit } from '../cards/kit/kit';
import { faceAttacks } from '../cards/helpers/deeps';
import { fixtures, invariantProblems } from './engine-fixtures/fixtures';

/** A hero company of three enters The Under-grottos (1st: Orcs — 4 strikes with 7 prowess), the hazard player holding these creatures; the first attack is faced. */
function entering(hand: string[]) {
  const k = new ScenarioKit(fixtures().cards);
  const { id, chars } = k.company(0, ['Aragorn II', 'Ioreth', 'Bilbo'], 'The Under-grottos');
  const held = hand.map((n) => k.hand(1, n));
  k.phase('site');
  k.act(0, { type: 'enterSite', companyId: id });
  const first = k.top();
  faceAttacks(k);
  return { k, id, chars, held, first };
}

describe('a creature from the hazard player\'s hand as a site\'s automatic-attack', () => {
  it('is his decision once the first automatic-attack is over ("immediately before that attack would be initiated"): only a non-unique creature normally keyed to a Shadow-hold, or none', () => {
    const { k, id, held, first } = entering(['Orc-watch', 'Orc-warriors', 'Rogrog']);
    const [watch, warriors, rogrog] = held as [number, number, number];
    expect(first?.kind === 'combat' && first.attack.label).toBe('The Under-grottos: Orcs');
    expect(k.top()).toMatchObject({ kind: 'handAutoAttack', seat: 1, defender: 0, companyId: id, siteName: 'The Under-grottos' });
    expect(actor(k.s)).toBe(1);
    expect(legalActions(k.s, 1)).toEqual([{ type: 'playAutoCreature', inst: watch }, { type: 'playAutoCreature', inst: null }]);
    // Orc-warriors is keyed to Ruins & Lairs, Rogrog is unique.
    const r = k.refused(1, { type: 'playAutoCreature', inst: warriors });
    expect(r.code).toBe('NOT_KEYED');
    expect(r.rule).toContain('the creature card must be played immediately before that attack would be initiated');
    expect(k.refused(1, { type: 'playAutoCreature', inst: rogrog }).code).toBe('NOT_KEYED');
    expect(k.refused(0, { type: 'playAutoCreature', inst: null }).code).toBe('NOT_YOUR_DECISION');
    const view = viewFor(k.s, 1);
    expect(describeDecision(view)?.title).toBe("P1: play a creature from your hand as The Under-grottos's automatic-attack, or none");
    expect(groupActions(view, 1, legalActions(k.s, 1)).map((g) => g.key)).toEqual(['hazards']);
    expect(describeAction({ view }, 1, { type: 'playAutoCreature', inst: watch })).toBe("Play Orc-watch as the site's automatic-attack");
    expect(describeAction({ view }, 1, { type: 'playAutoCreature', inst: null })).toBe("Play no creature as the site's automatic-attack");
    expect(chooseAction(k.s, 1)).toEqual({ type: 'playAutoCreature', inst: watch });
  });

  it('attacks as an automatic-attack, not a creature attack, and defeated it is discarded, worth no marshalling points', () => {
    const { k, id, held } = entering(['Orc-watch']);
    const watch = held[0] as number;
    k.act(1, { type: 'playAutoCreature', inst: watch });
    const top = k.top();
    expect(top?.kind === 'combat' && { source: top.attack.source, creature: top.attack.creature, strikes: top.attack.strikes, prowess: top.attack.prowess, companyId: top.attack.companyId }).toEqual({
      source: 'auto', creature: watch, strikes: 3, prowess: 9, companyId: id,
    });
    expect(k.s.players[1]?.hand).not.toContain(watch);
    faceAttacks(k);
    expect(k.allEvents.some((e) => e.type === 'attackDefeated' && e.label === 'The Under-grottos: Orc-watch' && e.mp === 0)).toBe(true);
    expect(k.where(watch)).toBe('discard');
    expect(k.s.players[0]?.mpPile).not.toContain(watch);
    expect(k.s.stack.some((x) => x.kind === 'combat' || x.kind === 'handAutoAttack')).toBe(false);
    expect(invariantProblems(k.s)).toEqual([]);
  });

  it('the hazard player may play none; holding no creature that qualifies he is not asked', () => {
    const declined = entering(['Orc-watch']);
    declined.k.act(1, { type: 'playAutoCreature', inst: null });
    expect(declined.k.where(declined.held[0] as number)).toBe('hand');
    expect(declined.k.s.stack.some((x) => x.kind === 'handAutoAttack' || x.kind === 'combat')).toBe(false);
    const none = entering(['Orc-warriors']);
    expect(none.k.s.stack.some((x) => x.kind === 'handAutoAttack' || x.kind === 'combat')).toBe(false);
  });
});

describe('a site\'s other automatic-attack specials', () => {
  /** A hero company of three enters the site, `card` in the hazard player's play area (or Durin's Bane in the defender's marshalling point pile). */
  function facing(site: string, place: (k: ScenarioKit) => number) {
    const k = new ScenarioKit(fixtures().cards);
    const { id } = k.company(0, ['Aragorn II', 'Ioreth', 'Bilbo'], site);
    const inst = place(k);
    k.phase('site');
    k.act(0, { type: 'enterSite', companyId: id });
    faceAttacks(k);
    const attacks = k.allEvents.flatMap((e) => (e.type === 'attack' ? [`${e.label} ${e.strikes}/${e.prowess}`] : []));
    return { k, inst, attacks };
  }

  it('The Iron-deeps: "If the Witch-king of Angmar is in play as a permanent-event, it must be used as an additional automatic-attack (discard after use—ignore result of defeat)"', () => {
    const { k, inst, attacks } = facing('The Iron-deeps', (k) => k.inPlay(1, 'Witch-king of Angmar'));
    expect(attacks).toEqual(['The Iron-deeps: Trolls 3/9', 'The Iron-deeps: Nazgûl 1/17']);
    expect(k.where(inst)).toBe('discard');
    expect(k.s.players[0]?.mpPile).not.toContain(inst);
    expect(invariantProblems(k.s)).toEqual([]);
  });

  it('The Under-gates: "If Balrog of Moria is in play or if it or Durin’s Bane has been defeated, the first automatic attack is canceled" (coe-rules g.bal.1)', () => {
    expect(facing('The Under-gates', () => -1).attacks).toEqual(['The Under-gates: Balrog 2/16']);
    expect(facing('The Under-gates', (k) => k.inPlay(1, 'Balrog of Moria')).attacks).toEqual([]);
    expect(facing('The Under-gates', (k) => { const i = k.spawn('Durin’s Bane', 0); k.s.players[0]?.mpPile.push(i); return i; }).attacks).toEqual([]);
  });
});
