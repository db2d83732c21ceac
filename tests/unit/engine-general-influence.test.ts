/**
 * General influence changed by cards (state.ts generalInfluence, the `generalInfluence` static) and a custom target that offers "no
 * target" (effects/resolve.ts targetStillValid). Arda Revised: "Characters are primarily controlled by your pool of 20 general
 * influence points. For each controlled character, you must commit a number of general influence points equal to his mind
 * attribute"; Bade to Rule: "+5 general influence … Alternatively, playable if your Ringwraith is not in play". An avatar kept to his
 * home site (phases/organization.ts avatarSites, the `avatarHomeSiteOnly` static; Saw Further and Deeper: "Your Wizard may only be
 * brought into play at his home site").
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DEFS_BY_SLUG } from '../../src-shared/engine/cards/library';
import { swapCardDef } from '../../src-shared/engine/effects/defs';
import type { CardDef } from '../../src-shared/engine/effects/types';
import { generalInfluence } from '../../src-shared/engine/state';
import { ScenarioKit } from '../cards/kit/kit';
import { minionTurn } from '../cards/kit/templates';
import { fixtures } from './engine-fixtures/fixtures';

let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

/** Seat 1 (Ringwraith player) in its organization phase with 20 general influence used at Minas Morgul; an Orc Captain (mind 5) face up. */
function full(): { k: ScenarioKit; fits: () => boolean } {
  const k = new ScenarioKit(fixtures().cards);
  minionTurn(k);
  k.company(1, ['Gorbag', 'Shagrat', 'Radbug', 'Ufthak'], 'Minas Morgul');
  const captain = k.spawn('Orc Captain', 1);
  k.s.sets.ringwraith?.faceUp.character.push(captain);
  k.phase('organization');
  return { k, fits: () => k.legal(1).some((a) => a.type === 'playCharacter' && a.inst === captain && a.controller === null) };
}

describe('general influence changed by cards', () => {
  it('a generalInfluence static of a card in the play area raises its player’s general influence: 20 + 5 lets a mind 5 character in beside 20 used', () => {
    const { k, fits } = full();
    expect(generalInfluence(k.s, 1)).toBe(20);
    expect(fits()).toBe(false);
    const def = DEFS_BY_SLUG['while-the-yellow-face-sleeps'] as CardDef;
    restore = swapCardDef(def, { ...def, static: [{ on: 'generalInfluence', delta: 5 }] });
    k.inPlay(1, 'While the Yellow Face Sleeps');
    expect(generalInfluence(k.s, 1)).toBe(25);
    expect(generalInfluence(k.s, 0)).toBe(20);
    expect(fits()).toBe(true);
  });
});

describe('a custom target offering no target', () => {
  it('a card played on "no target" (null among its custom candidates) resolves instead of fizzling', () => {
    const { k } = full();
    const def = DEFS_BY_SLUG['while-the-yellow-face-sleeps'] as CardDef;
    restore = swapCardDef(def, { ...def, play: { side: 'resource', windows: ['organization'], target: { kind: 'custom', label: 'nothing', targets: () => [null] } }, effects: [], static: [] });
    const card = k.hand(1, 'While the Yellow Face Sleeps');
    expect(k.canPlay(1, card, null)).toBe(true);
    k.play(1, card, null);
    expect(k.where(card)).toBe('playArea');
  });
});

describe('an avatar kept to his home site', () => {
  it('Arda Revised: "your Wizard at his home site or Rivendell"; with an avatarHomeSiteOnly card in his player’s play area, only his home site', () => {
    const k = new ScenarioKit(fixtures().cards);
    k.company(0, ['Aragorn II'], 'Rivendell');
    (k.s.players[0] as { avatar: number[] }).avatar = [k.spawn('Radagast', 0)];
    k.phase('organization');
    const sites = () => k.legal(0).flatMap((a) => (a.type === 'playAvatar' ? [a.site] : []));
    expect(sites()).toContain(k.siteId('Rivendell'));
    const def = DEFS_BY_SLUG['first-of-the-order'] as CardDef;
    restore = swapCardDef(def, { ...def, static: [{ on: 'avatarHomeSiteOnly' }] });
    k.inPlay(0, 'First of the Order');
    expect(sites()).toEqual([k.siteId('Rhosgobel')]);
    expect(k.refused(0, { type: 'playAvatar', site: k.siteId('Rivendell') }).code).toBe('HOME_SITE');
  });
});
