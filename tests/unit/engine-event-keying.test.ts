/**
 * Statics of events in play that change where creatures are keyed and how they count (effects/types.ts): `keying` (phases/movementHazard.ts
 * isKeyed: "Any creature that can be keyed to a Dark-domain [{d}] may be keyed to Angmar or Gundabad", Angmar Arises), `freeCreatures`
 * ("One Undead hazard creature against each company doesn't count against its hazard limit", Sleepless Malice), `notDetainment` (combat.ts
 * isDetainment: "each detainment automatic-attack at a Free-hold [{F}] or Border-hold [{B}] becomes a normal automatic-attack", Awaken
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
    planted([{ on: 'keying', label: 'test', creatures: (c) => c.race === 'Orcs', regions: ['rhudaur'] }], (k) => {
      const { id, cards } = movingTo(k, 'Rivendell', 'Bree', ['Orc-watch', 'Barrow-wight']);
      expect(creaturePlayable(k, cards[0] as number)).toBe(true);
      expect(creaturePlayable(k, cards[1] as number)).toBe(false);
      k.s.turn.keyingBarred = [{ companyId: id, regionTypes: 'all', label: 'test' }];
      expect(creaturePlayable(k, cards[0] as number)).toBe(false);
    });
    planted([{ on: 'keying', label: 'test', creatures: () => true, siteTypes: ['R'], when: () => false }], (k) => {
      const { cards } = movingTo(k, 'Rivendell', 'Weathertop', ['Orc-watch']);
      expect(creaturePlayable(k, cards[0] as number)).toBe(false);
    });
    planted([{ on: 'keying', label: 'test', creatures: () => true, siteTypes: ['R'] }], (k) => {
      const { cards } = movingTo(k, 'Rivendell', 'Weathertop', ['Orc-watch']);
      expect(creaturePlayable(k, cards[0] as number)).toBe(true);
    });
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
  it('a detainment automatic-attack that passes onlyIf is a normal one', () => {
    planted([{ on: 'notDetainment', onlyIf: (_s, a) => a.source === 'auto' }], (k) => {
      const { id } = k.company(0, ['Aragorn II'], 'Raider-hold');
      k.enterSite(id);
      expect(isDetainment(k.s, combatOf(k).attack)).toBe(false);
    });
    planted([{ on: 'notDetainment', onlyIf: () => false }], (k) => {
      const { id } = k.company(0, ['Aragorn II'], 'Raider-hold');
      k.enterSite(id);
      expect(isDetainment(k.s, combatOf(k).attack)).toBe(true);
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
