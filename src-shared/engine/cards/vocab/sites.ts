/**
 * Sites (hero and minion) whose whole text is their nearest Haven or Darkhaven, the items playable there and their
 * automatic-attacks: a company entering the site faces those attacks (figures checked), and
 * items of the listed classes (and no others) are playable there.
 *
 * Factories of site definitions; each names its scenario template (tests/cards/templates/sites.ts) and its arguments.
 */
import { cardOf, company, nameKey, player, removeFrom, ringKindsFor, roll2d6, setZones, shuffleInPlace, toDiscard, type CardDef, type Ctx, type GameState, type SiteTypeCode, type StaticEffect } from '../cardApi';

export interface SiteAttack {
  race: string;
  strikes: number | 'each';
  prowess: number;
}

export function site(name: string, text: string, playable: string[], attacks: SiteAttack[], minion = false, extra: { static?: StaticEffect[] } = {}): CardDef {
  return {
    name,
    alignment: [minion ? 'Minion' : 'Hero'],
    text,
    ...(extra.static ? { static: extra.static } : {}),
    template: { kind: 'site', args: [playable, attacks, minion] },
  };
}

/** Special: "Non-Nazgûl creatures played at this site attack normally, not as detainment" (combat.ts isDetainment). */
export const NOT_DETAINED_HERE: StaticEffect = { on: 'creature', after: 'attacksNormally', except: ['Nazgûl'] };

/** "Items (minor, major, greater*) *—Scroll of Isildur only": the only items of that class playable at the site (phases/site.ts reads the `itemsHere` effect). */
export function itemsHere(cls: string, words: string, only: Extract<StaticEffect, { on: 'itemsHere' }>['only']): StaticEffect {
  return { on: 'itemsHere', cls, words, only };
}

/**
 * "Undead — N strikes with P prowess; each character wounded must make a corruption check [modified by M]":
 * the site's automatic-attack wounds the first character (strike and body check rigged low), the others
 * defeat their strikes; after the attack the wounded character, and only he, makes a corruption check with M.
 */
export function undeadSite(name: string, text: string, playable: string[], strikes: number, prowess: number, modifier: number, minion = false, more: StaticEffect[] = []): CardDef {
  const def = site(name, text, playable, [{ race: 'Undead', strikes, prowess }], minion, { static: [{ on: 'creature', after: 'woundedCorruptionCheck', modifier }, ...more] });
  return { ...def, template: { kind: 'undeadSite', args: [playable, strikes, prowess, modifier, minion] } };
}

/** "Men — 4 strikes with 9 prowess (detainment)": a successful strike taps the character instead of wounding him, no body check (combat.ts isDetainment reads the site's effect). */
export function detainmentSite(name: string, text: string, playable: string[], race: string, strikes: number, prowess: number): CardDef {
  const def = site(name, text, playable, [{ race, strikes, prowess }], false, { static: [{ on: 'creature', after: 'detainment', against: ['wizard'] }] });
  return { ...def, template: { kind: 'detainmentSite', args: [playable, race, strikes, prowess] } };
}

/**
 * An Under-deeps site with one automatic-attack ("Trolls — 2 strikes with 10 prowess (detainment)"): reached from its surface site and the
 * Under-deeps sites its card lists (coe-rules 2.II.7.iii; regions.ts deepsMoves), leaving it takes the printed roll (2.IV.i.1). `detainment`:
 * a successful strike taps instead of wounding (combat.ts isDetainment reads the site's effect), against the companies of its side ('overt': "detainment
 * against overt company", only those).
 */
export function deepsSite(name: string, text: string, playable: string[], attack: SiteAttack, minion: boolean, detainment: boolean | 'overt'): CardDef {
  const status = detainment === 'overt' ? { status: 'overt' as const } : {};
  const def = site(name, text, playable, [attack], minion, detainment ? { static: [{ on: 'creature', after: 'detainment', against: [minion ? 'ringwraith' : 'wizard'], ...status }] } : {});
  return { ...def, template: { kind: 'deepsSite', args: [playable, attack, minion, detainment] } };
}

/** A minion site whose automatic-attack is "each character faces 1 strike … (detainment against covert/overt company)". */
export function detainmentMinionSite(name: string, text: string, playable: string[], race: string, prowess: number, which: 'covert' | 'overt', more: StaticEffect[] = []): CardDef {
  const def = site(name, text, playable, [{ race, strikes: 'each', prowess }], true, {
    static: [{ on: 'creature', after: 'detainment', against: ['ringwraith'], status: which }, ...more],
  });
  return { ...def, template: { kind: 'detainmentMinionSite', args: [playable, race, prowess, which] } };
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

/**
 * A Darkhaven [{DH}]: "Any gold ring stored at this site is automatically tested (modify the roll by -2). Any attack against a minion company
 * at this site is canceled." Its site paths do not arise (Arda moves companies over the regions of its map).
 */
export function darkhaven(name: string, text: string, more: { static?: StaticEffect[] } = {}): CardDef {
  const def = site(name, text, [], [], true, {
    static: [
      { on: 'storedHere', run: (s, item, seat, ctx) => testStoredGoldRing(s, item, seat, ctx, name, -2) },
      { on: 'attackHere', cancels: minionCompanyHere },
      ...(more.static ?? []),
    ],
  });
  return { ...def, template: { kind: 'darkhaven', args: [] } };
}

/**
 * "(1st) <race> — each character faces 1 strike with N prowess (detainment against covert company) (2nd) <race2> — S strikes with P prowess
 * (against overt company only)": a covert company faces the first only (as detainment); an overt company faces both, the first attacking normally.
 */
export function covertOvertSite(name: string, text: string, playable: string[], first: SiteAttack, second: SiteAttack): CardDef {
  const def = site(name, text, playable, [first], true, {
    static: [
      { on: 'creature', after: 'detainment', against: ['ringwraith'], status: 'covert' },
      { on: 'autoAttackIf', index: 1, label: 'against overt company only', status: 'overt' },
    ],
  });
  return { ...def, template: { kind: 'covertOvertSite', args: [playable, first, second] } };
}

/** "Healing effects affect all characters at the site": a healing effect on one wounded character at the site heals those of another company there too; not at Bree. */
export function healingSite(name: string, text: string, playable: string[]): CardDef {
  const def = site(name, text, playable, [], false, { static: [{ on: 'healing', scope: 'site' }] });
  return { ...def, template: { kind: 'healingSite', args: [playable] } };
}

/** "Any company moving to this site has its hazard limit increased by 2" (phases/movementHazard.ts reads the site's `hazardLimitHere` effect). */
const HAZARD_LIMIT_PLUS_2: StaticEffect = { on: 'hazardLimitHere', delta: 2 };

/** A site whose special text is "Any company moving to this site has its hazard limit increased by 2" (with its automatic-attacks and items). */
export function hazardLimitSite(name: string, text: string, playable: string[], attacks: SiteAttack[], minion = false): CardDef {
  const def = site(name, text, playable, attacks, minion, { static: [HAZARD_LIMIT_PLUS_2] });
  return { ...def, template: { kind: 'hazardLimitSite', args: [playable, attacks, minion] } };
}

/**
 * The minion Elven sites (Edhellond, Grey Havens, Lórien, Rivendell): "Any company moving to this site has its hazard limit increased by 2. A
 * minion company may not attack another company at this site. A Ringwraith may not move to this site." Every company at a minion site is a
 * minion company (its player's set is the Ringwraith set).
 */
export function elvenHold(name: string, text: string, playable: string[], attacks: SiteAttack[]): CardDef {
  const def = site(name, text, playable, attacks, true, {
    static: [
      HAZARD_LIMIT_PLUS_2,
      { on: 'cvcHere', label: 'a minion company may not attack another company at this site', allows: (s, companyId) => {
        const co = company(s, companyId);
        return co !== undefined && player(s, co.owner).alignment !== 'ringwraith';
      } },
      { on: 'moveHere', label: 'a Ringwraith may not move to this site', allows: (s, companyId) => !(company(s, companyId)?.chars ?? []).some((ch) => cardOf(s, ch).race === 'Ringwraith') },
    ],
  });
  return { ...def, template: { kind: 'elvenHold', args: [playable, attacks] } };
}

/** "Items may be played at this site even if it is tapped" (phases/site.ts reads the site's `itemsWhenTapped` effect). */
export function tappedItemsSite(name: string, text: string, playable: string[], attacks: SiteAttack[], minion = false): CardDef {
  const def = site(name, text, playable, attacks, minion, { static: [{ on: 'itemsWhenTapped' }] });
  return { ...def, template: { kind: 'tappedItemsSite', args: [playable, attacks, minion] } };
}

/**
 * A site factory's definition with one more special line, carried out by static effects of its own: `kind` names the scenario template of that
 * line (tests/cards/templates/sites.ts), whose scenarios come with those of the factory (the wrapped template is the last argument).
 */
function plusSpecial(def: CardDef, effects: StaticEffect[], kind: string, args: unknown[]): CardDef {
  return { ...def, static: [...(def.static ?? []), ...effects], template: { kind, args: [...args, def.template ?? null] } };
}

/**
 * Special: "An overt company must tap an untapped character (if available) if this site is revealed as its new site" (or "A covert company …"):
 * phases/movementHazard.ts reads the site's `revealedHere` effect as the company's movement/hazard phase begins.
 */
export function revealedTap(def: CardDef, which: 'overt' | 'covert'): CardDef {
  return plusSpecial(def, [{ on: 'revealedHere', tapOne: which }], 'revealedTap', [which]);
}

/** Special: "This site never taps" (phases/site.ts reads the site's `neverTaps` effect). */
export function neverTaps(def: CardDef): CardDef {
  return plusSpecial(def, [{ on: 'neverTaps' }], 'neverTaps', []);
}

/**
 * The Under-deeps sites' second automatic-attack: "(2nd) Opponent may play as an automatic-attack one non-unique hazard creature from his hand
 * normally keyed to a Shadow-hold [{S}]" (or "to a Ruins & Lairs [{R}]"): the site's `handCreatureAttack` effect (phases/handAutoAttack.ts).
 */
export function creatureFromHand(def: CardDef, keyedTo: SiteTypeCode): CardDef {
  return plusSpecial(def, [{ on: 'handCreatureAttack', keying: { siteTypes: [keyedTo], nonUnique: true } }], 'creatureFromHand', [keyedTo]);
}

/** Special: "Any Undead creature or Pûkel-creature may be played at this site" (phases/movementHazard.ts isKeyed reads the site's `creaturesHere` effect). */
export function creaturesPlayableHere(def: CardDef, races: string[]): CardDef {
  return plusSpecial(def, [{ on: 'creaturesHere', races }], 'creaturesHere', [races]);
}

/** Special: "When a gold ring is tested in a company at this site, the result of the roll is modified by +2" (rings.ts testRing reads `ringTestHere`). */
export function ringTestsHere(def: CardDef, modifier: number): CardDef {
  return plusSpecial(def, [{ on: 'ringTestHere', modifier, label: `tested at ${def.name}` }], 'ringTestsHere', [modifier]);
}

/** Special: "Non-Nazgûl creatures played at this site attack normally, not as detainment" (NOT_DETAINED_HERE). */
export function notDetainedHere(def: CardDef): CardDef {
  return plusSpecial(def, [NOT_DETAINED_HERE], 'notDetainedHere', []);
}

/** The Balrog's manifestations (coe-rules g.bal.1: "If a manifestation of The Balrog is in play or has been eliminated, ignore all Balrog automatic-attacks"). */
const BALROG = ['Balrog of Moria', 'Durin’s Bane'].map(nameKey);

/**
 * Special: "If Balrog of Moria is in play or if it or Durin's Bane has been defeated, the first automatic attack is canceled" (minion: "If a
 * manifestation of Balrog of Moria is in play or defeated"): its first automatic-attack is not faced while either is in play or in a marshalling
 * point pile (phases/site.ts enterSite, `autoAttackIf` `unlessCards`).
 */
export function balrogGone(def: CardDef): CardDef {
  return plusSpecial(def, [{ on: 'autoAttackIf', index: 0, label: 'canceled if Balrog of Moria is in play or it or Durin’s Bane has been defeated', unlessCards: BALROG }], 'balrogGone', []);
}

/**
 * Special: "If the Witch-king of Angmar is in play as a permanent-event, it must be used as an additional automatic-attack (discard after use—ignore
 * result of defeat)" (`names`: the cards named; none: "any Nazgûl permanent-event"): the site's `permanentAutoAttack` effect (phases/site.ts).
 */
export function nazgulAttack(def: CardDef, names: string[] | null): CardDef {
  const only = names ? { names: names.map(nameKey) } : { race: 'Nazgûl' };
  return plusSpecial(def, [{ on: 'permanentAutoAttack', label: `${names ? names.join(' or ') : 'a Nazgûl permanent-event'} as an additional automatic-attack`, ...only }], 'nazgulAttack', [names]);
}
