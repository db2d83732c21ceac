/**
 * Factories and shared pieces of creature definitions; the factories name their scenario template (tests/cards/templates/creatures.ts)
 * and its arguments.
 */
import { cardOf, company, currentCombat, inPlayReaching, removeFrom, toDiscard, type AbilitySpec, type Attack, type CardDef, type GameState, type Query, type RollEvent, type StaticEffect } from '../cardApi';

/** A creature whose whole text is its race, strikes, prowess, body and keying (all from the card data). */
export function plain(name: string, text: string): CardDef {
  return { name, text, template: { kind: 'plainCreature', args: [] } };
}

/* ------------------------------------------------------------------------------------------------
 * Creatures of several attacks (Slayer, Assassin), Chill Douser, the three Trolls, Rain-drake,
 * Stout Men of Gondor. Several attacks: combat.ts `multi` (the creature stays with its attacks until
 * the last and is defeated when all of them are); the defender's cancel is an ability of the
 * attacking creature (effects/abilities.ts: the creature attacking his company).
 * ---------------------------------------------------------------------------------------------- */

/** The attack now faced, if it is one of the attacks of `inst`. */
function multiOf(q: Query): NonNullable<Attack['multi']> | null {
  const combat = currentCombat(q.s);
  return combat && combat.attack.creature === q.inst && combat.attack.multi ? combat.attack.multi : null;
}

/** Uses of this card's abilities declared in the open chain, waiting to resolve. */
function declaredUses(q: Query): number {
  let n = 0;
  for (const step of q.s.stack) if (step.kind === 'chain') n += step.entries.filter((e) => e.inst === q.inst && e.ability !== undefined).length;
  return n;
}

/**
 * "The defender may tap any one character in the company to cancel one of these attacks" (Slayer; Assassin: "One or two of these
 * attacks may be canceled by tapping one character (not the defending character)"): `max` attacks in all.
 */
export function cancelByTapping(name: string, max: number, notDefending: boolean): AbilitySpec {
  return {
    label: `tap a character${notDefending ? ' (not the defending character)' : ''} to cancel one of ${name}'s attacks`,
    windows: ['attack', 'strike'],
    // Cancels already declared in the open chain count (a chain resolving is off the stack: then only those resolved count).
    requires: [{ is: 'custom', label: max === 1 ? 'one of these attacks' : `at most ${max} of these attacks`, test: (q) => (multiOf(q)?.cancels ?? max) + declaredUses(q) < max }],
    target: {
      kind: 'character',
      side: 'company',
      where: notDefending
        ? [{ is: 'custom', label: 'not the defending character', test: (q) => {
          const combat = currentCombat(q.s);
          return q.target !== null && combat !== null && combat.attack.multi?.target !== q.target && !combat.slots.some((x) => x.target === q.target);
        } }]
        : [],
    },
    costs: ['tapTarget'],
    effects: [
      { do: 'custom', label: `one of ${name}'s attacks cancelled`, run: (q) => {
        const m = multiOf(q);
        if (m) m.cancels++;
      } },
      { do: 'cancelAttack' },
    ],
    botUse: true,
  };
}

/** The three Trolls: "If played against a company that faced “X” or “Y” this turn, each character wounded by “Z” discards all non-special items he bears." */
export function trollCard(name: string, key: string, others: [string, string], otherKeys: [string, string], printed: string): CardDef {
  return {
    name,
    text: `Unique. Troll. One strike. If played against a company that faced ${printed}, each character wounded by ${name} discards all non-special items he bears.`,
    static: [
      {
        on: 'creature', after: 'strike', label: 'each character wounded discards all non-special items he bears',
        run: (s, target, _prowess, ctx) => {
          const co = s.chars[target]?.company;
          const faced = co === undefined ? [] : (s.turn.creaturesFaced?.[co] ?? []);
          if (!faced.some((x) => otherKeys.includes(x))) return;
          const strike = [...ctx.events].reverse().find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'strike' && e.inst === target);
          if (strike?.result !== 'wounded') return;
          const ch = s.chars[target];
          for (const item of [...(ch?.items ?? [])]) {
            if (cardOf(s, item).itemClass === 'special') continue;
            removeFrom(ch?.items ?? [], item);
            toDiscard(s, item, ctx);
            ctx.events.push({ type: 'effect', effect: 'discard', inst: item, label: name });
          }
        },
      },
    ],
    template: { kind: 'trollCard', args: [others] },
  };
}

export const doorsOfNightInPlay = (s: GameState): boolean => inPlayReaching(s, ['doors of night']);

/**
 * "Detainment against hero and covert companies" / "(detainment against covert and hero companies)": a Wizard player's company, or
 * a Ringwraith player's covert company (overt.ts isOvert: coe-rules glossary "covert - A type of company that does not contain a
 * Balrog, Orc, Troll, or Ringwraith in Fell Rider mode"; Dark Arda "Heralded Lord and Black Rider are both covert").
 */
export const DETAIN_HERO_AND_COVERT: StaticEffect[] = [
  { on: 'creature', after: 'detainment', against: ['wizard'] },
  { on: 'creature', after: 'detainment', against: ['ringwraith'], status: 'covert' },
];

/**
 * "Each character in the company faces one strike (detainment against covert and hero companies) … May not be played against a company
 * containing a character with <home> as a home site": `who` has that home site.
 */
export function rangersCard(name: string, text: string, home: string, who: string, atRivendell = false): CardDef {
  return {
    name,
    text,
    static: [
      ...DETAIN_HERO_AND_COVERT,
      {
        on: 'creature', after: 'playableIf', label: `may not be played against a company containing a character with ${home} as a home site`,
        notHomeSite: home,
      },
    ],
    template: { kind: 'rangersCard', args: [home, who, atRivendell] },
  };
}

/**
 * "May also be played at <sites>": the company's new site (its site when not moving) is one of these (folded names; `site in <region>`
 * any site of a region; `any under-deeps site`); `when`: only while it holds ("If Doors of Night is in play, playable at any Under-deeps site").
 */
export function atSitesNamed(label: string, keys: string[], when?: (s: GameState) => boolean): StaticEffect {
  return {
    on: 'creature', after: 'keyedIf', label,
    test: (s, companyId) => {
      const co = company(s, companyId);
      const site = co ? s.catalog.cards[co.dest?.site ?? co.site] : undefined;
      if (site === undefined || (when && !when(s))) return false;
      return keys.includes(site.key) || (site.regionKey !== null && keys.includes(`site in ${site.regionKey}`)) || (site.underDeeps === true && keys.includes('any under-deeps site'));
    },
  };
}

/**
 * Bûthrakaur the Green, Umagaur the Pale: "Unique. Troll. One strike. Also playable at Moria and The Under-gates. If Doors of Night is in play,
 * playable at any Under-deeps site. Any non-unique Orc or Troll hazard creature can be played (not counting against the hazard limit) on a
 * company that has faced <him> that turn." Moria and The Under-gates are Shadow-holds [{S}], where the card data keys him already; with
 * Doors of Night any Under-deeps site, by `atSitesNamed`. Once his attack is over, non-unique Orcs and Trolls played against that company
 * this turn do not count against its hazard limit.
 */
export function trollChieftain(name: string, text: string): CardDef {
  return {
    name,
    text,
    static: [
      atSitesNamed('if Doors of Night is in play, playable at any Under-deeps site', ['any under-deeps site'], doorsOfNightInPlay),
      {
        on: 'creature', after: 'attackEnd',
        run: (s, companyId, ctx) => {
          for (const race of ['Orc', 'Troll']) (s.turn.freeCreatures ??= []).push({ companyId, race, nonUnique: true });
          ctx.events.push({ type: 'effect', effect: 'custom', label: `${name}: non-unique Orcs and Trolls played on the company do not count against the hazard limit`, companyId });
        },
      },
    ],
    template: { kind: 'trollChieftain', args: [] },
  };
}
