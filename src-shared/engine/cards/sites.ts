/**
 * Card definitions: sites. Each with the card's words in `text` and at least one scenario.
 *
 * Sites (hero and minion) whose whole text is their nearest Haven or Darkhaven, the items playable there and their
 * automatic-attacks: a company entering the site faces those attacks (figures checked), and
 * items of the listed classes (and no others) are playable there.
 */
import type { CardDef, Scenario, StaticEffect } from '../effects/types';
import { nameKey } from '../facts';
import { deriveLocations } from '../regions';
import type { ScenarioKit } from '../../../tests/cards/kit/kit';
import { minionKit, playing } from '../../../tests/cards/kit/templates';
import { healByEffect } from '../../../tests/cards/helpers/healing';
import { isOvert } from './vocab/companies';
import { autoAttackToAttack, startCombat } from '../combat';
import { ringKindsFor } from '../rings';
import { roll2d6, shuffleInPlace } from '../rng';
import { cardOf, player, removeFrom, setZones, toDiscard, type Ctx } from '../state';
import type { EngineCard, GameEvent, GameState } from '../types';
import type { RollEvent } from '../events';

interface SiteAttack {
  race: string;
  strikes: number | 'each';
  prowess: number;
}

/** An item of each class for the Playable checks. */
const ITEM_OF: Record<string, string> = { minor: 'Dagger of Westernesse', major: 'Hauberk of Bright Mail', greater: 'Narsil', 'gold ring': 'Precious Gold Ring' };

const HERO_COMPANY = ['Aragorn II', 'Ioreth', 'Bilbo'];
const MINION_COMPANY = ['Tarcil', 'Eradan', 'Dorelas'];

/** Hero sites play with the kit as it comes (a Wizard active); minion sites with a Ringwraith player active on the same card data. */
function kitFor(k: ScenarioKit, minion: boolean): ScenarioKit {
  return minion ? minionKit(k) : k;
}

/**
 * The company of `minion` or hero characters at `name` (entered, playing cards) and each of `items`
 * ([item, expected]) from the MP hand: offered to its first character exactly when expected, else
 * refused as not playable here.
 */
function itemsOffered(k: ScenarioKit, name: string, minion: boolean, items: (readonly [itemName: string, ok: boolean, label: string])[]): void {
  const align = minion ? 'ringwraith' : 'wizard';
  const { id, chars } = k.company(0, minion ? MINION_COMPANY : HERO_COMPANY, name);
  playing(k, id, true);
  for (const [itemName, ok, label] of items) {
    const inst = k.mpHand(0, itemName);
    const card = k.card(itemName);
    k.s.catalog.mpLocations[align][card.id] = deriveLocations(k.s.catalog, align, card);
    const offered = k.legal(0).some((a) => a.type === 'playMpCard' && a.inst === inst && a.character === chars[0]);
    k.equal(offered, ok, `${label} playable`);
    if (!ok) k.equal(k.refused(0, { type: 'playMpCard', inst, character: chars[0] as number }).code, 'NOT_HERE', `${itemName} refusal`);
  }
}

function site(name: string, text: string, playable: string[], attacks: SiteAttack[], minion = false, extra: { static?: StaticEffect[]; scenarios?: Scenario[] } = {}): CardDef {
  const COMPANY = minion ? MINION_COMPANY : HERO_COMPANY;
  return {
    name,
    alignment: [minion ? 'Minion' : 'Hero'],
    text,
    ...(extra.static ? { static: extra.static } : {}),
    scenarios: [
      ...(extra.scenarios ?? []),
      {
        title: attacks.length ? `a company entering ${name} faces ${attacks.map((a) => `${a.race} (${a.strikes} strike(s), ${a.prowess} prowess)`).join(', then ')}` : `a company entering ${name} faces no automatic-attack`,
        run: (k0: ScenarioKit) => {
          const k = kitFor(k0, minion);
          const { id } = k.company(0, COMPANY, name);
          k.phase('site');
          k.act(0, { type: 'enterSite', companyId: id });
          const top = k.top();
          const [first, ...rest] = attacks;
          if (!first) {
            k.expect(top?.kind === 'siteCompany' && top.stage === 'play', 'the company may play MP cards at once');
            return;
          }
          k.expect(top?.kind === 'combat', 'an automatic-attack is under way');
          if (top?.kind !== 'combat') return;
          k.expect(top.attack.label.endsWith(first.race), `the attack is by ${first.race} (${top.attack.label})`);
          k.equal(top.attack.strikes, first.strikes === 'each' ? COMPANY.length : first.strikes, 'strikes');
          k.equal(top.attack.prowess, first.prowess, 'prowess');
          k.equal(top.queue.length, rest.length, 'automatic-attacks still to come');
          rest.forEach((a, i) => {
            const q = top.queue[i];
            k.expect(q?.race === a.race && q.prowess === a.prowess && (a.strikes === 'each' ? q.eachCharacter : q.strikes === a.strikes), `automatic-attack ${i + 2}: ${a.race}`);
          });
        },
      },
      {
        title: playable.length ? `items (${playable.join(', ')}) and no others are playable at ${name}` : `no items are playable at ${name}`,
        run: (k0: ScenarioKit) => itemsOffered(kitFor(k0, minion), name, minion, Object.entries(ITEM_OF).map(([cls, itemName]) => [itemName, playable.includes(cls), `${itemName} (${cls})`] as const)),
      },
    ],
  };
}

/** "Items (minor, major, greater*) *—Scroll of Isildur only": the only items of that class playable at the site (phases/site.ts asks). */
const ITEM_LIMITS = new Map<string, { cls: string; only: (item: EngineCard) => boolean; words: string }>();

/** Why this item is not playable at this site by the site's own restriction, or null. */
export function siteItemLimit(site: EngineCard, item: EngineCard): string | null {
  const limit = ITEM_LIMITS.get(`${site.key}|${site.alignment}`);
  if (!limit || !item.itemClass) return null;
  const cls = item.itemClass === 'special' ? 'greater' : item.itemClass;
  if (cls !== limit.cls || limit.only(item)) return null;
  return `${item.name} is not playable at ${site.name} (${limit.cls} items: ${limit.words})`;
}

/** A site whose `cls` items are limited to some: registers the limit; scenarios: `allowed` is offered there, `refused` (same class) is not. */
function limitedItems(name: string, minion: boolean, cls: string, words: string, only: (item: EngineCard) => boolean, allowed: string, refused: string): Scenario[] {
  ITEM_LIMITS.set(`${nameKey(name)}|${minion ? 'Minion' : 'Hero'}`, { cls, only, words });
  return [
    {
      title: `at ${name}, ${allowed} is playable and ${refused} (also ${cls}) is not: ${words}`,
      run: (k0: ScenarioKit) => itemsOffered(kitFor(k0, minion), name, minion, [[allowed, true, allowed], [refused, false, refused]]),
    },
  ];
}

/**
 * "Undead — N strikes with P prowess; each character wounded must make a corruption check [modified by M]":
 * the site's automatic-attack wounds the first character (strike and body check rigged low), the others
 * defeat their strikes; after the attack the wounded character, and only he, makes a corruption check with M.
 */
function undeadSite(name: string, text: string, playable: string[], strikes: number, prowess: number, modifier: number, minion = false, more: Scenario[] = []): CardDef {
  const scenario: Scenario = {
    title: `after ${name}'s Undead automatic-attack, the character it wounded (only he) makes a corruption check${modifier ? ` modified by ${modifier}` : ''}`,
    run: (k0: ScenarioKit) => {
      const k = kitFor(k0, minion);
      const names = (minion ? ['Dorelas', 'Tarcil', 'Eradan'] : ['Bilbo', 'Ioreth', 'Faramir']).slice(0, Math.max(2, strikes));
      const { id, chars } = k.company(0, names, name);
      k.phase('site');
      k.act(0, { type: 'enterSite', companyId: id });
      k.passAll();
      for (const ch of chars.slice(0, strikes)) k.act(0, { type: 'assignStrike', target: ch });
      const [first, ...others] = chars.slice(0, strikes) as number[];
      k.rig([1, 1, 1, 1]);
      k.act(0, { type: 'resolveStrike', target: first as number, stayUntapped: false });
      k.equal(k.s.status[first as number], 'wounded', 'the first character after the strike');
      let events = k.events;
      for (const ch of others) {
        k.rig([6, 6]);
        events = k.act(0, { type: 'resolveStrike', target: ch, stayUntapped: false });
      }
      const checks = events.filter((e): e is RollEvent => e.type === 'roll' && e.purpose === 'corruption') as { inst?: number; mods?: { label: string; value: number }[] }[];
      k.equal(checks.length, 1, 'corruption checks after the attack');
      k.equal(checks[0]?.inst, first, 'the wounded character checks');
      if (modifier) k.expect((checks[0]?.mods ?? []).some((m) => m.value === modifier), `the check is modified by ${modifier}`);
      k.expect(!k.s.stack.some((x) => x.kind === 'combat'), 'the attack is over');
    },
  };
  return site(name, text, playable, [{ race: 'Undead', strikes, prowess }], minion, { static: [{ on: 'creature', after: 'woundedCorruptionCheck', modifier }], scenarios: [scenario, ...more] });
}

/** "Men — 4 strikes with 9 prowess (detainment)": a successful strike taps the character instead of wounding him, no body check (combat.ts isDetainment reads the site's effect). */
function detainmentSite(name: string, text: string, playable: string[], race: string, strikes: number, prowess: number): CardDef {
  const scenario: Scenario = {
    title: `${name}'s automatic-attack is detainment: a successful strike taps instead of wounding, no body check`,
    run: (k: ScenarioKit) => {
      const { id, chars } = k.company(0, ['Bilbo', 'Ioreth', 'Faramir', 'Aragorn II'].slice(0, strikes), name);
      k.phase('site');
      k.act(0, { type: 'enterSite', companyId: id });
      k.passAll();
      for (const ch of chars) k.act(0, { type: 'assignStrike', target: ch });
      k.rig([1, 1]);
      k.act(0, { type: 'resolveStrike', target: chars[0] as number, stayUntapped: false });
      k.equal(k.s.status[chars[0] as number], 'tapped', 'Bilbo after the strike');
      k.expect(!k.events.some((e): e is RollEvent => e.type === 'roll' && e.purpose === 'bodyCheck'), 'no body check');
    },
  };
  return site(name, text, playable, [{ race, strikes, prowess }], false, { static: [{ on: 'creature', after: 'detainment', against: ['wizard'] }], scenarios: [scenario] });
}


const COVERT_COMPANY = MINION_COMPANY;
const OVERT_COMPANY = ['Orc Captain', 'Orc Veteran', 'Dorelas'];

/**
 * "<race> — each character faces 1 strike with N prowess (detainment against covert company | overt company)": the strike against the first
 * character succeeds (rigged low, his prowess lowered); against the company the text names he is only tapped, no body check; against the other he is wounded.
 */
function detainmentAgainst(name: string, which: 'covert' | 'overt'): Scenario[] {
  const run = (k0: ScenarioKit, names: string[], detained: boolean) => {
    const k = kitFor(k0, true);
    const { id, chars } = k.company(0, names, name);
    k.equal(isOvert(k.s, id), names === OVERT_COMPANY, 'the company is overt');
    // The first character's prowess lowered so that the strike (rolled 2) succeeds against him.
    k.s.mods.push({ inst: chars[0] as number, stat: 'prowess', delta: -10 });
    k.phase('site');
    k.act(0, { type: 'enterSite', companyId: id });
    k.passAll();
    k.rig([1, 1, 1, 1]);
    k.act(0, { type: 'resolveStrike', target: chars[0] as number, stayUntapped: false });
    k.equal(k.s.status[chars[0] as number], detained ? 'tapped' : 'wounded', `${names[0]} after the successful strike`);
    k.equal(k.events.some((e): e is RollEvent => e.type === 'roll' && e.purpose === 'bodyCheck'), !detained, 'a body check');
  };
  return [
    { title: `${name}: against a ${which} company (${(which === 'covert' ? COVERT_COMPANY : OVERT_COMPANY).join(', ')}) the automatic-attack is detainment`, run: (k) => run(k, which === 'covert' ? COVERT_COMPANY : OVERT_COMPANY, true) },
    { title: `${name}: against a ${which === 'covert' ? 'overt' : 'covert'} company the automatic-attack wounds`, run: (k) => run(k, which === 'covert' ? OVERT_COMPANY : COVERT_COMPANY, false) },
  ];
}

/** A minion site whose automatic-attack is "each character faces 1 strike … (detainment against covert/overt company)". */
function detainmentMinionSite(name: string, text: string, playable: string[], race: string, prowess: number, which: 'covert' | 'overt', more: Scenario[] = []): CardDef {
  return site(name, text, playable, [{ race, strikes: 'each', prowess }], true, {
    static: [{ on: 'creature', after: 'detainment', against: ['ringwraith'], onlyIf: (s, companyId) => isOvert(s, companyId) === (which === 'overt') }],
    scenarios: [...detainmentAgainst(name, which), ...more],
  });
}

/**
 * "Any gold ring stored at this site is automatically tested (modify the roll by -2)": 2D6 - 2 names the ring kinds the gold ring's text
 * allows (rings.ts ringKindsFor); the gold ring is discarded and, as in a ring test (Arda Revised, The Ring Deck), the Ring deck is searched for
 * a ring of an allowed kind, which takes the stored gold ring's place in the MP pile (stored); the Ring deck is then reshuffled.
 */
function testStoredGoldRing(s: GameState, item: number, seat: number, ctx: Ctx, siteName: string, modifier: number): void {
  if (cardOf(s, item).itemClass !== 'gold ring') return;
  const dice = roll2d6(s.rng);
  const total = dice[0] + dice[1] + modifier;
  const kinds = ringKindsFor(s, item, total);
  ctx.events.push({ type: 'roll', purpose: 'ringTest', seat, inst: item, ring: s.cardOf[item], dice, mods: [{ label: `stored at ${siteName}`, value: modifier }], total, kinds, result: kinds.length ? kinds.join(' or ') : 'no ring' });
  const p = player(s, seat);
  removeFrom(p.mpPile, item);
  toDiscard(s, item, ctx);
  const deck = setZones(s, p.alignment).decks.ring;
  const i = deck.findIndex((inst) => kinds.includes(cardOf(s, inst).ringKind ?? ''));
  const [ring] = i >= 0 ? deck.splice(i, 1) : [];
  if (ring !== undefined) {
    p.mpPile.push(ring);
    ctx.events.push({ type: 'ringFound', seat, card: s.cardOf[ring], stored: true, drawn: i + 1 });
  } else ctx.events.push({ type: 'ringNotFound', seat, kinds });
  shuffleInPlace(s.rng, deck);
}

/** A company of a Ringwraith player at the site, not moving away from it ("Any attack against a minion company at this site is canceled"). */
function minionCompanyHere(s: GameState, companyId: string): boolean {
  const co = s.companies.find((c) => c.id === companyId);
  return co !== undefined && co.dest === null && player(s, co.owner).alignment === 'ringwraith';
}

/** An attack of `race` (strikes, prowess) against the company starts (as a creature's or an automatic-attack would); the events it caused. */
function attackStarts(k: ScenarioKit, companyId: string, attacker: number): GameEvent[] {
  const co = k.companyById(companyId);
  const ctx: Ctx = { events: [] };
  startCombat(k.s, autoAttackToAttack({ race: 'Orcs', strikes: 2, prowess: 9, body: null, eachCharacter: false, attackerChooses: false }, attacker, co.owner, co.id, 'Orc-patrol'), [], ctx);
  return ctx.events;
}

/**
 * A Darkhaven [{DH}]: "Any gold ring stored at this site is automatically tested (modify the roll by -2). Any attack against a minion company
 * at this site is canceled." Its site paths do not arise (Arda moves companies over the regions of its map).
 */
function darkhaven(name: string, text: string, more: { static?: StaticEffect[]; scenarios?: Scenario[] } = {}): CardDef {
  const scenarios: Scenario[] = [
    {
      title: `an attack against a minion company at ${name} is canceled; at Mount Gundabad, or moving away from ${name}, it is not`,
      run: (k0) => {
        const k = kitFor(k0, true);
        const here = k.company(0, MINION_COMPANY, name);
        const events = attackStarts(k, here.id, 1);
        k.expect(events.some((e) => e.type === 'attackCancelled'), 'the attack is cancelled');
        k.expect(!k.s.stack.some((x) => x.kind === 'combat'), 'no combat');
        const away = k.company(0, ['Orc Captain'], 'Mount Gundabad');
        attackStarts(k, away.id, 1);
        k.expect(k.s.stack.some((x) => x.kind === 'combat' && x.attack.companyId === away.id), 'the attack at Mount Gundabad goes on');
        k.s.stack = [{ kind: 'organization' }];
        k.companyById(here.id).dest = { site: k.siteId('Mount Gundabad', 0), regions: [] };
        attackStarts(k, here.id, 1);
        k.expect(k.s.stack.some((x) => x.kind === 'combat' && x.attack.companyId === here.id), 'the attack on the company moving away goes on');
      },
    },
    {
      title: `a gold ring stored at ${name} is tested at once, the roll modified by -2; another item stored there is not`,
      run: (k0) => {
        const k = kitFor(k0, true);
        const { chars } = k.company(0, ['Orc Captain', 'Orc Veteran'], name);
        const ring = k.item(chars[0] as number, 'Gleaming Gold Ring');
        const helm = k.item(chars[1] as number, 'High Helm');
        k.phase('organization');
        k.rig([6, 6, 4, 3]);
        k.act(0, { type: 'storeItem', item: ring });
        k.passAll();
        const test = k.allEvents.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'ringTest') as { total?: number; mods?: { value: number }[] } | undefined;
        k.expect(test !== undefined, 'the gold ring is tested');
        k.equal(test?.total, 5, 'the ring test (4 + 3 - 2)');
        k.expect(!k.s.players[0]?.mpPile.includes(ring), 'the gold ring leaves the MP pile');
        k.equal(k.where(ring), 'discard', 'the gold ring');
        const before = k.allEvents.length;
        k.rig([6, 6]);
        k.act(0, { type: 'storeItem', item: helm });
        k.passAll();
        k.expect(k.s.players[0]?.mpPile.includes(helm) ?? false, 'High Helm is stored');
        k.expect(!k.allEvents.slice(before).some((e): e is RollEvent => e.type === 'roll' && e.purpose === 'ringTest'), 'no ring test for High Helm');
      },
    },
    ...(more.scenarios ?? []),
  ];
  return site(name, text, [], [], true, {
    static: [
      { on: 'storedHere', run: (s, item, seat, ctx) => testStoredGoldRing(s, item, seat, ctx, name, -2) },
      { on: 'attackHere', cancels: minionCompanyHere },
      ...(more.static ?? []),
    ],
    scenarios,
  });
}

/**
 * "(1st) <race> — each character faces 1 strike with N prowess (detainment against covert company) (2nd) <race2> — S strikes with P prowess
 * (against overt company only)": a covert company faces the first only (as detainment); an overt company faces both, the first attacking normally.
 */
function covertOvertSite(name: string, text: string, playable: string[], first: SiteAttack, second: SiteAttack): CardDef {
  const overt: Scenario = {
    title: `an overt company (${OVERT_COMPANY.join(', ')}) entering ${name} faces ${first.race}, then ${second.race} (${second.strikes} strikes, ${second.prowess} prowess)`,
    run: (k0) => {
      const k = kitFor(k0, true);
      const { id } = k.company(0, OVERT_COMPANY, name);
      k.phase('site');
      k.act(0, { type: 'enterSite', companyId: id });
      const top = k.top();
      k.expect(top?.kind === 'combat' && top.attack.label.endsWith(first.race) && top.attack.strikes === OVERT_COMPANY.length, `the first attack: ${first.race}, one strike each`);
      if (top?.kind !== 'combat') return;
      const q = top.queue[0];
      k.equal(top.queue.length, 1, 'automatic-attacks still to come');
      k.expect(q?.race === second.race && q.strikes === second.strikes && q.prowess === second.prowess, `then ${second.race}`);
    },
  };
  return site(name, text, playable, [first], true, {
    static: [
      { on: 'creature', after: 'detainment', against: ['ringwraith'], onlyIf: (s, companyId) => !isOvert(s, companyId) },
      { on: 'autoAttackIf', index: 1, label: 'against overt company only', test: isOvert },
    ],
    scenarios: [overt, ...detainmentAgainst(name, 'covert')],
  });
}

/** "Healing effects affect all characters at the site": a healing effect on one wounded character at the site heals those of another company there too; not at Bree. */
function healingSite(name: string, text: string, playable: string[]): CardDef {
  return site(name, text, playable, [], false, {
    static: [{ on: 'healing', scope: 'site' }],
    scenarios: [
      {
        title: `a healing effect on Faramir at ${name} heals Bilbo (his company) and Aragorn II (another company there); at Bree only Faramir`,
        run: (k) => {
          for (const where of [name, 'Bree']) {
            const { chars } = k.company(0, ['Bilbo', 'Faramir'], where);
            const [bilbo, faramir] = chars as [number, number];
            const aragorn = k.company(0, ['Aragorn II'], where).chars[0] as number;
            for (const ch of [bilbo, faramir, aragorn]) k.setStatus(ch, 'wounded');
            healByEffect(k, faramir);
            const here = where === name;
            k.equal(k.s.status[faramir], undefined, `Faramir at ${where}`);
            k.equal(k.s.status[bilbo], here ? undefined : 'wounded', `Bilbo at ${where}`);
            k.equal(k.s.status[aragorn], here ? undefined : 'wounded', `Aragorn II at ${where}`);
            k.s.companies = [];
          }
        },
      },
    ],
  });
}

export const SITES: CardDef[] = [
  site("Cirith Gorgor", "Nearest Haven: Lórien / Playable: Items (minor, major, greater) / Automatic-attacks (2): / (1st) Orcs — 5 strikes with 8 prowess / (2nd) Trolls — 2 strikes with 10 prowess", ["minor","major","greater"], [{race: "Orcs",strikes: 5,prowess: 8},{race: "Trolls",strikes: 2,prowess: 10}]),
  site("Dale", "Nearest Haven: Lórien", [], []),
  site("Gold Hill", "Nearest Haven: Lórien / Playable: Items (minor, major, greater, gold ring) / Automatic-attacks: / Dragon — 1 strike with 15 prowess", ["minor","major","greater","gold ring"], [{race: "Dragon",strikes: 1,prowess: 15}]),
  site("Gondmaeglom", "Nearest Haven: Lórien / Playable: Items (minor, major, gold ring) / Automatic-attacks: / Dragon — 1 strike with 14 prowess", ["minor","major","gold ring"], [{race: "Dragon",strikes: 1,prowess: 14}]),
  site("Ovir Hollow", "Nearest Haven: Lórien / Playable: Items (minor, major) / Automatic-attacks: / Dragon — 1 strike with 12 prowess", ["minor","major"], [{race: "Dragon",strikes: 1,prowess: 12}]),
  site("Zarak Dûm", "Nearest Haven: Rivendell / Playable: Items (minor, major) / Automatic-attacks: / Dragon — 1 strike with 11 prowess", ["minor","major"], [{race: "Dragon",strikes: 1,prowess: 11}]),
  site("Bag End", "Nearest Haven: Rivendell", [], []),
  site("Bandit Lair", "Nearest Haven: Lórien / Playable: Items (minor, gold ring) / Automatic-attacks: / Men — 3 strikes with 6 prowess", ["minor","gold ring"], [{race: "Men",strikes: 3,prowess: 6}]),
  site("Beorn’s House", "Nearest Haven: Lórien", [], []),
  site("Blue Mountain Dwarf-hold", "Nearest Haven: Grey Havens", [], []),
  site("Bree", "Nearest Haven: Rivendell", [], []),
  site("Cameth Brin", "Nearest Haven: Rivendell", [], []),
  site("Carn Dûm", "Nearest Haven: Rivendell / Playable: Items (minor, major, greater) / Automatic-attacks: / Orcs — 4 strikes with 7 prowess", ["minor","major","greater"], [{race: "Orcs",strikes: 4,prowess: 7}]),
  site("Caves of Ûlund", "Nearest Haven: Lórien / Playable: Items (minor, major, greater, gold ring) / Automatic-attacks: / Dragon — 1 strike with 13 prowess", ["minor","major","greater","gold ring"], [{race: "Dragon",strikes: 1,prowess: 13}]),
  site("Cirith Ungol", "Nearest Haven: Lórien / Playable: Items (minor, major, greater) / Automatic-attacks: / Orcs — 4 strikes with 7 prowess", ["minor","major","greater"], [{race: "Orcs",strikes: 4,prowess: 7}]),
  site("Dancing Spire", "Nearest Haven: Lórien / Playable: Items (minor, major, greater, gold ring) / Automatic-attacks: / Dragon — 2 strikes with 11 prowess", ["minor","major","greater","gold ring"], [{race: "Dragon",strikes: 2,prowess: 11}]),
  site("Dol Amroth", "Nearest Haven: Edhellond", [], []),
  site("Dol Guldur", "Nearest Haven: Lórien / Playable: Items (minor, major, greater) / Automatic-attacks (2): / (1st) Orcs — 3 strikes with 7 prowess / (2nd) Trolls — 2 strikes with 8 prowess", ["minor","major","greater"], [{race: "Orcs",strikes: 3,prowess: 7},{race: "Trolls",strikes: 2,prowess: 8}]),
  site("Drúadan Forest", "Nearest Haven: Lórien", [], []),
  site("Dunharrow", "Nearest Haven: Lórien", [], []),
  site("Dunnish Clan-hold", "Nearest Haven: Rivendell", [], []),
  site("Eagles’ Eyrie", "Nearest Haven: Lórien", [], []),
  site("Easterling Camp", "Nearest Haven: Lórien", [], []),
  site("Edoras", "Nearest Haven: Lórien", [], []),
  site("Ettenmoors", "Nearest Haven: Rivendell / Playable: Items (minor) / Automatic-attacks: / Troll — 1 strike with 9 prowess", ["minor"], [{race: "Trolls",strikes: 1,prowess: 9}]),
  site("Goblin-gate", "Nearest Haven: Rivendell / Playable: Items (minor, gold ring) / Automatic-attacks: / Orcs — 3 strikes with 6 prowess", ["minor","gold ring"], [{race: "Orcs",strikes: 3,prowess: 6}]),
  site("Henneth Annûn", "Nearest Haven: Lórien", [], []),
  site("Irerock", "Nearest Haven: Lórien / Playable: Items (minor, major, greater, gold ring) / Automatic-attacks: / Dragon — 1 strike with 14 prowess", ["minor","major","greater","gold ring"], [{race: "Dragon",strikes: 1,prowess: 14}]),
  site("Iron Hill Dwarf-hold", "Nearest Haven: Lórien", [], []),
  site("Isengard", "Nearest Haven: Lórien / Playable: Items (minor, major, gold ring) / Automatic-attacks: / Wolves — 3 strikes with 7 prowess", ["minor","major","gold ring"], [{race: "Wolves",strikes: 3,prowess: 7}]),
  site("Lake-town", "Nearest Haven: Lórien", [], []),
  site("Lond Galen", "Nearest Haven: Edhellond", [], []),
  site("Lossadan Camp", "Nearest Haven: Rivendell", [], []),
  site("Minas Tirith", "Nearest Haven: Lórien", [], []),
  site("Moria", "Nearest Haven: Lórien / Playable: Items (minor, major, greater, gold ring) / Automatic-attacks: / Orcs — 4 strikes with 7 prowess", ["minor","major","greater","gold ring"], [{race: "Orcs",strikes: 4,prowess: 7}]),
  site("Mount Gram", "Nearest Haven: Rivendell / Playable: Items (minor, major) / Automatic-attacks: / Orcs — 3 strikes with 6 prowess", ["minor","major"], [{race: "Orcs",strikes: 3,prowess: 6}]),
  site("Mount Gundabad", "Nearest Haven: Lórien / Playable: Items (minor, major, greater) / Automatic-attacks: / Orcs — 2 strikes with 8 prowess", ["minor","major","greater"], [{race: "Orcs",strikes: 2,prowess: 8}]),
  site("Ost-in-Edhil", "Nearest Haven: Rivendell / Playable: Items (minor, gold ring) / Automatic-attacks: / Wolves — 3 strikes with 5 prowess", ["minor","gold ring"], [{race: "Wolves",strikes: 3,prowess: 5}]),
  site("Pelargir", "Nearest Haven: Edhellond", [], []),
  site("Ruined Signal Tower", "Nearest Haven: Rivendell / Playable: Items (minor, major) / Automatic-attacks: / Spiders — 2 strikes with 8 prowess", ["minor","major"], [{race: "Spiders",strikes: 2,prowess: 8}]),
  site("Sarn Goriwing", "Nearest Haven: Lórien / Playable: Items (minor, major) / Automatic-attacks: / Orcs — 3 strikes with 5 prowess", ["minor","major"], [{race: "Orcs",strikes: 3,prowess: 5}]),
  site("Shelob’s Lair", "Nearest Haven: Lórien / Playable: Items (minor, major) / Automatic-attacks: / Orcs — 2 strikes with 8 prowess", ["minor","major"], [{race: "Orcs",strikes: 2,prowess: 8}]),
  site("Shrel-Kain", "Nearest Haven: Lórien", [], []),
  site("Southron Oasis", "Nearest Haven: Edhellond", [], []),
  site("The Lonely Mountain", "Nearest Haven: Lórien / Playable: Items (minor, major, greater, gold ring) / Automatic-attacks: / Dragon — 1 strike with 14 prowess", ["minor","major","greater","gold ring"], [{race: "Dragon",strikes: 1,prowess: 14}]),
  site("The White Towers", "Nearest Haven: Rivendell / Automatic-attacks: / Wolves — 2 strikes with 6 prowess", [], [{race: "Wolves",strikes: 2,prowess: 6}]),
  site("Thranduil’s Halls", "Nearest Haven: Lórien", [], []),
  site("Vale of Erech", "Nearest Haven: Edhellond", [], []),
  site("Variag Camp", "Nearest Haven: Edhellond", [], []),
  site("Wellinghall", "Nearest Haven: Lórien", [], []),
  site("Woodmen-town", "Nearest Haven: Lórien", [], []),
  site("Wose Passage-hold", "Nearest Haven: Edhellond", [], []),
  site("Dancing Spire", "Nearest Darkhaven: Dol Guldur / Playable: Items (minor, major, greater, gold ring) / Automatic-attacks: / Dragon — 2 strikes with 11 prowess", ["minor","major","greater","gold ring"], [{race: "Dragon",strikes: 2,prowess: 11}], true),
  site("Gold Hill", "Nearest Darkhaven: Dol Guldur / Playable: Items (minor, major, greater, gold ring) / Automatic-attacks: / Dragon — 1 strike with 15 prowess", ["minor","major","greater","gold ring"], [{race: "Dragon",strikes: 1,prowess: 15}], true),
  site("Irerock", "Nearest Darkhaven: Dol Guldur / Playable: Items (minor, major, greater, gold ring) / Automatic-attacks: / Dragon — 1 strike with 14 prowess", ["minor","major","greater","gold ring"], [{race: "Dragon",strikes: 1,prowess: 14}], true),
  site("Ovir Hollow", "Nearest Darkhaven: Dol Guldur / Playable: Items (minor, major) / Automatic-attacks: / Dragon — 1 strike with 12 prowess", ["minor","major"], [{race: "Dragon",strikes: 1,prowess: 12}], true),
  site("Bandit Lair", "Nearest Darkhaven: Dol Guldur / Playable: Items (minor, gold ring) / Automatic-attacks: / Men — 3 strikes with 6 prowess", ["minor","gold ring"], [{race: "Men",strikes: 3,prowess: 6}], true),
  site("Blue Mountain Dwarf-hold", "Nearest Darkhaven: Carn Dûm / Playable: Items (minor, major, greater, gold ring) / Automatic-attacks: / Dwarves — 4 strikes with 10 prowess", ["minor","major","greater","gold ring"], [{race: "Dwarves",strikes: 4,prowess: 10}], true),
  site("Buhr Widu", "Nearest Darkhaven: Dol Guldur / Playable: Items (minor, major) / Automatic-attacks: / Troll — 1 strike with 10 prowess", ["minor","major"], [{race: "Trolls",strikes: 1,prowess: 10}], true),
  site("Caves of Ûlund", "Nearest Darkhaven: Dol Guldur / Playable: Items (minor, major, greater, gold ring) / Automatic-attacks: / Dragon — 1 strike with 13 prowess", ["minor","major","greater","gold ring"], [{race: "Dragon",strikes: 1,prowess: 13}], true),
  site("Cirith Gorgor", "Nearest Darkhaven: Minas Morgul", [], [], true),
  site("Cirith Ungol", "Nearest Darkhaven: Minas Morgul", [], [], true),
  site("Drúadan Forest", "Nearest Darkhaven: Minas Morgul / Automatic-attacks: / Men — 3 strikes with 6 prowess", [], [{race: "Men",strikes: 3,prowess: 6}], true),
  site("Ettenmoors", "Nearest Darkhaven: Carn Dûm / Playable: Items (minor) / Automatic-attacks (2): / (1st) Troll — 1 strike with 9 prowess / (2nd) Wolves — 2 strikes with 8 prowess", ["minor"], [{race: "Trolls",strikes: 1,prowess: 9},{race: "Wolves",strikes: 2,prowess: 8}], true),
  site("Gondmaeglom", "Nearest Darkhaven: Dol Guldur / Playable: Items (minor, major, gold ring) / Automatic-attacks: / Dragon — 1 strike with 14 prowess", ["minor","major","gold ring"], [{race: "Dragon",strikes: 1,prowess: 14}], true),
  site("Iron Hill Dwarf-hold", "Nearest Darkhaven: Dol Guldur / Playable: Items (minor, major, greater, gold ring) / Automatic-attacks: / Dwarves — 4 strikes with 10 prowess", ["minor","major","greater","gold ring"], [{race: "Dwarves",strikes: 4,prowess: 10}], true),
  site("The Lonely Mountain", "Nearest Darkhaven: Dol Guldur / Playable: Items (minor, major, greater, gold ring) / Automatic-attacks: / Dragon — 1 strike with 14 prowess", ["minor","major","greater","gold ring"], [{race: "Dragon",strikes: 1,prowess: 14}], true),
  site("Mount Gram", "Nearest Darkhaven: Carn Dûm", [], [], true),
  site("Nûrniag Camp", "Nearest Darkhaven: Minas Morgul", [], [], true),
  site("Ost-in-Edhil", "Nearest Darkhaven: Carn Dûm / Playable: Items (minor, gold ring) / Automatic-attacks: / Wolves — 3 strikes with 5 prowess", ["minor","gold ring"], [{race: "Wolves",strikes: 3,prowess: 5}], true),
  site("Ruined Signal Tower", "Nearest Darkhaven: Geann a-Lisch / Playable: Items (minor, major) / Automatic-attacks: / Spiders — 2 strikes with 8 prowess", ["minor","major"], [{race: "Spiders",strikes: 2,prowess: 8}], true),
  site("Sarn Goriwing", "Nearest Darkhaven: Dol Guldur / Playable: Items (minor, major) / Automatic-attacks: / Orcs — 3 strikes with 5 prowess", ["minor","major"], [{race: "Orcs",strikes: 3,prowess: 5}], true),
  site("Wose Passage-hold", "Nearest Darkhaven: Geann a-Lisch / Automatic-attacks: / Men — 3 strikes with 5 prowess", [], [{race: "Men",strikes: 3,prowess: 5}], true),
  site("Zarak Dûm", "Nearest Darkhaven: Carn Dûm / Playable: Items (minor, major) / Automatic-attacks: / Dragon — 1 strike with 11 prowess", ["minor","major"], [{race: "Dragon",strikes: 1,prowess: 11}], true),
  // Sites with an Undead automatic-attack whose wounded characters make corruption checks (combat.ts reads the site's `creature` effect for its automatic-attacks).
  undeadSite("Barrow-downs", "Nearest Haven: Rivendell / Playable: Items (minor, major) / Automatic-attacks: / Undead — 1 strike with 8 prowess; each character wounded must make a corruption check", ["minor","major"], 1, 8, 0),
  undeadSite("Gladden Fields", "Nearest Haven: Lórien / Playable: Items (gold ring) / Automatic-attacks: / Undead — 1 strike with 8 prowess; each character wounded must make a corruption check", ["gold ring"], 1, 8, 0),
  undeadSite("Haudh-in-Gwanûr", "Nearest Haven: Edhellond / Playable: Items (minor, major) / Automatic-attacks: / Undead — 1 strike with 10 prowess; each character wounded must make a corruption check", ["minor","major"], 1, 10, 0),
  undeadSite("Dead Marshes", "Nearest Haven: Lórien / Playable: Items (minor, major, greater) / Automatic-attacks: / Undead — 2 strikes with 8 prowess; each character wounded must make a corruption check", ["minor","major","greater"], 2, 8, 0),
  // Special: "Non-Nazgûl creatures played at this site attack normally, not as detainment": the companies at a minion site are minion companies, and the engine
  // makes no creature attack on a minion company a detainment (creatures' `detainment` effects are against Wizard companies only, covert companies are not modelled), so they do.
  undeadSite("Dead Marshes", "Nearest Darkhaven: Dol Guldur / Playable: Items (minor, major) / Automatic-attacks: / Undead — 2 strikes with 8 prowess; each character wounded must make a corruption check modified by -2 / Special: Non-Nazgûl creatures played at this site attack normally, not as detainment.", ["minor","major"], 2, 8, -2, true),
  site("Glittering Caves", "Nearest Haven: Lórien / Playable: Items (minor, major) / Automatic-attacks: / Pûkel-creature — 1 strike with 9 prowess", ["minor","major"], [{race: "Pûkel-creature",strikes: 1,prowess: 9}]),
  // Information is playable where the data says (regions.ts); the scenarios check the item classes.
  site("Isle of the Ulond", "Nearest Haven: Edhellond / Playable: Information, Items (minor, major) / Automatic-attacks: / Dragon — 1 strike with 14 prowess", ["minor","major"], [{race: "Dragon",strikes: 1,prowess: 14}]),
  site("Dimrill Dale", "Nearest Darkhaven: Dol Guldur / Playable: Information / Automatic-attacks: / Orcs — 1 strike with 6 prowess", [], [{race: "Orcs",strikes: 1,prowess: 6}], true),
  site("The Wind Throne", "Nearest Darkhaven: Dol Guldur / Playable: Information, Items (minor, major) / Automatic-attacks: / Orcs — 3 strikes with 7 prowess", ["minor","major"], [{race: "Orcs",strikes: 3,prowess: 7}], true),
  site("Isengard", "Nearest Darkhaven: Geann a-Lisch / Playable: Information, Items (minor, major, gold ring) / Automatic-attacks: / Wolves — 3 strikes with 7 prowess", ["minor","major","gold ring"], [{race: "Wolves",strikes: 3,prowess: 7}], true),
  // Special: "Non-Nazgûl creatures played at this site attack normally, not as detainment": the companies at a minion site are minion companies, and the engine
  // makes no creature attack on a minion company a detainment (creatures' `detainment` effects are against Wizard companies only, covert companies are not modelled), so they do.
  site("Moria", "Nearest Darkhaven: Dol Guldur / Playable: Items (minor, major, greater, gold ring) / Automatic-attacks: / Orcs — 4 strikes with 7 prowess / Special: Non-Nazgûl creatures played at this site attack normally, not as detainment.", ["minor","major","greater","gold ring"], [{race: "Orcs",strikes: 4,prowess: 7}], true),
  site("Goblin-gate", "Nearest Darkhaven: Carn Dûm / Playable: Items (minor, gold ring) / Automatic-attacks: / Orcs — 3 strikes with 6 prowess / Special: Non-Nazgûl creatures played at this site attack normally, not as detainment.", ["minor","gold ring"], [{race: "Orcs",strikes: 3,prowess: 6}], true),
  // Havens: their whole text is their site paths from the other Havens. Arda moves companies over the regions of its map
  // (Arda Revised, Movement: "Companies can only move into regions that are touching the region they are currently in"),
  // so the printed site paths do not arise; a Haven has no automatic-attacks and no items are playable there.
  site("Lórien", "Site Path From Rivendell: {w}{w}{b}{w} / Site Path From Edhellond: {w}{b}{f}{f}{b}{w}", [], []),
  site("Rivendell", "Site Path From Lórien:{w}{b}{w}{w} / Site Path From Grey Havens:{f}{w}{w}", [], []),
  site("Edhellond", "Site Path From Grey Havens: {f}{c}{c}{c}{c}{w} / Site Path From Lórien: {w}{b}{f}{f}{b}{w}", [], []),
  site("Grey Havens", "Site Path From Rivendell: {w}{w}{f} / Site Path From Edhellond: {w}{c}{c}{c}{c}{f}", [], []),
  site("Eagles’ Eyrie", "Nearest Darkhaven: Dol Guldur / Playable: Information, Items (minor, major) / Automatic-attacks: / Animals — 2 strikes with 10 prowess (attacker chooses defending characters)", ["minor","major"], [{race: "Animals",strikes: 2,prowess: 10}], true, {
    scenarios: [
      {
        title: "Eagles’ Eyrie's Animals automatic-attack: the attacker chooses the defending characters",
        run: (k0: ScenarioKit) => {
          const k = kitFor(k0, true);
          const { id } = k.company(0, MINION_COMPANY, "Eagles’ Eyrie");
          k.phase('site');
          k.act(0, { type: 'enterSite', companyId: id });
          const top = k.top();
          k.expect(top?.kind === 'combat' && top.attack.attackerChooses, 'the attacker chooses');
          k.passAll();
          k.expect(!k.legal(0).some((a) => a.type === 'assignStrike'), 'the defender assigns no strike');
          k.expect(k.legal(1).some((a) => a.type === 'assignStrike'), 'the attacker assigns the strikes');
        },
      },
    ],
  }),
  // "greater*": of the greater items only the named ones are playable (siteItemLimit, read by phases/site.ts); the item classes checked are the others.
  undeadSite("Tolfalas", "Nearest Haven: Edhellond / Playable: Items (minor, major, greater*) *—Scroll of Isildur only. / Automatic-attacks: / Undead — 3 strikes with 7 prowess; each character wounded must make a corruption check", ["minor","major"], 3, 7, 0, false,
    limitedItems("Tolfalas", false, 'greater', 'Scroll of Isildur only', (item) => item.key === 'scroll of isildur', 'Scroll of Isildur', 'Narsil')),
  undeadSite("Lossadan Cairn", "Nearest Haven: Rivendell / Playable: Items (minor, major, greater*), *—Palantíri Only / Automatic-attacks: / Undead — 2 strikes with 8 prowess; each character wounded must make a corruption check", ["minor","major"], 2, 8, 0, false,
    limitedItems("Lossadan Cairn", false, 'greater', 'Palantíri only', (item) => item.keywords.includes('Palantír'), 'Palantír of Osgiliath', 'Narsil')),
  undeadSite("Lossadan Cairn", "Nearest Darkhaven: Carn Dûm / Playable: Items (minor, major, greater*) *—Palantíri only / Automatic-attacks: / Undead — 2 strikes with 8 prowess; each character wounded must make a corruption check modified by -2", ["minor","major"], 2, 8, -2, true,
    limitedItems("Lossadan Cairn", true, 'greater', 'Palantíri only', (item) => item.keywords.includes('Palantír'), 'Palantír of Osgiliath', 'Scroll of Isildur')),
  // Hero sites: only Wizard players' companies use them, so "(detainment)" is detainment against Wizard companies.
  detainmentSite("Raider-hold", "Nearest Haven: Lórien / Playable: Items (minor, major) / Automatic-attacks: / Men — 4 strikes with 9 prowess (detainment)", ["minor","major"], "Men", 4, 9),
  detainmentSite("Gobel Mírlond", "Nearest Haven: Edhellond / Playable: Items (minor, major) / Automatic-attacks: / Men — 4 strikes with 9 prowess (detainment)", ["minor","major"], "Men", 4, 9),
  // Special: "This site is always returned to the location deck, never to the discard pile": Arda has no location deck and discards no sites
  // (Arda Revised, The Marshalling Point Deck: "locations are not tapped and discarded in the same way as the original rules"), so it cannot arise.
  site("Buhr Widu", "Nearest Haven: Lórien / Playable: Items (minor, major) / Automatic-attacks: / Troll — 1 strike with 10 prowess / Special: This site is always returned to the location deck, never to the discard pile.", ["minor","major"], [{race: "Trolls",strikes: 1,prowess: 10}]),
  // Minion sites whose automatic-attack is detainment against covert (or overt) companies.
  detainmentMinionSite("Beorn’s House", "Nearest Darkhaven: Dol Guldur / Playable: Items (gold ring) / Automatic-attacks: / Men — each character faces 1 strike with 10 prowess (detainment against covert company)", ["gold ring"], "Men", 10, 'covert'),
  detainmentMinionSite("Dale", "Nearest Darkhaven: Dol Guldur / Playable: Items (gold ring) / Automatic-attacks: / Men — each character faces 1 strike with 5 prowess (detainment against covert company)", ["gold ring"], "Men", 5, 'covert'),
  detainmentMinionSite("Easterling Camp", "Nearest Darkhaven: Dol Guldur / Automatic-attacks: / Men — each character faces 1 strike with 5 prowess (detainment against covert company)", [], "Men", 5, 'covert'),
  detainmentMinionSite("Edoras", "Nearest Darkhaven: Minas Morgul / Playable: Items (gold ring) / Automatic-attacks: / Men — each character faces 1 strike with 10 prowess (detainment against covert company)", ["gold ring"], "Men", 10, 'covert'),
  detainmentMinionSite("Southron Oasis", "Nearest Darkhaven: Minas Morgul / Automatic-attacks: / Men — each character faces 1 strike with 5 prowess (detainment against covert company)", [], "Men", 5, 'covert'),
  detainmentMinionSite("Mount Gundabad", "Nearest Darkhaven: Carn Dûm / Playable: Items (minor, major) / Automatic-attacks: / Orcs — each character faces 1 strike with 7 prowess (detainment against overt company)", ["minor","major"], "Orcs", 7, 'overt'),
  // "major*": of the major items only weapons, armor, shields and helmets (siteItemLimit, read by phases/site.ts; Hauberk of Bright Mail is armor).
  detainmentMinionSite("Raider-hold", "Nearest Darkhaven: Dol Guldur / Playable: Items (minor, major*) *—weapon, armor, shield, or helmet only / Automatic-attacks: / Men — each character faces 1 strike with 7 prowess (detainment against covert company)", ["minor","major"], "Men", 7, 'covert',
    limitedItems("Raider-hold", true, 'major', 'weapon, armor, shield, or helmet only', (item) => item.gear !== null, 'Sable Shield', 'Torque of Hues')),
  // Darkhavens.
  darkhaven("Dol Guldur", "Site Path From Minas Morgul: {s}{d}{d}{s}{d} / Site Path From Carn Dûm: {s}{d}{b}{d} / Special: Any gold ring stored at this site is automatically tested (modify the roll by -2). Any attack against a minion company at this site is canceled."),
  darkhaven("Minas Morgul", "Site Path From Dol Guldur: {d}{s}{d}{d}{s} / Special: Any gold ring stored at this site is automatically tested (modify the roll by -2). Any attack against a minion company at this site is canceled."),
  darkhaven("Carn Dûm", "Site Path From Dol Guldur: {d}{b}{d}{s} / Site Path From Geann a-Lisch: {w}{w}{w}{w}{s} / Special: Unless this site is a character’s home site, a non-Orc, non-Troll character may not be brought into play at this site. Any gold ring stored at this site is automatically tested (modify the roll by -2). Any attack against a minion company at this site is canceled.", {
    static: [{ on: 'charactersHere', label: 'unless Carn Dûm is his home site, a non-Orc, non-Troll character may not be brought into play at Carn Dûm', allows: (c) => c.race === 'Orc' || c.race === 'Troll' }],
    scenarios: [
      {
        title: 'at Carn Dûm an Orc (Orc Veteran) may be brought into play, a Man (Dorelas, another home site) may not; Dorelas may at Minas Morgul',
        run: (k0) => {
          const k = kitFor(k0, true);
          const orc = k.spawn('Orc Veteran', 0);
          const man = k.spawn('Dorelas', 0);
          k.s.sets.ringwraith?.faceUp.character.push(orc, man);
          k.phase('organization');
          const carn = k.siteId('Carn Dûm', 0);
          const sites = (inst: number) => k.legal(0).filter((a) => a.type === 'playCharacter' && a.inst === inst).map((a) => (a.type === 'playCharacter' ? a.site : ''));
          k.expect(sites(orc).includes(carn), 'Orc Veteran is offered at Carn Dûm');
          k.expect(!sites(man).includes(carn), 'Dorelas is not offered at Carn Dûm');
          k.expect(sites(man).includes(k.siteId('Minas Morgul', 0)), 'Dorelas is offered at Minas Morgul');
          k.equal(k.refused(0, { type: 'playCharacter', inst: man, site: carn, controller: null }).code, 'HOME_SITE', 'Dorelas at Carn Dûm');
          k.act(0, { type: 'playCharacter', inst: orc, site: carn, controller: null });
          k.equal(k.companyOf(orc)?.site, carn, 'Orc Veteran\'s site');
        },
      },
    ],
  }),
  covertOvertSite("Minas Tirith", "Nearest Darkhaven: Minas Morgul / Playable: Information, Items (minor, major, gold ring) / Automatic-attacks (2): / (1st) Men — each character faces 1 strike with 9 prowess (detainment against covert company) / (2nd) Dúnedain — 4 strikes with 10 prowess (against overt company only)", ["minor","major","gold ring"], { race: "Men", strikes: 'each', prowess: 9 }, { race: "Dúnedain", strikes: 4, prowess: 10 }),
  covertOvertSite("Thranduil’s Halls", "Nearest Darkhaven: Dol Guldur / Playable: Information, Items (minor, major, gold ring) / Automatic-attacks (2): / (1st) Elves — each character faces 1 strike with 9 prowess (detainment against covert company) / (2nd) Elves — 3 strikes with 10 prowess (against overt company only)", ["minor","major","gold ring"], { race: "Elves", strikes: 'each', prowess: 9 }, { race: "Elves", strikes: 3, prowess: 10 }),
  // "greater*": of the greater items only hero items (siteItemLimit, read by phases/site.ts): a Ringwraith player's set holds no hero items
  // (Arda Revised: "Wizard players only ever draw items … from their own set as do Ringwraith players from their own").
  site("Bag End", "Nearest Darkhaven: Carn Dûm / Playable: Information, Items (minor, major, greater*, gold ring) *—hero item only / Automatic-attacks (2): / (1st) Hobbits — 5 strikes with 5 prowess / (2nd) Dúnedain — 3 strikes with 11 prowess", ["minor","major","greater","gold ring"], [{race: "Hobbits",strikes: 5,prowess: 5},{race: "Dúnedain",strikes: 3,prowess: 11}], true, {
    scenarios: limitedItems("Bag End", true, 'greater', 'hero item only', (item) => item.alignment === 'Hero', 'Narsil', 'Black Mace'),
  }),
  healingSite("Old Forest", "Nearest Haven: Rivendell / Special: Healing effects affect all characters at the site", []),
  healingSite("Rhosgobel", "Nearest Haven: Lórien / Playable: Items (minor) / Special: Healing effects affect all characters at the site", ["minor"]),
  site("Mount Doom", "Nearest Darkhaven: Minas Morgul / Playable: Information / Automatic-attacks: / Orcs — 1 strike with 6 prowess / Special: Any sage may tap to test a ring at this site, modifying the result by -3.", [], [{race: "Orcs",strikes: 1,prowess: 6}], true, {
    static: [{ on: 'ringTestHere', modifier: -3, label: 'tested at Mount Doom', tester: (c) => c.skills.includes('Sage') }],
    scenarios: [
      {
        title: 'at Mount Doom a sage (Ciryaher) taps to test a gold ring in his company, the roll modified by -3; a company without a sage cannot',
        run: (k0) => {
          const k = kitFor(k0, true);
          const { chars } = k.company(0, ['Ciryaher', 'Orc Captain'], 'Mount Doom');
          const [sage, captain] = chars as [number, number];
          const ring = k.item(captain, 'Gleaming Gold Ring');
          const other = k.company(0, ['Orc Veteran', 'Eradan'], 'Mount Doom').chars;
          const ring2 = k.item(other[0] as number, 'A Little Gold Ring');
          k.phase('organization');
          k.expect(!k.legal(0).some((a) => a.type === 'testRing' && a.ring === ring2), 'no sage in the other company');
          k.refused(0, { type: 'testRing', tester: other[0] as number, ring: ring2 });
          k.expect(k.legal(0).some((a) => a.type === 'testRing' && a.tester === sage && a.ring === ring), 'the sage may test');
          k.rig([5, 4]);
          k.act(0, { type: 'testRing', tester: sage, ring });
          const test = k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'ringTest') as { total?: number } | undefined;
          k.equal(test?.total, 6, 'the ring test (5 + 4 - 3)');
          k.equal(k.s.status[sage], 'tapped', 'Ciryaher taps');
        },
      },
    ],
  }),
  site("Rhosgobel", "Nearest Darkhaven: Dol Guldur / Playable: Information, Items (minor) / Automatic-attacks (2): / (1st) Maia — 1 strike with 13 prowess / (2nd) Maia — 1 strike with 13 prowess / Special: If the Wizard card Radagast is in play, the automatic-attacks are removed.", ["minor"], [{race: "Maia",strikes: 1,prowess: 13},{race: "Maia",strikes: 1,prowess: 13}], true, {
    static: [0, 1].map((index): StaticEffect => ({ on: 'autoAttackIf', index, label: 'removed if the Wizard card Radagast is in play', test: (s) => !Object.keys(s.chars).some((ch) => cardOf(s, Number(ch)).key === 'radagast' && cardOf(s, Number(ch)).race === 'Wizard') })),
    scenarios: [
      {
        title: 'with the Wizard Radagast in play (at Rhosgobel\'s hero site or anywhere), a minion company entering Rhosgobel faces no automatic-attack',
        run: (k0) => {
          const k = kitFor(k0, true);
          k.company(1, ['Radagast'], 'Lórien');
          const { id } = k.company(0, MINION_COMPANY, 'Rhosgobel');
          k.phase('site');
          k.act(0, { type: 'enterSite', companyId: id });
          k.expect(!k.s.stack.some((x) => x.kind === 'combat'), 'no automatic-attack');
        },
      },
    ],
  }),
];
