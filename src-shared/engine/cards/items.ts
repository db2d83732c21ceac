/** Card definitions: items. Each with the card's words in `text` and at least one scenario. */
import type { CardDef, Predicate, Scenario, StaticEffect, Window } from '../effects/types';
import { nameKey } from '../facts';
import type { ScenarioKit } from '../scenario/kit';
import { minionKit, playing } from '../scenario/templates';
import type { EngineCard, GameEvent, GameState } from '../types';

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
  const roll = k.events.find((e) => e.type === 'roll' && e.purpose === purpose);
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
function bearerRoll(k0: ScenarioKit, item: string, names: string[], site: string, attack: { creature: string } | { auto: true }, minion: boolean, dice: number[], purpose: string): { k: ScenarioKit; roll: GameEvent | undefined } {
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
  return { k, roll: k.events.find((e) => e.type === 'roll' && e.purpose === purpose) };
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
  return strikeAgainst(item, withCompanions(bearer), 'Rivendell', { creature: 'Orc-watch' }, false, expected, note);
}

/** The hero bearer is wounded by a strike of Orc-watch and makes a body check: the check shows his body `expected`. */
function bodyWith(item: string, bearer: string, expected: (base: number) => number, note: string): Scenario {
  return bodyAgainst(item, withCompanions(bearer), 'Rivendell', 'Orc-watch', false, expected, note);
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
    abilities: [
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
    ],
    scenarios: [
      {
        title: 'discarded to untap its tapped bearer; not usable while he is untapped',
        run: (k) => {
          const { chars } = k.company(0, ['Bilbo'], 'Rivendell');
          const who = chars[0] as number;
          const cram = k.item(who, 'Cram');
          k.expect(!k.canUse(0, cram, 0), 'an untapped bearer cannot be untapped');
          k.setStatus(who, 'tapped');
          k.use(0, cram, 0);
          k.equal(k.s.status[who] ?? 'untapped', 'untapped', 'Bilbo');
          k.equal(k.where(cram), 'discard', 'Cram');
        },
      },
      {
        title: 'discarded in the organization phase: the company may enter four regions',
        run: (k) => {
          const { id, chars } = k.company(0, ['Bilbo'], 'Rivendell');
          const cram = k.item(chars[0] as number, 'Cram');
          const far = (k.legal(0) as { type: string; regions?: string[] }[]).filter((a) => a.type === 'declareMovement');
          k.expect(far.every((a) => (a.regions?.length ?? 0) <= 3), 'three regions at most without Cram');
          k.use(0, cram, 1);
          const four = (k.legal(0) as { type: string; companyId?: string; site?: string; regions?: string[] }[]).find((a) => a.type === 'declareMovement' && a.regions?.length === 4);
          k.expect(four !== undefined, 'a destination four regions away is offered');
          k.act(0, { type: 'declareMovement', companyId: id, site: four?.site as string, regions: four?.regions as string[] });
          k.equal(k.companyById(id).dest?.regions.length, 4, 'regions entered');
        },
      },
    ],
  },
];
