/** Allies: Gollum and Stinker's abilities, and the Ents of Wellinghall (Quickbeam, Treebeard). */
import { cardOf, companyOfChar, companySize, currentCombat, isHaven, nameKey, raceMatches, type AbilitySpec, type CardDef, type Ctx, type Effect, type GameState, type Predicate, type Query, type SiteTypeCode, type StaticEffect, statusOf } from '../cardApi';
import { ANY_TIME, ATTACK_ON_COMPANY, bearerCompany, discardInPlay } from './bearer';
import { keyedToPath } from './keying';

/** The creature attack under way is keyed to Wilderness or Shadow-land (could be keyed so to the company's site path). */
function keyedToWildOrShadow(q: Query): boolean {
  return keyedToPath(q, ['w', 's']);
}

/** Gollum and Stinker: "If his company’s size is <n> or less, tap <him> to cancel one attack against his company keyed to Wilderness or Shadow-land. You may tap <him> if he is at the same non-Haven site as The One Ring; then both <he> and The One Ring are discarded." */
export function gollumAbilities(maxSize: number, darkhaven: boolean): AbilitySpec[] {
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

/**
 * An Ent of Wellinghall: "Unique. Playable at Wellinghall. May not be attacked by automatic-attacks or hazards keyed to his
 * site", and, with `regions`, "Discard <name> if his company moves to a site that is not in: <regions>"; scenarios:
 * tests/cards/templates/allies.ts.
 */
export function ent(name: string, regions: string[] | null): CardDef {
  return {
    name,
    alignment: ['Hero'],
    text:
      `Unique. Playable at Wellinghall. May not be attacked by automatic-attacks or hazards keyed to his site.` +
      (regions ? ` Discard ${name} if his company moves to a site that is not in: ${regions.slice(0, -1).join(', ')}, or ${regions[regions.length - 1]}.` : ''),
    play: { side: 'resource', windows: ['site'], requires: [{ is: 'siteName', names: ['Wellinghall'] }] },
    // How a creature was keyed is not recorded: a creature that could not be keyed to the company's site path was keyed to its site.
    static: [
      { on: 'notAttacked', when: (s) => currentCombat(s)?.attack.source === 'auto' || (currentCombat(s)?.attack.creature != null && !keyedToPath(s)) },
      ...(regions ? [discardMovingOutside(regions)] : []),
    ],
    template: { kind: 'ent', args: [regions] },
  };
}

/** "Playable at any tapped or untapped <site type> with a <race> automatic-attack" (the company's site, by its card data). */
export function siteWithAutoAttack(types: SiteTypeCode[], races: string[], label: string): Predicate {
  return {
    is: 'custom',
    label,
    test: (q) => {
      const co = q.companyId ? q.s.companies.find((c) => c.id === q.companyId) : undefined;
      const site = co ? q.s.catalog.cards[co.site] : undefined;
      return Boolean(site && types.includes(site.siteType as SiteTypeCode) && (site.autoAttacks ?? []).some((a) => raceMatches(a.race, races)));
    },
  };
}

/** "Cannot be duplicated in a given company": no ally of this name is in the company of the character taking it. */
export const notDuplicatedInCompany: Predicate = {
  is: 'custom',
  label: 'cannot be duplicated in a given company',
  test: (q) => {
    const co = q.target !== null ? companyOfChar(q.s, q.target) : undefined;
    return !(co?.chars ?? []).some((ch) => (q.s.chars[ch]?.allies ?? []).some((a) => a !== q.inst && cardOf(q.s, a).key === q.card.key));
  },
};

/** An ally's "Tap to cancel a <races> attack against his company" (`words` as printed: "an Orc or Troll"). */
export function cancelAttackBy(races: string[], words: string): AbilitySpec {
  return {
    label: `tap to cancel ${words} attack against his company`,
    windows: ['attack'],
    requires: [ATTACK_ON_COMPANY, { is: 'attackRace', races }],
    costs: ['tapSelf'],
    effects: [{ do: 'cancelAttack' }],
    botUse: true,
  };
}

/** "+<delta> prowess to all <races> in its company against one attack": each such character of the bearer's company, until the attack ends. */
export function racePowerAgainstAttack(races: string[], delta: number): Effect {
  return {
    do: 'custom',
    label: `+${delta} prowess to all ${races.join(', ')} in its company against the attack`,
    run: (q, ctx) => {
      const co = bearerCompany(q);
      for (const inst of co?.chars ?? []) {
        if (!raceMatches(cardOf(q.s, inst).race, races)) continue;
        q.s.mods.push({ inst, stat: 'prowess', delta, until: 'attack' });
        ctx.events.push({ type: 'effect', effect: 'modify', inst, stat: 'prowess', delta, until: 'attack', card: q.card.id });
      }
    },
  };
}

/** "May not be attacked. Discard this ally if its controlling character is wounded" (Great Bats, Regiment of Black Crows). */
export function flyingAlly(): StaticEffect[] {
  return [
    { on: 'notAttacked' },
    {
      on: 'afterAction',
      run: (s, _events, ctx, self) => {
        if (self.bearer !== null && statusOf(s, self.bearer) === 'wounded') discardInPlay(s, self.inst, ctx);
      },
    },
  ];
}

/** "Discard <him> if his company moves to a site that is not in: <regions>": as the moving company's movement/hazard phase ends. */
export function discardMovingOutside(regions: string[]): StaticEffect {
  return {
    on: 'mhEnd',
    run: (s: GameState, companyId: string, ctx: Ctx, self?: { inst: number; bearer: number | null }) => {
      const co = s.companies.find((c) => c.id === companyId);
      if (!co?.dest || !self || self.bearer === null || !co.chars.includes(self.bearer)) return;
      const region = s.catalog.cards[co.dest.site]?.regionKey ?? '';
      if (!regions.map(nameKey).includes(region)) discardInPlay(s, self.inst, ctx);
    },
  };
}
