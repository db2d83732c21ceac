/**
 * playMpCard and card definitions (phases/site.ts): a defined MP card must meet its
 * `play.requires`; MP-hand cards are never playCard candidates; MP cards other than items,
 * allies, factions and information do not tap the site and may be played at a tapped site;
 * a faction's influence roll adds its standard modifications.
 */
import { describe, expect, it } from 'vitest';
import { ScenarioKit } from '../cards/kit/kit';
import { fixtures } from './engine-fixtures/fixtures';
import type { RollEvent } from '../../src-shared/engine/events';

function kit(): ScenarioKit {
  return new ScenarioKit(fixtures().cards);
}

/** A sleeve naming these sites for the card (the card data gives no item at Bree, Minas Tirith or Weathertop). */
function sleeve(k: ScenarioKit, card: string, ...sites: string[]): void {
  k.s.catalog.mpLocations.wizard[k.card(card).id] = sites.map((n) => k.siteId(n));
}

/** The company is at its site in the site phase, ready to play MP cards (automatic-attacks skipped). */
function atSite(k: ScenarioKit, names: string[], site: string, tapped = false) {
  const co = k.company(0, names, site);
  const c = k.companyById(co.id);
  c.siteTapped = tapped;
  c.entered = true;
  k.s.stack = [{ kind: 'siteSelect' }, { kind: 'siteCompany', companyId: co.id, stage: 'play' }];
  return co;
}

describe('playMpCard with card definitions', () => {
  it('a defined faction is refused where its conditions do not hold, and not listed there', () => {
    const k = kit();
    const { chars } = atSite(k, ['Ioreth'], 'Bree');
    const rangers = k.mpHand(0, 'Rangers of Ithilien');
    const r = k.refused(0, { type: 'playMpCard', inst: rangers, character: chars[0] as number });
    expect(r.code).toBe('REQUIREMENTS');
    expect(k.legal(0).some((a) => a.type === 'playMpCard' && a.inst === rangers)).toBe(false);
  });

  it('a unique minor item is not taken from the face-up minor items while a copy of it is in play (Sting, "Unique.")', () => {
    const k = kit();
    const { id, chars } = atSite(k, ['Bilbo', 'Frodo'], 'Moria');
    const [bilbo, frodo] = chars as [number, number];
    k.item(bilbo, 'Sting');
    const second = k.spawn('Sting', 0);
    k.s.sets[k.s.players[0]?.alignment ?? 'wizard']?.faceUp.minor.push(second);
    k.s.stack = [{ kind: 'siteSelect' }, { kind: 'siteCompany', companyId: id, stage: 'minor' }];
    expect(k.refused(0, { type: 'playMinorItem', inst: second, character: frodo }).code).toBe('UNIQUE');
    expect(k.legal(0).some((a) => a.type === 'playMinorItem' && a.inst === second)).toBe(false);
    // Once the first Sting has left play, the face-up one may be taken.
    k.s.chars[bilbo]!.items = [];
    expect(k.legal(0)).toContainEqual({ type: 'playMinorItem', inst: second, character: frodo });
  });

  it('what the text asks of the character who plays it holds too: Return of the King, "Aragorn II only", is refused to Gimli at Minas Tirith', () => {
    const k = kit();
    const { chars } = atSite(k, ['Aragorn II', 'Gimli'], 'Minas Tirith');
    const [aragorn, gimli] = chars as [number, number];
    const card = k.mpHand(0, 'Return of the King');
    const r = k.refused(0, { type: 'playMpCard', inst: card, character: gimli });
    expect(r.code).toBe('REQUIREMENTS');
    expect(r.message).toMatch(/cannot be played by Gimli/);
    expect(k.legal(0)).not.toContainEqual({ type: 'playMpCard', inst: card, character: gimli });
    expect(k.legal(0)).toContainEqual({ type: 'playMpCard', inst: card, character: aragorn });
  });

  it('the same faction is offered at the site its text names ("Playable at Henneth Annûn")', () => {
    const k = kit();
    const { chars } = atSite(k, ['Ioreth'], 'Henneth Annûn');
    const rangers = k.mpHand(0, 'Rangers of Ithilien');
    expect(k.legal(0)).toContainEqual({ type: 'playMpCard', inst: rangers, character: chars[0] });
  });

  it('MP-hand cards are never playCard candidates (playCard takes cards from the Play hand only)', () => {
    const k = kit();
    atSite(k, ['Ioreth'], 'Henneth Annûn');
    const rangers = k.mpHand(0, 'Rangers of Ithilien');
    expect(k.legal(0).some((a) => a.type === 'playCard' && a.inst === rangers)).toBe(false);
    expect(k.refused(0, { type: 'playCard', inst: rangers, target: null }).code).toBe('NOT_IN_HAND');
  });

  it('a defined item in the Play hand is no playCard either (items are played at a site by playMpCard / playMinorItem)', () => {
    const k = kit();
    atSite(k, ['Ioreth'], 'Bree');
    const horn = k.hand(0, 'Horn of Anor');
    expect(k.legal(0).some((a) => a.type === 'playCard' && a.inst === horn)).toBe(false);
  });

  it('a face-up minor item taken after a successful MP card meets its definition too ("Cannot be duplicated on a given character")', () => {
    const k = kit();
    const { id, chars } = atSite(k, ['Ioreth', 'Bilbo'], 'Bree');
    const [ioreth, bilbo] = chars as [number, number];
    k.item(ioreth, 'Horn of Anor');
    const horn = k.spawn('Horn of Anor');
    k.s.sets.wizard?.faceUp.minor.push(horn);
    k.s.stack = [{ kind: 'siteSelect' }, { kind: 'siteCompany', companyId: id, stage: 'minor' }];
    expect(k.refused(0, { type: 'playMinorItem', inst: horn, character: ioreth }).code).toBe('REQUIREMENTS');
    expect(k.legal(0).some((a) => a.type === 'playMinorItem' && a.character === ioreth)).toBe(false);
    expect(k.legal(0)).toContainEqual({ type: 'playMinorItem', inst: horn, character: bilbo });
  });

  it('a faction roll adds its standard modifications: "Standard Modifications: Dúnedain (+1)"', () => {
    const k = kit();
    const { chars } = atSite(k, ['Ioreth'], 'Henneth Annûn');
    const rangers = k.mpHand(0, 'Rangers of Ithilien');
    // Ioreth's direct influence 1 + Dúnedain 1 + a roll of 6 = 8 > 7.
    k.rig([3, 3]);
    k.act(0, { type: 'playMpCard', inst: rangers, character: chars[0] as number });
    const roll = k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'influence');
    expect((roll?.mods ?? []) as unknown[]).toContainEqual({ label: 'Dúnedain (standard modification)', value: 1 });
    expect(k.where(rangers)).toBe('playArea');
    expect(k.companyById(k.companyOf(chars[0] as number)?.id ?? '').siteTapped).toBe(true);
  });
});

describe('Arda Revised §4: other MP cards "may be played at tapped and untapped sites, and do not tap a site when played"', () => {
  it('at a tapped site an item is refused, an MP permanent-event is played and the site stays as it was', () => {
    const k = kit();
    const { id, chars } = k.company(0, ['Aragorn II', 'Ioreth'], 'Minas Tirith');
    k.companyById(id).siteTapped = true;
    const rotk = k.mpHand(0, 'Return of the King');
    const dagger = k.mpHand(0, 'Dagger of Westernesse');
    sleeve(k, 'Dagger of Westernesse', 'Minas Tirith');
    k.phase('site');
    expect(k.legal(0)).toContainEqual({ type: 'enterSite', companyId: id });
    k.act(0, { type: 'enterSite', companyId: id });
    expect(k.refused(0, { type: 'playMpCard', inst: dagger, character: chars[1] as number }).code).toBe('SITE_TAPPED');
    k.act(0, { type: 'playMpCard', inst: rotk, character: chars[0] as number });
    expect(k.where(rotk)).toBe('character');
    expect(k.companyById(id).siteTapped).toBe(true);
  });

  it('an ally "Playable at any tapped or untapped …" site may be played at a tapped site; its company may enter it for that', () => {
    const k = new ScenarioKit(fixtures().cards, ['ringwraith', 'wizard']);
    const { id, chars } = k.company(0, ['Tarcil'], 'Moria');
    k.companyById(id).siteTapped = true;
    const wolf = k.mpHand(0, 'War-wolf');
    k.phase('site');
    expect(k.legal(0)).toContainEqual({ type: 'enterSite', companyId: id });
    k.s.stack = [{ kind: 'siteSelect' }, { kind: 'siteCompany', companyId: id, stage: 'play' }];
    k.act(0, { type: 'playMpCard', inst: wolf, character: chars[0] as number });
    expect(k.where(wolf)).toBe('character');
  });

  it('a tapped site without such a card in hand is not entered', () => {
    const k = kit();
    const { id } = k.company(0, ['Ioreth'], 'Minas Tirith');
    k.companyById(id).siteTapped = true;
    k.mpHand(0, 'Dagger of Westernesse');
    sleeve(k, 'Dagger of Westernesse', 'Minas Tirith');
    k.phase('site');
    expect(k.legal(0).some((a) => a.type === 'enterSite')).toBe(false);
    expect(k.refused(0, { type: 'enterSite', companyId: id }).code).toBe('SITE_TAPPED');
  });

  it('at an untapped site such a card leaves the site untapped: the company may still play an item', () => {
    const k = kit();
    const { id, chars } = atSite(k, ['Aragorn II', 'Ioreth'], 'Minas Tirith');
    const rotk = k.mpHand(0, 'Return of the King');
    const dagger = k.mpHand(0, 'Dagger of Westernesse');
    sleeve(k, 'Dagger of Westernesse', 'Minas Tirith');
    k.act(0, { type: 'playMpCard', inst: rotk, character: chars[0] as number });
    expect(k.companyById(id).siteTapped).toBe(false);
    expect(k.top()?.kind).toBe('siteCompany');
    k.act(0, { type: 'playMpCard', inst: dagger, character: chars[1] as number });
    expect(k.where(dagger)).toBe('character');
    expect(k.companyById(id).siteTapped).toBe(true);
  });
});

describe('the first item at a site does not tap it (turn.freeItemAt)', () => {
  it('the first item played at a site in turn.freeItemAt leaves it untapped and is used up; the next item taps it; another site is unaffected', () => {
    const k = kit();
    const { id, chars } = atSite(k, ['Aragorn II', 'Gimli', 'Legolas'], 'Bree');
    sleeve(k, 'Dagger of Westernesse', 'Bree', 'Weathertop');
    k.s.turn.freeItemAt = [k.s.catalog.cards[k.siteId('Weathertop')]?.key ?? ''];
    k.act(0, { type: 'playMpCard', inst: k.mpHand(0, 'Dagger of Westernesse'), character: chars[0] as number });
    expect(k.companyById(id).siteTapped).toBe(true);
    const other = atSite(k, ['Faramir', 'Beregond'], 'Weathertop');
    k.act(0, { type: 'playMpCard', inst: k.mpHand(0, 'Dagger of Westernesse'), character: other.chars[0] as number });
    expect([k.companyById(other.id).siteTapped, k.s.turn.freeItemAt]).toEqual([false, []]);
    k.act(0, { type: 'playMpCard', inst: k.mpHand(0, 'Dagger of Westernesse'), character: other.chars[1] as number });
    expect(k.companyById(other.id).siteTapped).toBe(true);
  });
});
