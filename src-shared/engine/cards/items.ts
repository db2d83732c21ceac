/** Card definitions: items. Each with the card's words in `text` and at least one scenario. */
import type { CardDef, Predicate, Scenario, StaticEffect } from '../effects/types';
import type { ScenarioKit } from '../scenario/kit';
import type { EngineCard, GameState } from '../types';

// Card files import no engine values (state, kit): the engine imports the definitions (effects/defs → cards/index).
function cardOf(s: GameState, inst: number): EngineCard {
  return s.catalog.cards[s.cardOf[inst] as string] as EngineCard;
}

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
  k.companyById(co.id).entered = true;
  k.s.stack = [{ kind: 'siteSelect' }, { kind: 'siteCompany', companyId: co.id, stage: 'play' }];
  return co;
}

/** The mods of the last roll of this purpose. */
function rollMods(k: ScenarioKit, purpose: string): { label: string; value: number }[] {
  const roll = k.events.find((e) => e.type === 'roll' && e.purpose === purpose);
  return (roll?.mods ?? []) as { label: string; value: number }[];
}

/** A bearer of the item plays a faction (at its site) and, in another game, influences an opponent's target. */
function influenceScenarios(item: string, bearer: string, faction: string, factionSite: string, opponentTarget: { name: string; faction: boolean }, noBonusFaction: { name: string; site: string }): Scenario[] {
  return [
    {
      title: `${bearer} bearing ${item} gets +2 when playing ${faction}`,
      run: (k) => {
        const { chars } = atSite(k, [bearer], factionSite);
        const who = chars[0] as number;
        k.item(who, item);
        const f = k.mpHand(0, faction);
        k.act(0, { type: 'playMpCard', inst: f, character: who });
        k.expect(rollMods(k, 'influence').some((m) => m.label === item && m.value === 2), `${item} +2 in the roll`);
      },
    },
    {
      title: `${item} gives nothing when playing ${noBonusFaction.name}`,
      run: (k) => {
        const { chars } = atSite(k, [bearer], noBonusFaction.site);
        const who = chars[0] as number;
        k.item(who, item);
        const f = k.mpHand(0, noBonusFaction.name);
        k.act(0, { type: 'playMpCard', inst: f, character: who });
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
    {
      title: `${item} cannot be duplicated on a given character`,
      run: (k) => {
        const { chars } = atSite(k, [bearer, 'Bilbo'], 'Bree');
        const [who, bilbo] = chars as [number, number];
        k.item(who, item);
        const second = k.mpHand(0, item);
        k.equal(k.refused(0, { type: 'playMpCard', inst: second, character: who }).code, 'REQUIREMENTS', `a second ${item} on ${bearer}`);
        k.act(0, { type: 'playMpCard', inst: second, character: bilbo });
        k.equal(k.where(second), 'character', `${item} on Bilbo`);
        k.expect(itemInfluence(k.s, who, k.spawn(faction)).length === 1, 'one bonus only');
      },
    },
  ];
}

/**
 * The bearer's prowess in a strike against him: `bearer` carries the item and faces one strike
 * of an Orc-watch attack (each of the three characters takes one), and his roll shows `expected`.
 */
function strikeWith(item: string, bearer: string, expected: (base: number) => number, note: string): Scenario {
  return {
    title: `${bearer} bearing ${item} ${note}`,
    run: (k) => {
      const { id, chars } = k.company(0, [bearer, ...['Ioreth', 'Bilbo', 'Faramir'].filter((n) => n !== bearer).slice(0, 2)], 'Rivendell');
      const who = chars[0] as number;
      k.item(who, item);
      k.creatureAttack(id, 'Orc-watch');
      k.passAll();
      for (const ch of chars) k.act(0, { type: 'assignStrike', target: ch });
      k.rig([1, 1]);
      k.act(0, { type: 'resolveStrike', target: who, stayUntapped: false });
      const roll = k.events.find((e) => e.type === 'roll' && e.purpose === 'strike');
      const base = k.card(bearer).prowess ?? 0;
      k.equal(roll?.prowess, expected(base), `${bearer}'s prowess against the strike (base ${base})`);
    },
  };
}

/**
 * The bearer's prowess in a strike: `bearer` (with `companions`, one strike each) carries the item and
 * faces a creature's attack (played on the company at `site`) or the automatic-attack of `site` (`auto`).
 */
function strikeAgainst(item: string, names: string[], site: string, attack: { creature: string } | { auto: true }, minion: boolean, expected: (base: number) => number, note: string): Scenario {
  return {
    title: `${names[0]} bearing ${item} ${note}`,
    run: (k0) => {
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
      k.rig([1, 1]);
      k.act(0, { type: 'resolveStrike', target: who, stayUntapped: false });
      const roll = k.events.find((e) => e.type === 'roll' && e.purpose === 'strike');
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
      const k = minion ? minionKit(k0) : k0;
      const { id, chars } = k.company(0, names, site);
      const who = chars[0] as number;
      k.item(who, item);
      k.creatureAttack(id, creature);
      k.passAll();
      for (const ch of chars) k.act(0, { type: 'assignStrike', target: ch });
      k.rig([1, 1, 1, 1]);
      k.act(0, { type: 'resolveStrike', target: who, stayUntapped: false });
      const check = k.events.find((e) => e.type === 'roll' && e.purpose === 'bodyCheck');
      const base = k.card(names[0] as string).body ?? 0;
      k.equal(check?.body, expected(base), `${names[0]}'s body in the body check (base ${base})`);
    },
  };
}

/** The bearer is wounded by a strike and makes a body check: the check shows his body `expected`. */
function bodyWith(item: string, bearer: string, expected: (base: number) => number, note: string): Scenario {
  return {
    title: `${bearer} bearing ${item} ${note}`,
    run: (k) => {
      const { id, chars } = k.company(0, [bearer, ...['Ioreth', 'Bilbo', 'Faramir'].filter((n) => n !== bearer).slice(0, 2)], 'Rivendell');
      const who = chars[0] as number;
      k.item(who, item);
      k.creatureAttack(id, 'Orc-watch');
      k.passAll();
      for (const ch of chars) k.act(0, { type: 'assignStrike', target: ch });
      k.rig([1, 1, 1, 1]);
      k.act(0, { type: 'resolveStrike', target: who, stayUntapped: false });
      const check = k.events.find((e) => e.type === 'roll' && e.purpose === 'bodyCheck');
      const base = k.card(bearer).body ?? 0;
      k.equal(check?.body, expected(base), `${bearer}'s body in the body check (base ${base})`);
    },
  };
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


/** The same card data with a Ringwraith player active (the kit keeps the data it was given in `cards`). */
function minionKit(k: ScenarioKit): ScenarioKit {
  const Kit = k.constructor as new (cards: Record<string, EngineCard>, alignments: ['ringwraith', 'wizard']) => ScenarioKit;
  return new Kit((k as unknown as { cards: Record<string, EngineCard> }).cards, ['ringwraith', 'wizard']);
}

export const ITEMS: CardDef[] = [
  {
    name: 'Sword of Gondolin',
    alignment: ['Hero'],
    text: 'Weapon. Warrior only: +2 to prowess to a maximum of 8.',
    scenarios: [
      strikeWith('Sword of Gondolin', 'Gimli', (b) => Math.max(b, Math.min(b + 2, 8)), '(a warrior) has +2 prowess to at most 8'),
      strikeWith('Sword of Gondolin', 'Ioreth', (b) => b, '(no warrior) gets no bonus'),
    ],
  },
  {
    name: 'Hauberk of Bright Mail',
    alignment: ['Hero'],
    text: 'Armor. Warrior only: +2 to body to a maximum of 9.',
    scenarios: [
      bodyWith('Hauberk of Bright Mail', 'Gimli', (b) => Math.max(b, Math.min(b + 2, 9)), '(a warrior) has +2 body to at most 9'),
      bodyWith('Hauberk of Bright Mail', 'Ioreth', (b) => b, '(no warrior) gets no bonus'),
    ],
  },
  {
    name: 'Dagger of Westernesse',
    alignment: ['Hero'],
    text: 'Weapon. +1 to prowess to a maximum of 8.',
    scenarios: [
      strikeWith('Dagger of Westernesse', 'Aragorn II', (b) => Math.min(b + 1, 8), 'has +1 prowess'),
      strikeWith('Dagger of Westernesse', 'Glorfindel II', (b) => Math.max(b, Math.min(b + 1, 8)), 'stays at most 8 prowess'),
    ],
  },
  {
    name: 'Narsil',
    alignment: ['Hero'],
    text: 'Unique. Weapon. +1 to prowess and direct influence.',
    scenarios: [
      strikeWith('Narsil', 'Aragorn II', (b) => b + 1, 'has +1 prowess'),
      {
        title: 'its bearer has +1 direct influence (seen in a faction roll)',
        run: (k) => {
          const { chars } = atSite(k, ['Aragorn II'], 'Dol Amroth');
          const who = chars[0] as number;
          k.item(who, 'Narsil');
          const f = k.mpHand(0, 'Knights of Dol Amroth');
          k.act(0, { type: 'playMpCard', inst: f, character: who });
          const di = rollMods(k, 'influence').find((m) => m.label === 'unused direct influence')?.value;
          k.equal(di, k.card('Aragorn II').di + 1, "Aragorn II's unused direct influence");
        },
      },
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
          const { chars } = atSite(k, ['Tarcil'], 'Goblin-gate');
          const who = chars[0] as number;
          k.item(who, 'Blazon of the Eye');
          const f = k.mpHand(0, 'Goblins of Goblin-gate');
          // Greater than 8: 2 + 2 (direct influence) + 2 (Blazon) + 3 = 9.
          const need = 9 - k.unusedDI(who) - 2;
          k.rig([1, need - 1]);
          k.act(0, { type: 'playMpCard', inst: f, character: who });
          k.expect(rollMods(k, 'influence').some((m) => m.label === 'Blazon of the Eye' && m.value === 2), 'Blazon of the Eye +2 in the roll');
          k.equal(k.where(f), 'playArea', 'Goblins of Goblin-gate');
        },
      },
      {
        title: 'without Blazon of the Eye the same roll fails',
        run: (k0) => {
          const k = minionKit(k0);
          const { chars } = atSite(k, ['Tarcil'], 'Goblin-gate');
          const who = chars[0] as number;
          const f = k.mpHand(0, 'Goblins of Goblin-gate');
          const need = 9 - k.unusedDI(who) - 2;
          k.rig([1, need - 1]);
          k.act(0, { type: 'playMpCard', inst: f, character: who });
          k.equal(k.where(f), 'discard', 'Goblins of Goblin-gate');
        },
      },
      {
        title: 'Blazon of the Eye cannot be duplicated on a given character; another character may take it',
        run: (k0) => {
          const k = minionKit(k0);
          const { chars } = atSite(k, ['Tarcil', 'Eradan'], 'Goblin-gate');
          const [who, other] = chars as [number, number];
          k.item(who, 'Blazon of the Eye');
          const second = k.mpHand(0, 'Blazon of the Eye');
          k.equal(k.refused(0, { type: 'playMpCard', inst: second, character: who }).code, 'REQUIREMENTS', 'a second Blazon of the Eye on Tarcil');
          k.act(0, { type: 'playMpCard', inst: second, character: other });
          k.equal(k.where(second), 'character', 'Blazon of the Eye on Eradan');
          k.equal(itemInfluence(k.s, who, k.spawn('Goblins of Goblin-gate')).length, 1, 'one bonus only');
        },
      },
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
  {
    name: 'Glamdring',
    alignment: ['Hero'],
    text: 'Unique. Weapon. +3 to prowess to a maximum of 8 (a maximum of 9 against Orcs).',
    static: [corrected('glamdring', 'prowess')],
    scenarios: [
      strikeAgainst('Glamdring', ['Aragorn II', 'Ioreth', 'Bilbo'], 'Rivendell', { creature: 'Orc-watch' }, false, (b) => Math.max(b, Math.min(b + 3, 9)), 'has +3 prowess to at most 9 against Orcs (Orc-watch)'),
      strikeAgainst('Glamdring', ['Aragorn II', 'Ioreth', 'Bilbo'], 'Rivendell', { creature: 'Ghosts' }, false, (b) => Math.max(b, Math.min(b + 3, 8)), 'has +3 prowess to at most 8 against Undead (Ghosts)'),
      strikeAgainst('Glamdring', ['Bilbo', 'Ioreth', 'Aragorn II'], 'Rivendell', { creature: 'Orc-watch' }, false, (b) => b + 3, 'has the full +3 below the maximum'),
    ],
  },
  {
    name: 'Orcrist',
    alignment: ['Hero'],
    text: 'Unique. Weapon. +3 to prowess to a maximum of 9 (+4 prowess to a maximum of 10 against Orcs).',
    static: [corrected('orcrist', 'prowess')],
    scenarios: [
      strikeAgainst('Orcrist', ['Aragorn II', 'Ioreth', 'Bilbo'], 'Rivendell', { creature: 'Orc-watch' }, false, (b) => Math.max(b, Math.min(b + 4, 10)), 'has +4 prowess to at most 10 against Orcs (Orc-watch)'),
      strikeAgainst('Orcrist', ['Aragorn II', 'Ioreth', 'Bilbo'], 'Rivendell', { creature: 'Ghosts' }, false, (b) => Math.max(b, Math.min(b + 3, 9)), 'has +3 prowess to at most 9 against Undead (Ghosts)'),
    ],
  },
  {
    name: 'Black Mace',
    alignment: ['Minion'],
    text: 'Weapon. Warrior only: +3 prowess to a maximum of 10 (+4 to a maximum of 10 against Elves).',
    static: [corrected('black mace', 'prowess')],
    scenarios: [
      strikeAgainst('Black Mace', ['Shagrat', 'Tarcil', 'Eradan', 'Dorelas'], 'Rivendell', { auto: true }, true, (b) => Math.max(b, Math.min(b + 4, 10)), "(a warrior) has +4 prowess to at most 10 against Elves (Rivendell's automatic-attack)"),
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
      strikeAgainst('High Helm', ['Tarcil', 'Eradan', 'Dorelas'], 'Dol Guldur', { creature: 'Orc-watch' }, true, (b) => Math.max(b, Math.min(b + 1, 8)), '(a warrior) has +1 prowess to at most 8'),
      strikeAgainst('High Helm', ['Eradan', 'Tarcil', 'Dorelas'], 'Dol Guldur', { creature: 'Orc-watch' }, true, (b) => b, '(no warrior) gets no prowess'),
      bodyAgainst('High Helm', ['Eradan', 'Tarcil', 'Dorelas'], 'Dol Guldur', 'Orc-watch', true, (b) => Math.max(b, Math.min(b + 1, 9)), 'has +1 body to at most 9 (warrior or not)'),
      {
        title: 'its bearer has +2 direct influence (seen in a faction roll)',
        run: (k0) => {
          const k = minionKit(k0);
          const { chars } = atSite(k, ['Tarcil'], 'Goblin-gate');
          const who = chars[0] as number;
          k.item(who, 'High Helm');
          const f = k.mpHand(0, 'Goblins of Goblin-gate');
          k.act(0, { type: 'playMpCard', inst: f, character: who });
          const di = rollMods(k, 'influence').find((m) => m.label === 'unused direct influence')?.value;
          k.equal(di, k.card('Tarcil').di + 2, "Tarcil's unused direct influence");
        },
      },
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
];
