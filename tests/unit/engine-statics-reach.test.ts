/**
 * Static effects read by effects/statics.ts that reach beyond a card's bearer: `characters` (every character's prowess while an
 * event is in play), an ally's `influenceAgainst` with `company` (his company's influence checks), and a faction's `ignores`
 * (a card's bonus to the next check has no effect on the check that plays it), `standardModifications` (an event in play multiplies a
 * faction's standard modifications), `movementDraws` (an event in play: more movement draws for each moving company). Definitions
 * swapped in with swapCardDef.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ScenarioKit } from '../cards/kit/kit';
import { woundFirst } from '../cards/helpers/hazardAttacks';
import { fixtures } from './engine-fixtures/fixtures';
import { defOf, swapCardDef } from '../../src-shared/engine/effects/defs';
import type { CardDef } from '../../src-shared/engine/effects/types';
import { bearerDelta, factionIgnores, factionModifiers, itemInfluence } from '../../src-shared/engine/effects/statics';
import { directInfluence, mindOf, prowessOf } from '../../src-shared/engine/state';

let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

function kit(): ScenarioKit {
  return new ScenarioKit(fixtures().cards);
}

/** Swaps the definition of the card named `name` (as the kit's card for seat 0) for `make(original)`. */
function swap(k: ScenarioKit, name: string, make: (d: CardDef) => CardDef): void {
  const original = defOf(k.card(name)) as CardDef;
  expect(original).toBeDefined();
  restore = swapCardDef(original, make(original));
}

describe('statics that reach beyond the bearer', () => {
  it('`characters`: each character of the races given (all when none), of every player, while the event is in a play area and `when` holds', () => {
    const k = kit();
    const [aragorn, gimli] = k.company(0, ['Aragorn II', 'Gimli'], 'Rivendell').chars as [number, number];
    const before = [prowessOf(k.s, aragorn), prowessOf(k.s, gimli)];
    let on = false;
    swap(k, 'Clear Skies', (d) => ({ ...d, static: [{ on: 'characters', stat: 'prowess', delta: 3, races: ['Dúnadan'] }, { on: 'characters', stat: 'prowess', delta: 1, when: () => on }] }));
    k.inPlay(1, 'Clear Skies');
    expect([prowessOf(k.s, aragorn), prowessOf(k.s, gimli)]).toEqual([(before[0] as number) + 3, before[1]]);
    on = true;
    expect(bearerDelta(k.s, gimli, 'prowess').map((m) => m.value)).toEqual([1]);
  });

  it("`influenceAgainst` with `company`: an ally's bonus reaches its company's characters, against factions of its race only", () => {
    const k = kit();
    const [a, b] = k.company(0, ['Aragorn II', 'Gimli'], 'Rivendell').chars as [number, number];
    const ally = k.ally(b, 'Lindion the Oronín');
    swap(k, 'Lindion the Oronín', (d) => ({ ...d, static: [{ on: 'influenceAgainst', delta: 2, against: ['faction'], race: 'Dúnadan', company: true }] }));
    const men = k.mpHand(0, 'Rangers of Ithilien');
    expect(k.card('Rangers of Ithilien').race).toBe('Dúnadan');
    expect(itemInfluence(k.s, a, men)).toEqual([{ label: 'Lindion the Oronín', value: 2 }]);
    const elves = k.mpHand(0, 'Wood-elves');
    expect(itemInfluence(k.s, a, elves)).toEqual([]);
    expect(ally).toBeGreaterThanOrEqual(0);
  });

  it('`ignores`: a faction names the cards whose bonus has no effect on the check that plays it (folded names)', () => {
    const k = kit();
    const faction = k.mpHand(0, 'Rangers of Ithilien');
    expect(factionIgnores(k.s, faction, 'Muster')).toBe(false);
    swap(k, 'Rangers of Ithilien', (d) => ({ ...d, static: [{ on: 'faction', ignores: ['Muster'] }] }));
    expect(factionIgnores(k.s, faction, 'MUSTER')).toBe(true);
    expect(factionIgnores(k.s, faction, 'New Friendship')).toBe(false);
  });

  it('`standardModifications`: an event in a play area multiplies every standard modification of a faction check', () => {
    const k = kit();
    const ioreth = k.company(0, ['Ioreth'], 'Henneth Annûn').chars[0] as number;
    const rangers = k.mpHand(0, 'Rangers of Ithilien');
    const plain = factionModifiers(k.s, ioreth, rangers);
    expect(plain.length).toBeGreaterThan(0);
    swap(k, 'Clear Skies', (d) => ({ ...d, static: [{ on: 'standardModifications', factor: 3 }] }));
    k.inPlay(1, 'Clear Skies');
    expect(factionModifiers(k.s, ioreth, rangers).map((m) => m.value)).toEqual(plain.map((m) => m.value * 3));
  });

  it('`movementDraws`: an event in a play area lets each moving company draw more; a company that does not move draws none', () => {
    const k = kit();
    const { id } = k.company(0, ['Aragorn II'], 'Rivendell');
    const still = k.company(0, ['Gimli'], 'Rivendell').id;
    swap(k, 'Clear Skies', (d) => ({ ...d, static: [{ on: 'movementDraws', extra: () => 2 }] }));
    k.inPlay(1, 'Clear Skies');
    k.phase('organization');
    const move = k.legal(0).find((a) => a.type === 'declareMovement' && a.companyId === id && a.regions.length === 1);
    expect(move).toBeDefined();
    if (move) k.act(0, move);
    k.s.stack = [{ kind: 'mhSelect' }];
    const offered = (c: string) => k.legal(0).flatMap((a) => (a.type === 'startCompanyMH' && a.companyId === c ? [a.draws ?? -1] : []));
    expect(Math.max(...offered(id))).toBe(2);
    expect(offered(id)).toContain(-1);
    expect(offered(still)).toEqual([-1]);
  });

  it('`bodyChecks`: a body check of a character of the races given, resulting from an attack of the attack races, is modified ("+1 to all body checks for Elves, Dwarves, Hobbits, Dúnedain, and Men resulting from Spider attacks")', () => {
    const k = kit();
    swap(k, 'Clear Skies', (d) => ({ ...d, static: [{ on: 'bodyChecks', races: ['Dúnadan'], attackRaces: ['Spider'], delta: 1 }] }));
    k.inPlay(1, 'Clear Skies');
    const mod = (names: string[], creature: string): number | undefined => {
      const { id, chars } = k.company(0, names, 'Rivendell');
      k.creatureAttack(id, creature);
      const check = woundFirst(k, chars);
      expect(check?.inst).toBe(chars[0]);
      k.s.stack = [];
      k.s.companies = k.s.companies.filter((c) => c.id !== id);
      return check?.mods.find((m) => m.label === 'Clear Skies')?.value;
    };
    expect(mod(['Aragorn II', 'Gimli'], 'Giant Spiders')).toBe(1);
    expect(mod(['Gimli', 'Aragorn II'], 'Giant Spiders')).toBeUndefined();
    expect(mod(['Aragorn II', 'Gimli'], 'Wargs')).toBeUndefined();
  });

  it('`creatureLimit`: the hazard limit against a company rises once as it faces the first creature of the races given ("the hazard limit against any company facing one or more animal hazard creature attacks is increased by one")', () => {
    const k = kit();
    swap(k, 'Clear Skies', (d) => ({ ...d, static: [{ on: 'creatureLimit', races: ['Animal'], delta: 1 }] }));
    k.inPlay(1, 'Clear Skies');
    const limit = (): number => {
      const mh = k.s.stack.find((x) => x.kind === 'mhHazards');
      return mh?.kind === 'mhHazards' ? mh.limit : NaN;
    };
    const { id } = k.company(0, ['Aragorn II', 'Legolas'], 'Rivendell');
    const second = k.hand(1, 'Crebain');
    k.creatureAttack(id, 'Crebain');
    expect(limit()).toBe(3);
    k.s.stack = k.s.stack.filter((x) => x.kind === 'mhHazards');
    k.act(1, { type: 'playCreature', inst: second });
    expect(limit()).toBe(3);
    k.s.stack = [];
    const other = k.company(0, ['Gimli', 'Faramir'], 'Rivendell');
    k.creatureAttack(other.id, 'Wargs');
    expect(limit()).toBe(2);
  });

  it('`company` mind and direct influence: every character of the bearer\'s company of the races given, others only with `others`, those passing `onlyIf` ("All Elves and Hobbits in the target\'s company have +1 mind, and a Wizard in the company has -1 direct influence")', () => {
    const k = kit();
    const { chars } = k.company(0, ['Legolas', 'Bilbo', 'Gandalf', 'Aragorn II'], 'Rivendell');
    const [legolas, , gandalf] = chars as [number, number, number, number];
    const mind = chars.map((c) => mindOf(k.s, c));
    const di = chars.map((c) => directInfluence(k.s, c));
    swap(k, 'Clear Skies', (d) => ({
      ...d,
      static: [
        { on: 'company', stat: 'mind', delta: 1, races: ['Elf', 'Hobbit'], others: true },
        { on: 'company', stat: 'di', delta: -1, onlyIf: (_s, inst) => inst === gandalf },
      ],
    }));
    k.attach(legolas, 'Clear Skies');
    expect(chars.map((c) => mindOf(k.s, c))).toEqual([mind[0], (mind[1] ?? 0) + 1, mind[2], mind[3]]);
    expect(chars.map((c) => directInfluence(k.s, c))).toEqual([di[0], di[1], (di[2] ?? 0) - 1, di[3]]);
  });

  it('`turnEnd` is told its card and the character bearing it ("At the end of your opponent\'s turn, each … character at the same site as the target")', () => {
    const k = kit();
    const seen: { inst: number; bearer: number | null }[] = [];
    swap(k, 'Clear Skies', (d) => ({ ...d, static: [{ on: 'turnEnd', run: (_s, _ctx, self) => void seen.push(self) }] }));
    const aragorn = k.company(0, ['Aragorn II'], 'Bree').chars[0] as number;
    const card = k.attach(aragorn, 'Clear Skies');
    k.toNextTurn(0);
    expect(seen).toEqual([{ inst: card, bearer: aragorn }]);
  });

  it('`autoAttackAt` with `unlessInPlay`: the additional automatic-attack is not faced while a card it names is in play ("Unless Smaug Ahunt is in play")', () => {
    const k = kit();
    swap(k, 'Clear Skies', (d) => ({ ...d, static: [{ on: 'autoAttackAt', site: 'moria', attack: { race: 'Dragon', strikes: 2, eachCharacter: false, prowess: 18, body: 8, attackerChooses: false }, unlessInPlay: ['gates of morning'] }] }));
    const card = k.inPlay(1, 'Clear Skies');
    const queued = (): boolean => {
      const { id } = k.company(0, ['Gimli'], 'Moria');
      k.phase('site');
      k.enterSite(id);
      const top = k.s.stack.find((x) => x.kind === 'combat');
      const found = top?.kind === 'combat' && top.queue.some((x) => x.from === card);
      k.s.stack = [];
      k.s.turn.siteDone = [];
      k.s.companies = k.s.companies.filter((c) => c.id !== id);
      return found;
    };
    expect(queued()).toBe(true);
    k.inPlay(0, 'Gates of Morning');
    expect(queued()).toBe(false);
  });

  it('`movementDraws` below zero: a moving company draws fewer, never fewer than one (Arda Revised §4: "at least one card must be draw[n]")', () => {
    const k = kit();
    const { id } = k.company(0, ['Aragorn II'], 'Rivendell');
    swap(k, 'Clear Skies', (d) => ({ ...d, static: [{ on: 'movementDraws', extra: () => -1 }] }));
    k.inPlay(1, 'Clear Skies');
    k.phase('organization');
    const move = k.legal(0).find((a) => a.type === 'declareMovement' && a.companyId === id && a.regions.length === 1);
    expect(move).toBeDefined();
    if (move) k.act(0, move);
    k.s.stack = [{ kind: 'mhSelect' }];
    const hand = k.s.players[0]?.hand.length ?? 0;
    k.deck(0, ['Gates of Morning', 'Gates of Morning']);
    k.act(0, { type: 'startCompanyMH', companyId: id });
    expect((k.s.players[0]?.hand.length ?? 0) - hand).toBe(1);
  });
});
