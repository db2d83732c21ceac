/**
 * Statics of events in play that change where creatures are keyed and how they count (effects/types.ts): `keying` (phases/movementHazard.ts
 * isKeyed: "Any creature that can be keyed to a Dark-domain [{d}] may be keyed to Angmar or Gundabad", Angmar Arises), `freeCreatures`
 * ("One Undead hazard creature against each company doesn't count against its hazard limit", Sleepless Malice), `notDetainment` and the attack statics' `autoAt` (combat.ts
 * isDetainment, applyAttackStatics: "each detainment automatic-attack at a Free-hold [{F}] or Border-hold [{B}] becomes a normal automatic-attack", Awaken
 * Defenders) and `attackDefeated` with `onlyIf` ("Discard this card when a creature keyed to one of these regions … is defeated").
 */
import { describe, expect, it } from 'vitest';
import { DEFS_BY_SLUG } from '../../src-shared/engine/cards/library';
import { isDetainment } from '../../src-shared/engine/combat';
import { swapCardDef } from '../../src-shared/engine/effects/defs';
import type { CardDef, StaticEffect } from '../../src-shared/engine/effects/types';
import { combatOf } from '../cards/kit/hazardSteps';
import { ScenarioKit } from '../cards/kit/kit';
import { defeatAttack } from '../cards/helpers/hazardAttacks';
import { creaturePlayable, movingTo } from '../cards/helpers/keying';
import { fixtures } from './engine-fixtures/fixtures';

/** Minions Stir (a long-event) in seat 1's play area with these statics instead of its own. */
function planted(statics: StaticEffect[], run: (k: ScenarioKit, card: number) => void): void {
  const def = DEFS_BY_SLUG['minions-stir'] as CardDef;
  const restore = swapCardDef(def, { ...def, static: statics });
  try {
    const k = new ScenarioKit(fixtures().cards);
    run(k, k.inPlay(1, 'Minions Stir'));
  } finally {
    restore();
  }
}

describe('keying statics', () => {
  it('creatures that pass `creatures` may be keyed to the regions it names (by name) and the site types it names; others not; a keying bar on all regions holds', () => {
    planted([{ on: 'keying', label: 'test', creatures: { races: ['Orcs'] }, regions: ['rhudaur'] }], (k) => {
      const { id, cards } = movingTo(k, 'Rivendell', 'Bree', ['Orc-watch', 'Barrow-wight']);
      expect(creaturePlayable(k, cards[0] as number)).toBe(true);
      expect(creaturePlayable(k, cards[1] as number)).toBe(false);
      k.s.turn.keyingBarred = [{ companyId: id, regionTypes: 'all', label: 'test' }];
      expect(creaturePlayable(k, cards[0] as number)).toBe(false);
    });
    planted([{ on: 'keying', label: 'test', creatures: {}, siteTypes: ['R'], doorsOfNight: true }], (k) => {
      const { cards } = movingTo(k, 'Rivendell', 'Weathertop', ['Orc-watch']);
      expect(creaturePlayable(k, cards[0] as number)).toBe(false);
      k.inPlay(0, 'Doors of Night');
      expect(creaturePlayable(k, cards[0] as number)).toBe(true);
    });
  });

  it('creatures match by their keying symbols: exactly `count` of `keyedTo` ([{s}] not [{s}{s}]), some other than `keyedToOtherThan`, non-unique', () => {
    const cases: [object, string[]][] = [
      [{ keyedTo: 's', count: 1 }, ['Orc-watch', 'Dire Wolves']],
      [{ keyedTo: 's' }, ['Orc-watch', 'Dire Wolves', 'Wild Fell Beast']],
      [{ keyedTo: 'd' }, ['Orc-watch', 'Gothmog']],
      [{ keyedToOtherThan: 'c' }, ['Orc-watch', 'Dire Wolves', 'Wild Fell Beast', 'Gothmog']],
      [{ nonUnique: true }, ['Orc-watch', 'Dire Wolves', 'Wild Fell Beast', 'Fell Turtle']],
    ];
    const all = ['Orc-watch', 'Dire Wolves', 'Wild Fell Beast', 'Gothmog', 'Fell Turtle'];
    for (const [creatures, keyed] of cases) {
      planted([{ on: 'keying', label: 'test', creatures, regions: ['rhudaur'] }], (k) => {
        const { cards } = movingTo(k, 'Rivendell', 'Bree', all);
        expect(all.filter((_n, i) => creaturePlayable(k, cards[i] as number)), JSON.stringify(creatures)).toEqual(keyed);
      });
    }
  });
});

describe('freeCreatures statics', () => {
  it('`count` creatures of the races against a company do not count against its hazard limit; the next ones do', () => {
    planted([{ on: 'freeCreatures', races: ['Undead'], count: 1 }], (k) => {
      const { chars, cards } = movingTo(k, 'Rivendell', 'Goblin-gate', ['Barrow-wight', 'Ghosts']);
      const counted: number[] = [];
      for (const inst of cards) {
        const events = k.act(1, { type: 'playCreature', inst });
        const e = events.find((x) => x.type === 'playCreature');
        counted.push(e?.type === 'playCreature' ? e.played : -1);
        defeatAttack(k, chars);
        for (const ch of chars) k.setStatus(ch, 'untapped');
      }
      expect(counted).toEqual([0, 1]);
    });
  });
});

describe('notDetainment statics', () => {
  it('a detainment automatic-attack at a site of the `autoAt` types is a normal one (Raider-hold, a Border-hold)', () => {
    planted([{ on: 'notDetainment', autoAt: ['B'] }], (k) => {
      const { id } = k.company(0, ['Aragorn II'], 'Raider-hold');
      k.enterSite(id);
      expect(isDetainment(k.s, combatOf(k).attack)).toBe(false);
    });
    planted([{ on: 'notDetainment', autoAt: ['F'] }], (k) => {
      const { id } = k.company(0, ['Aragorn II'], 'Raider-hold');
      k.enterSite(id);
      expect(isDetainment(k.s, combatOf(k).attack)).toBe(true);
    });
  });
});

describe('attack statics with autoAt', () => {
  it('only automatic-attacks at sites of these types change: Raider-hold (B) doubled, Goblin-gate (S) and a creature attack not', () => {
    planted([{ on: 'attack', races: [], stat: 'strikes', delta: 0, double: true, autoAt: ['B'] }], (k) => {
      const raiders = k.company(0, ['Aragorn II'], 'Raider-hold');
      k.enterSite(raiders.id);
      expect(combatOf(k).attack.strikes).toBe(8);
      const gate = k.company(0, ['Aragorn II'], 'Goblin-gate');
      k.enterSite(gate.id);
      expect(combatOf(k).attack.strikes).toBe(k.card('Goblin-gate').autoAttacks[0]?.strikes);
      k.s.stack = [];
      const { id } = k.company(0, ['Gimli'], 'Raider-hold');
      k.creatureAttack(id, 'Orc-patrol');
      expect(combatOf(k).attack.strikes).toBe(k.card('Orc-patrol', 1).strikes);
    });
  });
});

describe('attackDefeated statics with onlyIf', () => {
  it('the card is discarded when a defeated attack passes onlyIf, and stays otherwise', () => {
    for (const pass of [false, true]) {
      planted([{ on: 'attackDefeated', races: [], onlyIf: () => pass }], (k, card) => {
        const { id, chars } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas', 'Bilbo'], 'Rivendell');
        k.creatureAttack(id, 'Orc-watch');
        defeatAttack(k, chars);
        expect(k.where(card)).toBe(pass ? 'discard' : 'playArea');
      });
    }
  });
});
