/** Card definitions: items. Each with the card's words in `text` and at least one scenario. */
import { requestCheck } from '../corruption';
import { currentCombat, raceMatches } from '../effects/query';
import type { AbilitySpec, CardDef, Effect, Predicate, Query, Scenario, StaticEffect, Window } from '../effects/types';
import { nameKey } from '../facts';
import { actor } from '../phases/flow';
import { isKeyed } from '../phases/movementHazard';
import { roll2d6 } from '../rng';
import { assignEach, attackWindow, expectCancelled, resolveStrike, rollOf } from '../../../tests/cards/kit/combatSteps';
import { bodyOf, companyOfChar, companySize, isHaven, removeFrom, toDiscard, type Ctx } from '../state';
import type { ScenarioKit } from '../../../tests/cards/kit/kit';
import { minionKit, playing } from '../../../tests/cards/kit/templates';
import type { EngineCard, GameState } from '../types';
import { atEndOfUntap } from './vocab/untapPhase';
import type { RollEvent } from '../events';

// Card files import no engine values (state, kit): the engine imports the definitions (effects/defs → cards/index).
function cardOf(s: GameState, inst: number): EngineCard {
  return s.catalog.cards[s.cardOf[inst] as string] as EngineCard;
}

/** An ability usable whenever its controller has a decision to make. */
const ANY_TIME: Window[] = ['organization', 'longEvent', 'site', 'endTurn', 'attack', 'strike', 'response'];

/** "Cannot be duplicated on a given character": the character taking the item bears none with its name. */
const notDuplicated: Predicate = {
  is: 'custom',
  label: 'cannot be duplicated on a given character',
  test: (q) => q.target === null || !(q.s.chars[q.target]?.items ?? []).some((i) => i !== q.inst && cardOf(q.s, i).key === q.card.key),
};

/** Items that add to their bearer's direct influence against some targets: faction or character, by race. */
const INFLUENCE_ITEMS: Record<string, { delta: number; applies: (target: ReturnType<typeof cardOf>) => boolean }> = {
  'horn of anor': { delta: 2, applies: (t) => t.subtype === 'Faction' },
  'elf-stone': { delta: 2, applies: (t) => (t.subtype === 'Faction' || t.type === 'Character') && t.race === 'Elf' },
  'blazon of the eye': { delta: 2, applies: (t) => t.subtype === 'Faction' },
};

/** The influencer's items' bonuses to an influence check against this target (a faction played or influenced, an opponent's character). */
export function itemInfluence(s: GameState, influencer: number, target: number): { label: string; value: number }[] {
  const t = cardOf(s, target);
  const out: { label: string; value: number }[] = [];
  for (const i of s.chars[influencer]?.items ?? []) {
    const card = cardOf(s, i);
    const bonus = INFLUENCE_ITEMS[card.key];
    if (bonus && bonus.applies(t)) out.push({ label: card.name, value: bonus.delta });
  }
  return out;
}

/** The company is at its (entered) site, ready for MP cards (automatic-attacks skipped). */
function atSite(k: ScenarioKit, names: string[], site: string): { id: string; chars: number[] } {
  const co = k.company(0, names, site);
  playing(k, co.id, true);
  return co;
}

/** The mods of the last roll of this purpose. */
function rollMods(k: ScenarioKit, purpose: string): { label: string; value: number }[] {
  const roll = k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === purpose);
  return (roll?.mods ?? []) as { label: string; value: number }[];
}

/**
 * `bearer` (alone at `site`, entered) carries `item` (when given) and plays `faction` from the MP hand,
 * on the dice `rig` gives for him (when given).
 */
function playFaction(k: ScenarioKit, bearer: string, site: string, item: string | null, faction: string, rig?: (who: number) => number[]): { who: number; f: number } {
  const { chars } = atSite(k, [bearer], site);
  const who = chars[0] as number;
  if (item) k.item(who, item);
  const f = k.mpHand(0, faction);
  if (rig) k.rig(rig(who));
  k.act(0, { type: 'playMpCard', inst: f, character: who });
  return { who, f };
}

/** "+N to direct influence": the bearer playing `faction` at `site` has his printed direct influence plus `delta` in the roll. */
function diScenario(item: string, bearer: string, site: string, faction: string, delta: number, minion: boolean): Scenario {
  return {
    title: `its bearer has +${delta} direct influence (seen in a faction roll)`,
    run: (k0) => {
      const k = minion ? minionKit(k0) : k0;
      playFaction(k, bearer, site, item, faction);
      const di = rollMods(k, 'influence').find((m) => m.label === 'unused direct influence')?.value;
      k.equal(di, k.card(bearer).di + delta, `${bearer}'s unused direct influence`);
    },
  };
}

/**
 * "Cannot be duplicated on a given character": a second copy is refused on `bearer` (who bears one) and
 * goes to `other`; `bearer`'s bonus against `faction` counts once.
 */
function notDuplicatedScenario(item: string, bearer: string, other: string, site: string, faction: string, minion: boolean, title: string): Scenario {
  return {
    title,
    run: (k0) => {
      const k = minion ? minionKit(k0) : k0;
      const { chars } = atSite(k, [bearer, other], site);
      const who = chars[0] as number;
      k.item(who, item);
      const second = k.mpHand(0, item);
      k.equal(k.refused(0, { type: 'playMpCard', inst: second, character: who }).code, 'REQUIREMENTS', `a second ${item} on ${bearer}`);
      k.act(0, { type: 'playMpCard', inst: second, character: chars[1] as number });
      k.equal(k.where(second), 'character', `${item} on ${other}`);
      k.equal(itemInfluence(k.s, who, k.spawn(faction)).length, 1, 'one bonus only');
    },
  };
}

/** A bearer of the item plays a faction (at its site) and, in another game, influences an opponent's target. */
function influenceScenarios(item: string, bearer: string, faction: string, factionSite: string, opponentTarget: { name: string; faction: boolean }, noBonusFaction: { name: string; site: string }): Scenario[] {
  return [
    {
      title: `${bearer} bearing ${item} gets +2 when playing ${faction}`,
      run: (k) => {
        playFaction(k, bearer, factionSite, item, faction);
        k.expect(rollMods(k, 'influence').some((m) => m.label === item && m.value === 2), `${item} +2 in the roll`);
      },
    },
    {
      title: `${item} gives nothing when playing ${noBonusFaction.name}`,
      run: (k) => {
        playFaction(k, bearer, noBonusFaction.site, item, noBonusFaction.name);
        k.expect(!rollMods(k, 'influence').some((m) => m.label === item), `no ${item} bonus`);
      },
    },
    {
      title: `${bearer} bearing ${item} gets +2 influencing an opponent's ${opponentTarget.name}`,
      run: (k) => {
        const { chars } = atSite(k, [bearer], factionSite);
        const who = chars[0] as number;
        k.item(who, item);
        const target = opponentTarget.faction ? k.inPlay(1, opponentTarget.name) : (k.company(1, [opponentTarget.name], factionSite).chars[0] as number);
        k.act(0, { type: 'influenceAttempt', influencer: who, target });
        k.expect(rollMods(k, 'influenceAttempt').some((m) => m.label === item && m.value === 2), `${item} +2 in the influence attempt`);
      },
    },
    notDuplicatedScenario(item, bearer, 'Bilbo', 'Bree', faction, false, `${item} cannot be duplicated on a given character`),
  ];
}

/** The companions of a hero bearer facing Orc-watch (three strikes, one each). */
function withCompanions(bearer: string): string[] {
  return [bearer, ...['Ioreth', 'Bilbo', 'Faramir'].filter((n) => n !== bearer).slice(0, 2)];
}

/**
 * `names[0]` carries the item and faces one strike (with `names`' other characters, one strike each)
 * of a creature's attack (played on the company at `site`) or of the automatic-attack of `site`
 * (`auto`); his strike is resolved (tapping) on the rigged `dice`. Returns the roll of `purpose`.
 */
function bearerRoll(k0: ScenarioKit, item: string, names: string[], site: string, attack: { creature: string } | { auto: true }, minion: boolean, dice: number[], purpose: string): { k: ScenarioKit; roll: RollEvent | undefined } {
  const k = minion ? minionKit(k0) : k0;
  const { id, chars } = k.company(0, names, site);
  const who = chars[0] as number;
  k.item(who, item);
  if ('creature' in attack) k.creatureAttack(id, attack.creature);
  else {
    k.phase('site');
    k.act(0, { type: 'enterSite', companyId: id });
  }
  k.passAll();
  for (const ch of chars) k.act(0, { type: 'assignStrike', target: ch });
  k.rig(dice);
  k.act(0, { type: 'resolveStrike', target: who, stayUntapped: false });
  return { k, roll: k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === purpose) };
}

/** The bearer's prowess in a strike (see bearerRoll): his roll shows `expected`. */
function strikeAgainst(item: string, names: string[], site: string, attack: { creature: string } | { auto: true }, minion: boolean, expected: (base: number) => number, note: string): Scenario {
  return {
    title: `${names[0]} bearing ${item} ${note}`,
    run: (k0) => {
      const { k, roll } = bearerRoll(k0, item, names, site, attack, minion, [1, 1], 'strike');
      const base = k.card(names[0] as string).prowess ?? 0;
      k.equal(roll?.prowess, expected(base), `${names[0]}'s prowess against the strike (base ${base})`);
    },
  };
}

/** The bearer is wounded by a strike (strike and body check rigged low) and makes a body check: the check shows his body `expected`. */
function bodyAgainst(item: string, names: string[], site: string, creature: string, minion: boolean, expected: (base: number) => number, note: string): Scenario {
  return {
    title: `${names[0]} bearing ${item} ${note}`,
    run: (k0) => {
      const { k, roll } = bearerRoll(k0, item, names, site, { creature }, minion, [1, 1, 1, 1], 'bodyCheck');
      const base = k.card(names[0] as string).body ?? 0;
      k.equal(roll?.body, expected(base), `${names[0]}'s body in the body check (base ${base})`);
    },
  };
}

/** `bearer` (a hero, with companions) carries the item and faces one strike of an Orc-watch attack at Rivendell: his roll shows `expected`. */
function strikeWith(item: string, bearer: string, expected: (base: number) => number, note: string): Scenario {
  return strikeAgainst(item, withCompanions(bearer), 'Rivendell', { creature: 'Thunder’s Companion' }, false, expected, note);
}

/** The hero bearer is wounded by a strike of Orc-watch and makes a body check: the check shows his body `expected`. */
function bodyWith(item: string, bearer: string, expected: (base: number) => number, note: string): Scenario {
  return bodyAgainst(item, withCompanions(bearer), 'Rivendell', 'Thunder’s Companion', false, expected, note);
}

/**
 * Weapons whose figures change against some races ("+3 to prowess to a maximum of 8 (a maximum of 9
 * against Orcs)"). The engine applies the data's bonus and maximum (state.ts prowessOf: the best weapon
 * first, then other gear to their maxima); the item's `bearer` static adds the difference the text makes
 * against the race of the attack the bearer faces: a creature's race, an automatic-attack's race, or in
 * company-vs-company combat the race of the character striking him.
 */
interface WeaponFigures {
  bonus: number;
  max: number;
}
const CONDITIONAL_WEAPONS: Record<string, { normal: WeaponFigures; against: RegExp; special: WeaponFigures }> = {
  glamdring: { normal: { bonus: 3, max: 8 }, against: /^orc/i, special: { bonus: 3, max: 9 } },
  orcrist: { normal: { bonus: 3, max: 9 }, against: /^orc/i, special: { bonus: 4, max: 10 } },
  'black mace': { normal: { bonus: 3, max: 10 }, against: /^el(f|ves)/i, special: { bonus: 4, max: 10 } },
  wormsbane: { normal: { bonus: 2, max: 9 }, against: /^(dragon|drake)/i, special: { bonus: 4, max: 12 } },
};

/** The race of what strikes this character now (null outside combat). */
export function raceFacing(s: GameState, inst: number): string | null {
  const combat = [...s.stack].reverse().find((x) => x.kind === 'combat');
  if (!combat || combat.kind !== 'combat' || combat.attack.companyId !== s.chars[inst]?.company) return null;
  const a = combat.attack;
  if (a.source === 'company') {
    const slot = combat.slots.find((x) => x.target === inst);
    return slot?.attacker != null ? (cardOf(s, slot.attacker).race ?? null) : null;
  }
  if (a.creature !== null) return cardOf(s, a.creature).race ?? null;
  return (a.label.split(':').pop() ?? '').trim() || null;
}

/**
 * Gear whose bonuses the data leaves out (High Helm: "+1 to body to a maximum of 9. Warrior only: +1 to
 * prowess to a maximum of 8"): applied like the engine's other gear, to their maxima.
 */
const GEAR_FIGURES: Record<string, { prowess?: WeaponFigures; body?: WeaponFigures }> = {
  'high helm': { prowess: { bonus: 1, max: 8 }, body: { bonus: 1, max: 9 } },
  'shield of iron-bound ash': { body: { bonus: 1, max: 8 } },
};

/** "Warrior only: … prowess …" (as state.ts itemBonusApplies reads it). */
function bonusApplies(bearer: EngineCard, item: EngineCard, stat: 'prowess' | 'body'): boolean {
  const only = /Warrior only:([^.]*)/.exec(item.text);
  return !only || !new RegExp(`\\b${stat}\\b`).test(only[1] ?? '') || bearer.skills.includes('Warrior');
}

function capped(base: number, bonus: number, max: number | null): number {
  return max === null ? base + bonus : Math.max(base, Math.min(base + bonus, max));
}

/** The bearer's prowess from his items (as state.ts prowessOf), with the data's figures or with the texts' (`corrected`). */
function gearProwess(s: GameState, inst: number, corrected: boolean): number {
  const card = cardOf(s, inst);
  const base = card.prowess ?? 0;
  const race = corrected ? raceFacing(s, inst) : null;
  const items = (s.chars[inst]?.items ?? []).map((i) => cardOf(s, i)).filter((it) => bonusApplies(card, it, 'prowess'));
  let best = base;
  for (const item of items) {
    if (item.gear !== 'weapon') continue;
    const cw = corrected ? CONDITIONAL_WEAPONS[item.key] : undefined;
    const f = cw ? (race !== null && cw.against.test(race) ? cw.special : cw.normal) : { bonus: item.prowessBonus, max: item.prowessMax };
    best = Math.max(best, capped(base, f.bonus, f.max));
  }
  let p = best;
  for (const item of items) {
    if (item.gear === 'weapon') continue;
    const g = corrected ? GEAR_FIGURES[item.key]?.prowess : undefined;
    const f = g ?? { bonus: item.prowessBonus, max: item.prowessMax };
    if (f.bonus) p = capped(p, f.bonus, f.max);
  }
  return p;
}

/** The bearer's body from his items (as state.ts bodyOf: the best of each kind of gear), with the data's figures or the texts'. */
function gearBody(s: GameState, inst: number, corrected: boolean): number {
  const card = cardOf(s, inst);
  let body = card.body ?? 0;
  const items = (s.chars[inst]?.items ?? []).map((i) => cardOf(s, i)).filter((it) => bonusApplies(card, it, 'body'));
  for (const gear of ['armor', 'shield', 'helmet', 'weapon', null] as const) {
    let best = body;
    for (const item of items) {
      if (item.gear !== gear) continue;
      const g = corrected ? GEAR_FIGURES[item.key]?.body : undefined;
      const f = g ?? { bonus: item.bodyBonus, max: item.bodyMax };
      if (f.bonus) best = Math.max(best, capped(body, f.bonus, f.max));
    }
    body = best;
  }
  return body;
}

/** The `bearer` static of an item whose figures the text changes: the first such item the bearer holds carries the whole correction. */
function corrected(key: string, stat: 'prowess' | 'body'): StaticEffect {
  return {
    on: 'bearer',
    stat,
    delta: 0,
    deltaOf: (s, bearer) => {
      const first = (s.chars[bearer]?.items ?? []).map((i) => cardOf(s, i).key).find((k) => (stat === 'prowess' && k in CONDITIONAL_WEAPONS) || GEAR_FIGURES[k]?.[stat] !== undefined);
      if (first !== key) return 0;
      return stat === 'prowess' ? gearProwess(s, bearer, true) - gearProwess(s, bearer, false) : gearBody(s, bearer, true) - gearBody(s, bearer, false);
    },
  };
}

/** Goblins of Goblin-gate need more than 8: 2 + 2 (direct influence) + 2 (Blazon) + 3 = 9; the dice give 9 with Blazon's +2. */
const blazonDice = (k: ScenarioKit) => (who: number): number[] => [1, 9 - k.unusedDI(who) - 2 - 1];

/** The figure with a bonus to a maximum (a figure already above the maximum stays). */
const upTo = (bonus: number, max: number) => (b: number): number => Math.max(b, Math.min(b + bonus, max));

/** A hero's "Warrior only: +N to <stat> to a maximum of M" (the data's figures): Gimli (a warrior) has it, Ioreth (no warrior) does not. */
function warriorGear(name: string, text: string, stat: 'prowess' | 'body', bonus: number, max: number): CardDef {
  const test = stat === 'prowess' ? strikeWith : bodyWith;
  return {
    name,
    alignment: ['Hero'],
    text,
    scenarios: [test(name, 'Gimli', upTo(bonus, max), `(a warrior) has +${bonus} ${stat} to at most ${max}`), test(name, 'Ioreth', (b) => b, '(no warrior) gets no bonus')],
  };
}

/**
 * A unique hero weapon whose figures are better against Orcs (CONDITIONAL_WEAPONS): Aragorn II bearing it
 * has the `orcs` figures against Orc-watch and the `normal` ones against Ghosts (Undead).
 */
function orcBane(name: string, text: string, normal: WeaponFigures, orcs: WeaponFigures, more: Scenario[] = []): CardDef {
  const names = ['Aragorn II', 'Ioreth', 'Bilbo'];
  return {
    name,
    alignment: ['Hero'],
    text,
    static: [corrected(nameKey(name), 'prowess')],
    scenarios: [
      strikeAgainst(name, names, 'Rivendell', { creature: 'Orc-watch' }, false, upTo(orcs.bonus, orcs.max), `has +${orcs.bonus} prowess to at most ${orcs.max} against Orcs (Orc-watch)`),
      strikeAgainst(name, names, 'Rivendell', { creature: 'Ghosts' }, false, upTo(normal.bonus, normal.max), `has +${normal.bonus} prowess to at most ${normal.max} against Undead (Ghosts)`),
      ...more,
    ],
  };
}

/**
 * Miruvor and Orc-liquor: "Discard to give +2 body (to a maximum of 10) to all characters in bearer's company until the end
 * of the turn." Usable whenever its player may act, and in a body check's own window (coe-rules §3.I.1: actions "affecting …
 * the body of the entity making the body check").
 */
function cordial(): AbilitySpec[] {
  return [
    {
      label: 'discard: +2 body (to a maximum of 10) to all characters in his company until the end of the turn',
      windows: [...ANY_TIME, 'bodyCheck'],
      costs: ['discardSelf'],
      effects: [
        {
          do: 'custom',
          label: '+2 body (to a maximum of 10) to each character in the company',
          run: (q, ctx) => {
            for (const ch of bearerCompany(q)?.chars ?? []) {
              const delta = Math.max(0, Math.min(2, 10 - bodyOf(q.s, ch)));
              if (delta === 0) continue;
              q.s.mods.push({ inst: ch, stat: 'body', delta, label: q.card.name });
              ctx.events.push({ type: 'effect', effect: 'modify', inst: ch, stat: 'body', delta, until: 'endOfTurn', card: q.card.id });
            }
          },
        },
      ],
      // Bots keep it for a body check.
      botUse: ['bodyCheck'],
    },
  ];
}

/**
 * Wounded by a strike, the bearer's player uses the cordial in the body check's window: the check is made against his body + 2
 * (at most 10), so a roll one above his printed body no longer eliminates him; passing instead, the same roll does.
 */
function cordialScenarios(name: string, who: string, minion: boolean): Scenario[] {
  const run = (use: boolean) => (k0: ScenarioKit) => {
    const k = minion ? minionKit(k0) : k0;
    const w = attackWindow(k, { names: [who], cards: [], creature: 'Giant', site: minion ? 'Minas Morgul' : 'Rivendell' });
    const ch = w.chars[0] as number;
    const inst = k.item(ch, name);
    const body = k.card(who, 0).body ?? 0;
    k.act(0, { type: 'assignStrike', target: ch });
    k.passAll();
    // The strike wounds him (2 + prowess against 13), and the body check waits for its window.
    k.rig([1, 1, Math.min(6, body + 1 - 5), 5]);
    k.act(0, { type: 'resolveStrike', target: ch, stayUntapped: false });
    const top = k.top();
    k.equal(top?.kind === 'chain' ? top.window : top?.kind, 'bodyCheck', 'the body check\'s window');
    k.equal(rollOf(k, 'bodyCheck'), undefined, 'no body check before the window closes');
    if (use) k.use(0, inst, 0, null);
    k.passAll();
    const check = k.allEvents.filter((e): e is RollEvent => e.type === 'roll' && e.purpose === 'bodyCheck').at(-1);
    k.equal(check?.type === 'roll' ? check.total : null, body + 1, 'the body check roll');
    if (use) {
      k.equal(k.where(ch), 'inPlay', `${who} survives (body ${Math.min(10, body + 2)})`);
      k.equal(k.where(inst), 'discard', name);
    } else k.expect(k.where(ch) !== 'inPlay', `${who} is eliminated (body ${body})`);
  };
  return [
    { title: `used in the body check's window: +2 body saves ${who} from a roll of his body + 1`, run: run(true) },
    { title: `not used: the same roll eliminates ${who}`, run: run(false) },
  ];
}

/** Cram and Strange Rations: "Discard to untap bearer. Alternatively, discard during organization phase to allow its bearer’s company to play an additional region card." */
function rations(): AbilitySpec[] {
  return [
  {
    label: 'discard to untap bearer',
    windows: ANY_TIME,
    requires: [{ is: 'custom', label: 'bearer tapped', test: (q) => q.bearer !== null && q.bearer !== undefined && q.s.status[q.bearer] === 'tapped' }],
    costs: ['discardSelf'],
    effects: [{ do: 'untap', who: 'bearer' }],
    botUse: true,
  },
  {
    label: 'discard: the company may move through one more region',
    windows: ['organization'],
    costs: ['discardSelf'],
    effects: [
      {
        do: 'custom',
        label: 'one more region this turn',
        run: (q) => {
          const co = q.bearer !== null && q.bearer !== undefined ? q.s.companies.find((c) => c.chars.includes(q.bearer as number)) : undefined;
          if (co) (q.s.turn.extraRegions ??= {})[co.id] = (q.s.turn.extraRegions?.[co.id] ?? 0) + 1;
        },
      },
    ],
  },
];
}

/** The character bearing the card used (an ability's `q.bearer`). */
function bearerQ(q: Query): number | null {
  return q.bearer ?? null;
}

/** The bearer's company (an ability's). */
function bearerCompany(q: Query): ReturnType<typeof companyOfChar> {
  const b = bearerQ(q);
  return b === null ? undefined : companyOfChar(q.s, b);
}

/** An attack is under way against the bearer's company. */
function attackOnBearerCompany(q: Query): boolean {
  const combat = currentCombat(q.s);
  const co = bearerCompany(q);
  return Boolean(combat && co && combat.attack.companyId === co.id && !combat.attack.strikesOnly);
}

const ATTACK_ON_COMPANY: Predicate = { is: 'custom', label: "an attack against the bearer's company", test: attackOnBearerCompany };

/** The strike targeted is against the bearer. */
const STRIKE_ON_BEARER: Predicate = { is: 'custom', label: 'a strike against the bearer', test: (q) => q.target !== null && q.target === bearerQ(q) };

/** The bearer is a warrior ("Warrior only:"). */
const BEARER_WARRIOR: Predicate = { is: 'custom', label: 'Warrior only', test: (q) => bearerQ(q) !== null && cardOf(q.s, bearerQ(q) as number).skills.includes('Warrior') };

/** The race of the attack under way (creature or automatic-attack; in company-vs-company, none). */
function attackRaceIs(q: Query, races: string[]): boolean {
  const combat = currentCombat(q.s);
  if (!combat || combat.attack.source === 'company') return false;
  const a = combat.attack;
  const race = a.creature !== null ? (cardOf(q.s, a.creature).race ?? a.label) : (a.label.split(':').pop()?.trim() ?? '');
  return raceMatches(race, races);
}

/** Takes a card in play (item or ally on a character) to its discard pile. */
function discardInPlay(s: GameState, inst: number, ctx: Ctx): void {
  for (const ch of Object.values(s.chars)) {
    removeFrom(ch.items, inst);
    removeFrom(ch.allies, inst);
  }
  toDiscard(s, inst, ctx);
}

/** A company of `names` at `site` in its organization phase; the first character bears `item` (or, `ally`, controls it). */
function withCard(k: ScenarioKit, names: string[], site: string, card: string, kind: 'item' | 'ally' = 'item'): { id: string; chars: number[]; who: number; inst: number } {
  k.phase('organization');
  const { id, chars } = k.company(0, names, site);
  const who = chars[0] as number;
  const inst = kind === 'item' ? k.item(who, card) : k.ally(who, card);
  return { id, chars, who, inst };
}

/** The attack window: a company of `names` at Rivendell, the first bearing `card` (item or ally), attacked by `creature`. */
function attackedWith(k: ScenarioKit, names: string[], card: string, creature: string, kind: 'item' | 'ally' = 'item'): { id: string; chars: number[]; who: number; inst: number; creature: number } {
  let inst = -1;
  const w = attackWindow(k, {
    names,
    creature,
    cards: [],
    prepare: (chars) => {
      inst = kind === 'item' ? k.item(chars[0] as number, card) : k.ally(chars[0] as number, card);
    },
  });
  return { id: w.id, chars: w.chars, who: w.chars[0] as number, inst, creature: w.creature };
}

/** A shield's "Warrior only: tap <shield> …" against a strike on its bearer (Great-shield of Rohan, Enruned Shield). */
function shieldTap(label: string, effects: Effect[]): AbilitySpec {
  return { label, windows: ['strike'], target: { kind: 'strike' }, requires: [STRIKE_ON_BEARER, BEARER_WARRIOR], costs: ['tapSelf'], effects, botUse: true };
}

/**
 * A shield whose "Warrior only: tap …" acts on a strike against its bearer: Gimli (a warrior) bears it against Thunder's
 * Companion with Bilbo and Frodo, each facing a strike; a second one on Bilbo (no warrior) cannot be used; Gimli taps his.
 */
function warriorShieldUsed(k: ScenarioKit, name: string): { who: number; inst: number } {
  const { chars, who, inst } = attackedWith(k, ['Gimli', 'Bilbo', 'Frodo'], name, 'Thunder’s Companion');
  const hobbit = chars[1] as number;
  const other = k.item(hobbit, name);
  assignEach(k, chars);
  k.expect(!k.canUse(0, other, 0, hobbit), 'not for Bilbo (no warrior)');
  k.use(0, inst, 0, who);
  return { who, inst };
}

/** The attack's current figures. */
function attackNow(k: ScenarioKit): { prowess: number; body: number | null; strikes: number } | null {
  const c = k.s.stack.find((x) => x.kind === 'combat');
  return c?.kind === 'combat' ? { prowess: c.attack.prowess, body: c.attack.body, strikes: c.attack.strikes } : null;
}

/** "Gives the company up to two more regions": the longest movement offered in the organization phase. */
function longestMove(k: ScenarioKit): number {
  return Math.max(0, ...(k.legal(0) as { type: string; regions?: string[] }[]).filter((a) => a.type === 'declareMovement').map((a) => a.regions?.length ?? 0));
}

/**
 * Cram and Strange Rations: "Discard to untap bearer" (not while he is untapped), and "discard during organization
 * phase to allow its bearer's company to play an additional region card" (not in another phase).
 */
function rationsScenarios(name: string, bearer: string[], other: string[], site: string, minion: boolean): Scenario[] {
  return [
    {
      title: 'discarded to untap its tapped bearer; not usable while he is untapped',
      run: (k0) => {
        const k = minion ? minionKit(k0) : k0;
        const { who, inst } = withCard(k, bearer, site, name);
        k.expect(!k.canUse(0, inst, 0), 'an untapped bearer cannot be untapped');
        k.setStatus(who, 'tapped');
        k.use(0, inst, 0);
        k.equal(k.s.status[who] ?? 'untapped', 'untapped', bearer[0] as string);
        k.equal(k.where(inst), 'discard', name);
      },
    },
    {
      title: 'discarded in the organization phase: the company may enter four regions; not outside the organization phase',
      run: (k0) => {
        const k = minion ? minionKit(k0) : k0;
        const { inst } = withCard(k, bearer, site, name);
        k.expect(longestMove(k) <= 3, 'three regions at most without it');
        k.use(0, inst, 1);
        k.equal(longestMove(k), 4, 'regions offered');
        k.equal(k.where(inst), 'discard', name);
        const second = withCard(k, other, site, name);
        k.phase('site');
        k.expect(!k.canUse(0, second.inst, 1), 'not in the site phase');
      },
    },
  ];
}


/** Mounts that count for Noble Steed's "If each character in a company controls a Noble Steed (or Bill the Pony or Shadowfax)". */
const STEEDS = ['noble steed', 'bill the pony', 'shadowfax'];

/** Noble Steed's two more regions: given once per company, by the first Noble Steed in it, when each character controls a steed. */
function steedRegions(s: GameState, companyId: string, self: { inst: number; bearer: number | null }): number {
  const co = s.companies.find((c) => c.id === companyId);
  if (!co || self.bearer === null || !co.chars.includes(self.bearer)) return 0;
  const steedOf = (ch: number) => (s.chars[ch]?.allies ?? []).find((a) => STEEDS.includes(cardOf(s, a).key));
  if (!co.chars.every((ch) => steedOf(ch) !== undefined)) return 0;
  const first = co.chars.flatMap((ch) => (s.chars[ch]?.allies ?? []).filter((a) => cardOf(s, a).key === 'noble steed'))[0];
  return first === self.inst ? 2 : 0;
}

/** Regions where Noble Steed is playable (folded). */
const STEED_REGIONS = ['rohan', 'southern rhovanion', 'khand', 'dorwinion', 'horse plains', 'harondor'].map(nameKey);

/**
 * The creature attack under way could be keyed to the company's site path (its region types, or only `types` of them, or its
 * regions by name), rather than to its site: the engine does not record how a creature was keyed, so this reads what it could be keyed to.
 */
function keyedToPath(q: Query | GameState, types?: string[]): boolean {
  const s = 's' in q ? q.s : q;
  const combat = currentCombat(s);
  const a = combat?.attack;
  if (!a || a.source !== 'creature' || a.creature === null) return false;
  const co = s.companies.find((c) => c.id === a.companyId);
  const card = cardOf(s, a.creature);
  const keyRegionTypes = types ? card.keyRegionTypes.filter((t) => types.includes(t)) : card.keyRegionTypes;
  const keyRegions = types ? [] : card.keyRegions;
  if (keyRegionTypes.length + keyRegions.length === 0) return false;
  return Boolean(co && isKeyed(s, co, { ...card, keyRegionTypes, keyRegions, keySiteTypes: [], keySites: [], keySitesIn: [], keyIf: [] }));
}

/** The creature attack under way is keyed to Wilderness or Shadow-land (could be keyed so to the company's site path). */
function keyedToWildOrShadow(q: Query): boolean {
  return keyedToPath(q, ['w', 's']);
}

/** Gollum and Stinker: "If his company’s size is <n> or less, tap <him> to cancel one attack against his company keyed to Wilderness or Shadow-land. You may tap <him> if he is at the same non-Haven site as The One Ring; then both <he> and The One Ring are discarded." */
function gollumAbilities(maxSize: number, darkhaven: boolean): AbilitySpec[] {
  return [
    {
      label: 'tap to cancel an attack keyed to Wilderness or Shadow-land',
      windows: ['attack'],
      requires: [
        ATTACK_ON_COMPANY,
        { is: 'custom', label: `his company's size is ${maxSize} or less`, test: (q) => (bearerCompany(q) ? companySize(q.s, bearerCompany(q) as NonNullable<ReturnType<typeof bearerCompany>>) <= maxSize : false) },
        { is: 'custom', label: 'an attack keyed to Wilderness or Shadow-land', test: keyedToWildOrShadow },
      ],
      costs: ['tapSelf'],
      effects: [{ do: 'cancelAttack' }],
      botUse: true,
    },
    {
      label: 'tap: he and The One Ring at his site are discarded',
      windows: ANY_TIME,
      requires: [{ is: 'custom', label: `at the same non-${darkhaven ? 'Darkhaven' : 'Haven'} site as The One Ring`, test: (q) => oneRingWith(q) !== null }],
      costs: ['tapSelf'],
      effects: [
        {
          do: 'custom',
          label: 'he and The One Ring are discarded',
          run: (q, ctx) => {
            const ring = oneRingWith(q);
            discardInPlay(q.s, q.inst, ctx);
            if (ring !== null) discardInPlay(q.s, ring, ctx);
          },
        },
      ],
    },
  ];
}

/** The One Ring borne by a character (anyone's) at the same non-Haven site as this ally, if any. */
function oneRingWith(q: Query): number | null {
  const co = bearerCompany(q);
  if (!co || isHaven(q.s, co.site)) return null;
  for (const other of q.s.companies) {
    if (other.site !== co.site && q.s.catalog.cards[other.site]?.key !== q.s.catalog.cards[co.site]?.key) continue;
    for (const ch of other.chars) for (const i of q.s.chars[ch]?.items ?? []) if (cardOf(q.s, i).ringKind === 'one') return i;
  }
  return null;
}

/** A gold ring test: `tester` (at Rivendell / Minas Morgul) tests `ring`; the ring test roll. */
function ringTest(k: ScenarioKit, tester: number, ring: number, dice: [number, number]): RollEvent | undefined {
  k.phase('organization');
  k.rig(dice);
  k.act(0, { type: 'testRing', tester, ring });
  return k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'ringTest');
}

/** Gollum's and Stinker's scenarios (a hero or a minion company; the One Ring borne by an opponent's character at the same site). */
function gollumScenarios(name: string, maxSize: number, minion: boolean): Scenario[] {
  const kitOf = (k: ScenarioKit) => (minion ? minionKit(k) : k);
  const three = minion ? ['Tarcil', 'Eradan', 'Dorelas'] : ['Aragorn II', 'Legolas', 'Gimli'];
  const one = three.slice(0, 1);
  const foe = minion ? 'Aragorn II' : 'Tarcil';
  const scenarios: Scenario[] = [
    {
      title: `played at Moria; not at ${minion ? 'Dol Guldur' : 'Bree'}`,
      run: (k0) => {
        const k = kitOf(k0);
        for (const [site, ok] of [['Moria', true], [minion ? 'Dol Guldur' : 'Bree', false]] as const) {
          const { id, chars } = k.company(0, one, site);
          playing(k, id, true);
          const card = k.mpHand(0, name);
          const ch = chars[0] as number;
          if (ok) {
            k.act(0, { type: 'playMpCard', inst: card, character: ch });
            k.expect(k.s.chars[ch]?.allies.includes(card) ?? false, `${name} joins at ${site}`);
          } else k.expect(k.refused(0, { type: 'playMpCard', inst: card, character: ch }) !== undefined, `refused at ${site}`);
          k.s.companies = k.s.companies.filter((c) => c.id !== id);
          for (const c of chars) delete k.s.chars[c];
        }
      },
    },
    {
      title: `his company's size is ${maxSize} or less: tapped to cancel an attack keyed to Wilderness (Giant Spiders)`,
      run: (k0) => {
        const k = kitOf(k0);
        const { inst, creature } = attackedWith(k, three.slice(0, maxSize), name, 'Giant Spiders', 'ally');
        k.use(0, inst, 0);
        expectCancelled(k, creature, 'Giant Spiders');
        k.equal(k.s.status[inst], 'tapped', name);
      },
    },
    {
      title: `not with a company of size ${maxSize + 1}; not against an attack keyed to a site (Orc-watch keyed to a Shadow-hold)`,
      run: (k0) => {
        const k = kitOf(k0);
        const big = attackedWith(k, three.slice(0, maxSize + 1), name, 'Giant Spiders', 'ally');
        k.expect(!k.canUse(0, big.inst, 0), `a company of ${maxSize + 1}`);
        const k2 = kitOf(k0);
        const site = attackedWith(k2, one, name, 'Orc-watch', 'ally');
        k2.expect(k2.companyById(site.id).dest === null, 'Orc-watch keyed to the site');
        k2.expect(!k2.canUse(0, site.inst, 0), 'an attack keyed to a site');
      },
    },
    {
      title: `tapped at Moria where an opponent's character bears The One Ring: both are discarded; not at a ${minion ? 'Darkhaven' : 'Haven'}`,
      run: (k0) => {
        const k = kitOf(k0);
        const { inst } = withCard(k, one, 'Moria', name, 'ally');
        const bearer = k.company(1, [foe], 'Moria').chars[0] as number;
        const ring = k.item(bearer, 'The One Ring');
        k.use(0, inst, 1);
        k.equal(k.where(inst), 'discard', name);
        k.equal(k.where(ring), 'discard', 'The One Ring');
        const haven = minion ? 'Minas Morgul' : 'Rivendell';
        const at = withCard(k, one, haven, name, 'ally');
        k.item(k.company(1, [minion ? 'Legolas' : 'Eradan'], haven).chars[0] as number, 'The One Ring');
        k.expect(!k.canUse(0, at.inst, 1), `not at ${haven}`);
      },
    },
  ];
  if (minion)
    scenarios.push({
      title: 'not playable while Gollum (its other manifestation) is in play',
      run: (k0) => {
        const k = kitOf(k0);
        k.ally(k.company(1, ['Aragorn II'], 'Rivendell').chars[0] as number, 'Gollum');
        const { id, chars } = k.company(0, one, 'Moria');
        playing(k, id, true);
        const card = k.mpHand(0, name);
        k.expect(k.refused(0, { type: 'playMpCard', inst: card, character: chars[0] as number }) !== undefined, 'refused');
      },
    });
  return scenarios;
}

/** Bairanax (a Dragon) attacks Aragorn II bearing Wormsbane (and Bilbo); the strike against `who` is resolved on `dice`: its strike roll and strike body check. */
function dragonStrike(k: ScenarioKit, who: string, dice: number[]): { roll: RollEvent | undefined; body: RollEvent | undefined } {
  const { id, chars } = k.company(0, [who, 'Bilbo'], 'Rivendell');
  const bearer = chars[0] as number;
  k.item(bearer, 'Wormsbane');
  k.creatureAttack(id, 'Bairanax');
  k.passAll();
  for (let i = 0; i < 8; i++) {
    const c = k.s.stack.find((x) => x.kind === 'combat');
    if (c?.kind !== 'combat' || c.stage === 'resolve') break;
    const seat = actor(k.s);
    const legal = k.legal(seat).filter((a) => a.type === 'assignStrike');
    const a = legal.find((x) => x.type === 'assignStrike' && x.target === bearer) ?? legal[0];
    if (!a) break;
    k.act(seat, a);
  }
  k.rig(dice);
  k.act(0, { type: 'resolveStrike', target: bearer, stayUntapped: false });
  return { roll: rollOf(k, 'strike'), body: rollOf(k, 'strikeBodyCheck') };
}

/** A new kit on the same card data (a second position in one scenario). */
function freshKit(k: ScenarioKit): ScenarioKit {
  return new (k.constructor as new (cards: unknown) => ScenarioKit)((k as unknown as { cards: unknown }).cards);
}

export const ITEMS: CardDef[] = [
  warriorGear('Sword of Gondolin', 'Weapon. Warrior only: +2 to prowess to a maximum of 8.', 'prowess', 2, 8),
  warriorGear('Hauberk of Bright Mail', 'Armor. Warrior only: +2 to body to a maximum of 9.', 'body', 2, 9),
  {
    name: 'Dagger of Westernesse',
    alignment: ['Hero'],
    text: 'Weapon. +1 to prowess to a maximum of 8.',
    scenarios: [
      strikeWith('Dagger of Westernesse', 'Aragorn II', (b) => Math.min(b + 1, 8), 'has +1 prowess'),
      strikeWith('Dagger of Westernesse', 'Glorfindel II', upTo(1, 8), 'stays at most 8 prowess'),
    ],
  },
  {
    name: 'Narsil',
    alignment: ['Hero'],
    text: 'Unique. Weapon. +1 to prowess and direct influence.',
    scenarios: [
      strikeWith('Narsil', 'Aragorn II', (b) => b + 1, 'has +1 prowess'),
      diScenario('Narsil', 'Aragorn II', 'Dol Amroth', 'Knights of Dol Amroth', 1, false),
    ],
  },
  {
    name: 'Horn of Anor',
    alignment: ['Hero'],
    text: '+2 to direct influence against factions. Cannot be duplicated on a given character.',
    play: { side: 'resource', windows: ['site'], requires: [notDuplicated] },
    scenarios: influenceScenarios('Horn of Anor', 'Ioreth', 'Rangers of Ithilien', 'Henneth Annûn', { name: 'Rangers of Ithilien', faction: true }, { name: 'Rangers of Ithilien', site: 'Henneth Annûn' }).filter((_, i) => i !== 1),
  },
  {
    name: 'Elf-stone',
    alignment: ['Hero'],
    text: '+2 to direct influence used against an Elf character or an Elf faction. Cannot be duplicated on a given character.',
    play: { side: 'resource', windows: ['site'], requires: [notDuplicated] },
    scenarios: [
      ...influenceScenarios('Elf-stone', 'Elrond', 'Elves of Lindon', 'Grey Havens', { name: 'Elves of Lindon', faction: true }, { name: 'Rangers of Ithilien', site: 'Henneth Annûn' }),
      ...influenceScenarios('Elf-stone', 'Elrond', 'Elves of Lindon', 'Bree', { name: 'Legolas', faction: false }, { name: 'Rangers of Ithilien', site: 'Henneth Annûn' }).slice(2, 3),
    ],
  },
  {
    name: 'Blazon of the Eye',
    alignment: ['Minion'],
    text: '+2 to direct influence against factions. Cannot be duplicated on a given character.',
    play: { side: 'resource', windows: ['site'], requires: [notDuplicated] },
    scenarios: [
      {
        title: 'Tarcil bearing Blazon of the Eye gets +2 when playing Goblins of Goblin-gate (and succeeds on a roll that needs it)',
        run: (k0) => {
          const k = minionKit(k0);
          const { f } = playFaction(k, 'Tarcil', 'Goblin-gate', 'Blazon of the Eye', 'Goblins of Goblin-gate', blazonDice(k));
          k.expect(rollMods(k, 'influence').some((m) => m.label === 'Blazon of the Eye' && m.value === 2), 'Blazon of the Eye +2 in the roll');
          k.equal(k.where(f), 'playArea', 'Goblins of Goblin-gate');
        },
      },
      {
        title: 'without Blazon of the Eye the same roll fails',
        run: (k0) => {
          const k = minionKit(k0);
          const { f } = playFaction(k, 'Tarcil', 'Goblin-gate', null, 'Goblins of Goblin-gate', blazonDice(k));
          k.equal(k.where(f), 'discard', 'Goblins of Goblin-gate');
        },
      },
      notDuplicatedScenario('Blazon of the Eye', 'Tarcil', 'Eradan', 'Goblin-gate', 'Goblins of Goblin-gate', true, 'Blazon of the Eye cannot be duplicated on a given character; another character may take it'),
      {
        title: 'Blazon of the Eye gives nothing against a character',
        run: (k0) => {
          const k = minionKit(k0);
          const { chars } = atSite(k, ['Tarcil'], 'Goblin-gate');
          const who = chars[0] as number;
          k.item(who, 'Blazon of the Eye');
          k.equal(itemInfluence(k.s, who, k.spawn('Eradan')).length, 0, 'no bonus against Eradan');
        },
      },
    ],
  },
  orcBane('Glamdring', 'Unique. Weapon. +3 to prowess to a maximum of 8 (a maximum of 9 against Orcs).', { bonus: 3, max: 8 }, { bonus: 3, max: 9 }, [
    strikeAgainst('Glamdring', ['Bilbo', 'Ioreth', 'Aragorn II'], 'Rivendell', { creature: 'Orc-watch' }, false, (b) => b + 3, 'has the full +3 below the maximum'),
  ]),
  orcBane('Orcrist', 'Unique. Weapon. +3 to prowess to a maximum of 9 (+4 prowess to a maximum of 10 against Orcs).', { bonus: 3, max: 9 }, { bonus: 4, max: 10 }),
  {
    name: 'Black Mace',
    alignment: ['Minion'],
    text: 'Weapon. Warrior only: +3 prowess to a maximum of 10 (+4 to a maximum of 10 against Elves).',
    static: [corrected('black mace', 'prowess')],
    scenarios: [
      strikeAgainst('Black Mace', ['Shagrat', 'Tarcil', 'Eradan', 'Dorelas'], 'Rivendell', { auto: true }, true, upTo(4, 10), "(a warrior) has +4 prowess to at most 10 against Elves (Rivendell's automatic-attack)"),
      strikeAgainst('Black Mace', ['Tarcil', 'Shagrat', 'Eradan', 'Dorelas'], 'Rivendell', { auto: true }, true, (b) => b + 4, '(a warrior) has the full +4 against Elves below the maximum'),
      strikeAgainst('Black Mace', ['Tarcil', 'Eradan', 'Dorelas'], 'Dol Guldur', { creature: 'Orc-watch' }, true, (b) => b + 3, '(a warrior) has +3 prowess against Orcs (Orc-watch)'),
      strikeAgainst('Black Mace', ['Eradan', 'Shagrat', 'Tarcil', 'Dorelas'], 'Rivendell', { auto: true }, true, (b) => b, '(no warrior) gets no bonus'),
    ],
  },
  {
    name: 'High Helm',
    alignment: ['Minion'],
    text: 'Unique. Helmet. +2 to direct influence. +1 to body to a maximum of 9. Warrior only: +1 to prowess to a maximum of 8.',
    static: [{ on: 'bearer', stat: 'di', delta: 2 }, corrected('high helm', 'prowess'), corrected('high helm', 'body')],
    scenarios: [
      strikeAgainst('High Helm', ['Tarcil', 'Eradan', 'Dorelas'], 'Dol Guldur', { creature: 'Orc-watch' }, true, upTo(1, 8), '(a warrior) has +1 prowess to at most 8'),
      strikeAgainst('High Helm', ['Eradan', 'Tarcil', 'Dorelas'], 'Dol Guldur', { creature: 'Orc-watch' }, true, (b) => b, '(no warrior) gets no prowess'),
      bodyAgainst('High Helm', ['Eradan', 'Tarcil', 'Dorelas'], 'Dol Guldur', 'Orc-watch', true, upTo(1, 9), 'has +1 body to at most 9 (warrior or not)'),
      diScenario('High Helm', 'Tarcil', 'Goblin-gate', 'Goblins of Goblin-gate', 2, true),
    ],
  },
  {
    name: 'Lesser Ring',
    alignment: ['Hero'],
    text: 'Lesser Ring. Playable only with a gold ring and after a test indicates Lesser Ring. +2 to direct influence.',
    // It comes from the Ring deck when a gold ring's test names it (rings.ts testRing); never played by hand.
    play: { side: 'resource', windows: ['site'], requires: [{ is: 'custom', label: 'only with a gold ring and after a test indicates Lesser Ring', test: () => false }] },
    scenarios: [
      {
        title: 'a test of Precious Gold Ring indicating only a Lesser Ring (6) puts Lesser Ring on its bearer, with +2 direct influence',
        run: (k) => {
          const { chars } = k.company(0, ['Gandalf', 'Bilbo'], 'Rivendell');
          const [gandalf, bilbo] = chars as [number, number];
          const gold = k.item(bilbo, 'Precious Gold Ring');
          const before = k.unusedDI(bilbo);
          const deck = k.s.sets.wizard?.decks.ring ?? [];
          const lesser = k.spawn('Lesser Ring');
          deck.unshift(lesser);
          k.phase('organization');
          k.rig([3, 3]);
          k.act(0, { type: 'testRing', tester: gandalf, ring: gold });
          k.expect((k.s.chars[bilbo]?.items ?? []).some((i) => cardOf(k.s, i).name === 'Lesser Ring'), 'Bilbo bears a Lesser Ring');
          k.equal(k.where(gold), 'discard', 'the gold ring');
          k.equal(k.unusedDI(bilbo), before + 2, "Bilbo's unused direct influence");
        },
      },
      {
        title: 'Lesser Ring is not playable otherwise (from the MP hand at a site where items are playable)',
        run: (k) => {
          const { chars } = atSite(k, ['Bilbo'], 'Moria');
          const ring = k.mpHand(0, 'Lesser Ring');
          k.refused(0, { type: 'playMpCard', inst: ring, character: chars[0] as number });
          k.equal(k.where(ring), 'mpHand', 'Lesser Ring');
        },
      },
    ],
  },
  {
    name: 'Cram',
    text: 'Discard to untap bearer. Alternatively, discard during organization phase to allow its bearer’s company to play an additional region card.',
    abilities: rations(),
    scenarios: rationsScenarios('Cram', ['Bilbo'], ['Frodo'], 'Rivendell', false),
  },
  {
    name: 'Miruvor',
    text: 'Discard to give +2 body (to a maximum of 10) for all characters in bearer’s company until the end of the turn.',
    abilities: cordial(),
    scenarios: cordialScenarios('Miruvor', 'Faramir', false),
  },
  {
    name: 'Orc-liquor',
    alignment: ['Minion'],
    text: 'Discard to give +2 body (to a maximum of 10) to all characters in bearer’s company until the end of the turn.',
    abilities: cordial(),
    scenarios: cordialScenarios('Orc-liquor', 'Tarcil', true),
  },
  {
    name: 'Strange Rations',
    alignment: ['Minion'],
    text: 'Discard to untap bearer. Alternatively, discard during organization phase to allow its bearer’s company to play an additional region card.',
    abilities: rations(),
    scenarios: rationsScenarios('Strange Rations', ['Tarcil'], ['Eradan'], 'Minas Morgul', true),
  },
  {
    name: 'Foul-smelling Paste',
    alignment: ['Minion'],
    text: 'The bearer can discard this item to heal a wounded character in his company—change the character’s status from wounded to well and untapped.',
    abilities: [
      {
        label: 'discard: heal a wounded character in his company',
        windows: ANY_TIME,
        target: { kind: 'character', side: 'company', where: [{ is: 'status', status: 'wounded' }] },
        costs: ['discardSelf'],
        effects: [{ do: 'heal', who: 'target' }],
        botUse: true,
      },
    ],
    scenarios: [
      {
        title: 'discarded to heal a wounded companion (untapped); not on a wounded character of another company',
        run: (k0) => {
          const k = minionKit(k0);
          const { chars, inst } = withCard(k, ['Tarcil', 'Eradan'], 'Minas Morgul', 'Foul-smelling Paste');
          const eradan = chars[1] as number;
          const far = k.company(0, ['Dorelas'], 'Dol Guldur').chars[0] as number;
          k.setStatus(far, 'wounded');
          k.expect(!k.canUse(0, inst, 0, eradan), 'Eradan is not wounded');
          k.setStatus(eradan, 'wounded');
          k.expect(!k.canUse(0, inst, 0, far), 'Dorelas is in another company');
          k.use(0, inst, 0, eradan);
          k.equal(k.s.status[eradan] ?? 'untapped', 'untapped', 'Eradan');
          k.equal(k.where(inst), 'discard', 'Foul-smelling Paste');
        },
      },
    ],
  },
  {
    name: 'Noble Steed',
    alignment: ['Hero'],
    text: 'Playable at any tapped or untapped non-Haven site in Rohan, Southern Rhovanion, Khand, Dorwinion, Horse Plains, or Harondor. If each character in a company controls a Noble Steed (or Bill the Pony or Shadowfax), the company may move up to two additional regions. Tap to cancel a strike (not from an automatic-attack) against its bearer or itself.',
    play: {
      side: 'resource',
      windows: ['site'],
      requires: [
        {
          is: 'custom',
          label: 'a non-Haven site in Rohan, Southern Rhovanion, Khand, Dorwinion, Horse Plains, or Harondor',
          test: (q) => {
            const co = q.companyId ? q.s.companies.find((c) => c.id === q.companyId) : undefined;
            const site = co ? q.s.catalog.cards[co.site] : undefined;
            return Boolean(co && site && !isHaven(q.s, co.site) && STEED_REGIONS.includes(site.regionKey ?? ''));
          },
        },
      ],
    },
    static: [{ on: 'extraRegions', count: steedRegions }],
    abilities: [
      {
        label: 'tap to cancel a strike against its bearer or itself',
        windows: ['strike'],
        target: { kind: 'strike' },
        requires: [
          { is: 'custom', label: 'a strike against its bearer or itself', test: (q) => q.target !== null && (q.target === bearerQ(q) || q.target === q.inst) },
          { is: 'custom', label: 'not from an automatic-attack', test: (q) => currentCombat(q.s)?.attack.source !== 'auto' },
        ],
        costs: ['tapSelf'],
        effects: [{ do: 'cancelStrike' }],
        botUse: true,
      },
    ],
    scenarios: [
      {
        title: 'played at Edoras (Rohan), tapped site too; not at Bree',
        run: (k) => {
          for (const [site, ok] of [['Edoras', true], ['Bree', false]] as const) {
            const { id, chars } = k.company(0, ['Bilbo'], site);
            k.companyById(id).siteTapped = true;
            playing(k, id, true);
            const card = k.mpHand(0, 'Noble Steed');
            const ch = chars[0] as number;
            if (ok) {
              k.act(0, { type: 'playMpCard', inst: card, character: ch });
              k.expect(k.s.chars[ch]?.allies.includes(card) ?? false, `Noble Steed joins at ${site}`);
            } else k.expect(k.refused(0, { type: 'playMpCard', inst: card, character: ch }) !== undefined, `refused at ${site}`);
          }
        },
      },
      {
        title: 'each character controls a Noble Steed: the company may enter five regions; with one character without, three',
        run: (k) => {
          const { chars } = withCard(k, ['Bilbo', 'Frodo'], 'Rivendell', 'Noble Steed', 'ally');
          k.equal(longestMove(k), 3, 'regions with one steed for two characters');
          k.ally(chars[1] as number, 'Noble Steed');
          k.equal(longestMove(k), 5, 'regions with a steed each');
        },
      },
      {
        title: 'tapped to cancel a strike against its bearer; not a strike against another character',
        run: (k) => {
          const { chars, who, inst } = attackedWith(k, ['Aragorn II', 'Bilbo', 'Frodo'], 'Noble Steed', 'Orc-watch', 'ally');
          assignEach(k, chars);
          k.expect(!k.canUse(0, inst, 0, chars[1] as number), 'not for Bilbo');
          k.use(0, inst, 0, who);
          k.expect(k.allEvents.some((e) => e.type === 'strikeResolved' && e.target === who && e.outcome === 'cancelled'), "Aragorn's strike is cancelled");
          k.equal(k.s.status[inst], 'tapped', 'Noble Steed');
        },
      },
      {
        title: 'a strike against the steed itself is cancelled',
        run: (k) => {
          const { chars, inst } = attackedWith(k, ['Aragorn II', 'Bilbo'], 'Noble Steed', 'Orc-watch', 'ally');
          assignEach(k, [inst, ...chars]);
          k.use(0, inst, 0, inst);
          k.expect(k.allEvents.some((e) => e.type === 'strikeResolved' && e.target === inst && e.outcome === 'cancelled'), "the steed's strike is cancelled");
        },
      },
      {
        title: 'not against a strike of an automatic-attack (Moria)',
        run: (k) => {
          const { chars } = k.company(0, ['Aragorn II'], 'Moria');
          const steed = k.ally(chars[0] as number, 'Noble Steed');
          k.enterSite(k.companyOf(chars[0] as number)?.id as string);
          k.passAll();
          k.act(0, { type: 'assignStrike', target: chars[0] as number });
          for (let i = 0; i < 8; i++) {
            const c = k.s.stack.find((x) => x.kind === 'combat');
            if (c?.kind !== 'combat' || c.stage === 'resolve') break;
            const who = actor(k.s);
            const a = k.legal(who).find((x) => x.type !== 'manual');
            if (!a) break;
            k.act(who, a);
          }
          k.expect(k.top()?.kind === 'combat', 'the automatic-attack’s strikes are assigned');
          k.expect(!k.canUse(0, steed, 0, chars[0] as number), 'no cancel against an automatic-attack');
        },
      },
    ],
  },
  {
    name: 'Great-shield of Rohan',
    alignment: ['Hero'],
    text: 'Unique. Shield. +2 to body to a maximum of 9. Warrior only: tap Great Shield of Rohan to remain untapped against one strike (unless the bearer is wounded by the strike).',
    abilities: [
      shieldTap('tap: the bearer remains untapped against the strike (unless wounded)', [
        { do: 'custom', label: 'remains untapped against the strike unless wounded', run: (q) => q.s.mods.push({ inst: q.target as number, stat: 'noTap', delta: 0, until: 'strike' }) },
      ]),
    ],
    scenarios: [
      bodyWith('Great-shield of Rohan', 'Gimli', upTo(2, 9), 'has +2 body to at most 9'),
      {
        title: 'Gimli (a warrior) taps it and stays untapped after defeating the strike; Bilbo (no warrior) cannot',
        run: (k) => {
          const { who, inst } = warriorShieldUsed(k, 'Great-shield of Rohan');
          k.equal(k.s.status[inst], 'tapped', 'the shield');
          const roll = resolveStrike(k, who, [6, 6]);
          k.equal(roll?.prowess, k.card('Gimli').prowess ?? 0, 'no -3 for staying untapped');
          k.equal(k.s.status[who] ?? 'untapped', 'untapped', 'Gimli');
        },
      },
    ],
  },
  {
    name: 'Shield of Iron-bound Ash',
    alignment: ['Hero'],
    text: 'Shield. +1 to body to a maximum of 8. Tap Shield of Iron-bound Ash to gain +1 prowess against one strike.',
    static: [corrected('shield of iron-bound ash', 'body')],
    abilities: [
      {
        label: 'tap: +1 prowess against the strike',
        windows: ['strike'],
        target: { kind: 'strike' },
        requires: [STRIKE_ON_BEARER],
        costs: ['tapSelf'],
        effects: [{ do: 'modify', who: 'target', stat: 'prowess', delta: 1, until: 'strike' }],
        botUse: true,
      },
    ],
    scenarios: [
      bodyWith('Shield of Iron-bound Ash', 'Bilbo', upTo(1, 8), 'has +1 body to at most 8'),
      bodyWith('Shield of Iron-bound Ash', 'Gimli', upTo(1, 8), 'stays at most 8 body'),
      {
        title: 'tapped: +1 prowess against the strike; not for another character',
        run: (k) => {
          const { chars, who, inst } = attackedWith(k, ['Aragorn II', 'Bilbo', 'Frodo'], 'Shield of Iron-bound Ash', 'Orc-watch');
          assignEach(k, chars);
          k.expect(!k.canUse(0, inst, 0, chars[1] as number), 'not for Bilbo');
          k.use(0, inst, 0, who);
          k.equal(k.s.status[inst], 'tapped', 'the shield');
          const roll = resolveStrike(k, who, [1, 1, 1, 1]);
          k.equal(roll?.prowess, (k.card('Aragorn II').prowess ?? 0) + 1, "Aragorn's prowess");
        },
      },
    ],
  },
  {
    name: 'Torque of Hues',
    alignment: ['Hero'],
    text: 'Unique. Tap Torque of Hues and its bearer to cancel an attack against his company. Bearer makes a corruption check.',
    abilities: [
      {
        label: 'tap it and its bearer: cancel the attack; bearer makes a corruption check',
        windows: ['attack'],
        requires: [ATTACK_ON_COMPANY],
        costs: ['tapSelf', 'tapBearer'],
        effects: [{ do: 'cancelAttack' }, { do: 'corruptionCheck', who: 'bearer', modifier: 0 }],
        botUse: true,
      },
    ],
    scenarios: [
      {
        title: 'the attack is cancelled, Torque and bearer tapped, the bearer makes a corruption check; not with a tapped bearer',
        run: (k) => {
          const { who, inst, creature } = attackedWith(k, ['Aragorn II', 'Bilbo'], 'Torque of Hues', 'Orc-watch');
          k.rig([6, 6]);
          k.use(0, inst, 0);
          expectCancelled(k, creature, 'Orc-watch');
          k.equal(k.s.status[inst], 'tapped', 'Torque of Hues');
          k.equal(k.s.status[who], 'tapped', 'Aragorn II');
          k.equal(rollOf(k, 'corruption')?.inst, who, 'the corruption check is the bearer’s');
        },
      },
      {
        title: 'not usable when the bearer is tapped',
        run: (k) => {
          const { inst } = attackedWith(k, ['Aragorn II', 'Bilbo'], 'Torque of Hues', 'Orc-watch');
          const who = k.companyOf(k.s.companies[0]?.chars[0] as number)?.chars[0] as number;
          k.setStatus(who, 'tapped');
          k.expect(!k.canUse(0, inst, 0), 'a tapped bearer');
        },
      },
    ],
  },
  {
    name: 'Star-glass',
    alignment: ['Hero'],
    text: 'Tap bearer of Star-glass to cancel an Undead attack against his company or to modify the prowess of a Spiders, Animals, or Wolves attack against his company by -2. Bearer makes a corruption check.',
    abilities: [
      {
        label: 'tap bearer: cancel an Undead attack; bearer makes a corruption check',
        windows: ['attack'],
        requires: [ATTACK_ON_COMPANY, { is: 'custom', label: 'an Undead attack', test: (q) => attackRaceIs(q, ['Undead']) }],
        costs: ['tapBearer'],
        effects: [{ do: 'cancelAttack' }, { do: 'corruptionCheck', who: 'bearer', modifier: 0 }],
        botUse: true,
      },
      {
        label: 'tap bearer: -2 prowess to a Spiders, Animals or Wolves attack; bearer makes a corruption check',
        windows: ['attack'],
        requires: [ATTACK_ON_COMPANY, { is: 'custom', label: 'a Spiders, Animals or Wolves attack', test: (q) => attackRaceIs(q, ['Spiders', 'Animals', 'Wolves']) }],
        costs: ['tapBearer'],
        effects: [{ do: 'modifyAttack', stat: 'prowess', delta: -2 }, { do: 'corruptionCheck', who: 'bearer', modifier: 0 }],
        botUse: true,
      },
    ],
    scenarios: [
      {
        title: 'an Undead attack (Ghosts) is cancelled by tapping the bearer, who makes a corruption check; the prowess use is not offered',
        run: (k) => {
          const { who, inst, creature } = attackedWith(k, ['Aragorn II', 'Bilbo'], 'Star-glass', 'Ghosts');
          k.expect(!k.canUse(0, inst, 1), 'no -2 against Undead');
          k.rig([6, 6]);
          k.use(0, inst, 0);
          expectCancelled(k, creature, 'Ghosts');
          k.equal(k.s.status[who], 'tapped', 'the bearer');
          k.equal(rollOf(k, 'corruption')?.inst, who, 'the bearer’s corruption check');
        },
      },
      {
        title: 'a Wolves attack gets -2 prowess; an Orc attack neither',
        run: (k) => {
          const { inst } = attackedWith(k, ['Aragorn II', 'Bilbo'], 'Star-glass', 'Wolves');
          const before = attackNow(k)?.prowess ?? 0;
          k.expect(!k.canUse(0, inst, 0), 'Wolves are not Undead');
          k.rig([6, 6]);
          k.use(0, inst, 1);
          k.equal(attackNow(k)?.prowess, before - 2, "the attack's prowess");
          const o = attackedWith(k, ['Legolas'], 'Star-glass', 'Orc-watch');
          k.expect(!k.canUse(0, o.inst, 0) && !k.canUse(0, o.inst, 1), 'nothing against Orcs');
        },
      },
    ],
  },
  {
    name: 'Black Arrow',
    alignment: ['Hero'],
    text: 'Warrior only: Tap Black Arrow to give -1 to the prowess and body of any one attack against bearer’s company. When Black Arrow is tapped, discard it if its bearer is not a Man.',
    abilities: [
      {
        label: "tap: -1 prowess and body to an attack against the bearer's company",
        windows: ['attack'],
        requires: [ATTACK_ON_COMPANY, BEARER_WARRIOR],
        costs: ['tapSelf'],
        effects: [
          { do: 'modifyAttack', stat: 'prowess', delta: -1 },
          { do: 'modifyAttack', stat: 'body', delta: -1 },
          {
            do: 'custom',
            label: 'discarded if its bearer is not a Man',
            run: (q, ctx) => {
              const b = bearerQ(q);
              if (b !== null && !raceMatches(cardOf(q.s, b).race ?? null, ['Man'])) discardInPlay(q.s, q.inst, ctx);
            },
          },
        ],
        botUse: true,
      },
    ],
    scenarios: [
      {
        title: 'Bard Bowman (a Man warrior) taps it: the attack has -1 prowess and -1 body; the arrow stays',
        run: (k) => {
          const { inst } = attackedWith(k, ['Bard Bowman', 'Bilbo'], 'Black Arrow', 'Olog Warlords');
          const before = attackNow(k);
          k.use(0, inst, 0);
          const after = attackNow(k);
          k.equal(after?.prowess, (before?.prowess ?? 0) - 1, 'prowess');
          k.equal(after?.body, (before?.body ?? 0) - 1, 'body');
          k.equal(k.s.status[inst], 'tapped', 'Black Arrow');
          k.equal(k.where(inst), 'character', 'Black Arrow');
        },
      },
      {
        title: 'Gimli (a Dwarf warrior) taps it: it is discarded; Bilbo (no warrior) cannot',
        run: (k) => {
          const { chars, inst } = attackedWith(k, ['Gimli', 'Bilbo'], 'Black Arrow', 'Orc-watch');
          const other = k.item(chars[1] as number, 'Black Arrow');
          k.expect(!k.canUse(0, other, 0), 'not for Bilbo (no warrior)');
          k.use(0, inst, 0);
          k.equal(k.where(inst), 'discard', 'Black Arrow');
        },
      },
    ],
  },
  {
    name: 'Beautiful Gold Ring',
    alignment: ['Hero'],
    text: 'Discard Beautiful Gold Ring when tested. If tested, make a roll to determine which ring card may be immediately played: • The One Ring (12+); • a Dwarven Ring (10,11,12+); • a Magic Ring (1,2,3,4,5,6,7); • a Lesser Ring (any result).',
    // The ring test itself is the engine's (rings.ts testRing, with the kinds the text lists).
    scenarios: [
      {
        title: 'tested by Gandalf at Rivendell on a 7: a Magic Ring may be played (none in the Ring deck, a Lesser Ring is); the gold ring is discarded',
        run: (k) => {
          const { chars } = k.company(0, ['Gandalf', 'Bilbo'], 'Rivendell');
          const [gandalf, bilbo] = chars as [number, number];
          const gold = k.item(bilbo, 'Beautiful Gold Ring');
          const lesser = k.spawn('Lesser Ring');
          k.s.sets.wizard?.decks.ring.unshift(lesser);
          const roll = ringTest(k, gandalf, gold, [3, 4]);
          k.equal(((roll?.kinds ?? []) as string[]).slice().sort().join(','), ['lesser', 'magic'].sort().join(','), 'ring kinds on 7');
          k.expect(k.s.chars[bilbo]?.items.includes(lesser) ?? false, 'Bilbo bears the Lesser Ring');
          k.equal(k.where(gold), 'discard', 'Beautiful Gold Ring');
        },
      },
      {
        title: 'on 12: The One Ring, a Dwarven Ring or a Lesser Ring (no Magic Ring)',
        run: (k) => {
          const { chars } = k.company(0, ['Gandalf', 'Bilbo'], 'Rivendell');
          const gold = k.item(chars[1] as number, 'Beautiful Gold Ring');
          const roll = ringTest(k, chars[0] as number, gold, [6, 6]);
          const kinds = (roll?.kinds ?? []) as string[];
          k.expect(kinds.includes('one') && kinds.includes('dwarven') && kinds.includes('lesser') && !kinds.includes('magic'), `kinds on 12: ${kinds.join(',')}`);
        },
      },
    ],
  },
  {
    name: 'The Least of Gold Rings',
    alignment: ['Minion'],
    text: 'Bearer must make a corruption check at the end of each of his untap phases. Discard this ring when tested. If tested, obtain a random value to determine which ring card may be immediately played: The One Ring (12+); a Dwarven Ring (10,11,12+); a Magic Ring (1,2,3,4,5,6,7); a Lesser Ring (any result).',
    static: [
      atEndOfUntap((s, bearer, ctx) => requestCheck(s, { inst: bearer, modifier: 0, why: 'The Least of Gold Rings', failure: 'byMargin' }, ctx)),
    ],
    scenarios: [
      {
        title: 'its bearer makes a corruption check at the end of his untap phase (the other company’s characters do not)',
        run: (k0) => {
          const k = minionKit(k0);
          const { chars } = k.company(0, ['Tarcil', 'Eradan'], 'Minas Morgul');
          k.item(chars[0] as number, 'The Least of Gold Rings');
          k.rig([1, 1, 1, 1, 1, 1]);
          const events = k.toNextTurn(1);
          const checks = events.filter((e): e is RollEvent => e.type === 'roll' && e.purpose === 'corruption');
          k.equal(checks.length, 1, 'corruption checks');
          k.equal(checks[0]?.inst, chars[0], 'Tarcil checks');
        },
      },
      {
        title: 'tested at Minas Morgul on 7: a Magic Ring or a Lesser Ring; the ring is discarded',
        run: (k0) => {
          const k = minionKit(k0);
          const { chars } = k.company(0, ['The Witch-king', 'Tarcil'], 'Minas Morgul');
          const gold = k.item(chars[1] as number, 'The Least of Gold Rings');
          const roll = ringTest(k, chars[0] as number, gold, [3, 4]);
          k.equal(((roll?.kinds ?? []) as string[]).slice().sort().join(','), 'lesser,magic', 'ring kinds on 7');
          k.equal(k.where(gold), 'discard', 'The Least of Gold Rings');
        },
      },
    ],
  },
  {
    name: 'Scroll of Isildur',
    alignment: ['Hero'],
    text: 'Unique. When a gold ring is tested in a company with the Scroll of Isildur, the result of the roll is modified by +2.',
    static: [{ on: 'ringTest', delta: 2 }],
    scenarios: [
      {
        title: 'a gold ring tested in its company: the roll is modified by +2; in another company: no modification',
        run: (k) => {
          const { chars } = k.company(0, ['Gandalf', 'Bilbo', 'Frodo'], 'Rivendell');
          const [gandalf, bilbo, frodo] = chars as [number, number, number];
          k.item(frodo, 'Scroll of Isildur');
          const gold = k.item(bilbo, 'Beautiful Gold Ring');
          const roll = ringTest(k, gandalf, gold, [4, 4]);
          k.equal(roll?.total, 10, 'the test’s result (8 + 2)');
          k.expect(((roll?.kinds ?? []) as string[]).includes('dwarven'), 'a Dwarven Ring on 10');
          k.s.chars[frodo]?.items.pop(); // the Scroll leaves this company
          const elsewhere = k.company(0, ['Aragorn II'], 'Bree');
          k.item(elsewhere.chars[0] as number, 'Scroll of Isildur');
          const gold2 = k.item(bilbo, 'Beautiful Gold Ring');
          k.setStatus(gandalf, 'untapped');
          const plain = ringTest(k, gandalf, gold2, [4, 4]);
          k.equal(plain?.total, 8, 'no modification from a Scroll in another company');
        },
      },
    ],
  },
  {
    name: 'Gollum',
    alignment: ['Hero'],
    text: 'Unique. Playable at Goblin-gate or Moria. If his company’s size is two or less, tap Gollum to cancel one attack against his company keyed to Wilderness [{w}] or Shadow-land [{s}]. You may tap Gollum if he is at the same non-Haven site as The One Ring; then both Gollum and The One Ring are discarded.',
    play: { side: 'resource', windows: ['site'], requires: [{ is: 'siteName', names: ['Goblin-gate', 'Moria'] }] },
    abilities: gollumAbilities(2, false),
    scenarios: gollumScenarios('Gollum', 2, false),
  },
  {
    name: 'Stinker',
    alignment: ['Minion'],
    text: "Unique. Playable at Goblin-gate or Moria. Manifestation of Gollum and My Precious. If his company's size is less than three, tap Stinker to cancel one attack against his company keyed to Wilderness [{w}] or Shadow-land [{s}]. You may tap Stinker if he is at the same non-Darkhaven site as The One Ring; then both Stinker and The One Ring are discarded.",
    play: { side: 'resource', windows: ['site'], requires: [{ is: 'siteName', names: ['Goblin-gate', 'Moria'] }, { is: 'notInPlay', names: ['Gollum', 'My Precious'] }] },
    abilities: gollumAbilities(2, true),
    scenarios: gollumScenarios('Stinker', 2, true),
  },
  {
    name: 'Enruned Shield',
    alignment: ['Hero'],
    text: 'Unique. Hoard item. Shield. +3 to body to a maximum of 10. Warrior only: tap Enruned Shield to cause one strike against bearer to be ineffectual (i. e., it doesn’t fail and it is not successful).',
    // An ineffectual strike is as a cancelled one: neither failed nor successful (it does not count toward defeating the attack).
    abilities: [
      shieldTap('tap: one strike against the bearer is ineffectual', [{ do: 'cancelStrike' }]),
    ],
    scenarios: [
      bodyWith('Enruned Shield', 'Gimli', upTo(3, 10), 'has +3 body to at most 10'),
      {
        title: 'Gimli (a warrior) taps it: the strike against him is ineffectual, he stays untapped; Bilbo (no warrior) cannot',
        run: (k) => {
          const { who, inst } = warriorShieldUsed(k, 'Enruned Shield');
          k.expect(k.allEvents.some((e) => e.type === 'strikeResolved' && e.target === who && e.outcome === 'cancelled'), 'the strike is ineffectual');
          k.equal(k.s.status[who] ?? 'untapped', 'untapped', 'Gimli');
          k.equal(k.s.status[inst], 'tapped', 'Enruned Shield');
        },
      },
    ],
  },
  {
    name: 'Thrór’s Map',
    text: 'Unique. Discard Thrór’s Map to untap a site with a Dragon automatic-attack.',
    // Arda Revised: a site is tapped for the company that played a card there until it moves (co.siteTapped); the map untaps its bearer's company's site.
    abilities: [
      {
        label: 'discard: untap the site (with a Dragon automatic-attack)',
        windows: ANY_TIME,
        requires: [
          {
            is: 'custom',
            label: 'a tapped site with a Dragon automatic-attack',
            test: (q) => {
              const co = bearerCompany(q);
              const site = co ? q.s.catalog.cards[co.site] : undefined;
              return Boolean(co?.siteTapped && site?.autoAttacks.some((a) => raceMatches(a.race, ['Dragon'])));
            },
          },
        ],
        costs: ['discardSelf'],
        effects: [
          {
            do: 'custom',
            label: 'the site is untapped',
            run: (q) => {
              const co = bearerCompany(q);
              if (co) co.siteTapped = false;
            },
          },
        ],
        botUse: true,
      },
    ],
    scenarios: [false, true].map(
      (minion): Scenario => ({
        title: `${minion ? 'minion' : 'hero'}: discarded to untap Gold Hill (a Dragon automatic-attack); not at a tapped Moria, not at an untapped Gold Hill`,
        run: (k0) => {
          const k = minion ? minionKit(k0) : k0;
          const names = minion ? ['Tarcil', 'Eradan', 'Dorelas'] : ['Bilbo', 'Frodo', 'Gimli'];
          const untapped = withCard(k, [names[0] as string], 'Gold Hill', 'Thrór’s Map');
          k.expect(!k.canUse(0, untapped.inst, 0), 'the site is not tapped');
          const moria = withCard(k, [names[1] as string], 'Moria', 'Thrór’s Map');
          k.companyById(moria.id).siteTapped = true;
          k.expect(!k.canUse(0, moria.inst, 0), 'Moria has no Dragon automatic-attack');
          const hill = withCard(k, [names[2] as string], 'Gold Hill', 'Thrór’s Map');
          k.companyById(hill.id).siteTapped = true;
          k.use(0, hill.inst, 0);
          k.equal(k.companyById(hill.id).siteTapped, false, 'Gold Hill tapped for the company');
          k.equal(k.where(hill.inst), 'discard', 'Thrór’s Map');
        },
      }),
    ),
  },
  {
    name: 'Bow of Dragon-horn',
    alignment: ['Hero'],
    text: 'Unique. Hoard item. Warrior only: tap bow to reduce the number of strikes from one hazard creature attack not keyed to a site by one (to a minimum of one).',
    // How a creature was keyed is not recorded: "not keyed to a site" is read as a creature that could be keyed to the company's site path.
    abilities: [
      {
        label: 'tap: -1 strike to a hazard creature attack not keyed to a site (minimum one)',
        windows: ['attack'],
        requires: [ATTACK_ON_COMPANY, BEARER_WARRIOR, { is: 'custom', label: 'a hazard creature attack not keyed to a site', test: (q) => keyedToPath(q) }],
        costs: ['tapSelf'],
        effects: [{ do: 'modifyAttack', stat: 'strikes', delta: -1 }],
        botUse: true,
      },
    ],
    scenarios: [
      {
        title: 'Gimli (a warrior) taps it: Giant Spiders (keyed to Wilderness) have one strike fewer; Bilbo (no warrior) cannot',
        run: (k) => {
          const other = freshKit(k);
          const hobbit = attackedWith(other, ['Bilbo', 'Gimli'], 'Bow of Dragon-horn', 'Giant Spiders');
          k.expect(!other.canUse(0, hobbit.inst, 0), 'not for Bilbo (no warrior)');
          const { inst } = attackedWith(k, ['Gimli', 'Bilbo'], 'Bow of Dragon-horn', 'Giant Spiders');
          const before = attackNow(k)?.strikes ?? 0;
          k.use(0, inst, 0);
          k.equal(attackNow(k)?.strikes, before - 1, 'strikes');
          k.equal(k.s.status[inst], 'tapped', 'the bow');
        },
      },
      {
        title: 'not against an attack keyed to a site (Orc-watch keyed to a Shadow-hold) nor an automatic-attack',
        run: (k) => {
          const { id, inst } = attackedWith(k, ['Gimli', 'Bilbo'], 'Bow of Dragon-horn', 'Orc-watch');
          k.expect(k.companyById(id).dest === null, 'keyed to the site');
          k.expect(!k.canUse(0, inst, 0), 'keyed to a site');
        },
      },
    ],
  },
  ...[
    { name: 'Quickbeam', regions: null },
    { name: 'Treebeard', regions: ['Fangorn', 'Rohan', 'Gap of Isen', 'Wold & Foothills', 'Enedhwaith', 'Old Pûkel-land', 'Brown Lands', 'Anduin Vales', 'Redhorn Gate'] },
  ].map(({ name, regions }): CardDef => ({
    name,
    alignment: ['Hero'],
    text:
      `Unique. Playable at Wellinghall. May not be attacked by automatic-attacks or hazards keyed to his site.` +
      (regions ? ` Discard ${name} if his company moves to a site that is not in: ${regions.slice(0, -1).join(', ')}, or ${regions[regions.length - 1]}.` : ''),
    play: { side: 'resource', windows: ['site'], requires: [{ is: 'siteName', names: ['Wellinghall'] }] },
    // How a creature was keyed is not recorded: a creature that could not be keyed to the company's site path was keyed to its site.
    static: [
      { on: 'notAttacked', when: (s) => currentCombat(s)?.attack.source === 'auto' || (currentCombat(s)?.attack.creature != null && !keyedToPath(s)) },
      ...(regions
        ? [
            {
              on: 'mhEnd' as const,
              run: (s: GameState, companyId: string, ctx: Ctx, self?: { inst: number; bearer: number | null }) => {
                const co = s.companies.find((c) => c.id === companyId);
                if (!co?.dest || !self || self.bearer === null || !co.chars.includes(self.bearer)) return;
                const region = s.catalog.cards[co.dest.site]?.regionKey ?? '';
                if (!regions.map(nameKey).includes(region)) discardInPlay(s, self.inst, ctx);
              },
            },
          ]
        : []),
    ],
    scenarios: [
      {
        title: `played at Wellinghall; not at Bree`,
        run: (k) => {
          for (const [site, ok] of [['Wellinghall', true], ['Bree', false]] as const) {
            const { id, chars } = k.company(0, ['Bilbo'], site);
            playing(k, id, true);
            const card = k.mpHand(0, name);
            const ch = chars[0] as number;
            if (ok) {
              k.act(0, { type: 'playMpCard', inst: card, character: ch });
              k.expect(k.s.chars[ch]?.allies.includes(card) ?? false, `${name} joins at ${site}`);
              k.s.chars[ch]?.allies.pop();
            } else k.expect(k.refused(0, { type: 'playMpCard', inst: card, character: ch }) !== undefined, `refused at ${site}`);
          }
        },
      },
      {
        title: 'no strike of an attack keyed to his site (Orc-watch at a Shadow-hold) may be assigned to him; one keyed to Wilderness (Giant Spiders) may',
        run: (k) => {
          const site = attackedWith(k, ['Aragorn II', 'Bilbo'], name, 'Orc-watch', 'ally');
          k.expect(!k.legal(0).some((a) => a.type === 'assignStrike' && a.target === site.inst), 'not assignable against Orc-watch');
          const k2 = freshKit(k);
          const path = attackedWith(k2, ['Aragorn II', 'Bilbo'], name, 'Giant Spiders', 'ally');
          k2.expect(k2.legal(0).some((a) => a.type === 'assignStrike' && a.target === path.inst), 'assignable against Giant Spiders');
        },
      },
      {
        title: 'no strike of an automatic-attack (Moria) may be assigned to him',
        run: (k) => {
          const { id, chars } = k.company(0, ['Aragorn II', 'Legolas'], 'Moria');
          const ent = k.ally(chars[0] as number, name);
          k.enterSite(id);
          k.passAll();
          k.expect(k.top()?.kind === 'combat', 'the automatic-attack');
          k.expect(k.legal(0).some((a) => a.type === 'assignStrike'), 'strikes to assign');
          k.expect(!k.legal(0).some((a) => a.type === 'assignStrike' && a.target === ent), 'not assignable to him');
        },
      },
      ...(regions
        ? [
            {
              title: 'discarded when his company moves to Bree (Arthedain); kept moving to Edoras (Rohan)',
              run: (k: ScenarioKit) => {
                for (const [dest, kept] of [['Edoras', true], ['Bree', false]] as const) {
                  const { id, chars } = k.company(0, ['Aragorn II'], 'Wellinghall');
                  const ent = k.ally(chars[0] as number, name);
                  k.movement(id, dest, []);
                  k.act(1, { type: 'passHazards' });
                  k.equal(k.where(ent) === 'character', kept, `${name} still with Aragorn II after moving to ${dest}`);
                  k.equal(k.events.some((e) => e.type === 'discard' && e.inst === ent), !kept, `${name} discarded moving to ${dest}`);
                }
              },
            },
          ]
        : []),
    ],
  })),
  {
    name: 'Sable Shield',
    alignment: ['Minion'],
    text: 'Unique. Shield. If a strike against the bearer is successful, he is not wounded. Instead, the attacker makes a roll—if this result is greater than 6, discard Sable Shield.',
    static: [
      {
        on: 'notWounded',
        instead: (s, self, attackerSeat, ctx) => {
          const dice = roll2d6(s.rng);
          const total = dice[0] + dice[1];
          const discard = total > 6;
          ctx.events.push({ type: 'roll', purpose: 'cardEffect', seat: attackerSeat, inst: self.inst, card: s.cardOf[self.inst], dice, mods: [], total, need: 7, result: discard ? 'discarded' : 'stays', why: 'Sable Shield' });
          if (discard) discardInPlay(s, self.inst, ctx);
        },
      },
    ],
    scenarios: [12, 6].map(
      (roll): Scenario => ({
        title: `a successful strike does not wound Tarcil (he taps); the attacker rolls ${roll}: Sable Shield ${roll > 6 ? 'is discarded' : 'stays'}; Eradan without it is wounded`,
        run: (k0) => {
          const k = minionKit(k0);
          const { chars, who, inst } = attackedWith(k, ['Tarcil', 'Eradan', 'Dorelas'], 'Sable Shield', 'Orc-watch');
          assignEach(k, chars);
          const strike = resolveStrike(k, who, [1, 1, roll === 12 ? 6 : 3, roll === 12 ? 6 : 3]);
          k.equal(strike?.result, 'notWounded', 'the strike');
          k.equal(k.s.status[who], 'tapped', 'Tarcil');
          k.equal(k.where(inst), roll > 6 ? 'discard' : 'character', 'Sable Shield');
          k.expect(!k.events.some((e): e is RollEvent => e.type === 'roll' && e.purpose === 'bodyCheck'), 'no body check');
          resolveStrike(k, chars[1] as number, [1, 1, 1, 1]);
          k.equal(k.s.status[chars[1] as number], 'wounded', 'Eradan');
        },
      }),
    ),
  },
  {
    name: 'Bow of the Galadhrim',
    alignment: ['Hero'],
    text: 'Unique. The following effect applies only if the bearer is an Elf Warrior. In company versus company combat, make a roll before strikes are assigned for each non-unique minion ally in the company the bearer is facing. If the result for an ally is greater than the ally’s mind plus five, discard the ally.',
    static: [
      {
        on: 'afterAction',
        run: (s, events, ctx, self) => {
          const bearer = self.bearer;
          if (bearer === null || !s.chars[bearer]) return;
          const card = cardOf(s, bearer);
          if (card.race !== 'Elf' || !card.skills.includes('Warrior')) return;
          const own = s.chars[bearer].company;
          const started = events.find((e) => e.type === 'attack');
          const combat = currentCombat(s);
          if (!started || !combat || combat.attack.source !== 'company' || combat.slots.length > 0 || started.companyId !== combat.attack.companyId) return;
          const a = combat.attack;
          const facing = a.companyId === own ? a.attackerCompanyId : a.attackerCompanyId === own ? a.companyId : null;
          const co = facing === null ? undefined : s.companies.find((c) => c.id === facing);
          if (!co) return;
          for (const ch of co.chars)
            for (const ally of [...(s.chars[ch]?.allies ?? [])]) {
              const al = cardOf(s, ally);
              if (al.unique || al.alignment !== 'Minion') continue;
              const dice = roll2d6(s.rng);
              const total = dice[0] + dice[1];
              const need = (al.mind ?? 0) + 5;
              const discard = total > need;
              ctx.events.push({ type: 'roll', purpose: 'cardEffect', seat: s.chars[bearer].owner, inst: ally, card: s.cardOf[ally], dice, mods: [], total, need: need + 1, result: discard ? 'discarded' : 'stays', why: 'Bow of the Galadhrim' });
              if (discard) discardInPlay(s, ally, ctx);
            }
        },
      },
    ],
    scenarios: [
      {
        title: 'Legolas (an Elf warrior) bearing it attacks a minion company at Moria: a roll per non-unique minion ally (War-wolf, mind 1): 12 discards one, 2 keeps the other',
        run: (k) => {
          const { id, chars } = k.company(0, ['Legolas'], 'Moria');
          k.item(chars[0] as number, 'Bow of the Galadhrim');
          const foe = k.company(1, ['Tarcil'], 'Moria');
          const wolves = [k.ally(foe.chars[0] as number, 'War-wolf'), k.ally(foe.chars[0] as number, 'War-wolf')];
          k.phase('site');
          k.rig([6, 6, 1, 1]);
          k.act(0, { type: 'attackCompany', companyId: id, targetCompanyId: foe.id, attackers: chars });
          k.equal(k.where(wolves[0] as number), 'discard', 'the first War-wolf (12 > 6)');
          k.equal(k.where(wolves[1] as number), 'character', 'the second War-wolf (2)');
        },
      },
      {
        title: 'attacked by a minion company: the roll is made too; a bearer who is not an Elf warrior (Aragorn II) makes none',
        run: (k0) => {
          const k = minionKit(k0);
          const attacker = k.company(0, ['Tarcil'], 'Moria');
          const wolf = k.ally(attacker.chars[0] as number, 'War-wolf');
          const elf = k.company(1, ['Legolas'], 'Moria');
          k.item(elf.chars[0] as number, 'Bow of the Galadhrim');
          k.phase('site');
          k.rig([6, 6]);
          k.act(0, { type: 'attackCompany', companyId: attacker.id, targetCompanyId: elf.id, attackers: attacker.chars });
          k.equal(k.where(wolf), 'discard', 'War-wolf');
          const k2 = minionKit(k0);
          const a2 = k2.company(0, ['Tarcil'], 'Moria');
          const wolf2 = k2.ally(a2.chars[0] as number, 'War-wolf');
          const man = k2.company(1, ['Aragorn II'], 'Moria');
          k2.item(man.chars[0] as number, 'Bow of the Galadhrim');
          k2.phase('site');
          k2.rig([6, 6]);
          k2.act(0, { type: 'attackCompany', companyId: a2.id, targetCompanyId: man.id, attackers: a2.chars });
          k2.equal(k2.where(wolf2), 'character', 'War-wolf (no Elf warrior)');
          k2.expect(!k2.events.some((e): e is RollEvent => e.type === 'roll' && e.purpose === 'cardEffect'), 'no roll');
        },
      },
    ],
  },
  {
    name: 'Wormsbane',
    alignment: ['Hero'],
    text: 'Unique. Weapon. +2 to prowess to a maximum of 9 (+4 to prowess to a maximum of 12 and -2 to strike’s body against a Dragon or Drake strike).',
    static: [corrected('wormsbane', 'prowess'), { on: 'strikeBody', delta: (s, bearer) => (/^(dragon|drake)/i.test(raceFacing(s, bearer) ?? '') ? -2 : 0) }],
    scenarios: [
      {
        title: 'Aragorn II bearing Wormsbane has +4 prowess to at most 12 against a Dragon (Bairanax); defeating its strike, the strike’s body is 7 - 2',
        run: (k) => {
          const { roll, body } = dragonStrike(k, 'Aragorn II', [6, 6, 1, 1]);
          k.equal(roll?.prowess, upTo(4, 12)(k.card('Aragorn II').prowess ?? 0), "Aragorn's prowess");
          k.equal(body?.body, (k.card('Bairanax', 1).body ?? 0) - 2, 'the strike’s body');
        },
      },
      strikeAgainst('Wormsbane', ['Aragorn II', 'Bilbo', 'Frodo'], 'Rivendell', { creature: 'Orc-watch' }, false, upTo(2, 9), 'has +2 prowess to at most 9 against Orcs (Orc-watch)'),
    ],
  },
];
