/** Scenarios of the minion rings that lower their bearer's mind (cards/vocab/rings.ts mindRing, lowerMind). */
import { bodyOf, cardOf, directInfluence, mindOf, prowessOf, removeFrom, type CardDef, type RollEvent } from '../../../src-shared/engine/cards/cardApi';
import { assignEach, attackWindow, resolveStrike } from '../kit/combatSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario, TemplateFn } from '../kit/scenario';
import { minionKit } from '../kit/templates';
import { duplicateRefused } from '../helpers/minorItems';
import { testedRingScenarios } from '../helpers/ringItems';

/**
 * coe-rules 2.II.8 with the ring lost: Lieutenant of Dol Guldur 9, Tarcil 6, Asternak 5 and Odoacer 1 (21 mind) fit in 20 general
 * influence only while Asternak bears the ring; it goes, and they stay until the end of the organization phase, then one is discarded.
 */
function lostRing(name: string, lower: number): Scenario {
  return {
    title: `the ring lost, its bearer's mind rises again: "the characters remain under that player's control until the end of that player's organization phase" (coe-rules 2.II.8), then one is discarded`,
    run: (k0) => {
      const k = minionKit(k0);
      k.phase('organization');
      const extra = lower === 1 ? ['Odoacer'] : ['Muzgash'];
      const { chars } = k.company(0, ['Lieutenant of Dol Guldur', 'Tarcil', 'Asternak', ...extra], 'Minas Morgul');
      const bearer = chars[2] as number;
      const ring = k.item(bearer, name);
      k.equal(k.usedGI(0), 20, 'general influence used with the ring');
      removeFrom(k.s.chars[bearer]?.items ?? [], ring);
      k.equal(k.usedGI(0), 20 + lower, 'general influence used once the ring is lost');
      k.act(0, { type: 'endPhase' });
      k.expect(k.usedGI(0) <= 20, 'within 20 after the organization phase');
      k.expect(chars.some((c) => k.s.chars[c] === undefined), 'a character is discarded');
    },
  };
}

/** "-N to mind (minimum of 1)": the bearer's mind, and a character of mind 1 keeps 1. */
function mindLowered(k: ScenarioKit, who: number, name: string, lower: number): void {
  const own = cardOf(k.s, who).mind ?? 0;
  k.equal(mindOf(k.s, who), own - lower, `${cardOf(k.s, who).name}'s mind`);
  const odoacer = k.company(0, ['Odoacer'], 'Minas Morgul').chars[0] as number;
  k.item(odoacer, name);
  k.equal(mindOf(k.s, odoacer), 1, "Odoacer's mind (1: the minimum)");
}

function bodyCheckScenario(name: string, delta: number): Scenario {
  return {
    title: `"${delta} to all body checks against bearer": the body check after a strike wounds him`,
    run: (k0) => {
      const k = minionKit(k0);
      let ring = -1;
      const w = attackWindow(k, { names: ['Asternak', 'Tarcil', 'Muzgash'], creature: 'Orc-watch', cards: [], prepare: (chars) => { ring = k.item(chars[0] as number, name); } });
      void ring;
      assignEach(k, w.chars);
      resolveStrike(k, w.chars[0] as number, [1, 1, 3, 3]);
      k.passAll();
      const check = k.allEvents.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'bodyCheck' && e.inst === w.chars[0]);
      k.expect(check !== undefined, 'a body check against Asternak');
      k.expect(((check?.mods ?? []) as { value: number }[]).some((m) => m.value === delta), `modified by ${delta}`);
      k.equal(check?.total, 6 + delta, 'the total');
    },
  };
}

export const TEMPLATES: Record<string, TemplateFn> = {
  'mindRing': (def: CardDef, stat: 'prowess' | 'di' | 'bodyCheck', delta: number) => [
    {
      title: `taken from the face-up minor items: "-1 to mind to a minimum of 1"${stat === 'bodyCheck' ? '' : `, "+${delta} to ${stat === 'di' ? 'direct influence' : 'prowess'}"`}`,
      run: (k0) => {
        const k = minionKit(k0);
        const { id, chars } = k.company(0, ['Asternak', 'Tarcil'], 'Moria');
        const who = chars[0] as number;
        const ring = k.spawn(def.name, 0);
        k.s.sets.ringwraith?.faceUp.minor.push(ring);
        k.companyById(id).entered = true;
        k.s.stack = [{ kind: 'siteSelect' }, { kind: 'siteCompany', companyId: id, stage: 'minor' }];
        const gi = k.usedGI(0);
        const figure = stat === 'di' ? directInfluence(k.s, who) : prowessOf(k.s, who);
        k.act(0, { type: 'playMinorItem', inst: ring, character: who });
        k.expect(k.s.chars[who]?.items.includes(ring) === true, `Asternak bears ${def.name}`);
        k.equal(k.usedGI(0), gi - 1, 'general influence used');
        if (stat !== 'bodyCheck') k.equal(stat === 'di' ? directInfluence(k.s, who) : prowessOf(k.s, who), figure + delta, stat);
        mindLowered(k, who, def.name, 1);
      },
    },
    ...(stat === 'bodyCheck' ? [bodyCheckScenario(def.name, delta)] : []),
    lostRing(def.name, 1),
    duplicateRefused(def.name, ['Asternak', 'Tarcil'], true),
  ],
  'spiritMindRing': (def: CardDef) => {
    const other = def.name === 'The Oracle\'s Ring' ? 'The Reviled Ring' : 'The Oracle\'s Ring';
    const figures: Record<string, [string, (k: ScenarioKit, who: number) => number, number]> = {
      'The Oracle\'s Ring': ['+4 to bearer\'s direct influence', (k, who) => directInfluence(k.s, who), (2 + 4)],
      'The Reviled Ring': ['+3 to bearer\'s prowess', (k, who) => prowessOf(k.s, who), 4 + 3],
      'The Warding Ring': ['+2 to bearer\'s body (to a maximum of 10)', (k, who) => bodyOf(k.s, who), 0],
    };
    const [said, read, want] = figures[def.name] ?? ['', () => 0, 0];
    return [
      ...testedRingScenarios(def.name, 'spirit', other, `"-2 to bearer's mind (minimum of 1)", "${said}"`, (k, who) => {
        const base = cardOf(k.s, who).body ?? 0;
        k.equal(read(k, who), want || base + 2, `Tarcil: ${said}`);
        mindLowered(k, who, def.name, 2);
      }),
      lostRing(def.name, 2),
    ];
  },
};
