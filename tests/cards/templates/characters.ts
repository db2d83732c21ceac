/** Scenarios of the characters made by cards/vocab/characters.ts `character(...)` (template kind 'character'). */
import type { CardDef } from '../../../src-shared/engine/cards/cardApi';
import type { CharacterBonus, CharacterData } from '../../../src-shared/engine/cards/vocab/characters';
import { ringwraithScenario } from '../helpers/characters';
import type { ScenarioKit } from '../kit/kit';
import type { RollEvent } from '../../../src-shared/engine/events';
import type { Scenario, TemplateFn } from '../kit/scenario';
import { bodyCheckDiscardScenarios, factionInfluenceScenarios, figuresScenarios, minionTurn, prowessAgainstOrcsScenario } from '../kit/templates';

/**
 * A character whose text is carried out by the card data (figures, skills, race, "Unique.", corruption-check modifier,
 * negative marshalling points) plus the bonuses his spec names: the scenarios of each, in the spec's order.
 */
function character(def: CardDef, spec: CharacterData): Scenario[] {
  const name = def.name;
  const scenarios: Scenario[] = spec.ringwraith ? [...figuresScenarios(name, spec).slice(1), ringwraithScenario(name)] : [...figuresScenarios(name, spec)];
  if (spec.orcs) scenarios.push(prowessAgainstOrcsScenario(name, spec.orcs, { minion: spec.minion ?? false }));
  if (spec.wraiths) scenarios.push(...wraithScenarios(name, spec.wraiths));
  if (spec.bodyDiscard) scenarios.push(...bodyCheckDiscardScenarios(name, spec.bodyDiscard, { minion: spec.minion ?? false }));
  for (const b of spec.influence ?? []) scenarios.push(...factionInfluenceScenarios(name, b.expected ?? b.delta, b.test, b.other, { minion: spec.minion ?? false }));
  if (spec.leader || spec.leaderByText) scenarios.push(leaderScenario(name, spec.leaderByText ?? false));
  if (spec.homeOnly) scenarios.push(homeSiteOnlyScenario(name, spec.homeOnly.home, spec.homeOnly.haven));
  if (spec.handAt) scenarios.push(...handSizeScenarios(name, spec.handAt.site, spec.handAt.elsewhere, spec.minion ?? false));
  for (const b of spec.followers ?? []) scenarios.push(...followerScenarios(name, b, spec.minion ?? false));
  return scenarios;
}

/**
 * Direct influence usable only against some characters, in the organization phase: with his
 * direct influence modified so that with the bonus it is exactly `test`'s mind, he may take
 * `test` as a follower only thanks to the whole bonus, and may not take
 * `other` (whose mind exceeds his direct influence without the bonus).
 */
function followerScenarios(name: string, b: CharacterBonus, minion: boolean): Scenario[] {
  const place = (k: ScenarioKit, who: string) => {
    const seat = minion ? 1 : 0;
    if (minion) minionTurn(k);
    const { chars } = k.company(seat, [name, who], minion ? 'Minas Morgul' : 'Rivendell');
    const [ch, f] = chars as [number, number];
    k.phase('organization');
    const di = k.card(name, seat).di;
    const mind = k.card(who, seat).mind ?? 0;
    // His direct influence set so that with the bonus it is exactly the mind of `test`: a smaller bonus would not do.
    const extra = (k.card(b.test, seat).mind ?? 0) - di - b.delta;
    if (extra !== 0) k.s.mods.push({ inst: ch, stat: 'di', delta: extra });
    return { seat, ch, f, base: di + extra, mind };
  };
  return [
    {
      title: `${name}: ${b.label}: ${b.test} may be his follower`,
      run: (k) => {
        const { seat, ch, f, base, mind } = place(k, b.test);
        k.expect(mind > base, `${b.test}'s mind ${mind} exceeds ${name}'s direct influence ${base} without the bonus`);
        k.expect(k.legal(seat).some((a) => a.type === 'setController' && a.inst === f && a.controller === ch), `${b.test} may become ${name}'s follower`);
        k.act(seat, { type: 'setController', inst: f, controller: ch });
        k.equal(k.s.chars[f]?.followerOf, ch, `${b.test} follows ${name}`);
        k.equal(k.unusedDI(ch), Math.max(0, base - Math.max(0, mind - b.delta)), `${name}'s unused direct influence (the bonus spent first)`);
      },
    },
    {
      title: `${name}: the bonus is not usable for ${b.other}`,
      run: (k) => {
        const { seat, ch, f, base, mind } = place(k, b.other);
        k.expect(mind > base, `${b.other}'s mind ${mind} exceeds ${name}'s direct influence ${base}`);
        k.refused(seat, { type: 'setController', inst: f, controller: ch });
      },
    },
  ];
}

/**
 * "Leader.": at a Darkhaven with another leader (Orc Captain or Gorbag), his company may move
 * only to Havens; with a non-leader it may also move to other sites.
 */
function leaderScenario(name: string, byText: boolean): Scenario {
  return {
    title: `${name}: Leader: a company with another leader may only move to a Haven`,
    run: (k) => {
      minionTurn(k);
      const other = name === 'Orc Captain' ? 'Gorbag' : 'Orc Captain';
      const two = k.company(1, [name, other], 'Minas Morgul');
      const one = k.company(1, [name === 'Orc Captain' ? 'Shagrat' : 'Orc Tracker'], 'Minas Morgul');
      k.phase('organization');
      // "Leader." missing from the card data's keywords (byText): his own card says it.
      k.expect(byText || k.card(name, 1).keywords.includes('Leader'), `${name} is a leader`);
      const moves = (id: string) => k.legal(1).filter((a) => a.type === 'declareMovement' && a.companyId === id).map((a) => (a.type === 'declareMovement' ? a.site : ''));
      const haven = (site: string) => k.s.catalog.cards[site]?.siteType === 'H';
      k.expect(moves(two.id).every(haven), 'two leaders: only Havens');
      const away = moves(one.id).find((x) => !haven(x));
      k.expect(away !== undefined, 'one leader: other sites too');
      const regions = k.legal(1).find((a) => a.type === 'declareMovement' && a.companyId === one.id && a.site === away);
      k.refused(1, { type: 'declareMovement', companyId: two.id, site: away as string, regions: regions?.type === 'declareMovement' ? regions.regions : [] });
    },
  };
}

/**
 * "You may keep one more card than normal in your hand": with nine cards in hand and a discard
 * owed for cards above the hand size, he at `site` keeps the nine (the discard is refused); at
 * `elsewhere` one card is discarded.
 */
function handSizeScenarios(name: string, site: string, elsewhere: string, minion: boolean): Scenario[] {
  const run = (k: ScenarioKit, at: string) => {
    const seat = minion ? 1 : 0;
    if (minion) minionTurn(k);
    k.company(seat, [name], at);
    const hand = Array.from({ length: 9 }, () => k.hand(seat, 'Twilight'));
    k.s.stack.push({ kind: 'discardExcess', seat });
    return { seat, inst: hand[0] as number };
  };
  return [
    {
      title: `${name}: at ${site} his player keeps nine cards in hand`,
      run: (k) => {
        const { seat, inst } = run(k, site);
        k.refused(seat, { type: 'discard', inst });
      },
    },
    {
      title: `${name}: at ${elsewhere} the hand size is eight`,
      run: (k) => {
        const { seat, inst } = run(k, elsewhere);
        k.act(seat, { type: 'discard', inst });
        k.equal(k.s.players[seat]?.hand.length, 8, 'cards in hand');
        k.expect(!k.s.stack.some((x) => x.kind === 'discardExcess'), 'no further discard owed');
      },
    },
  ];
}

/**
 * "He may only be brought into play at his home site": from the face-up roving characters in
 * the organization phase, he may come into play at his home site but not at a Haven (where a
 * character of the same home site without the text, e.g. another hobbit, could).
 */
function homeSiteOnlyScenario(name: string, home: string, haven: string): Scenario {
  return {
    title: `${name}: brought into play at ${home}, not at ${haven}`,
    run: (k) => {
      const inst = k.spawn(name, 0);
      k.s.sets.wizard?.faceUp.character.push(inst);
      k.phase('organization');
      const sites = k.legal(0).filter((a) => a.type === 'playCharacter' && a.inst === inst).map((a) => (a.type === 'playCharacter' ? a.site : ''));
      k.expect(!sites.includes(k.siteId(haven)), `not offered at ${haven}`);
      k.equal(k.refused(0, { type: 'playCharacter', inst, site: k.siteId(haven), controller: null }).code, 'HOME_SITE', `refused at ${haven} for the home-site rule`);
      k.act(0, { type: 'playCharacter', inst, site: k.siteId(home), controller: null });
      k.equal(k.companyOf(inst)?.site, k.siteId(home), `${name}'s site`);
    },
  };
}

/** The character alone at Rivendell faces the one strike of `creature`, resolved (not staying untapped) with the rigged dice; the strike and strike-body-check rolls. */
function faceOne(k: ScenarioKit, name: string, creature: string, dice: number[]): { strike?: RollEvent; body?: RollEvent } {
  const { id, chars } = k.company(0, [name], 'Rivendell');
  const ch = chars[0] as number;
  k.creatureAttack(id, creature);
  k.passAll();
  if (k.legal(0).some((a) => a.type === 'assignStrike' && a.target === ch)) k.act(0, { type: 'assignStrike', target: ch });
  k.passAll();
  k.rig(dice);
  k.act(0, { type: 'resolveStrike', target: ch, stayUntapped: false });
  const of = (purpose: string) => k.allEvents.filter((e): e is RollEvent => e.type === 'roll' && e.purpose === purpose).at(-1);
  return { strike: of('strike'), body: of('strikeBodyCheck') };
}

/** "Against Nazgûl and Ringwraiths, +N to her prowess and the Nazgûl/Ringwraith's body is halved (rounded up)": against Adûnaphel (Nazgûl), not against a Cave Worm. */
function wraithScenarios(name: string, delta: number): Scenario[] {
  const NAZGUL = 'Adûnaphel';
  return [
    {
      title: `${name}: "Against Nazgûl and Ringwraiths, +${delta} to her prowess and the Nazgûl/Ringwraith's body is halved (rounded up)": against ${NAZGUL} her prowess is +${delta} and his body halved`,
      run: (k) => {
        const nazgul = k.card(NAZGUL, 1);
        const { strike, body } = faceOne(k, name, NAZGUL, [6, 6, 1, 1]);
        k.equal((strike as { prowess?: number } | undefined)?.prowess, (k.card(name).prowess ?? 0) + delta, `${name}'s prowess against ${NAZGUL}`);
        k.equal((body as { body?: number } | undefined)?.body, Math.ceil((nazgul.body ?? 0) / 2), `${NAZGUL}'s body (${nazgul.body ?? 0} halved, rounded up)`);
      },
    },
    {
      title: `${name}: not against a Cave Worm (no Nazgûl): her printed prowess`,
      run: (k) => {
        const { strike } = faceOne(k, name, 'Cave Worm', [6, 6, 1, 1]);
        k.equal((strike as { prowess?: number } | undefined)?.prowess, k.card(name).prowess ?? 0, `${name}'s prowess against a Cave Worm`);
      },
    },
  ];
}

export const TEMPLATES: Record<string, TemplateFn> = { character };
