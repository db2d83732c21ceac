/**
 * Dark Arda "Ringwraith Mode Rule": "Unless a Ringwraith is traveling between two Darkhavens or is returning to the Darkhaven
 * printed on a site card (i.e., starter movement), the Ringwraith must be in one of three modes in order to travel. … There is
 * no regional movement for the Ringwraiths themselves. In order to travel to a non-Darkhaven site, the Ringwraith must start at
 * the nearest Darkhaven listed on the location's card. … each player receives a copy of each of the three mode cards which can
 * be played and reused throughout the game. Changing into a mode is done during the Organization Phase and requires being at a
 * Darkhaven."
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src-shared/engine';
import { nearestDarkhaven, RINGWRAITH_MODES } from '../../src-shared/engine/darkArda/modes';
import { directInfluence, isHaven, prowessOf } from '../../src-shared/engine/state';
import type { Action } from '../../src-shared/engine/types';
import { darkKit } from './engine-fixtures/darkArdaPlay';
import { isOvert } from '../../src-shared/engine/overt';
import { removeCharacter } from '../../src-shared/engine/corruption';

function wraithAt(site: string, profile: 'dark-arda' | 'arda-revised' = 'dark-arda') {
  const k = darkKit(profile);
  const co = k.company(0, ['The Witch-king', 'Gorbag'], site);
  k.s.players[0]!.avatarInPlay = co.chars[0]!;
  const other = k.company(0, ['Ufthak'], site);
  k.phase('organization');
  return { k, co, other };
}

const moves = (k: ReturnType<typeof darkKit>, companyId: string) =>
  legalActions(k.s, 0).flatMap((a) => (a.type === 'declareMovement' && a.companyId === companyId ? [a.site] : []));

describe('Dark Arda: Ringwraith modes', () => {
  it('at a Darkhaven in the organization phase the Ringwraith may assume any of the three modes, reused at will', () => {
    const { k } = wraithAt('Minas Morgul');
    const offered = legalActions(k.s, 0).filter((a): a is Extract<Action, { type: 'assumeMode' }> => a.type === 'assumeMode').map((a) => a.mode);
    expect(new Set(offered)).toEqual(new Set(RINGWRAITH_MODES));
    k.act(0, { type: 'assumeMode', mode: 'Fell Rider' });
    expect(k.s.modes?.[0]).toBe('Fell Rider');
    k.act(0, { type: 'assumeMode', mode: 'Black Rider' });
    expect(k.s.modes?.[0]).toBe('Black Rider');
    k.act(0, { type: 'assumeMode', mode: null });
    expect(k.s.modes?.[0]).toBeUndefined();
  });

  it('not away from a Darkhaven, nor outside the organization phase, nor in Arda Revised', () => {
    const away = wraithAt('Barad-dûr');
    expect(legalActions(away.k.s, 0).some((a) => a.type === 'assumeMode')).toBe(false);
    const r = away.k.refused(0, { type: 'assumeMode', mode: 'Heralded Lord' });
    expect(r.message).toContain('Darkhaven');
    expect(r.rule).toContain('Changing into a mode is done during the Organization Phase and requires being at a Darkhaven');
    const late = wraithAt('Minas Morgul');
    late.k.phase('site');
    expect(late.k.refused(0, { type: 'assumeMode', mode: 'Heralded Lord' }).code).toBe('WRONG_STEP');
    const revised = wraithAt('Minas Morgul', 'arda-revised');
    expect(legalActions(revised.k.s, 0).some((a) => a.type === 'assumeMode')).toBe(false);
  });

  it('without a mode the Ringwraith\'s company reaches no non-Darkhaven site; in a mode it reaches those whose nearest Darkhaven it starts at', () => {
    const { k, co, other } = wraithAt('Minas Morgul');
    const plain = moves(k, co.id);
    expect(plain.every((site) => isHaven(k.s, site))).toBe(true);
    // A company without the Ringwraith is not limited.
    expect(moves(k, other.id).some((site) => !isHaven(k.s, site))).toBe(true);
    const r = k.refused(0, { type: 'declareMovement', companyId: co.id, site: k.siteId('Barad-dûr'), regions: ['gorgoroth'] });
    expect(r.code).toBe('NO_MODE');
    k.act(0, { type: 'assumeMode', mode: 'Black Rider' });
    const inMode = moves(k, co.id);
    expect(inMode).toContain(k.siteId('Barad-dûr'));
    for (const site of inMode) if (!isHaven(k.s, site)) expect([null, k.siteId('Minas Morgul')]).toContain(nearestDarkhaven(k.s, site));
    // Sites within reach whose card names another Darkhaven stay out of reach.
    const elsewhere = moves(k, other.id).find((site) => !isHaven(k.s, site) && ![null, k.siteId('Minas Morgul')].includes(nearestDarkhaven(k.s, site)));
    if (elsewhere) expect(inMode).not.toContain(elsewhere);
  });

  it('"returning to the Darkhaven printed on a site card" needs no mode; another Darkhaven does', () => {
    const { k, co } = wraithAt('Barad-dûr');
    expect(nearestDarkhaven(k.s, k.siteId('Barad-dûr'))).toBe(k.siteId('Minas Morgul'));
    const sites = moves(k, co.id);
    expect(sites).toContain(k.siteId('Minas Morgul'));
    expect(sites.every((site) => site === k.siteId('Minas Morgul'))).toBe(true);
  });

  it('Arda Revised: the Ringwraith\'s company moves by regions as any company', () => {
    const { k, co, other } = wraithAt('Minas Morgul', 'arda-revised');
    expect(moves(k, co.id)).toEqual(moves(k, other.id));
  });

  it('the modes\' figures: Fell Rider "+2 prowess, -3 direct influence to your Ringwraith", Heralded Lord "-2 prowess, +3 direct influence to entire company", with the Witch-king\'s "+3 direct influence in Heralded Lord mode. +1 prowess in Fell Rider mode"', () => {
    const { k, co, other } = wraithAt('Minas Morgul');
    const [wk, gorbag] = co.chars as [number, number];
    const ufthak = other.chars[0]!;
    const base = { wk: [prowessOf(k.s, wk), directInfluence(k.s, wk)], gorbag: directInfluence(k.s, gorbag), ufthak: directInfluence(k.s, ufthak) };
    k.act(0, { type: 'assumeMode', mode: 'Fell Rider' });
    expect([prowessOf(k.s, wk), directInfluence(k.s, wk)]).toEqual([base.wk[0]! + 2 + 1, Math.max(0, base.wk[1]! - 3)]);
    k.act(0, { type: 'assumeMode', mode: 'Heralded Lord' });
    expect([prowessOf(k.s, wk), directInfluence(k.s, wk)]).toEqual([base.wk[0]! - 2, base.wk[1]! + 3 + 3]);
    expect(directInfluence(k.s, gorbag)).toBe(base.gorbag + 3);
    expect(directInfluence(k.s, ufthak)).toBe(base.ufthak);
    k.act(0, { type: 'assumeMode', mode: 'Black Rider' });
    expect([prowessOf(k.s, wk), directInfluence(k.s, wk)]).toEqual(base.wk);
  });

  it('Fell Rider: "Discard all allies and Ringwraith followers in the company; none may join the company" (the player stays in)', () => {
    const { k, co, other } = wraithAt('Minas Morgul');
    const gorbag = co.chars[1]!;
    const ally = k.ally(gorbag, 'Regiment of Black Crows');
    const follower = k.spawn('Hoarmûrath the Ringwraith', 0);
    k.s.companies.find((c) => c.id === co.id)!.chars.push(follower);
    k.s.chars[follower] = { owner: 0, company: co.id, followerOf: null, items: [], allies: [], hazards: [] };
    expect(legalActions(k.s, 0)).toContainEqual({ type: 'joinCompany', companyId: other.id, intoCompanyId: co.id });
    k.act(0, { type: 'assumeMode', mode: 'Fell Rider' });
    expect(k.where(ally)).toBe('discard');
    expect(k.s.chars[follower]).toBeUndefined();
    expect(k.s.players[0]!.out).toBe(false);
    expect(k.s.companies.find((c) => c.id === co.id)!.chars).toEqual(co.chars);
    expect(legalActions(k.s, 0).some((a) => a.type === 'joinCompany')).toBe(false);
    expect(k.refused(0, { type: 'joinCompany', companyId: other.id, intoCompanyId: co.id }).message).toContain('none may join the company');
    k.act(0, { type: 'assumeMode', mode: 'Black Rider' });
    expect(legalActions(k.s, 0)).toContainEqual({ type: 'joinCompany', companyId: other.id, intoCompanyId: co.id });
  });

  it('Fell Rider: no character comes into play into that company, and no ally joins it', () => {
    const { k, co } = wraithAt('Minas Morgul');
    k.act(0, { type: 'assumeMode', mode: 'Fell Rider' });
    const z = k.s.sets.ringwraith!;
    const newcomer = k.spawn('Lugdush', 0);
    z.faceUp.character.push(newcomer);
    const site = k.siteId('Minas Morgul');
    const wk = co.chars[0]!;
    expect(k.refused(0, { type: 'playCharacter', inst: newcomer, site, controller: wk }).message).toContain('none may join the company');
    k.act(0, { type: 'playCharacter', inst: newcomer, site, controller: null });
    expect(k.companyOf(newcomer)?.id).not.toBe(co.id);
    // At a site, in the site phase: an ally may not be played on a character of that company.
    k.companyById(co.id).site = k.siteId('Barad-dûr');
    const ally = k.mpHand(0, 'Regiment of Black Crows');
    k.s.stack = [{ kind: 'siteCompany', companyId: co.id, stage: 'play' }];
    const r = k.refused(0, { type: 'playMpCard', inst: ally, character: co.chars[1]! });
    expect(r.message).toContain('none may join the company');
  });
});

/** The seat's Ringwraith in a mode at Minas Morgul, with a Ringwraith follower in his company. */
function inModeWithFollower(mode: 'Black Rider' | 'Heralded Lord' | 'Fell Rider') {
  const { k, co } = wraithAt('Minas Morgul');
  k.act(0, { type: 'assumeMode', mode });
  const follower = k.spawn('Hoarmûrath the Ringwraith', 0);
  k.companyById(co.id).chars.push(follower);
  k.s.chars[follower] = { owner: 0, company: co.id, followerOf: null, items: [], allies: [], hazards: [] };
  return { k, co, follower };
}

describe('Dark Arda: the mode cards\' discard lines happen by themselves', () => {
  it('Black Rider: "Discard this card and any other Ringwraith followers in the company during any of your following organization phases the company is at a Darkhaven" — the card stays with its owner, reused', () => {
    const { k, follower } = inModeWithFollower('Black Rider');
    const cards = structuredClone(k.s.players[0]!.modeCards);
    const events = k.toNextTurn(1);
    expect(k.s.turn.active).toBe(0);
    expect(k.s.modes?.[0]).toBeUndefined();
    expect(events).toContainEqual({ type: 'assumeMode', seat: 0, mode: null });
    expect(k.s.chars[follower]).toBeUndefined();
    // "each player receives a copy of each of the three mode cards which can be played and reused throughout the game"
    expect(k.s.players[0]!.modeCards).toEqual(cards);
    expect(legalActions(k.s, 0)).toContainEqual({ type: 'assumeMode', mode: 'Black Rider' });
  });

  it('Heralded Lord: the same line; away from a Darkhaven the mode and the follower stay', () => {
    const { k, co, follower } = inModeWithFollower('Heralded Lord');
    k.companyById(co.id).site = k.siteId('Barad-dûr');
    k.toNextTurn(1);
    expect(k.s.modes?.[0]).toBe('Heralded Lord');
    expect(k.s.chars[follower]).toBeDefined();
    k.companyById(co.id).site = k.siteId('Minas Morgul');
    k.toNextTurn(1);
    expect(k.s.modes?.[0]).toBeUndefined();
    expect(k.s.chars[follower]).toBeUndefined();
  });

  it('Fell Rider: "Discard this card during any of your following organization phases your Ringwraith is at a Darkhaven" (no follower line of its own); not in the phase the mode is taken', () => {
    const { k, co } = wraithAt('Minas Morgul');
    k.act(0, { type: 'assumeMode', mode: 'Fell Rider' });
    // Taken this organization phase: it stays for the rest of it.
    expect(k.s.modes?.[0]).toBe('Fell Rider');
    k.toNextTurn(1);
    expect(k.s.modes?.[0]).toBeUndefined();
    expect(k.companyById(co.id).chars).toEqual(co.chars);
  });

  it('another seat\'s organization phase does not end the mode ("your following organization phases")', () => {
    const { k } = inModeWithFollower('Black Rider');
    k.toNextTurn(0);
    expect(k.s.turn.active).toBe(1);
    expect(k.s.modes?.[0]).toBe('Black Rider');
  });
});

describe('Dark Arda: overt and covert companies', () => {
  it('"Fell Rider mode is overt. Heralded Lord and Black Rider are both covert." (a Ringwraith in no mode does not make his company overt; an Orc does)', () => {
    const k = darkKit();
    const co = k.company(0, ['The Witch-king', 'Ciryaher'], 'Minas Morgul');
    k.s.players[0]!.avatarInPlay = co.chars[0]!;
    const orcs = k.company(0, ['Gorbag'], 'Minas Morgul');
    k.phase('organization');
    expect(isOvert(k.s, co.id)).toBe(false);
    k.act(0, { type: 'assumeMode', mode: 'Fell Rider' });
    expect(isOvert(k.s, co.id)).toBe(true);
    k.act(0, { type: 'assumeMode', mode: 'Heralded Lord' });
    expect(isOvert(k.s, co.id)).toBe(false);
    k.act(0, { type: 'assumeMode', mode: 'Black Rider' });
    expect(isOvert(k.s, co.id)).toBe(false);
    // coe-rules glossary: "overt - A type of company that contains an Orc, Troll, Ringwraith avatar in Fell Rider mode …"
    expect(isOvert(k.s, orcs.id)).toBe(true);
    k.act(0, { type: 'joinCompany', companyId: orcs.id, intoCompanyId: co.id });
    expect(isOvert(k.s, co.id)).toBe(true);
  });

  it('coe-rules §3.4: "A company’s composition and overt/covert status is checked at the beginning of each attack and then remains consistent for the duration of that attack"', () => {
    const k = darkKit();
    const co = k.company(0, ['Ostisen', 'Ciryaher'], 'Minas Morgul');
    k.ally(co.chars[0]!, 'Great Bats');
    expect(isOvert(k.s, co.id)).toBe(true);
    k.creatureAttack(co.id, 'Orc-guard');
    expect(k.top()?.kind).toBe('combat');
    // The ally that made the company overt leaves during the attack: the attack still sees an overt company.
    k.s.chars[co.chars[0]!]!.allies = [];
    expect(isOvert(k.s, co.id)).toBe(true);
    k.s.stack = [{ kind: 'organization' }];
    expect(isOvert(k.s, co.id)).toBe(false);
  });

  it('the Ringwraith eliminated: his mode ends with him (the mode is the Ringwraith\'s; his player is out)', () => {
    const { k, co } = wraithAt('Minas Morgul');
    k.act(0, { type: 'assumeMode', mode: 'Black Rider' });
    removeCharacter(k.s, co.chars[0]!, 'eliminated', { events: [] });
    expect(k.s.players[0]!.out).toBe(true);
    expect(k.s.modes?.[0]).toBeUndefined();
  });
});
