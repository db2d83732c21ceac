/**
 * Conditions a card's text gives as data rather than code (effects/types.ts): a creature's `playableIf` by the company's `alignments`
 * ("playable only against minion companies") and by a home site none of its characters may have (`notHomeSite`: "May not be played
 * against a company containing a character with Bree as a home site"; phases/movementHazard.ts), and a site's `autoAttackIf` by the
 * company's `status` ("against overt company only"; phases/site.ts). Planted on definitions in place (swapCardDef).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DEFS_BY_SLUG } from '../../src-shared/engine/cards/library';
import { swapCardDef } from '../../src-shared/engine/effects/defs';
import type { CardDef, StaticEffect } from '../../src-shared/engine/effects/types';
import { ScenarioKit } from '../cards/kit/kit';
import { fixtures } from './engine-fixtures/fixtures';

let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

function plant(slug: string, statics: StaticEffect[]): void {
  const def = DEFS_BY_SLUG[slug] as CardDef;
  restore = swapCardDef(def, { ...def, static: statics });
}

/** Whether Olog Warlords may be played on a (hero) company of these characters keyed to it. */
function playable(names: string[]): boolean {
  const k = new ScenarioKit(fixtures().cards);
  const { id } = k.company(0, names, 'Rivendell');
  k.keyTo(id, 'Olog Warlords');
  k.s.stack = [{ kind: 'mhSelect' }];
  k.act(0, { type: 'startCompanyMH', companyId: id });
  k.hazardDrawsMax();
  const inst = k.hand(1, 'Olog Warlords');
  return k.legal(1).some((a) => a.type === 'playCreature' && a.inst === inst);
}

describe('creature playableIf as data', () => {
  it('alignments: "playable only against minion companies" refuses a hero company', () => {
    expect(playable(['Aragorn II'])).toBe(true);
    plant('olog-warlords', [{ on: 'creature', after: 'playableIf', label: 'only against minion companies', alignments: ['ringwraith'] }]);
    expect(playable(['Aragorn II'])).toBe(false);
  });

  it('notHomeSite: not against a company with a character of that home site (one of several listed)', () => {
    plant('olog-warlords', [{ on: 'creature', after: 'playableIf', label: 'not with a character of Edoras', notHomeSite: 'Edoras' }]);
    expect(playable(['Aragorn II'])).toBe(true);
    expect(playable(['Aragorn II', 'Éomer'])).toBe(false);
  });
});

describe('site autoAttackIf status as data', () => {
  it('"against overt company only": a hero company (not overt) does not face that automatic-attack', () => {
    const faced = () => {
      const k = new ScenarioKit(fixtures().cards);
      const { id } = k.company(0, ['Aragorn II'], 'Moria');
      k.enterSite(id);
      return k.allEvents.filter((e) => e.type === 'attack').length;
    };
    expect(faced()).toBeGreaterThan(0);
    plant('moria.hero', [{ on: 'autoAttackIf', index: 0, label: 'against overt company only', status: 'overt' }]);
    expect(faced()).toBe(0);
  });
});
