/** Positions with a card kept by a character (an item or an ally): in the organization phase, under attack, and what they change. */
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { assignEach, attackWindow } from '../kit/combatSteps';

/** A company of `names` at `site` in its organization phase; the first character bears `item` (or, `ally`, controls it). */
export function withCard(k: ScenarioKit, names: string[], site: string, card: string, kind: 'item' | 'ally' = 'item'): { id: string; chars: number[]; who: number; inst: number } {
  k.phase('organization');
  const { id, chars } = k.company(0, names, site);
  const who = chars[0] as number;
  const inst = kind === 'item' ? k.item(who, card) : k.ally(who, card);
  return { id, chars, who, inst };
}

/** The attack window: a company of `names` at Rivendell, the first bearing `card` (item or ally), attacked by `creature`. */
export function attackedWith(k: ScenarioKit, names: string[], card: string, creature: string, kind: 'item' | 'ally' = 'item'): { id: string; chars: number[]; who: number; inst: number; creature: number } {
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

/**
 * A shield whose "Warrior only: tap …" acts on a strike against its bearer: Gimli (a warrior) bears it against Thunder's
 * Companion with Bilbo and Frodo, each facing a strike; a second one on Bilbo (no warrior) cannot be used; Gimli taps his.
 */
export function warriorShieldUsed(k: ScenarioKit, name: string): { who: number; inst: number } {
  const { chars, who, inst } = attackedWith(k, ['Gimli', 'Bilbo', 'Frodo'], name, 'Thunder’s Companion');
  const hobbit = chars[1] as number;
  const other = k.item(hobbit, name);
  assignEach(k, chars);
  k.expect(!k.canUse(0, other, 0, hobbit), 'not for Bilbo (no warrior)');
  k.expect(!k.canUse(0, inst, 0, hobbit), "not Gimli's on the strike against Bilbo (not its bearer)");
  k.use(0, inst, 0, who);
  return { who, inst };
}

/** The attack's current figures. */
export function attackNow(k: ScenarioKit): { prowess: number; body: number | null; strikes: number } | null {
  const c = k.s.stack.find((x) => x.kind === 'combat');
  return c?.kind === 'combat' ? { prowess: c.attack.prowess, body: c.attack.body, strikes: c.attack.strikes } : null;
}

/** "Gives the company up to two more regions": the longest movement offered in the organization phase. */
export function longestMove(k: ScenarioKit): number {
  return Math.max(0, ...(k.legal(0) as { type: string; regions?: string[] }[]).filter((a) => a.type === 'declareMovement').map((a) => a.regions?.length ?? 0));
}

/** A new kit on the same card data (a second position in one scenario). */
export function freshKit(k: ScenarioKit): ScenarioKit {
  return new (k.constructor as new (cards: unknown) => ScenarioKit)((k as unknown as { cards: unknown }).cards);
}

/**
 * "… against the bearer's company": a copy of the card borne by `bearer` (a warrior) in another company of the same player,
 * at Lórien, cannot be used on the attack under way.
 */
export function notFromAnotherCompany(k: ScenarioKit, name: string, ability = 0, bearer = 'Thorin II'): void {
  const far = k.company(0, [bearer], 'Lórien').chars[0] as number;
  const copy = k.item(far, name);
  k.expect(!k.canUse(0, copy, ability), `not ${bearer}'s ${name}, in another company`);
}

/**
 * "Playable on one of your characters": `card` (in seat 0's hand) cannot be played on a character of the other player (a
 * company of seat 1 at its Haven: Orc Tracker at Minas Morgul with a Ringwraith opponent, Damrod at Rivendell with a Wizard one).
 */
export function notOnOpponent(k: ScenarioKit, card: number): void {
  const minionFoe = k.s.players[1]?.alignment === 'ringwraith';
  const foe = k.company(1, [minionFoe ? 'Orc Tracker' : 'Damrod'], minionFoe ? 'Minas Morgul' : 'Rivendell').chars[0] as number;
  k.expect(!k.canPlay(0, card, foe), "not on the other player's character");
}

/**
 * A card played on a character of the company concerned: it cannot be played on a character (Damrod, or Orc Tracker for a
 * Ringwraith player) of another company of the same player, at his Haven.
 */
export function notOnAnotherCompany(k: ScenarioKit, seat: number, card: number, target: number): void {
  const owner = k.s.chars[target]?.owner ?? 0;
  const minion = k.s.players[owner]?.alignment === 'ringwraith';
  const other = k.company(owner, [minion ? 'Orc Tracker' : 'Damrod'], minion ? 'Minas Morgul' : 'Rivendell').chars[0] as number;
  k.expect(!k.canPlay(seat, card, other), 'not on a character of another company');
}

/** "Playable on an untapped character": tapped, `target` cannot have the card; he is untapped again after. */
export function notWhenTapped(k: ScenarioKit, seat: number, card: number, target: number): void {
  const before = k.s.status[target];
  k.setStatus(target, 'tapped');
  k.expect(!k.canPlay(seat, card, target), 'not on a tapped character');
  if (before === undefined) delete k.s.status[target];
  else k.s.status[target] = before;
}

/** "Untaps a tapped character": untapped, `target` cannot have the card; his status is restored after. */
export function notWhenUntapped(k: ScenarioKit, seat: number, card: number, target: number): void {
  const before = k.s.status[target];
  delete k.s.status[target];
  k.expect(!k.canPlay(seat, card, target), 'not on an untapped character');
  if (before !== undefined) k.s.status[target] = before;
}

/** "Discard this card during its organization phase if the company is at a Haven/Darkhaven [{H}]": a card kept with Aragorn II's company, at Bree then Rivendell. */
export function discardedAtHaven(name: string): Scenario {
  return {
    title: `${name}: discarded during its organization phase at a Haven, not elsewhere`,
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II'], 'Bree');
      const [aragorn] = chars as [number];
      const card = k.attach(aragorn, name);
      k.phase('organization');
      k.act(0, { type: 'manual', op: { kind: 'tap', inst: aragorn } });
      k.equal(k.where(card), 'character', 'kept at Bree');
      k.companyById(id).site = k.siteId('Rivendell');
      k.phase('longEvent');
      k.act(0, { type: 'manual', op: { kind: 'untap', inst: aragorn } });
      k.equal(k.where(card), 'character', 'kept at Rivendell outside the organization phase');
      k.phase('organization');
      k.act(0, { type: 'manual', op: { kind: 'tap', inst: aragorn } });
      k.equal(k.where(card), 'discard', 'discarded at Rivendell in the organization phase');
    },
  };
}
