/**
 * Attack statics of cards in play (effects/types.ts `on: 'attack'`, combat.ts applyAttackStatics): `onlyIf` picks the attacks they change;
 * modifications of later attacks this turn (`turn.attackMods`) with body and body checks; an attack's own body-check modifier (`Attack.bodyCheck`);
 * `influenceAttempts` and `characters` statics of events in play (statics.ts bearerDelta).
 */
import { describe, expect, it } from 'vitest';
import { DEFS_BY_SLUG } from '../../src-shared/engine/cards/library';
import { swapCardDef } from '../../src-shared/engine/effects/defs';
import type { CardDef } from '../../src-shared/engine/effects/types';
import { combatOf, rolls } from '../cards/kit/hazardSteps';
import { bearerDelta, factionAttempts } from '../../src-shared/engine/effects/statics';
import { prowessOf } from '../../src-shared/engine/state';
import { ScenarioKit } from '../cards/kit/kit';
import { fixtures } from './engine-fixtures/fixtures';

describe('attack statics: onlyIf', () => {
  it('a +5 prowess static with onlyIf "an automatic-attack" changes an automatic-attack and leaves a creature attack alone', () => {
    const def = DEFS_BY_SLUG['minions-stir'] as CardDef;
    const planted: CardDef = { ...def, static: [{ on: 'attack', races: [], stat: 'prowess', delta: 5, onlyIf: (_s, a) => a.source === 'auto' }] };
    const restore = swapCardDef(def, planted);
    try {
      const k = new ScenarioKit(fixtures().cards);
      k.inPlay(1, 'Minions Stir');
      const auto = k.company(0, ['Aragorn II'], 'Goblin-gate');
      k.enterSite(auto.id);
      expect(combatOf(k).attack.prowess).toBe((k.card('Goblin-gate').autoAttacks[0]?.prowess ?? 0) + 5);
      k.s.stack = [];
      const other = k.company(0, ['Gimli'], 'Goblin-gate');
      k.creatureAttack(other.id, 'Orc-patrol');
      expect(combatOf(k).attack.prowess).toBe(k.card('Orc-patrol', 1).prowess);
    } finally {
      restore();
    }
  });
});

describe('attack modifications: body and body checks', () => {
  it('turn.attackMods change a later attack\'s body and its body checks; Attack.bodyCheck modifies the body check of a wounded character', () => {
    const k = new ScenarioKit(fixtures().cards);
    const { id, chars } = k.company(0, ['Bilbo', 'Gimli', 'Legolas'], 'Rivendell');
    k.s.turn.attackMods = [{ companyId: id, races: ['Troll'], strikes: 0, prowess: 0, body: -2, bodyCheck: 1, label: 'test' }];
    k.creatureAttack(id, 'Olog-hai');
    const a = combatOf(k).attack;
    expect(a.body).toBe((k.card('Olog-hai', 1).body ?? 0) - 2);
    expect(a.bodyCheck).toBe(1);
    a.bodyCheck = 2;
    k.passAll();
    for (const ch of chars) if (combatOf(k).stage === 'defenderAssign') k.act(0, { type: 'assignStrike', target: ch });
    k.rig([1, 1, 3, 3]);
    k.act(0, { type: 'resolveStrike', target: chars[0] as number, stayUntapped: false });
    k.passAll();
    const check = rolls(k.allEvents, 'bodyCheck').at(-1);
    expect(check?.total).toBe(8);
    expect(check?.mods).toEqual([{ label: a.label, value: 2 }]);
  });
});

describe('influenceAttempts statics', () => {
  it('an event in any play area with an influenceAttempts static modifies every character\'s influence attempts', () => {
    const def = DEFS_BY_SLUG['minions-stir'] as CardDef;
    const restore = swapCardDef(def, { ...def, static: [{ on: 'influenceAttempts', delta: -2 }] });
    try {
      const k = new ScenarioKit(fixtures().cards);
      const { chars } = k.company(0, ['Aragorn II'], 'Rivendell');
      const ch = chars[0] as number;
      expect(bearerDelta(k.s, ch, 'influence')).toEqual([]);
      k.inPlay(1, 'Minions Stir');
      expect(bearerDelta(k.s, ch, 'influence')).toEqual([{ label: 'Minions Stir', value: -2 }]);
      expect(bearerDelta(k.s, ch, 'prowess')).toEqual([]);
    } finally {
      restore();
    }
  });
});

describe('influenceAttempts statics limited to factions of some races (factionRaces; statics.ts factionAttempts)', () => {
  it('"all influence attempts against Man factions are modified by -2" (Lord of the Carrock): a Man faction\'s attempt, not a Dwarf faction\'s, nor every attempt', () => {
    const k = new ScenarioKit(fixtures().cards);
    const { chars } = k.company(0, ['Aragorn II'], 'Rivendell');
    const ch = chars[0] as number;
    const beornings = k.spawn('Beornings', 0);
    const dwarves = k.spawn('Blue Mountain Dwarves', 0);
    k.inPlay(1, 'Lord of the Carrock');
    expect(factionAttempts(k.s, beornings)).toEqual([{ label: 'Lord of the Carrock', value: -2 }]);
    expect(factionAttempts(k.s, dwarves)).toEqual([]);
    expect(bearerDelta(k.s, ch, 'influence')).toEqual([]);
  });
});

describe('characters statics', () => {
  it('an event in play changes the prowess of the characters of its races that pass onlyIf, and no one else\'s', () => {
    const def = DEFS_BY_SLUG['minions-stir'] as CardDef;
    const restore = swapCardDef(def, { ...def, static: [{ on: 'characters', stat: 'prowess', races: ['Dwarf', 'Dúnadan'], delta: -2, onlyIf: (s, inst) => s.status[inst] !== 'tapped' }] });
    try {
      const k = new ScenarioKit(fixtures().cards);
      const { chars } = k.company(0, ['Gimli', 'Aragorn II', 'Legolas'], 'Rivendell');
      const [gimli, aragorn, legolas] = chars as [number, number, number];
      k.setStatus(aragorn, 'tapped');
      const before = chars.map((ch) => prowessOf(k.s, ch));
      k.inPlay(1, 'Minions Stir');
      expect(chars.map((ch) => prowessOf(k.s, ch))).toEqual([(before[0] as number) - 2, before[1], before[2]]);
      expect(bearerDelta(k.s, gimli, 'prowess')).toEqual([{ label: 'Minions Stir', value: -2 }]);
      expect(bearerDelta(k.s, legolas, 'prowess')).toEqual([]);
    } finally {
      restore();
    }
  });
});

describe('a creature\'s own prowessIf static (combat.ts startCombat)', () => {
  it('"Pirates receives +2 prowess when keyed to Coastal Seas [{c}]": +2 against a company whose site path holds a Coastal Sea, none against one staying at a Ruins & Lairs', () => {
    const k = new ScenarioKit(fixtures().cards);
    const sea = k.company(0, ['Aragorn II'], 'Grey Havens');
    k.movement(sea.id, 'Tharbad', ['Elven Shores', 'Eriadoran Coast', 'Cardolan']);
    k.act(1, { type: 'playCreature', inst: k.hand(1, 'Pirates') });
    expect(combatOf(k).attack.prowess).toBe((k.card('Pirates', 1).prowess ?? 0) + 2);
    k.s.stack = [];
    const ruins = k.company(0, ['Gimli'], 'Rivendell');
    k.creatureAttack(ruins.id, 'Pirates');
    expect(combatOf(k).attack.prowess).toBe(k.card('Pirates', 1).prowess);
  });
});
