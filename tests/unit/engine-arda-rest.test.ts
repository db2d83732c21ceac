/**
 * The rest of Arda Revised (../shared/rules/arda-revised-2013.txt): corruption checks on
 * transfer and storing discard, the fixed first hazard player and who resolves hands,
 * "up to" movement draws, starting sites, and the simple bot playing defined cards.
 */
import { describe, expect, it } from 'vitest';
import { applyInPlace, checkAction, createGame, legalActions } from '../../src-shared/engine';
import { chooseAction } from '../../src-shared/engine/bots/simple';
import { actor, firstHazardFor, othersClockwise } from '../../src-shared/engine/phases/flow';
import { ScenarioKit } from '../cards/kit/kit';
import { cardOf, companiesOf, player } from '../../src-shared/engine/state';
import type { Action, GameEvent, GameState } from '../../src-shared/engine/types';
import { atFirstTurn, fixtures, setupFor } from './engine-fixtures/fixtures';
import type { RollEvent } from '../../src-shared/engine/events';

function act(s: GameState, seat: number, a: Action): GameEvent[] {
  const r = applyInPlace(s, seat, a);
  if (!r.ok) throw new Error(`${a.type}: ${r.rejection.message}`);
  return r.events;
}

/** Items with corruption points, most first (hero items, no ring of power). */
function heavyItems(total: number): string[] {
  const items = Object.values(fixtures().cards)
    .filter((c) => c.type === 'Resource' && c.alignment === 'Hero' && c.itemClass && c.corruption > 0 && !c.ringKind && !c.unique)
    .sort((a, b) => b.corruption - a.corruption || a.name.localeCompare(b.name));
  const out: string[] = [];
  let cp = 0;
  for (const c of items) {
    if (cp >= total) break;
    out.push(c.name);
    cp += c.corruption;
  }
  expect(cp).toBeGreaterThanOrEqual(total);
  return out;
}

describe('Arda Revised: a failed corruption check on transfer or storing discards the character', () => {
  // "Clarification: A corruption check is required before an item can be stored or transferred. A character
  // that fails such a corruption check has decided not to follow his Wizard's advice … and is discarded from play."
  function scene() {
    const k = new ScenarioKit(fixtures().cards);
    const { chars } = k.company(0, ['Faramir', 'Beretar'], 'Rivendell');
    const [faramir, beretar] = chars as [number, number];
    const items = heavyItems(7).map((n) => k.item(faramir, n));
    k.phase('organization');
    return { k, faramir, beretar, items };
  }

  it('transfer: a roll of 2 against 7+ corruption points (eliminated by the margin elsewhere) only discards', () => {
    const { k, faramir, beretar, items } = scene();
    k.rig([1, 1]);
    const events = k.act(0, { type: 'transferItem', item: items[0] as number, to: beretar });
    const roll = events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'corruption');
    expect(Number(roll?.total)).toBeLessThan(Number(roll?.against) - 1);
    expect(events.find((e) => e.type === 'characterRemoved')).toMatchObject({ how: 'discarded', inst: faramir });
    expect(k.where(faramir)).toBe('discard');
    expect(player(k.s, 0).eliminatedPile).not.toContain(faramir);
    expect(k.where(items[0] as number)).toBe('discard');
    expect(k.s.chars[beretar]?.items).toEqual([]);
  });

  it('storing at a Haven: the same failure only discards', () => {
    const { k, faramir, items } = scene();
    k.rig([1, 1]);
    const events = k.act(0, { type: 'storeItem', item: items[0] as number });
    expect(events.find((e) => e.type === 'characterRemoved')).toMatchObject({ how: 'discarded', inst: faramir });
    expect(k.where(faramir)).toBe('discard');
    expect(player(k.s, 0).mpPile).not.toContain(items[0]);
  });

  it('a check that passes still transfers; other checks keep the margin (eliminated when failed by 3 or more)', () => {
    const { k, faramir, beretar, items } = scene();
    k.rig([6, 6]);
    k.act(0, { type: 'transferItem', item: items[0] as number, to: beretar });
    expect(k.s.chars[beretar]?.items).toEqual([items[0]]);
    const other = scene();
    other.k.rig([1, 1]);
    other.k.corruptionCheck(other.faramir);
    expect(player(other.k.s, 0).eliminatedPile).toContain(other.faramir);
    expect(faramir).toBe(other.faramir);
  });
});

describe('Arda Revised: the first hazard player sits to the active player\'s right, every turn', () => {
  // "When the active player starts his turn, the first hazard player sits to his right." Hazard play then
  // passes "to the next inactive player … sitting to his right", which the appendix calls clockwise.
  it('four players: the first hazard player is always the next player clockwise, never rotating', () => {
    const s = atFirstTurn(['wizard', 'wizard', 'wizard', 'wizard'], 'fixed-hazard');
    const bob = s.order[0] as number;
    expect([1, 2, 3, 4, 5].map((t) => firstHazardFor(s, bob, t))).toEqual(Array(5).fill(s.order[1]));
    expect(s.turn.firstHazard).toBe(s.order[1]);
  });

  it('bot games: at every turn the first hazard player is the next player; only he and the active player draw for movement', () => {
    const s = createGame(setupFor(['wizard', 'ringwraith', 'wizard'], 'fixed-hazard-3'));
    let turns = 0;
    for (let guard = 0; guard < 4000 && !s.result && turns < 12; guard++) {
      const seat = actor(s);
      const a = chooseAction(s, seat) as Action;
      const before = s.players.map((p) => p.hand.length);
      const events = act(s, seat, a);
      for (const e of events) {
        if (e.type === 'turn') {
          turns++;
          expect(e.firstHazard).toBe(othersClockwise(s, e.seat as number)[0]);
        }
        if (e.type === 'draw' && a.type === 'startCompanyMH') expect([s.turn.active, s.turn.firstHazard]).toContain(e.seat);
      }
      if (a.type === 'startCompanyMH' || a.type === 'passHazards') {
        const third = s.players.find((p) => p.seat !== s.turn.active && p.seat !== s.turn.firstHazard);
        // "Only the first hazard player (and of course the active player) may resolve his hand … after each movement/hazard phase."
        if (third && !events.some((e) => e.type === 'turn')) expect(third.hand.length).toBe(before[third.seat]);
      }
    }
    expect(turns).toBeGreaterThanOrEqual(6);
  });

  it('after a company\'s movement/hazard phase the active and first hazard player hold 8; a third player\'s short hand stays short', () => {
    const s = atFirstTurn(['wizard', 'wizard', 'wizard'], 'hands-3');
    const active = s.turn.active;
    const third = othersClockwise(s, active)[1] as number;
    player(s, third).hand.splice(0, 5);
    player(s, s.turn.firstHazard).hand.splice(0, 5);
    const co = companiesOf(s, active)[0];
    if (!co) throw new Error('no company');
    act(s, active, { type: 'endPhase' });
    act(s, active, { type: 'endPhase' });
    act(s, active, { type: 'startCompanyMH', companyId: co.id });
    while (s.stack.some((x) => x.kind === 'mhHazards')) act(s, actor(s), chooseAction(s, actor(s)) as Action);
    expect(player(s, s.turn.firstHazard).hand.length).toBeGreaterThanOrEqual(8);
    expect(player(s, third).hand.length).toBe(3);
  });
});

describe('Arda Revised: movement draws are "up to" the number of regions', () => {
  // "You may draw up to a # of cards equal to the number of regions moved through (at least one card must be draw[n])"
  function moving(regions: string[], dest: string) {
    const k = new ScenarioKit(fixtures().cards);
    const { id } = k.company(0, ['Aragorn II'], 'Rivendell');
    k.deck(0, Array(6).fill('Concealment'));
    k.deck(1, Array(6).fill('Doors of Night'));
    const co = k.companyById(id);
    co.dest = { site: k.siteId(dest), regions };
    k.s.stack = [{ kind: 'mhSelect' }];
    return { k, id };
  }

  it('the player lists the maximum first, then fewer; drawing 1 of 2 draws one card; the hazard player then chooses his (engine-trade.test.ts)', () => {
    const { k, id } = moving(['arthedain', 'cardolan'], 'Barrow-downs');
    const starts = k.legal(0).filter((a) => a.type === 'startCompanyMH');
    expect(starts).toEqual([{ type: 'startCompanyMH', companyId: id }, { type: 'startCompanyMH', companyId: id, draws: 1 }]);
    const hands = [0, 1].map((seat) => player(k.s, seat).hand.length);
    const events = k.act(0, { type: 'startCompanyMH', companyId: id, draws: 1 });
    expect(events.filter((e) => e.type === 'draw').map((e) => [e.seat, e.count])).toEqual([[0, 1]]);
    expect(player(k.s, 0).hand.length).toBe((hands[0] as number) + 1);
    expect(k.act(1, { type: 'movementDraws', draws: 2 }).filter((e) => e.type === 'draw').map((e) => [e.seat, e.count])).toEqual([[1, 2]]);
  });

  it('without a choice the maximum is drawn (bots)', () => {
    const { k, id } = moving(['arthedain', 'cardolan'], 'Barrow-downs');
    const events = k.act(0, { type: 'startCompanyMH', companyId: id });
    expect(events.find((e) => e.type === 'draw' && e.seat === 0)).toMatchObject({ count: 2 });
  });

  it('refused: none when moving, more than the regions, any when not moving', () => {
    const { k, id } = moving(['arthedain', 'cardolan'], 'Barrow-downs');
    expect(k.refused(0, { type: 'startCompanyMH', companyId: id, draws: 0 }).code).toBe('DRAWS');
    expect(k.refused(0, { type: 'startCompanyMH', companyId: id, draws: 3 }).rule).toMatch(/up to a # of cards/);
    k.companyById(id).dest = null;
    expect(k.legal(0).filter((a) => a.type === 'startCompanyMH')).toEqual([{ type: 'startCompanyMH', companyId: id }]);
    expect(k.refused(0, { type: 'startCompanyMH', companyId: id, draws: 1 }).code).toBe('DRAWS');
  });
});

describe('Arda Revised §3: each starting character at his own home site or Rivendell / Minas Morgul', () => {
  // "Each player places a Location Token for each of his companies at their current locations. Characters may
  // start at their home sites, or at Rivendell (if a Wizard Player) or at Minas Morgul (if a Ringwraith Player)."
  function atStartingSite(seed: string): GameState {
    const s = createGame(setupFor(['wizard', 'wizard'], seed));
    for (let guard = 0; guard < 200 && s.stack[s.stack.length - 1]?.kind !== 'startingSite'; guard++) act(s, actor(s), chooseAction(s, actor(s)) as Action);
    return s;
  }

  it('a home-site choice sends only the characters whose home it is; Rivendell keeps the rest and ends the choice', () => {
    let done = false;
    for (let n = 0; n < 20 && !done; n++) {
      const s = atStartingSite(`start-${n}`);
      const seat = actor(s);
      const rivendell = s.catalog.ringSite.wizard as string;
      const choices = legalActions(s, seat).filter((a): a is Extract<Action, { type: 'chooseStartingSite' }> => a.type === 'chooseStartingSite');
      expect(choices[0]?.site).toBe(rivendell);
      const home = choices.find((a) => a.site !== rivendell);
      if (!home) continue;
      const waiting = companiesOf(s, seat)[0]?.chars ?? [];
      const homeOf = (ch: number) => cardOf(s, ch).homeSite ?? '';
      act(s, seat, home);
      const there = companiesOf(s, seat).find((c) => c.site === home.site);
      expect(there?.chars.length).toBeGreaterThan(0);
      for (const ch of there?.chars ?? []) expect(homeOf(ch)).not.toBe('');
      const rest = waiting.filter((ch) => !there?.chars.includes(ch));
      for (const ch of there?.chars ?? []) expect(s.chars[ch]?.company).toBe(there?.id);
      if (rest.length > 0) {
        expect(actor(s)).toBe(seat);
        expect(checkAction(s, seat, home)?.code).toBe('STARTING_SITE');
        act(s, seat, { type: 'chooseStartingSite', site: rivendell });
        expect(companiesOf(s, seat).find((c) => c.site === rivendell)?.chars.sort()).toEqual([...rest].sort());
      }
      expect(s.stack[s.stack.length - 1]?.kind === 'startingSite' ? actor(s) : -1).not.toBe(seat);
      done = true;
    }
    expect(done).toBe(true);
  });

  it('refused: a site that is no starting character\'s home (a Haven included) and not Rivendell', () => {
    const s = atStartingSite('start-refusal');
    const seat = actor(s);
    const legal = new Set(legalActions(s, seat).map((a) => (a.type === 'chooseStartingSite' ? a.site : '')));
    const other = s.catalog.sites.wizard.find((id) => !legal.has(id) && s.catalog.cards[id]?.siteType === 'H');
    expect(other).toBeDefined();
    expect(checkAction(s, seat, { type: 'chooseStartingSite', site: other as string })?.code).toBe('STARTING_SITE');
  });
});

describe('the simple bot plays defined cards', () => {
  it('defending: a scout\'s Concealment cancels the attack on his company', () => {
    const k = new ScenarioKit(fixtures().cards);
    const { id, chars } = k.company(0, ['Bilbo', 'Gimli'], 'Rivendell');
    const card = k.hand(0, 'Concealment');
    k.creatureAttack(id, 'Orc-watch');
    k.passAll();
    expect(actor(k.s)).toBe(0);
    expect(chooseAction(k.s, 0)).toEqual({ type: 'playCard', inst: card, target: chars[0] });
  });

  it('as hazard player: a defined hazard event on the moving company, within the limit; none once it is reached', () => {
    const k = new ScenarioKit(fixtures().cards);
    const { id } = k.company(0, ['Aragorn II', 'Bilbo'], 'Rivendell');
    const doors = k.hand(1, 'Doors of Night');
    k.movement(id, 'Bree', ['Arthedain']);
    expect(chooseAction(k.s, 1)).toEqual({ type: 'playCard', inst: doors, target: null });
    const step = k.top();
    if (step?.kind === 'mhHazards') step.limit = step.played;
    expect(chooseAction(k.s, 1)?.type).not.toBe('playCard');
  });

  it('outside its windows a defined card is not offered, so the bot does not play it', () => {
    const k = new ScenarioKit(fixtures().cards);
    k.company(0, ['Bilbo'], 'Rivendell');
    k.hand(0, 'Concealment');
    k.phase('organization');
    expect(legalActions(k.s, 0).some((a) => a.type === 'playCard')).toBe(false);
    expect(chooseAction(k.s, 0)?.type).not.toBe('playCard');
  });
});
