/**
 * Weapons and other gear: the engine applies each item's bonus and maximum (state.ts prowessOf: the best weapon first, then
 * other gear to their maxima; bodyOf: the best of each kind of gear), the text's figures (an item's `weaponFigures` /
 * `gearFigures` static, effects/types.ts) where the card data's differ.
 */
import { cardOf, itemBonusApplies, raceFacing, type CardDef, type GameState, type GearFigures, type StaticEffect } from '../cardApi';

function capped(base: number, bonus: number, max: number | null): number {
  return max === null ? base + bonus : Math.max(base, Math.min(base + bonus, max));
}

/** The bearer's prowess from his items by the card data's figures (as state.ts prowessOf without the texts' corrections). */
function dataGearProwess(s: GameState, inst: number): number {
  const base = cardOf(s, inst).prowess ?? 0;
  const items = (s.chars[inst]?.items ?? []).map((i) => cardOf(s, i)).filter((it) => itemBonusApplies(s, inst, it, 'prowess'));
  let p = Math.max(base, ...items.filter((it) => it.gear === 'weapon').map((it) => capped(base, it.prowessBonus, it.prowessMax)));
  for (const item of items) if (item.gear !== 'weapon' && item.prowessBonus) p = capped(p, item.prowessBonus, item.prowessMax);
  return p;
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
      const before = dataGearProwess(s, bearer) - dataBonus;
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
    static: [{ on: 'weaponFigures', normal, against: /^orc/i, special: orcs }],
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
    static: [{ on: 'weaponFigures', normal, special, bearerRaces: races }],
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
