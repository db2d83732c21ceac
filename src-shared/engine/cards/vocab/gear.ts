/**
 * Weapons and other gear whose figures the text changes where the card data's differ: the engine applies the data's bonus and
 * maximum (state.ts prowessOf: the best weapon first, then other gear to their maxima; bodyOf: the best of each kind of gear);
 * an item's `bearer` static (`corrected`) adds the difference its text makes, from the `weaponFigures` / `gearFigures` statics
 * of the items the bearer holds (effects/types.ts), read through their definitions.
 */
import { cardOf, defOf, itemBonusApplies, nameKey, raceMatches, type CardDef, type EngineCard, type GameState, type GearFigures, type StaticEffect } from '../cardApi';

type WeaponFiguresOf = Extract<StaticEffect, { on: 'weaponFigures' }>;
type GearFiguresOf = Extract<StaticEffect, { on: 'gearFigures' }>;

/** A weapon's figures by its text, better against some races ("+3 to prowess to a maximum of 8 (a maximum of 9 against Orcs)"), from its definition. */
function weaponFigures(item: EngineCard): WeaponFiguresOf | undefined {
  return defOf(item)?.static?.find((e): e is WeaponFiguresOf => e.on === 'weaponFigures');
}

/** Gear's bonuses the data leaves out (High Helm: "+1 to body to a maximum of 9. Warrior only: +1 to prowess to a maximum of 8"), from its definition. */
function gearFigures(item: EngineCard): GearFiguresOf | undefined {
  return defOf(item)?.static?.find((e): e is GearFiguresOf => e.on === 'gearFigures');
}

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

function capped(base: number, bonus: number, max: number | null): number {
  return max === null ? base + bonus : Math.max(base, Math.min(base + bonus, max));
}

/** The bearer's prowess from his items (as state.ts prowessOf), with the data's figures or with the texts' (`corrected`). */
function gearProwess(s: GameState, inst: number, corrected: boolean): number {
  const card = cardOf(s, inst);
  const base = card.prowess ?? 0;
  const race = corrected ? raceFacing(s, inst) : null;
  const items = (s.chars[inst]?.items ?? []).map((i) => cardOf(s, i)).filter((it) => itemBonusApplies(s, inst, it, 'prowess'));
  let best = base;
  for (const item of items) {
    if (item.gear !== 'weapon') continue;
    const cw = corrected ? weaponFigures(item) : undefined;
    const special = cw?.special !== undefined && ((race !== null && cw.against?.test(race) === true) || raceMatches(card.race, cw.bearerRaces ?? []));
    const f = cw ? (special && cw.special ? cw.special : cw.normal) : { bonus: item.prowessBonus, max: item.prowessMax };
    best = Math.max(best, capped(base, f.bonus, f.max));
  }
  let p = best;
  for (const item of items) {
    if (item.gear === 'weapon') continue;
    const g = corrected ? gearFigures(item)?.prowess : undefined;
    const f = g ?? { bonus: item.prowessBonus, max: item.prowessMax };
    if (f.bonus) p = capped(p, f.bonus, f.max);
  }
  return p;
}

/** The bearer's body from his items (as state.ts bodyOf: the best of each kind of gear), with the data's figures or the texts'. */
function gearBody(s: GameState, inst: number, corrected: boolean): number {
  const card = cardOf(s, inst);
  let body = card.body ?? 0;
  const items = (s.chars[inst]?.items ?? []).map((i) => cardOf(s, i)).filter((it) => itemBonusApplies(s, inst, it, 'body'));
  for (const gear of ['armor', 'shield', 'helmet', 'weapon', null] as const) {
    let best = body;
    for (const item of items) {
      if (item.gear !== gear) continue;
      const g = corrected ? gearFigures(item)?.body : undefined;
      const f = g ?? { bonus: item.bodyBonus, max: item.bodyMax };
      if (f.bonus) best = Math.max(best, capped(body, f.bonus, f.max));
    }
    body = best;
  }
  return body;
}

/** The `bearer` static of an item whose figures the text changes: the first such item the bearer holds carries the whole correction. */
export function corrected(key: string, stat: 'prowess' | 'body'): StaticEffect {
  return {
    on: 'bearer',
    stat,
    delta: 0,
    deltaOf: (s, bearer) => {
      const first = (s.chars[bearer]?.items ?? []).map((i) => cardOf(s, i)).find((c) => (stat === 'prowess' && weaponFigures(c) !== undefined) || gearFigures(c)?.[stat] !== undefined)?.key;
      if (first !== key) return 0;
      return stat === 'prowess' ? gearProwess(s, bearer, true) - gearProwess(s, bearer, false) : gearBody(s, bearer, true) - gearBody(s, bearer, false);
    },
  };
}

/**
 * "+N prowess (to a maximum of double the bearer's normal prowess)" (The One Ring): what the item adds on top of the bearer's other gear,
 * up to twice his printed prowess, less the bonus without a maximum the card data gives (`dataBonus`; state.ts prowessOf applies it).
 */
export function prowessToDouble(bonus: number, dataBonus: number): StaticEffect {
  return {
    on: 'bearer',
    stat: 'prowess',
    delta: 0,
    deltaOf: (s, bearer) => {
      const before = gearProwess(s, bearer, false) - dataBonus;
      return Math.max(0, Math.min(bonus, 2 * (cardOf(s, bearer).prowess ?? 0) - before)) - dataBonus;
    },
  };
}

/** A hero's "Warrior only: +N to <stat> to a maximum of M" (the data's figures); scenarios: tests/cards/templates/gear.ts. */
export function warriorGear(name: string, text: string, stat: 'prowess' | 'body', bonus: number, max: number): CardDef {
  return {
    name,
    alignment: ['Hero'],
    text,
    template: { kind: 'warriorGear', args: [stat, bonus, max] },
  };
}

/**
 * A unique hero weapon whose figures are better against Orcs (`weaponFigures`): `normal` ones, and `orcs` against Orcs;
 * scenarios: tests/cards/templates/gear.ts.
 */
export function orcBane(name: string, text: string, normal: GearFigures, orcs: GearFigures): CardDef {
  return {
    name,
    alignment: ['Hero'],
    text,
    static: [{ on: 'weaponFigures', normal, against: /^orc/i, special: orcs }, corrected(nameKey(name), 'prowess')],
    template: { kind: 'orcBane', args: [normal, orcs] },
  };
}

/** A hero's gear whose "+N to <stat> to a maximum of M" serves any bearer (the data's figures); scenarios: tests/cards/templates/gear.ts. */
export function plainGear(name: string, text: string, stat: 'prowess' | 'body', bonus: number, max: number): CardDef {
  return {
    name,
    alignment: ['Hero'],
    text,
    template: { kind: 'plainGear', args: [stat, bonus, max] },
  };
}

/**
 * A hero weapon better in some races' hands (`weaponFigures` with `bearerRaces`): `normal` figures, and `special` ones when
 * its bearer is of `races` ("+1 to prowess to a maximum of 8, +2 to a Hobbit’s prowess to a maximum of 8").
 */
export function raceWeapon(name: string, text: string, normal: GearFigures, special: GearFigures, races: string[]): CardDef {
  return {
    name,
    alignment: ['Hero'],
    text,
    static: [{ on: 'weaponFigures', normal, special, bearerRaces: races }, corrected(nameKey(name), 'prowess')],
  };
}

/**
 * A card kept with a weapon's bearer that raises that weapon's bonus ("Dagger receives +1 prowess (+3 versus Undead and
 * Nazgûl)"): the weapon's data figures with `extra(race faced)` more bonus, to the weapon's own maximum, when it is the best
 * weapon he holds (state.ts prowessOf uses the best one); the `bearer` static adds the difference.
 */
export function raisedWeapon(key: string, extra: (race: string | null) => number): StaticEffect {
  return {
    on: 'bearer',
    stat: 'prowess',
    delta: 0,
    deltaOf: (s, bearer) => {
      const card = cardOf(s, bearer);
      const base = card.prowess ?? 0;
      const weapons = (s.chars[bearer]?.items ?? []).map((i) => cardOf(s, i)).filter((it) => it.gear === 'weapon' && itemBonusApplies(s, bearer, it, 'prowess'));
      const raised = weapons.find((w) => w.key === key);
      if (!raised) return 0;
      const others = Math.max(base, ...weapons.filter((w) => w !== raised).map((w) => capped(base, w.prowessBonus, w.prowessMax)));
      const plain = Math.max(others, capped(base, raised.prowessBonus, raised.prowessMax));
      return Math.max(others, capped(base, raised.prowessBonus + extra(raceFacing(s, bearer)), raised.prowessMax)) - plain;
    },
  };
}
