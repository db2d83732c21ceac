/** Card definitions: resource events (short, long, permanent). Each with the card's words in `text` and at least one scenario. */
import { inPlayReaching } from '../simultaneous/lanes';
import { cancelCombat, startCombat, strikesFixed } from '../combat';
import { nameKey } from '../facts';
import { attackRace, currentCombat, currentMH, raceMatches, topChain } from '../effects/query';
import { corruptionCheck } from '../corruption';
import { isKeyed } from '../phases/movementHazard';
import { removalOf } from '../phases/removal';
import { roll2d6, shuffleInPlace } from '../rng';
import type { AbilitySpec, CardDef, PlaySpec, Predicate, Query, Scenario, StaticEffect, Window } from '../effects/types';
import { bodyOf, cardOf, combatants, companyOfChar, companySize, directInfluence, player, prowessOf, removeFrom, statusOf, toDiscard, unusedDirectInfluence, type Ctx } from '../state';
import type { Attack, Company, GameState, Modifier } from '../types';
import type { ScenarioKit } from '../../../tests/cards/kit/kit';
import { scoreSheet } from '../scoring';
import { companyDelta } from '../effects/statics';
import { nextOwnTurn, storeCardAbility } from './storedEvents';
import { keepTapped, untapPhaseOf } from './vocab/untapPhase';
import { minionKit } from '../../../tests/cards/kit/templates';
import { assignEach, atSite, attackWindow, autoAttackWindow, cancelScenario, companyInOrganization, expectCancelled, expectCorruptionMod, hazardLimit, refusalScenario, resolveStrike, rollOf } from '../../../tests/cards/kit/combatSteps';
import { eventsIn, type EffectEvent, type RollEvent } from '../events';

/** "If Gates of Morning is in play" on a resource (Skies of Fire stands in for it only when hazards are read: gatesOfMorningInPlay). */
const GATES = ['Gates of Morning'];

function cardInPlayNamed(q: Query, names: string[]): boolean {
  return inPlayReaching(q.s, names.map(nameKey));
}

/** "Cannot be duplicated on a given attack": the attack remembers the cards played on it (plain JSON). */
function playedOnAttack(q: Query): boolean {
  const combat = currentCombat(q.s);
  if (!combat) return false;
  const marks = (combat.attack as Attack & { marks?: string[] }).marks ?? [];
  if (marks.includes(q.card.key)) return true;
  return Boolean(topChain(q.s)?.entries.some((e) => e.inst !== q.inst && cardOf(q.s, e.inst).key === q.card.key));
}

/** Played on the attack a company of yours is facing, before or after its strikes are assigned, when `requires` hold. */
function onTheAttack(requires: Predicate[]): PlaySpec {
  return { side: 'resource', windows: ['attack', 'strike'], target: { kind: 'attack' }, requires };
}

function markAttack(q: Query): void {
  const combat = currentCombat(q.s);
  if (!combat) return;
  const a = combat.attack as Attack & { marks?: string[] };
  a.marks = [...(a.marks ?? []), q.card.key];
}

/** The current attack's strikes become `next(attack)`; the strikes still to assign follow. */
function setAttackStrikes(q: Query, ctx: Ctx, next: (a: Attack) => number): void {
  const combat = currentCombat(q.s);
  if (!combat) return;
  const a = combat.attack;
  if (strikesFixed(a, ctx, q.card.id)) return;
  const before = a.strikes;
  a.strikes = next(a);
  if (combat.stage === 'defenderAssign' || combat.stage === 'attackerAssign') combat.toAssign = Math.max(0, combat.toAssign + (a.strikes - before));
  ctx.events.push({ type: 'effect', effect: 'modifyAttack', stat: 'strikes', delta: a.strikes - before, card: q.card.id, label: a.label });
}

/** The attack's printed strikes (the creature's, or the automatic-attack's as declared), halved rounding up. */
function halveStrikes(q: Query, ctx: Ctx): void {
  setAttackStrikes(q, ctx, (a) => Math.min(a.strikes, Math.ceil((a.creature !== null ? cardOf(q.s, a.creature).strikes || a.strikes : a.strikes) / 2)));
}

/** "Cancel … attack. Alternatively, …": the attack is cancelled when `cancels` holds, else `otherwise` is done. */
function cancelElse(cancels: (q: Query) => boolean, otherwise: (q: Query, ctx: Ctx) => void): (q: Query, ctx: Ctx) => void {
  return (q, ctx) => (cancels(q) ? cancelCombat(q.s, ctx) : otherwise(q, ctx));
}

function attackIs(q: Query, races: string[]): boolean {
  const combat = currentCombat(q.s);
  return Boolean(combat && raceMatches(attackRace(q.s, combat), races));
}

/** Whether Gates of Morning is in play, or Skies of Fire, which acts as it for interpreting hazards (for hazard definitions). */
export function gatesOfMorningInPlay(q: Query): boolean {
  return cardInPlayNamed(q, ['Gates of Morning', 'Skies of Fire']);
}

/** The Dwarves of the company facing the current attack. */
function dwarvesOf(q: Query): number[] {
  const combat = currentCombat(q.s);
  const co = combat ? q.s.companies.find((c) => c.id === combat.attack.companyId) : undefined;
  return (co?.chars ?? []).filter((ch) => raceMatches(cardOf(q.s, ch).race, ['Dwarf']));
}

/** The target is a character (not an ally facing a strike). */
const IS_CHARACTER: Predicate = { is: 'custom', label: 'a character', test: (q) => q.target !== null && Boolean(q.s.chars[q.target]) };

/** The resource player's phases outside combat and the movement/hazard phase, in which most resource events are played. */
const ANY_PHASE: Window[] = ['organization', 'longEvent', 'site', 'endTurn'];

/** Played on one of your characters who meets `where`, in these windows; `more` adds requirements or costs. */
function onOwnCharacter(windows: Window[], where: Predicate[], more: Pick<PlaySpec, 'requires' | 'costs'> = {}): PlaySpec {
  return { side: 'resource', windows, target: { kind: 'character', side: 'own', where }, ...more };
}

/** The target's company (a company is named by one of its characters) meets `test`. */
function companyIs(label: string, test: (co: Company, q: Query) => boolean): Predicate {
  return {
    is: 'custom',
    label,
    test: (q) => {
      const co = q.target !== null ? companyOfChar(q.s, q.target) : undefined;
      return Boolean(co && test(co, q));
    },
  };
}

/** The target gets a flag modification (Modifier['stat'] says what each means), for the strike or attack when `until` is given, else this turn. */
function flagTarget(q: Query, stat: Modifier['stat'], until?: 'attack' | 'strike'): void {
  if (q.target !== null) q.s.mods.push({ inst: q.target, stat, delta: 0, ...(until ? { until } : {}) });
}

/** The strike's target does not tap against it unless wounded by it (combat reads the 'noTap' modifier). */
function noTap(q: Query): void {
  const combat = currentCombat(q.s);
  const slot = combat?.slots.find((x) => !x.resolved && x.target === q.target);
  if (slot) q.s.mods.push({ inst: slot.target, stat: 'noTap', delta: 0, until: 'strike' });
}

/** The number Flatter a Foe's influence check must exceed against the current attack (null: not a listed type). */
function flatteryNeed(q: Query): number | null {
  if (attackIs(q, ['Dragon'])) return 10;
  if (attackIs(q, ['Men', 'Drake'])) return 11;
  if (attackIs(q, ['Troll', 'Orc', 'Elves', 'Elf', 'Giant'])) return 12;
  return null;
}

/** Many Turns and Doublings' first use: a Wolf, Spider, Animal or Undead attack not yet assigned its strikes. */
function doublingsCancel(q: Query): boolean {
  const combat = currentCombat(q.s);
  return Boolean(combat && combat.stage === 'defenderAssign' && combat.slots.length === 0 && attackIs(q, ['Wolf', 'Wolves', 'Spider', 'Animal', 'Undead']));
}

/** Every environment hazard card in play (play areas, on characters) is discarded. */
function discardHazardEnvironments(q: Query, ctx: Ctx): void {
  const s = q.s;
  const isEnv = (i: number) => cardOf(s, i).type === 'Hazard' && cardOf(s, i).keywords.includes('Environment');
  for (const p of s.players)
    for (const i of p.playArea.filter(isEnv)) {
      removeFrom(p.playArea, i);
      delete s.eventTurn[i];
      toDiscard(s, i, ctx);
    }
  for (const ch of Object.values(s.chars))
    for (const i of ch.hazards.filter(isEnv)) {
      removeFrom(ch.hazards, i);
      toDiscard(s, i, ctx);
    }
}

/** The Play-deck discard pile of the seat's set (Arda: one communal Play deck per alignment). */
function playDiscard(q: Query): number[] {
  return q.s.sets[player(q.s, q.seat).alignment]?.discards.play ?? [];
}

/** The target goes from the Play discard pile into the Play deck, which is shuffled. */
function discardToPlayDeck(q: Query, ctx: Ctx): void {
  const z = q.s.sets[player(q.s, q.seat).alignment];
  if (!z || q.target === null || !removeFrom(z.discards.play, q.target)) return;
  z.decks.play.push(q.target);
  shuffleInPlace(q.s.rng, z.decks.play);
  void ctx;
}

/** The opponent a hazard card goes back to: a player of the card's set other than the acting seat (else the first hazard player). */
function hazardOwner(q: Query, inst: number): number {
  const align = q.s.alignOf[inst];
  return q.s.players.find((p) => p.seat !== q.seat && !p.out && p.alignment === align)?.seat ?? q.s.turn.firstHazard;
}

/** Two dice that add up to `sum` (2–12). */
function diceFor(sum: number): [number, number] {
  const a = Math.min(6, Math.max(1, sum - 1));
  return [a, sum - a];
}

/**
 * A modification to the character's next influence check against a faction this turn (phases/site.ts
 * and phases/influence.ts add it and use it up). The engine makes that check as the faction is played
 * (or the attempt declared), with no chain to respond in, so such a card is played just before, in
 * the site phase, on the character who will make it.
 */
function factionCheckBonus(q: Query, delta: number): void {
  if (q.target !== null) q.s.mods.push({ inst: q.target, stat: 'factionCheck', delta, label: q.card.name });
}

/** The influence roll's modification from this card. */
function rollMod(k: ScenarioKit, purpose: string, label: string): number | undefined {
  const roll = k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === purpose);
  return ((roll?.mods ?? []) as { label: string; value: number }[]).find((m) => m.label === label)?.value;
}

/**
 * The number a hazard permanent-event's own removal roll must exceed, as printed ("Make a roll—if
 * the result is greater than 6, discard this card"): its definition's removal terms, else its text; null when none is given.
 */
function printedRemoval(s: GameState, inst: number): number | null {
  const r = removalOf(s, inst);
  if (r) return r.above;
  const text = cardOf(s, inst).text.replace(/<[^>]+>/g, '');
  const m = /roll[^.]*?greater than (?:a )?(\d+)[^.]*?(?:discard this card|this card is (?:removed|discarded))/i.exec(text);
  return m ? Number(m[1]) : null;
}

/** A character who can use shadow-magic ("Can use shadow-magic" in his text). */
function shadowMagicUser(s: GameState, inst: number): boolean {
  return /can use[^.]*shadow-magic/i.test(cardOf(s, inst).text.replace(/<[^>]+>/g, ''));
}

/** The shadow-magic-user of the target's company who plays the card: a Ringwraith when there is one (he makes no check). */
function shadowMagicUserFor(s: GameState, target: number): number | null {
  const users = (companyOfChar(s, target)?.chars ?? []).filter((ch) => shadowMagicUser(s, ch));
  return users.find((ch) => cardOf(s, ch).race === 'Ringwraith') ?? users[0] ?? null;
}

/**
 * A modification to the character's next influence or corruption check this turn (corruption.ts, phases/site.ts and
 * phases/influence.ts add it and use it up). The engine makes those checks within the action that calls for them, with
 * no chain to respond in, so such a card is played just before, on the character who will make the check.
 */
function nextCheckBonus(q: Query, delta: number, corruptionDelta?: number): void {
  if (q.target !== null) q.s.mods.push({ inst: q.target, stat: 'nextCheck', delta, label: q.card.name, ...(corruptionDelta === undefined ? {} : { corruptionDelta }) });
}

/** The target is in a company with a diplomat. */
const IN_DIPLOMATS_COMPANY: Predicate = companyIs("in a diplomat's company", (co, q) => co.chars.some((ch) => cardOf(q.s, ch).skills.includes('Diplomat')));

/**
 * The current creature attack was keyed to the company's site: it can be keyed to the site and not to the site path's
 * regions (when both are possible the hazard player's declaration is not recorded: it counts as keyed to the path).
 */
function keyedToSite(q: Query): boolean {
  const combat = currentCombat(q.s);
  const co = combat ? q.s.companies.find((c) => c.id === combat.attack.companyId) : undefined;
  if (!combat || !co || combat.attack.creature === null) return false;
  const card = cardOf(q.s, combat.attack.creature);
  const bySite = isKeyed(q.s, co, { ...card, keyRegionTypes: [], keyRegions: [], keyIf: [] });
  const byPath = isKeyed(q.s, co, { ...card, keySiteTypes: [], keySites: [], keySitesIn: [] });
  return bySite && !byPath;
}

/** Not at Home's first use: a Dragon, Drake or Troll automatic-attack, or such a creature keyed to the site. */
function notAtHomeCancels(q: Query): boolean {
  const combat = currentCombat(q.s);
  return Boolean(combat && attackIs(q, ['Dragon', 'Drake', 'Troll']) && (combat.attack.source === 'auto' || keyedToSite(q)));
}

/** A hero card and its minion counterpart with one definition: `build` gets each name; the text is each card's own (one for both when alike). */
function counterparts<N extends string>(hero: N, minion: N, texts: string | Record<N, string>, build: (name: N) => Omit<CardDef, 'name' | 'alignment' | 'text'>): CardDef[] {
  return [hero, minion].map((name) => ({ name, alignment: [name === hero ? 'Hero' : 'Minion'], text: typeof texts === 'string' ? texts : texts[name], ...build(name) }));
}

/**
 * "Cannot be duplicated on a given attack": with two copies in hand and `creature` attacking `names`, the first is played
 * on the attack; `check` reads what it did, and the second copy cannot be played on the same attack.
 */
function onceOnAttack(title: string, o: { names: string[]; creature: string; card: string; why?: string }, check: (k: ScenarioKit, chars: number[]) => void): Scenario {
  return {
    title,
    run: (k) => {
      const { chars, cards } = attackWindow(k, { names: o.names, creature: o.creature, cards: [o.card, o.card] });
      const [card, second] = cards as [number, number];
      k.play(0, card, null);
      check(k, chars);
      k.expect(!k.canPlay(0, second), o.why ?? 'cannot be duplicated on the attack');
    },
  };
}

/** Concealment, A Nice Place to Hide: "Scout only. Tap scout to cancel (one) attack against his company." */
function scoutCancels(name: string, alignment: 'Hero' | 'Minion', text: string): CardDef {
  return {
    name,
    alignment: [alignment],
    text,
    play: { side: 'resource', windows: ['attack'], target: { kind: 'character', side: 'company', where: [{ is: 'skill', skill: 'Scout' }], allies: true }, costs: [{ pay: 'tapTarget' }] },
    effects: [{ do: 'cancelAttack' }],
    scenarios: [
      ...(alignment === 'Hero' ? [allyScoutScenario(name)] : []),
      {
        title: 'a scout taps to cancel an Orc attack on his company; a non-scout cannot',
        run: (k) => {
          const { chars, card, creature } = attackWindow(k, { names: ['Bilbo', 'Gimli'], creature: 'Orc-watch', cards: name });
          const [bilbo, gimli] = chars as [number, number];
          k.expect(k.top()?.kind === 'combat', 'the attack is under way');
          k.expect(!k.canPlay(0, card, gimli), 'Gimli is no scout');
          k.play(0, card, bilbo);
          k.equal(k.s.status[bilbo], 'tapped', 'Bilbo taps');
          expectCancelled(k, creature, 'Orc-watch');
          k.equal(k.where(card), 'discard', name);
        },
      },
    ],
  };
}

/**
 * Arda Revised: "An ally with a skill may take actions and play cards that require that skill. … Gollum has the scout skill so
 * he can tap to play a Concealment card." Gollum (Gimli's ally) taps to cancel the attack; Treebeard (a sage) cannot.
 */
function allyScoutScenario(name: string): Scenario {
  return {
    title: `Gollum, an ally with the scout skill, taps to play ${name}; Treebeard (no scout) cannot`,
    run: (k) => {
      let gollum = -1;
      let treebeard = -1;
      const { chars, card, creature } = attackWindow(k, {
        names: ['Gimli'],
        creature: 'Orc-watch',
        cards: name,
        prepare: (cs) => {
          gollum = k.ally(cs[0] as number, 'Gollum');
          treebeard = k.ally(cs[0] as number, 'Treebeard');
        },
      });
      k.expect(!k.canPlay(0, card, chars[0] as number), 'Gimli is no scout');
      k.expect(!k.canPlay(0, card, treebeard), 'Treebeard is no scout');
      k.play(0, card, gollum);
      k.equal(k.s.status[gollum], 'tapped', 'Gollum taps');
      k.equal(k.s.status[chars[0] as number], undefined, 'Gimli stays untapped');
      expectCancelled(k, creature, 'Orc-watch');
    },
  };
}

/**
 * Stealth, Sneakin': "Scout only. … on an untapped scout in a company with a company size less than 3. Tap the scout. No creature
 * hazards may be played on his company this turn" (played in the organization phase; tapping the scout is the cost).
 */
function scoutHidesCompany(): Pick<CardDef, 'play' | 'effects'> {
  return {
    play: onOwnCharacter(['organization'], [{ is: 'skill', skill: 'Scout' }, companyIs('company size less than three', (co, q) => companySize(q.s, co) < 3)], { costs: [{ pay: 'tapTarget' }] }),
    effects: [{ do: 'custom', label: 'no creature hazards may be played on his company this turn', run: (q) => flagTarget(q, 'noCreatures') }],
  };
}

/** Risky Blow, Bold Thrust: "Warrior only. +3 to prowess and -1 to body against one strike." */
function warriorBlow(name: string, alignment: 'Hero' | 'Minion', text: string, title: string): CardDef {
  return {
    name,
    alignment: [alignment],
    text,
    play: { side: 'resource', windows: ['strike'], target: { kind: 'strike' }, requires: [{ is: 'skill', skill: 'Warrior' }] },
    effects: [
      { do: 'modify', who: 'target', stat: 'prowess', delta: 3, until: 'strike' },
      { do: 'modify', who: 'target', stat: 'body', delta: -1, until: 'strike' },
    ],
    scenarios: [
      {
        title,
        run: (k) => {
          const { chars, card } = attackWindow(k, { names: ['Gimli', 'Bilbo', 'Aragorn II'], creature: 'Thunder’s Companion', cards: name });
          const gimli = chars[0] as number;
          assignEach(k, chars);
          k.expect(!k.canPlay(0, card, chars[1]), 'Bilbo is no warrior');
          k.expect(k.canPlay(0, card, gimli), `${name} is playable on the strike against Gimli`);
          k.play(0, card, gimli);
          const roll = resolveStrike(k, gimli, [1, 1]);
          k.equal(roll?.prowess, (k.card('Gimli').prowess ?? 0) + 3, "Gimli's prowess against the strike");
          k.expect(!k.s.mods.some((m) => m.inst === gimli), 'the modification ends with the strike');
        },
      },
    ],
  };
}

/**
 * Dark Quarrels, Orc Quarrels: an attack by Orcs, Trolls or Men is cancelled; alternatively, with `enabler` in play,
 * any attack's strikes are halved (rounded up).
 */
function quarrels(name: string, alignment: 'Hero' | 'Minion', text: string, enabler: 'Gates of Morning' | 'Skies of Fire', labels: { requires: string; effect: string }): CardDef {
  return {
    name,
    alignment: [alignment],
    text,
    play: {
      side: 'resource',
      windows: ['attack'],
      target: { kind: 'attack' },
      requires: [{ is: 'custom', label: labels.requires, test: (q) => attackIs(q, ['Orc', 'Troll', 'Men']) || cardInPlayNamed(q, [enabler]) }],
    },
    effects: [{ do: 'custom', label: labels.effect, run: cancelElse((q) => attackIs(q, ['Orc', 'Troll', 'Men']), halveStrikes) }],
    scenarios: [
      cancelScenario('an Orc attack is cancelled', { names: ['Aragorn II', 'Gimli'], creature: 'Orc-watch', cards: name }),
      {
        title: `not on Wolves; with ${enabler} in play, Wolves’ 3 strikes become 2`,
        run: (k) => {
          const { card } = attackWindow(k, { names: ['Aragorn II', 'Gimli', 'Bilbo'], creature: 'Wolves', cards: name });
          k.expect(!k.canPlay(0, card), `no ${name} on a Wolf attack without ${enabler}`);
          k.inPlay(0, enabler);
          k.play(0, card, null);
          const top = k.top();
          k.expect(top?.kind === 'combat', 'the attack goes on');
          if (top?.kind === 'combat') {
            k.equal(top.attack.strikes, 2, 'strikes');
            k.equal(top.toAssign, 2, 'strikes to assign');
          }
        },
      },
    ],
  };
}

export const RESOURCE_EVENTS: CardDef[] = [
  scoutCancels('Concealment', 'Hero', 'Scout only. Tap scout to cancel one attack against his company.'),
  warriorBlow('Risky Blow', 'Hero', 'Warrior only against one strike. +3 to prowess and -1 to body.', 'a warrior facing a strike gets +3 prowess for that strike only'),

  quarrels(
    'Dark Quarrels',
    'Hero',
    'Cancel one attack by Orcs, Trolls, or Men. Alternatively, if Gates of Morning is in play, the number of strikes from any attack is reduced to half of its original number, rounded up.',
    'Gates of Morning',
    { requires: 'an attack by Orcs, Trolls or Men, or any attack with Gates of Morning in play', effect: 'the attack is cancelled (Orcs, Trolls, Men), else its strikes are halved' },
  ),
  quarrels(
    'Orc Quarrels',
    'Minion',
    'Playable on an Orc, Troll, or Man attack. The attack is canceled. Alternatively, playable on any attack if Skies of Fire is in play. The number of strikes from the attack is reduced to half of its original number (rounded up).',
    'Skies of Fire',
    { requires: 'an Orc, Troll or Man attack, or any attack with Skies of Fire in play', effect: 'the attack is cancelled (Orc, Troll, Man), else its strikes are halved' },
  ),
  {
    name: 'Crept Along Cleverly',
    alignment: ['Minion'],
    text: 'Ranger only. Cancels a Wolf, Animal, Spider, Dragon, Drake, or Undead attack against a ranger’s company.',
    play: {
      side: 'resource',
      windows: ['attack'],
      target: { kind: 'attack' },
      requires: [{ is: 'skill', skill: 'Ranger' }, { is: 'attackRace', races: ['Wolf', 'Wolves', 'Animal', 'Spider', 'Dragon', 'Drake', 'Undead'] }],
    },
    effects: [{ do: 'cancelAttack' }],
    scenarios: [
      cancelScenario('a ranger’s company cancels a Wolf attack', { names: ['Aragorn II', 'Gimli'], creature: 'Wolves', cards: 'Crept Along Cleverly' }),
      refusalScenario('a company without a ranger cannot play it', { names: ['Gimli', 'Bilbo'], creature: 'Wolves', cards: 'Crept Along Cleverly', why: 'Gimli and Bilbo are no rangers' }),
      refusalScenario('a ranger’s company cannot cancel an Orc attack with it', { names: ['Aragorn II', 'Gimli'], creature: 'Orc-watch', cards: 'Crept Along Cleverly', why: 'Orcs are not among the races' }),
    ],
  },
  scoutCancels('A Nice Place to Hide', 'Minion', 'Scout only. Tap scout to cancel an attack against his company.'),
  warriorBlow(
    'Bold Thrust',
    'Minion',
    'Warrior only. Warrior receives +3 to prowess and -1 to body against one strike.',
    'a warrior facing a strike gets +3 prowess for that strike; a non-warrior cannot play it',
  ),

  ...counterparts('Escape', 'Diversion', 'Playable on an unwounded character facing an attack. The attack is canceled and the character is wounded (no body check is required).', (name) => ({
    play: { side: 'resource', windows: ['attack'], target: { kind: 'character', side: 'company', where: [{ is: 'custom', label: 'unwounded', test: (q) => q.target !== null && statusOf(q.s, q.target) !== 'wounded' }] } },
    effects: [{ do: 'wound', who: 'target' }, { do: 'cancelAttack' }],
    scenarios: [
      {
        title: 'an unwounded character is wounded and the attack cancelled, with no body check; not on a wounded one',
        run: (k) => {
          const { chars, card, creature } = attackWindow(k, { names: ['Gimli', 'Bilbo'], creature: 'Orc-watch', cards: name, prepare: (cs) => k.setStatus(cs[1] as number, 'wounded') });
          const [gimli, bilbo] = chars as [number, number];
          k.expect(!k.canPlay(0, card, bilbo), 'Bilbo is wounded already');
          k.play(0, card, gimli);
          k.equal(k.s.status[gimli], 'wounded', 'Gimli');
          k.expect(!rollOf(k, 'bodyCheck'), 'no body check');
          expectCancelled(k, creature, 'Orc-watch');
        },
      },
    ],
  })),
  {
    name: 'Vanishment',
    alignment: ['Hero'],
    text: 'Spell. Wizard only. Cancels an attack against the Wizard’s company. Wizard makes a corruption check modified by -2.',
    play: { side: 'resource', windows: ['attack'], target: { kind: 'character', side: 'company', where: [{ is: 'race', race: ['Wizard'] }] } },
    effects: [{ do: 'cancelAttack' }, { do: 'corruptionCheck', who: 'target', modifier: -2 }],
    scenarios: [
      {
        title: 'the Wizard cancels an attack on his company and makes a corruption check at -2; no one else may play it',
        run: (k) => {
          const { chars, card } = attackWindow(k, { names: ['Gandalf', 'Gimli'], creature: 'Orc-watch', cards: 'Vanishment' });
          const [gandalf, gimli] = chars as [number, number];
          k.expect(!k.canPlay(0, card, gimli), 'Gimli is no Wizard');
          k.rig([4, 4]);
          k.play(0, card, gandalf);
          expectCancelled(k);
          expectCorruptionMod(k, -2, { inst: gandalf, what: 'Gandalf makes a corruption check' });
          k.equal(k.where(gandalf), 'inPlay', 'Gandalf');
        },
      },
    ],
  },
  {
    name: 'And Forth He Hastened',
    alignment: ['Hero'],
    text: 'Untap a character in your Wizard’s company.',
    play: onOwnCharacter(ANY_PHASE, [
      { is: 'status', status: 'tapped' },
      companyIs("in your Wizard's company", (co, q) => co.chars.some((ch) => cardOf(q.s, ch).avatar && cardOf(q.s, ch).race === 'Wizard')),
    ]),
    effects: [{ do: 'untap', who: 'target' }],
    scenarios: [
      {
        title: "a tapped character in the Wizard's company untaps; one in another company cannot",
        run: (k) => {
          const { chars } = companyInOrganization(k, ['Gandalf', 'Gimli'], 'Rivendell');
          const other = k.company(0, ['Aragorn II'], 'Bree');
          const gimli = chars[1] as number;
          const aragorn = other.chars[0] as number;
          k.setStatus(gimli, 'tapped');
          k.setStatus(aragorn, 'tapped');
          const card = k.hand(0, 'And Forth He Hastened');
          k.expect(!k.canPlay(0, card, aragorn), "Aragorn is not in the Wizard's company");
          k.play(0, card, gimli);
          k.equal(k.s.status[gimli], undefined, 'Gimli is untapped');
          k.equal(k.where(card), 'discard', 'And Forth He Hastened');
        },
      },
    ],
  },
  ...counterparts('Gates of Morning', 'Skies of Fire', {
    'Gates of Morning': 'Environment. When Gates of Morning is played, all environment hazard cards in play are immediately discarded, and all hazard environment effects are canceled. Cannot be duplicated.',
    'Skies of Fire': 'Environment. When Skies of Fire is played, all hazard environment cards in play are immediately discarded, and all hazard environment effects are canceled. This card acts as Gates of Morning for the purposes of interpreting hazards. Cannot be duplicated.',
  }, (name) => ({
    // Skies of Fire "acts as Gates of Morning for the purposes of interpreting hazards": hazard
    // definitions that read Gates of Morning ask gatesOfMorningInPlay() below.
    play: { side: 'resource', windows: ANY_PHASE, requires: [{ is: 'notInPlay', names: [name] }] },
    effects: [{ do: 'stay' }, { do: 'custom', label: 'every environment hazard card in play is discarded', run: discardHazardEnvironments }],
    scenarios: [
      {
        title: `${name} discards the environment hazards in play and stays; a second copy cannot be played`,
        run: (k) => {
          companyInOrganization(k, ['Gimli'], 'Rivendell');
          const doors = k.inPlay(1, 'Doors of Night');
          const fumes = k.inPlay(1, 'Foul Fumes');
          const eye = k.inPlay(1, 'Eye of Sauron');
          const card = k.hand(0, name);
          const second = k.hand(0, name);
          k.play(0, card, null);
          k.equal(k.where(card), 'playArea', name);
          k.equal(k.where(doors), 'discard', 'Doors of Night');
          k.equal(k.where(fumes), 'discard', 'Foul Fumes');
          k.equal(k.where(eye), 'playArea', 'Eye of Sauron (no environment)');
          k.expect(!k.canPlay(0, second), 'cannot be duplicated');
        },
      },
    ],
  })),
  {
    name: 'The Old Thrush',
    alignment: ['Hero'],
    text: '-3 to the prowess and body of a non-Nazgûl attack with a normal prowess of 13 or more. Cannot be duplicated on a given attack.',
    play: onTheAttack([
      {
        is: 'custom',
        label: 'a non-Nazgûl attack of normal prowess 13 or more, without The Old Thrush on it',
        test: (q) => {
          const combat = currentCombat(q.s);
          if (!combat || attackIs(q, ['Nazgûl', 'Nazgul', 'Ringwraith'])) return false;
          const a = combat.attack;
          const normal = a.creature !== null ? (cardOf(q.s, a.creature).prowess ?? a.prowess) : a.prowess;
          return normal >= 13 && !playedOnAttack(q);
        },
      },
    ]),
    effects: [{ do: 'custom', label: 'marks the attack', run: (q) => markAttack(q) }, { do: 'modifyAttack', stat: 'prowess', delta: -3 }, { do: 'modifyAttack', stat: 'body', delta: -3 }],
    scenarios: [
      onceOnAttack('Gothmog (14 prowess, 9 body) gets -3/-3 once; not on Orc-watch (9)', { names: ['Aragorn II', 'Gimli'], creature: 'Gothmog', card: 'The Old Thrush' }, (k) => {
        const top = k.top();
        k.expect(top?.kind === 'combat' && top.attack.prowess === 11 && top.attack.body === 6, 'Gothmog at 11 prowess, 6 body');
      }),
      refusalScenario('not on an attack of normal prowess under 13', { names: ['Aragorn II', 'Gimli'], creature: 'Orc-watch', cards: 'The Old Thrush', why: 'Orc-watch has 9 prowess' }),
    ],
  },
  {
    name: 'The Dwarves Are upon You!',
    alignment: ['Hero'],
    text: 'Playable on a company containing Dwarves facing an attack. All Dwarves in the company receive +2 prowess and -1 body against the attack. Cannot be duplicated against a given attack.',
    play: onTheAttack([{ is: 'custom', label: 'a company with Dwarves, the card not yet played on this attack', test: (q) => dwarvesOf(q).length > 0 && !playedOnAttack(q) }]),
    effects: [
      {
        do: 'custom',
        label: 'every Dwarf in the company: +2 prowess, -1 body against the attack',
        run: (q, ctx) => {
          markAttack(q);
          for (const inst of dwarvesOf(q)) {
            q.s.mods.push({ inst, stat: 'prowess', delta: 2, until: 'attack' }, { inst, stat: 'body', delta: -1, until: 'attack' });
            ctx.events.push({ type: 'effect', effect: 'modify', inst, stat: 'prowess', delta: 2, until: 'attack', card: q.card.id });
            ctx.events.push({ type: 'effect', effect: 'modify', inst, stat: 'body', delta: -1, until: 'attack', card: q.card.id });
          }
        },
      },
    ],
    scenarios: [
      onceOnAttack(
        'Gimli gets +2 prowess and -1 body for the attack, Aragorn nothing; no second copy; gone after the attack',
        { names: ['Gimli', 'Aragorn II'], creature: 'Orc-watch', card: 'The Dwarves Are upon You!', why: 'cannot be duplicated against the attack' },
        (k, chars) => {
          const [gimli, aragorn] = chars as [number, number];
          k.expect(k.s.mods.some((m) => m.inst === gimli && m.stat === 'prowess' && m.delta === 2 && m.until === 'attack'), 'Gimli +2 prowess');
          k.expect(k.s.mods.some((m) => m.inst === gimli && m.stat === 'body' && m.delta === -1), 'Gimli -1 body');
          k.expect(!k.s.mods.some((m) => m.inst === aragorn), 'Aragorn is no Dwarf');
        },
      ),
      refusalScenario('not on a company without Dwarves', { names: ['Aragorn II', 'Bilbo'], creature: 'Orc-watch', cards: 'The Dwarves Are upon You!', why: 'no Dwarves' }),
    ],
  },

  ...counterparts('Marvels Told', 'Voices of Malice', {
    'Marvels Told': 'Sage only. Ritual. Tap a sage to force the discard of a hazard non-environment permanent-event or long-event. Sage makes a corruption check modified by -2.',
    'Voices of Malice': 'Sage only. Tap a sage to discard one non-environment hazard permanent-event or non-environment hazard long-event. Sage makes a corruption check modified by -2.',
  }, (name) => ({
    // "Ritual" (Marvels Told) is a keyword other cards refer to; it has no effect of its own.
    play: {
      side: 'resource',
      windows: ['organization', 'longEvent', 'site', 'endTurn', 'response'],
      target: { kind: 'cardInPlay', match: { type: 'Hazard', subtypes: ['Permanent-event', 'Long-event'] } },
      requires: [{ is: 'custom', label: 'a non-environment hazard', test: (q) => q.target !== null && !cardOf(q.s, q.target).keywords.includes('Environment') }],
      costs: [{ pay: 'tapSkilled', skill: 'Sage' }],
    },
    effects: [{ do: 'discardTarget' }, { do: 'corruptionCheck', who: 'payer', modifier: -2 }],
    scenarios: [
      {
        title: 'a sage taps: Eye of Sauron is discarded and the sage checks corruption at -2; not an environment',
        run: (k) => {
          const { chars } = companyInOrganization(k, ['Gimli', 'Bilbo'], 'Rivendell');
          const [gimli, bilbo] = chars as [number, number];
          const eye = k.inPlay(1, 'Eye of Sauron');
          const doors = k.inPlay(1, 'Doors of Night');
          const lure = k.attach(gimli, 'Lure of the Senses');
          const card = k.hand(0, name);
          k.expect(!k.canPlay(0, card, doors), 'Doors of Night is an environment');
          k.expect(k.canPlay(0, card, lure), 'a permanent-event on a character is a target');
          k.rig([6, 6]);
          k.play(0, card, eye);
          k.equal(k.where(eye), 'discard', 'Eye of Sauron');
          k.equal(k.where(doors), 'playArea', 'Doors of Night');
          k.equal(k.s.status[bilbo], 'tapped', 'Bilbo (the sage) taps');
          expectCorruptionMod(k, -2, { inst: bilbo, what: 'the corruption check is the sage’s' });
        },
      },
      {
        title: 'no untapped sage, no play',
        run: (k) => {
          const { chars } = companyInOrganization(k, ['Gimli', 'Bilbo'], 'Rivendell');
          k.setStatus(chars[1] as number, 'tapped');
          const eye = k.inPlay(1, 'Eye of Sauron');
          const card = k.hand(0, name);
          k.expect(!k.canPlay(0, card, eye), 'Bilbo is tapped and Gimli is no sage');
        },
      },
    ],
  })),

  {
    name: 'Dodge',
    alignment: ['Hero'],
    text: 'Target character does not tap against one strike (unless he is wounded by the strike). If wounded by the strike, his body is modified by -1 for the resulting body check.',
    play: { side: 'resource', windows: ['strike'], target: { kind: 'strike' }, requires: [IS_CHARACTER] },
    effects: [
      { do: 'custom', label: 'does not tap against the strike unless wounded', run: (q) => noTap(q) },
      // Body counts only in the body check that follows a wound: -1 for this strike is -1 for that check.
      { do: 'modify', who: 'target', stat: 'body', delta: -1, until: 'strike' },
    ],
    scenarios: [
      {
        title: 'Gimli defeats the strike and stays untapped; Dodge is not playable before strikes are assigned',
        run: (k) => {
          const { chars, card } = attackWindow(k, { names: ['Gimli', 'Bilbo', 'Aragorn II'], creature: 'Thunder’s Companion', cards: 'Dodge' });
          const gimli = chars[0] as number;
          k.expect(!k.canPlay(0, card), 'no strike yet');
          assignEach(k, chars);
          k.play(0, card, gimli);
          const roll = resolveStrike(k, gimli, [6, 6, 6, 6]);
          k.equal(roll?.prowess, k.card('Gimli').prowess ?? 0, 'no -3 for staying untapped');
          k.equal(k.s.status[gimli], undefined, 'Gimli stays untapped');
          k.expect(!k.s.mods.some((m) => m.inst === gimli), 'the effect ends with the strike');
        },
      },
      {
        title: 'wounded by the strike: Gimli is wounded and his body counts -1 in the body check',
        run: (k) => {
          const { chars, card } = attackWindow(k, { names: ['Gimli', 'Bilbo', 'Aragorn II'], creature: 'Thunder’s Companion', cards: 'Dodge' });
          const gimli = chars[0] as number;
          assignEach(k, chars);
          k.play(0, card, gimli);
          resolveStrike(k, gimli, [1, 1, 1, 1]);
          const check = rollOf(k, 'bodyCheck');
          k.equal(check?.body, (k.card('Gimli').body ?? 0) - 1, 'body in the body check');
          k.equal(k.s.status[gimli], 'wounded', 'Gimli');
        },
      },
    ],
  },
  {
    name: 'Under His Blow',
    alignment: ['Minion'],
    text: 'Untapped character does not tap against one strike.',
    play: { side: 'resource', windows: ['strike'], target: { kind: 'strike' }, requires: [IS_CHARACTER, { is: 'status', status: 'untapped' }] },
    // A wounded character is wounded, not tapped: the card keeps him from tapping only.
    effects: [{ do: 'custom', label: 'does not tap against the strike', run: (q) => noTap(q) }],
    scenarios: [
      {
        title: 'an untapped character defeats the strike and stays untapped; not on a tapped character',
        run: (k) => {
          const { chars, card } = attackWindow(k, { names: ['Gimli', 'Bilbo', 'Aragorn II'], creature: 'Orc-watch', cards: 'Under His Blow', prepare: (cs) => k.setStatus(cs[1] as number, 'tapped') });
          const [gimli, bilbo, aragorn] = chars as [number, number, number];
          k.act(0, { type: 'assignStrike', target: gimli });
          k.act(0, { type: 'assignStrike', target: aragorn });
          k.act(1, { type: 'assignStrike', target: bilbo });
          k.expect(k.top()?.kind === 'combat', 'strikes assigned');
          k.expect(!k.canPlay(0, card, bilbo), 'Bilbo is tapped');
          k.play(0, card, gimli);
          resolveStrike(k, gimli, [6, 6, 6, 6]);
          k.equal(k.s.status[gimli], undefined, 'Gimli stays untapped');
        },
      },
    ],
  },

  {
    name: 'Not Slay Needlessly',
    alignment: ['Minion'],
    // Covert companies are Fallen-wizards' (White Hand); Arda Revised leaves Fallen-wizards out, so only the -2 can arise.
    text: "Playable on an attack by Elves, Dwarves, Dúnedain, or Men. Otherwise, -2 to the attack's prowess. Cannot be duplicated on a given attack.",
    play: onTheAttack([{ is: 'attackRace', races: ['Elves', 'Dwarves', 'Dwarf', 'Dúnedain', 'Dúnadan', 'Men'] }, { is: 'custom', label: 'not yet played on this attack', test: (q) => !playedOnAttack(q) }]),
    effects: [{ do: 'custom', label: 'marks the attack', run: (q) => markAttack(q) }, { do: 'modifyAttack', stat: 'prowess', delta: -2 }],
    scenarios: [
      onceOnAttack('Elf-lord Revealed in Wrath gets -2 prowess, once; not on an Orc attack', { names: ['Aragorn II', 'Gimli'], creature: 'Elf-lord Revealed in Wrath', card: 'Not Slay Needlessly' }, (k) => {
        const top = k.top();
        k.expect(top?.kind === 'combat' && top.attack.prowess === 13, 'the Elf-lord at 13 prowess');
      }),
      refusalScenario('not on an Orc attack', { names: ['Aragorn II', 'Gimli'], creature: 'Orc-watch', cards: 'Not Slay Needlessly', why: 'Orcs' }),
    ],
  },
  {
    name: 'Return of the King',
    alignment: ['Hero'],
    text: 'Unique. Aragorn II only. Only playable in Minas Tirith and only if Denethor II is not in play. Aragorn II’s direct influence is modified by +3. Keep this card with Aragorn II; discard if he leaves play.',
    play: onOwnCharacter(ANY_PHASE, [{ is: 'named', names: ['Aragorn II'] }], {
      requires: [
        companyIs('Aragorn II at Minas Tirith', (co, q) => q.s.catalog.cards[co.site]?.key === nameKey('Minas Tirith')),
        { is: 'notInPlay', names: ['Denethor II'] },
        { is: 'custom', label: 'unique: not already with Aragorn II', test: (q) => !Object.values(q.s.chars).some((ch) => ch.hazards.some((h) => cardOf(q.s, h).key === q.card.key)) },
      ],
    }),
    // Kept on Aragorn II: cards on a character are discarded when he leaves play.
    effects: [{ do: 'attach', to: 'target' }],
    static: [{ on: 'bearer', stat: 'di', delta: 3 }],
    scenarios: [
      {
        title: 'Aragorn II at Minas Tirith gets +3 direct influence; gone with him',
        run: (k) => {
          const { chars } = companyInOrganization(k, ['Aragorn II', 'Gimli'], 'Minas Tirith');
          const [aragorn, gimli] = chars as [number, number];
          const card = k.hand(0, 'Return of the King');
          k.expect(!k.canPlay(0, card, gimli), 'Aragorn II only');
          const before = directInfluence(k.s, aragorn);
          k.play(0, card, aragorn);
          k.equal(k.where(card), 'character', 'Return of the King');
          k.equal(directInfluence(k.s, aragorn), before + 3, 'direct influence');
        },
      },
      {
        title: 'not away from Minas Tirith, nor with Denethor II in play',
        run: (k) => {
          const { chars } = companyInOrganization(k, ['Aragorn II'], 'Rivendell');
          const aragorn = chars[0] as number;
          const card = k.hand(0, 'Return of the King');
          k.expect(!k.canPlay(0, card, aragorn), 'Aragorn II is at Rivendell');
          k.companyById(k.companyOf(aragorn)?.id ?? '').site = k.siteId('Minas Tirith');
          k.expect(k.canPlay(0, card, aragorn), 'at Minas Tirith');
          k.company(1, ['Denethor II'], 'Minas Tirith');
          k.expect(!k.canPlay(0, card, aragorn), 'Denethor II is in play');
        },
      },
    ],
  },
  {
    name: 'Flatter a Foe',
    alignment: ['Hero'],
    text: 'Flattery attempt. Playable on a character whose company is facing an attack of the type listed below. Character makes an influence check (modified by his unused direct influence and +2 if a diplomat). If successful, the attack is canceled and the hazard limit for the character’s company is decreased by two. This influence check is successful if the result is greater than: 10 against a Dragon; 11 against Men or Drakes; 12 against Trolls, Orcs, Elves and Giants.',
    play: {
      side: 'resource',
      windows: ['attack'],
      target: { kind: 'character', side: 'company' },
      requires: [{ is: 'custom', label: 'an attack by a Dragon, Men, Drakes, Trolls, Orcs, Elves or Giants', test: (q) => flatteryNeed(q) !== null }],
    },
    effects: [
      {
        do: 'custom',
        label: 'influence check: the attack is cancelled and the hazard limit lowered by two if it succeeds',
        run: (q, ctx) => {
          const need = flatteryNeed(q);
          if (need === null || q.target === null) return;
          const target = q.target;
          const dice = roll2d6(q.s.rng);
          const mods = [{ label: 'unused direct influence', value: unusedDirectInfluence(q.s, target) }];
          if (cardOf(q.s, target).skills.includes('Diplomat')) mods.push({ label: 'diplomat', value: 2 });
          const total = dice[0] + dice[1] + mods.reduce((n, m) => n + m.value, 0);
          const ok = total > need;
          ctx.events.push({ type: 'roll', purpose: 'influence', seat: q.seat, inst: target, dice, mods, total, against: need, againstLabel: 'Flatter a Foe', result: ok ? 'success' : 'failure' });
          if (!ok) return;
          cancelCombat(q.s, ctx);
          const mh = currentMH(q.s);
          if (mh) {
            mh.limit = Math.max(0, mh.limit - 2);
            ctx.events.push({ type: 'effect', effect: 'hazardLimit', delta: -2, limit: mh.limit, card: q.card.id });
          }
        },
      },
    ],
    scenarios: [
      {
        title: 'Gimli (diplomat) flatters an Orc attack away (2D6 + DI + 2 > 12): the attack ends, the hazard limit drops by two',
        run: (k) => {
          const { chars, card } = attackWindow(k, { names: ['Gimli', 'Aragorn II'], creature: 'Orc-watch', cards: 'Flatter a Foe' });
          const gimli = chars[0] as number;
          const limit = hazardLimit(k);
          k.rig([6, 6]);
          k.play(0, card, gimli);
          k.equal(rollOf(k, 'influence')?.total, 12 + unusedDirectInfluence(k.s, gimli) + 2, 'the influence check');
          expectCancelled(k);
          const lowered = k.events.find((e): e is EffectEvent => e.type === 'effect' && e.effect === 'hazardLimit');
          k.equal(lowered?.limit, Math.max(0, limit - 2), 'hazard limit');
        },
      },
      {
        title: 'a failed check leaves the attack',
        run: (k) => {
          const { chars, card } = attackWindow(k, { names: ['Gimli', 'Aragorn II'], creature: 'Orc-watch', cards: 'Flatter a Foe' });
          k.rig([1, 1]);
          k.play(0, card, chars[1] as number);
          k.expect(k.top()?.kind === 'combat', 'the attack goes on');
        },
      },
      refusalScenario('not on a Wolf attack', { names: ['Gimli', 'Aragorn II'], creature: 'Wolves', cards: 'Flatter a Foe', target: (chars) => chars[0] as number, why: 'Wolves are not listed' }),
    ],
  },
  {
    name: 'Above the Abyss',
    alignment: ['Minion'],
    // "Cannot be included in a Balrog's deck": deck construction, not play.
    text: 'Playable on a tapped non-Ringwraith character if your opponent is a Wizard and your Ringwraith is in play. Untap target character.',
    play: onOwnCharacter(ANY_PHASE, [{ is: 'status', status: 'tapped' }, { is: 'custom', label: 'non-Ringwraith', test: (q) => q.target !== null && cardOf(q.s, q.target).race !== 'Ringwraith' }], {
      requires: [
        { is: 'custom', label: 'an opponent is a Wizard', test: (q) => q.s.players.some((p) => p.seat !== q.seat && !p.out && p.alignment === 'wizard') },
        { is: 'custom', label: 'your Ringwraith is in play', test: (q) => Object.entries(q.s.chars).some(([i, ch]) => ch.owner === q.seat && cardOf(q.s, Number(i)).avatar && cardOf(q.s, Number(i)).race === 'Ringwraith') },
      ],
    }),
    effects: [{ do: 'untap', who: 'target' }],
    scenarios: [
      {
        title: 'a Ringwraith player facing a Wizard untaps Gorbag; not the Witch-king himself, nor without a Wizard opponent',
        run: (k) => {
          k.s.players[0]!.alignment = 'ringwraith';
          k.s.players[1]!.alignment = 'wizard';
          const { chars } = companyInOrganization(k, ['The Witch-king', 'Gorbag'], 'Minas Morgul');
          const [wk, gorbag] = chars as [number, number];
          k.setStatus(wk, 'tapped');
          k.setStatus(gorbag, 'tapped');
          const card = k.hand(0, 'Above the Abyss');
          k.expect(!k.canPlay(0, card, wk), 'the Witch-king is a Ringwraith');
          k.s.players[1]!.alignment = 'ringwraith';
          k.expect(!k.canPlay(0, card, gorbag), 'the opponent is no Wizard');
          k.s.players[1]!.alignment = 'wizard';
          k.play(0, card, gorbag);
          k.equal(k.s.status[gorbag], undefined, 'Gorbag untaps');
        },
      },
      {
        title: 'not without your Ringwraith in play',
        run: (k) => {
          k.s.players[0]!.alignment = 'ringwraith';
          k.s.players[1]!.alignment = 'wizard';
          const { chars } = companyInOrganization(k, ['Gorbag'], 'Minas Morgul');
          k.setStatus(chars[0] as number, 'tapped');
          const card = k.hand(0, 'Above the Abyss');
          k.expect(!k.canPlay(0, card, chars[0] as number), 'no Ringwraith in play');
        },
      },
    ],
  },

  {
    name: 'Stealth',
    alignment: ['Hero'],
    // Played in the organization phase (the engine has no separate "end of" step); tapping the scout is the cost.
    text: 'Scout only. Tap a scout to play at the end of the organization phase only if the scout’s company size is less than three. No creature hazards may be played on his company this turn.',
    ...scoutHidesCompany(),
    scenarios: [
      {
        title: 'Bilbo taps; Orc-watch cannot be played on his company this turn',
        run: (k) => {
          const { id, chars } = companyInOrganization(k, ['Bilbo', 'Gimli'], 'Rivendell');
          const [bilbo, gimli] = chars as [number, number];
          const card = k.hand(0, 'Stealth');
          k.expect(!k.canPlay(0, card, gimli), 'Gimli is no scout');
          k.play(0, card, bilbo);
          k.equal(k.s.status[bilbo], 'tapped', 'Bilbo taps');
          k.keyTo(id, 'Orc-watch');
          const orcs = k.hand(1, 'Orc-watch');
          k.hand(1, 'Orc-watch');
          k.s.stack = [{ kind: 'mhSelect' }];
          k.act(0, { type: 'startCompanyMH', companyId: id });
          k.equal(k.top()?.kind, 'mhHazards', 'the hazard player is to play hazards');
          k.equal(k.refused(1, { type: 'playCreature', inst: orcs }).code, 'NOT_KEYED', 'Orc-watch refused');
          k.expect(!k.legal(1).some((a) => a.type === 'playCreature'), 'no creature is playable on the company');
        },
      },
      {
        title: 'not when the scout’s company has three characters',
        run: (k) => {
          const { chars } = companyInOrganization(k, ['Bilbo', 'Gimli', 'Aragorn II'], 'Rivendell');
          const card = k.hand(0, 'Stealth');
          k.expect(!k.canPlay(0, card, chars[0] as number), 'company size 3');
        },
      },
    ],
  },

  {
    name: 'Many Turns and Doublings',
    alignment: ['Hero'],
    // The alternative is played in the ranger's company's movement/hazard phase: the resource player acts there in the attack window or in response to a hazard.
    text: "Ranger only. Cancel an attack by Wolves, Spiders, Animals, or Undead against a ranger's company. Alternatively, if Gates of Morning is in play, decrease the hazard limit against the ranger’s company by one (no minimum).",
    play: {
      side: 'resource',
      windows: ['attack', 'response'],
      requires: [
        { is: 'skill', skill: 'Ranger' },
        { is: 'custom', label: 'a Wolf, Spider, Animal or Undead attack, or Gates of Morning in play in the movement/hazard phase', test: (q) => doublingsCancel(q) || (cardInPlayNamed(q, GATES) && currentMH(q.s)?.companyId === q.companyId) },
      ],
    },
    effects: [
      {
        do: 'custom',
        label: 'the attack is cancelled, else the hazard limit against the company drops by one',
        run: cancelElse(doublingsCancel, (q, ctx) => {
          const mh = currentMH(q.s);
          if (!mh) return;
          mh.limit -= 1;
          ctx.events.push({ type: 'effect', effect: 'hazardLimit', delta: -1, limit: mh.limit, card: q.card.id });
        }),
      },
    ],
    scenarios: [
      cancelScenario("a ranger's company cancels a Wolf attack", { names: ['Aragorn II', 'Gimli'], creature: 'Wolves', cards: 'Many Turns and Doublings' }),
      {
        title: 'with Gates of Morning in play, the hazard limit against the company drops by one (an Orc attack goes on)',
        run: (k) => {
          const { card } = attackWindow(k, { names: ['Aragorn II', 'Gimli'], creature: 'Orc-watch', cards: 'Many Turns and Doublings' });
          k.expect(!k.canPlay(0, card), 'no Gates of Morning: not on Orcs');
          k.inPlay(0, 'Gates of Morning');
          const limit = hazardLimit(k);
          k.play(0, card, null);
          k.expect(k.top()?.kind === 'combat', 'the attack goes on');
          k.equal(hazardLimit(k), limit - 1, 'hazard limit');
        },
      },
      refusalScenario('not without a ranger in the company', { names: ['Gimli', 'Bilbo'], creature: 'Wolves', cards: 'Many Turns and Doublings', why: 'no ranger' }),
    ],
  },
  {
    name: 'Hundreds of Butterflies',
    alignment: ['Hero'],
    // Played in the character's movement/hazard phase: the resource player acts there in the attack window or in response to a hazard.
    text: 'Playable on a moving character during his movement/hazard phase. Untap the character and increase the hazard limit against his company by one.',
    play: {
      side: 'resource',
      windows: ['attack', 'response'],
      target: { kind: 'character', side: 'company', where: [{ is: 'custom', label: "a moving character in his company's movement/hazard phase", test: (q) => q.target !== null && Boolean(companyOfChar(q.s, q.target)?.dest) && currentMH(q.s)?.companyId === companyOfChar(q.s, q.target)?.id }] },
    },
    effects: [{ do: 'untap', who: 'target' }, { do: 'hazardLimit', delta: 1 }],
    scenarios: [
      {
        title: 'a tapped moving character untaps, the hazard limit rises by one',
        run: (k) => {
          const { id, chars, card } = attackWindow(k, { names: ['Aragorn II', 'Gimli'], creature: 'Wolves', cards: 'Hundreds of Butterflies', prepare: (cs) => k.setStatus(cs[0] as number, 'tapped') });
          const aragorn = chars[0] as number;
          k.expect(k.companyById(id).dest !== null, 'the company moves');
          const limit = hazardLimit(k);
          k.play(0, card, aragorn);
          k.equal(k.s.status[aragorn], undefined, 'Aragorn untaps');
          k.equal(hazardLimit(k), limit + 1, 'hazard limit');
        },
      },
      {
        title: 'not on a company that is not moving',
        run: (k) => {
          const { id, chars, card } = attackWindow(k, { names: ['Aragorn II', 'Gimli'], creature: 'Orc-guard', cards: 'Hundreds of Butterflies' });
          k.expect(k.companyById(id).dest === null, 'the company stays');
          k.expect(!k.canPlay(0, card, chars[0] as number), 'not moving');
        },
      },
    ],
  },

  {
    name: 'Swift Strokes',
    alignment: ['Minion'],
    // The better of the two rolls is used: a higher roll is never worse for the warrior.
    text: 'Warrior only. Warrior receives +1 prowess against one strike and obtains two random values against it, choosing the one to use.',
    play: { side: 'resource', windows: ['strike'], target: { kind: 'strike' }, requires: [IS_CHARACTER, { is: 'skill', skill: 'Warrior' }] },
    effects: [
      { do: 'modify', who: 'target', stat: 'prowess', delta: 1, until: 'strike' },
      { do: 'custom', label: 'two rolls against the strike, the better one used', run: (q) => flagTarget(q, 'twoRolls', 'strike') },
    ],
    scenarios: [
      {
        title: 'Gimli rolls 2 then 12 and uses 12, at +1 prowess; Bilbo is no warrior',
        run: (k) => {
          const { chars, card } = attackWindow(k, { names: ['Gimli', 'Bilbo', 'Aragorn II'], creature: 'Thunder’s Companion', cards: 'Swift Strokes' });
          const [gimli, bilbo] = chars as [number, number];
          assignEach(k, chars);
          k.expect(!k.canPlay(0, card, bilbo), 'Bilbo is no warrior');
          k.play(0, card, gimli);
          const roll = resolveStrike(k, gimli, [1, 1, 6, 6, 1, 1]);
          k.equal(roll?.prowess, (k.card('Gimli').prowess ?? 0) + 1, "Gimli's prowess");
          k.equal(roll?.total, 12 + (k.card('Gimli').prowess ?? 0) + 1, 'the better roll is used');
          k.expect(!k.s.mods.some((m) => m.inst === gimli), 'the effect ends with the strike');
        },
      },
    ],
  },

  {
    name: 'The Cock Crows',
    alignment: ['Hero'],
    text: 'Cancels a Troll attack. Alternatively, if Gates of Morning is in play, discard one hazard permanent-event.',
    play: {
      side: 'resource',
      windows: ['attack', 'organization', 'longEvent', 'site', 'endTurn', 'response'],
      target: { kind: 'attackOrCardInPlay', match: { type: 'Hazard', subtypes: ['Permanent-event'] } },
      requires: [
        {
          is: 'custom',
          label: 'a Troll attack, or a hazard permanent-event with Gates of Morning in play',
          test: (q) => {
            if (q.target !== null) return cardInPlayNamed(q, GATES);
            const combat = currentCombat(q.s);
            return Boolean(combat && combat.stage === 'defenderAssign' && combat.slots.length === 0 && attackIs(q, ['Troll']));
          },
        },
      ],
    },
    effects: [
      {
        do: 'custom',
        label: 'the Troll attack is cancelled, or the hazard permanent-event discarded',
        run: (q, ctx) => {
          if (q.target === null) return cancelCombat(q.s, ctx);
          const target = q.target;
          for (const p of q.s.players) removeFrom(p.playArea, target);
          for (const ch of Object.values(q.s.chars)) removeFrom(ch.hazards, target);
          toDiscard(q.s, target, ctx);
        },
      },
    ],
    scenarios: [
      cancelScenario('a Troll attack (Gothmog) is cancelled; not an Orc attack', { names: ['Aragorn II', 'Gimli'], creature: 'Gothmog', cards: 'The Cock Crows' }),
      refusalScenario('not on an Orc attack', { names: ['Aragorn II', 'Gimli'], creature: 'Orc-watch', cards: 'The Cock Crows', why: 'Orcs' }),
      {
        title: 'with Gates of Morning in play, Lure of the Senses is discarded; without it, no hazard may be',
        run: (k) => {
          const { chars } = companyInOrganization(k, ['Gimli'], 'Rivendell');
          const lure = k.attach(chars[0] as number, 'Lure of the Senses');
          const card = k.hand(0, 'The Cock Crows');
          k.expect(!k.canPlay(0, card, lure), 'no Gates of Morning in play');
          k.inPlay(0, 'Gates of Morning');
          k.play(0, card, lure);
          k.equal(k.where(lure), 'discard', 'Lure of the Senses');
          k.equal(k.where(card), 'discard', 'The Cock Crows');
        },
      },
    ],
  },
  ...counterparts('Smoke Rings', 'Weigh All Things to a Nicety', 'Bring one resource from your discard pile into your play deck and shuffle.', (name) => ({
    // Arda has no sideboard, and characters (Ringwraiths too) come from the Roving Character and
    // avatar decks, never from the Play deck: what remains is a resource from the Play discard pile.
    play: {
      side: 'resource',
      windows: ANY_PHASE,
      target: { kind: 'inDiscard', match: { type: 'Resource' } },
      requires: [{ is: 'custom', label: 'a resource in your Play discard pile', test: (q) => q.target !== null && playDiscard(q).includes(q.target) }],
    },
    effects: [{ do: 'custom', label: 'the resource goes into the Play deck, which is shuffled', run: discardToPlayDeck }],
    scenarios: [
      {
        title: `${name} brings a discarded resource back into the Play deck; not a hazard, nor an MP card`,
        run: (k) => {
          const seat = name === 'Smoke Rings' ? 0 : 1;
          if (seat === 1) {
            k.s.players[0]!.alignment = 'ringwraith';
            k.s.players[1]!.alignment = 'wizard';
            k.s.sets.ringwraith ??= k.s.sets.wizard;
          }
          companyInOrganization(k, [seat === 0 ? 'Gimli' : 'Gorbag'], seat === 0 ? 'Rivendell' : 'Minas Morgul');
          const align = k.s.players[0]!.alignment;
          const zones = k.s.sets[align]!;
          const deck = k.deck(0, ['Dodge', 'Risky Blow', 'Concealment']);
          const back = k.spawn(seat === 0 ? 'Dark Quarrels' : 'Orc Quarrels', 0);
          const hazard = k.spawn('Orc-watch', 0);
          const mp = k.spawn(seat === 0 ? 'Glamdring' : 'Black Mace', 0);
          zones.discards.play.push(back, hazard);
          zones.discards.mp.push(mp);
          const card = k.hand(0, name);
          k.expect(!k.canPlay(0, card, hazard), 'Orc-watch is a hazard');
          k.expect(!k.canPlay(0, card, mp), 'an MP card is not in the Play discard pile');
          k.play(0, card, back);
          k.equal(k.where(back), 'deck', 'the resource');
          k.equal(zones.decks.play.length, deck.length + 1, 'Play deck size');
          k.expect(!zones.discards.play.includes(back), 'gone from the discard pile');
          k.equal(k.where(card), 'discard', name);
          k.expect(!k.events.some((e) => e.type === 'reshuffle'), 'a shuffle, not an exhausted deck reshuffled');
        },
      },
    ],
  })),
  {
    name: 'Wizard Uncloaked',
    alignment: ['Hero'],
    // "Cannot be included in a Fallen-wizard's deck": deck construction (and Arda leaves Fallen-wizards out).
    text: 'Spell. Wizard only. Return all hazard permanent-events on characters in your Wizard’s company to opponent’s hand. Wizard makes a corruption check modified by -2.',
    play: onOwnCharacter(ANY_PHASE, [{ is: 'race', race: ['Wizard'] }]),
    effects: [
      {
        do: 'custom',
        label: "every hazard permanent-event on characters in the Wizard's company returns to the opponent's hand",
        run: (q, ctx) => {
          if (q.target === null) return;
          for (const ch of companyOfChar(q.s, q.target)?.chars ?? []) {
            const st = q.s.chars[ch];
            if (!st) continue;
            for (const inst of st.hazards.filter((h) => cardOf(q.s, h).type === 'Hazard' && cardOf(q.s, h).subtype === 'Permanent-event')) {
              removeFrom(st.hazards, inst);
              const to = hazardOwner(q, inst);
              player(q.s, to).hand.push(inst);
              ctx.events.push({ type: 'effect', effect: 'custom', label: `${cardOf(q.s, inst).name} returns to P${to}'s hand`, card: q.card.id });
            }
          }
        },
      },
      { do: 'corruptionCheck', who: 'target', modifier: -2 },
    ],
    scenarios: [
      {
        title: "Lure of the Senses on Gimli goes back to the hazard player's hand, not one in another company; Gandalf checks at -2; only the Wizard plays it",
        run: (k) => {
          const { chars } = companyInOrganization(k, ['Gandalf', 'Gimli'], 'Rivendell');
          const [gandalf, gimli] = chars as [number, number];
          const other = k.company(0, ['Aragorn II'], 'Bree');
          const lure = k.attach(gimli, 'Lure of the Senses');
          const away = k.attach(other.chars[0] as number, 'Lure of the Senses');
          const card = k.hand(0, 'Wizard Uncloaked');
          k.expect(!k.canPlay(0, card, gimli), 'Gimli is no Wizard');
          k.rig([6, 6]);
          k.play(0, card, gandalf);
          k.equal(k.where(lure), 'hand', 'Lure of the Senses on Gimli');
          k.expect(k.s.players[1]!.hand.includes(lure), "in the hazard player's hand");
          k.equal(k.where(away), 'character', 'Lure of the Senses on Aragorn');
          expectCorruptionMod(k, -2, { inst: gandalf, what: 'the corruption check is the Wizard’s' });
        },
      },
    ],
  },
  {
    name: 'Ruse',
    alignment: ['Minion'],
    // The first use needs a covert company (a Fallen-wizard's); Arda Revised leaves Fallen-wizards out, so only the scout's use can arise.
    text: 'Scout only. Alternatively, playable on a scout facing an attack. No strikes of the attack may be assigned to the scout.',
    play: {
      side: 'resource',
      windows: ['attack'],
      target: {
        kind: 'character',
        side: 'company',
        where: [
          { is: 'skill', skill: 'Scout' },
          companyIs('another character or ally in the company can take the strikes', (co, q) => combatants(q.s, co).some((t) => t !== q.target && !q.s.mods.some((m) => m.inst === t && m.stat === 'noStrikes'))),
        ],
      },
    },
    effects: [{ do: 'custom', label: 'no strikes of the attack may be assigned to the scout', run: (q) => flagTarget(q, 'noStrikes', 'attack') }],
    scenarios: [
      {
        title: 'Orc-watch’s strikes go to the others, none to the scout; not on a non-scout',
        run: (k) => {
          k.s.players[0]!.alignment = 'ringwraith';
          k.s.players[1]!.alignment = 'wizard';
          k.s.sets.wizard ??= k.s.sets.ringwraith;
          const { chars, card } = attackWindow(k, { names: ['Gorbag', 'Shagrat', 'Lugdush'], site: 'Minas Morgul', creature: 'Orc-watch', cards: 'Ruse' });
          const scout = chars.find((c) => k.s.chars[c] && cardOf(k.s, c).skills.includes('Scout')) as number;
          const other = chars.find((c) => !cardOf(k.s, c).skills.includes('Scout')) as number;
          k.expect(scout !== undefined && other !== undefined, 'a scout and a non-scout');
          k.expect(!k.canPlay(0, card, other), 'not a scout');
          k.play(0, card, scout);
          k.expect(k.top()?.kind === 'combat', 'the attack goes on');
          k.expect(!k.legal(0).some((a) => a.type === 'assignStrike' && a.target === scout), 'no strike may be assigned to the scout');
          k.equal(k.refused(0, { type: 'assignStrike', target: scout }).code, 'TARGET', 'assigning a strike to the scout');
          for (const ch of chars) if (ch !== scout && k.top()?.kind === 'combat') k.act(0, { type: 'assignStrike', target: ch });
          const top = k.top();
          k.expect(top?.kind === 'combat' && !top.slots.some((x) => x.target === scout), 'the scout faces no strike');
        },
      },
    ],
  },
  {
    name: 'Muster',
    alignment: ['Hero'],
    text: 'Warrior only. An influence check against a faction by a warrior is modified by adding the warrior’s prowess to a maximum modifier of +5.',
    play: {
      side: 'resource',
      windows: ['site'],
      target: { kind: 'character', side: 'company', where: [{ is: 'skill', skill: 'Warrior' }, { is: 'status', status: 'untapped' }] },
      requires: [{ is: 'entered' }],
    },
    effects: [{ do: 'custom', label: "the warrior's next influence check against a faction: + his prowess (at most +5)", run: (q) => q.target !== null && factionCheckBonus(q, Math.min(5, prowessOf(q.s, q.target))) }],
    scenarios: [
      {
        title: 'Gimli plays Blue Mountain Dwarves with + his prowess (at most 5) to the check; not Bilbo (no warrior)',
        run: (k) => {
          const { id, chars } = k.company(0, ['Gimli', 'Bilbo'], 'Blue Mountain Dwarf-hold');
          const [gimli, bilbo] = chars as [number, number];
          atSite(k, id);
          const card = k.hand(0, 'Muster');
          const dwarves = k.mpHand(0, 'Blue Mountain Dwarves');
          k.expect(!k.canPlay(0, card, bilbo), 'Bilbo is no warrior');
          const bonus = Math.min(5, prowessOf(k.s, gimli));
          k.play(0, card, gimli);
          k.equal(k.top()?.kind, 'siteCompany', 'back in the site phase');
          // Blue Mountain Dwarves: greater than 9, Dwarves +2. Rolling 2: 2 + DI + 2 + Muster.
          k.rig([1, 1]);
          const total = 2 + k.unusedDI(gimli) + 2 + bonus;
          k.act(0, { type: 'playMpCard', inst: dwarves, character: gimli });
          k.equal(rollMod(k, 'influence', 'Muster'), bonus, 'Muster in the influence check');
          k.equal(k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'influence')?.total, total, 'the total');
          k.equal(k.where(dwarves), total > 9 ? 'playArea' : 'discard', 'Blue Mountain Dwarves');
          k.expect(!k.s.mods.some((m) => m.stat === 'factionCheck'), 'used up by the check');
        },
      },
      {
        title: "in an influence attempt against an opponent's faction (Snaga-hai), and not before the company enters its site",
        run: (k) => {
          const { id, chars } = k.company(0, ['Gimli'], 'Moria');
          const gimli = chars[0] as number;
          atSite(k, id, false);
          const card = k.hand(0, 'Muster');
          k.expect(!k.canPlay(0, card, gimli), 'the company has not entered its site');
          k.companyById(id).entered = true;
          const f = k.inPlay(1, 'Snaga-hai');
          k.play(0, card, gimli);
          k.act(0, { type: 'influenceAttempt', influencer: gimli, target: f });
          k.equal(rollMod(k, 'influenceAttempt', 'Muster'), Math.min(5, prowessOf(k.s, gimli)), 'Muster in the attempt');
          k.expect(!k.s.mods.some((m) => m.stat === 'factionCheck'), 'used up by the attempt');
        },
      },
    ],
  },
  {
    name: 'Gifts as Given of Old',
    alignment: ['Minion'],
    text: 'Provides +3 to an influence attempt against a faction.',
    play: {
      side: 'resource',
      windows: ['site'],
      target: { kind: 'character', side: 'company', where: [{ is: 'status', status: 'untapped' }] },
      requires: [{ is: 'entered' }],
    },
    effects: [{ do: 'custom', label: 'the next influence attempt against a faction by the character: +3', run: (q) => factionCheckBonus(q, 3) }],
    scenarios: [
      {
        title: 'Gorbag influences Snaga-hai at Moria at +3: a total of exactly 10; a tapped character cannot take the card',
        run: (k0) => {
          const k = minionKit(k0);
          const { id, chars } = k.company(0, ['Gorbag', 'Shagrat'], 'Moria');
          const [gorbag, shagrat] = chars as [number, number];
          k.setStatus(shagrat, 'tapped');
          atSite(k, id);
          const card = k.hand(0, 'Gifts as Given of Old');
          const snaga = k.mpHand(0, 'Snaga-hai');
          k.expect(!k.canPlay(0, card, shagrat), 'Shagrat is tapped');
          k.play(0, card, gorbag);
          k.rig(diceFor(10 - k.unusedDI(gorbag) - 3));
          k.act(0, { type: 'playMpCard', inst: snaga, character: gorbag });
          k.equal(rollMod(k, 'influence', 'Gifts as Given of Old'), 3, 'the +3');
          k.equal(k.where(snaga), 'playArea', 'Snaga-hai');
          k.expect(!k.s.mods.some((m) => m.stat === 'factionCheck'), 'used up by the check');
        },
      },
    ],
  },
  {
    name: 'Glamour of Surpassing Excellance',
    alignment: ['Hero'],
    // "Cannot be included in a Fallen-wizard's deck": deck construction (and Arda leaves Fallen-wizards out).
    text: 'Playable on a company at a Border-hold [{B}] or Free-hold [{F}]. Make a roll for each hazard permanent-event on characters in the company. Discard each hazard whose roll is greater than the number normally needed to remove it as printed on the card (ignoring all modifiers and conditions). If no number is given, the permanent-event is discarded if its result is greater than 8.',
    // The company is named by one of its characters.
    play: onOwnCharacter(ANY_PHASE, [companyIs('a company at a Border-hold or Free-hold', (co, q) => ['B', 'F'].includes(q.s.catalog.cards[co.site]?.siteType ?? ''))]),
    effects: [
      {
        do: 'custom',
        label: 'a roll for each hazard permanent-event on characters in the company: discarded above its printed removal number (else 8)',
        run: (q, ctx) => {
          const s = q.s;
          if (q.target === null) return;
          for (const ch of companyOfChar(s, q.target)?.chars ?? []) {
            const st = s.chars[ch];
            if (!st) continue;
            for (const inst of st.hazards.filter((h) => cardOf(s, h).type === 'Hazard' && cardOf(s, h).subtype === 'Permanent-event')) {
              const need = printedRemoval(s, inst) ?? 8;
              const dice = roll2d6(s.rng);
              const total = dice[0] + dice[1];
              const gone = total > need;
              ctx.events.push({ type: 'roll', purpose: 'removal', seat: q.seat, inst: ch, card: s.cardOf[inst], target: inst, dice, mods: [], total, need: need + 1, against: need, againstLabel: `to remove ${cardOf(s, inst).name} (${q.card.name})`, result: gone ? 'removed' : 'stays' });
              if (!gone) continue;
              removeFrom(st.hazards, inst);
              toDiscard(s, inst, ctx);
            }
          }
        },
      },
    ],
    scenarios: [
      {
        title: 'at Bree, 7 against Lure of the Senses (6) discards it, 7 against Rebel-talk (7) does not; not at Rivendell',
        run: (k) => {
          const { chars } = companyInOrganization(k, ['Gimli', 'Bilbo'], 'Bree');
          const [gimli, bilbo] = chars as [number, number];
          const lure = k.attach(gimli, 'Lure of the Senses');
          const rebel = k.attach(bilbo, 'Rebel-talk');
          const away = k.company(0, ['Aragorn II'], 'Rivendell');
          const card = k.hand(0, 'Glamour of Surpassing Excellance');
          k.expect(!k.canPlay(0, card, away.chars[0] as number), 'Rivendell is a Haven');
          k.rig([3, 4, 3, 4]);
          k.play(0, card, bilbo);
          k.equal(k.where(lure), 'discard', 'Lure of the Senses');
          k.equal(k.where(rebel), 'character', 'Rebel-talk');
          k.equal(k.events.filter((e): e is RollEvent => e.type === 'roll' && e.purpose === 'removal').length, 2, 'one roll for each');
        },
      },
      {
        title: 'a hazard permanent-event that gives no number goes on a roll above 8 (Plague on a character: 8 is not enough)',
        run: (k) => {
          const { chars } = companyInOrganization(k, ['Gimli'], 'Bree');
          const gimli = chars[0] as number;
          const first = k.attach(gimli, 'Plague');
          const card = k.hand(0, 'Glamour of Surpassing Excellance');
          k.rig([4, 4]);
          k.play(0, card, gimli);
          k.equal(k.where(first), 'character', 'Plague stays on 8');
          const roll = k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'removal');
          k.equal(roll?.against, 8, 'the number to beat');
        },
      },
    ],
  },
  ...counterparts('Safe from the Shadow', 'Tokens to Show', {
    'Safe from the Shadow': 'Hero characters may store resources (items and events) during the end-of-turn phase as though it were their organization phase. Cannot be duplicated. Discard when any play deck is exhausted.',
    'Tokens to Show': 'Minion characters may store resources (items and events) during the end-of-turn phase as though it were their organization phase. Cannot be duplicated. Discard when any play deck is exhausted.',
  }, (name) => ({
    // Storing is what the engine's storeItem does (items at a Haven, with the corruption check); the card opens it in the
    // end-of-turn phase. A Play deck is exhausted when it runs out and its discard pile is reshuffled into it (state.ts drawFrom).
    play: { side: 'resource', windows: ANY_PHASE, requires: [{ is: 'notInPlay', names: [name] }] },
    effects: [{ do: 'stay' }],
    static: [
      { on: 'storeAtEndOfTurn', alignment: name === 'Safe from the Shadow' ? 'wizard' : 'ringwraith' },
      {
        on: 'afterAction',
        run: (s, events, ctx, self) => {
          if (!events.some((e) => e.type === 'reshuffle' && e.deck === 'play')) return;
          for (const p of s.players) if (removeFrom(p.playArea, self.inst)) toDiscard(s, self.inst, ctx);
        },
      },
    ],
    scenarios: [
      {
        title: `${name}: an item is stored at a Haven in the end-of-turn phase (refused without the card); no second copy`,
        run: (k0) => {
          const k = name === 'Safe from the Shadow' ? k0 : minionKit(k0);
          k.phase('endTurn');
          const { chars } = k.company(0, [name === 'Safe from the Shadow' ? 'Gimli' : 'Shagrat'], name === 'Safe from the Shadow' ? 'Rivendell' : 'Minas Morgul');
          const item = k.item(chars[0] as number, name === 'Safe from the Shadow' ? 'Glamdring' : 'Black Mace');
          k.equal(k.refused(0, { type: 'storeItem', item }).code, 'PHASE', 'storing without the card');
          const card = k.hand(0, name);
          const second = k.hand(0, name);
          k.play(0, card, null);
          k.equal(k.where(card), 'playArea', name);
          k.expect(!k.canPlay(0, second), 'cannot be duplicated');
          k.expect(k.legal(0).some((a) => a.type === 'storeItem' && a.item === item), 'storing is offered');
          k.rig([6, 6]);
          k.act(0, { type: 'storeItem', item });
          k.equal(k.where(item), 'mpPile', 'the stored item');
        },
      },
      {
        title: `${name} is discarded when a Play deck is exhausted`,
        run: (k0) => {
          const k = name === 'Safe from the Shadow' ? k0 : minionKit(k0);
          k.phase('organization');
          const card = k.inPlay(0, name);
          const zones = k.s.sets[k.s.players[0]!.alignment]!;
          k.deck(0, ['Dodge']);
          zones.discards.play.push(k.spawn('Risky Blow', 0), k.spawn('Concealment', 0));
          k.act(0, { type: 'manual', op: { kind: 'draw', count: 1 } });
          k.equal(k.where(card), 'playArea', `${name} while the deck lasts`);
          k.act(0, { type: 'manual', op: { kind: 'draw', count: 1 } });
          k.equal(k.where(card), 'discard', `${name} once the deck is exhausted`);
        },
      },
    ],
  })),
  {
    name: 'Well-preserved',
    alignment: ['Minion'],
    // "Magic. Shadow-magic." are keywords; with several shadow-magic-users the card is a Ringwraith's when one is there.
    text: 'Magic. Shadow-magic. Playable on a wounded character in a company with a shadow-magic-using character. Wounded character becomes untapped with -1 to body. Discard at the end of his untap phase if at a Darkhaven [{DH}]. Unless the shadow-magic-user is a Ringwraith, he makes a corruption check modified by -3.',
    play: onOwnCharacter(ANY_PHASE, [{ is: 'status', status: 'wounded' }, { is: 'custom', label: 'in a company with a shadow-magic-using character', test: (q) => q.target !== null && shadowMagicUserFor(q.s, q.target) !== null }]),
    effects: [
      { do: 'attach', to: 'target' },
      { do: 'heal', who: 'target' },
      {
        do: 'custom',
        label: 'unless a Ringwraith, the shadow-magic-user makes a corruption check modified by -3',
        run: (q, ctx) => {
          const user = q.target !== null ? shadowMagicUserFor(q.s, q.target) : null;
          if (user !== null && cardOf(q.s, user).race !== 'Ringwraith') corruptionCheck(q.s, user, -3, ctx, q.card.name);
        },
      },
    ],
    static: [
      { on: 'bearer', stat: 'body', delta: -1 },
      {
        on: 'afterAction',
        run: (s, events, ctx, self) => {
          if (self.bearer === null) return;
          const ch = s.chars[self.bearer];
          const co = companyOfChar(s, self.bearer);
          if (!ch || !co || !untapPhaseOf(s, events, self.bearer)) return;
          if (s.catalog.cards[co.site]?.siteType !== 'H' || !removeFrom(ch.hazards, self.inst)) return;
          toDiscard(s, self.inst, ctx);
        },
      },
    ],
    scenarios: [
      {
        title: 'with the Witch-king, wounded Gorbag untaps at -1 body, no corruption check; not on an unwounded character',
        run: (k0) => {
          const k = minionKit(k0);
          const { chars } = companyInOrganization(k, ['The Witch-king', 'Gorbag', 'Shagrat'], 'Moria');
          const [, gorbag, shagrat] = chars as [number, number, number];
          k.setStatus(gorbag, 'wounded');
          const card = k.hand(0, 'Well-preserved');
          k.expect(!k.canPlay(0, card, shagrat), 'Shagrat is not wounded');
          const body = bodyOf(k.s, gorbag);
          k.play(0, card, gorbag);
          k.equal(k.s.status[gorbag], undefined, 'Gorbag is untapped');
          k.equal(k.where(card), 'character', 'Well-preserved');
          k.equal(bodyOf(k.s, gorbag), body - 1, 'body');
          k.expect(!k.events.some((e): e is RollEvent => e.type === 'roll' && e.purpose === 'corruption'), 'no corruption check for a Ringwraith');
        },
      },
      {
        title: 'Firiel (shadow-magic) makes a corruption check at -3; no shadow-magic-user, no play',
        run: (k0) => {
          const k = minionKit(k0);
          const { chars } = companyInOrganization(k, ['Firiel', 'Gorbag'], 'Moria');
          const [firiel, gorbag] = chars as [number, number];
          const other = k.company(0, ['Shagrat'], 'Goblin-gate');
          const shagrat = other.chars[0] as number;
          k.setStatus(gorbag, 'wounded');
          k.setStatus(shagrat, 'wounded');
          const card = k.hand(0, 'Well-preserved');
          k.expect(!k.canPlay(0, card, shagrat), 'no shadow-magic-user with Shagrat');
          k.rig([6, 6]);
          k.play(0, card, gorbag);
          expectCorruptionMod(k, -3, { inst: firiel, what: 'the corruption check is Firiel’s' });
        },
      },
      {
        title: 'discarded at the end of his untap phase at a Darkhaven (Minas Morgul), kept elsewhere',
        run: (k0) => {
          const k = minionKit(k0);
          const home = k.company(0, ['Gorbag'], 'Minas Morgul');
          const away = k.company(0, ['Shagrat'], 'Moria');
          const atHome = k.attach(home.chars[0] as number, 'Well-preserved', 0);
          const atMoria = k.attach(away.chars[0] as number, 'Well-preserved', 0);
          // Seat 1's end of turn: seat 0's turn begins with his untap phase.
          k.s.turn.active = 1;
          k.s.turn.firstHazard = 0;
          k.phase('endTurn');
          for (let guard = 0; guard < 12 && k.s.turn.active !== 0; guard++) {
            const seat = k.legal(0).length > 0 ? 0 : 1;
            const a = k.legal(seat).find((x) => x.type === 'endPhase' || x.type === 'passChain') ?? k.legal(seat)[0];
            if (!a) break;
            k.act(seat, a);
          }
          k.equal(k.s.turn.active, 0, 'seat 0 is active');
          k.equal(k.where(atHome), 'discard', 'Well-preserved at Minas Morgul');
          k.equal(k.where(atMoria), 'character', 'Well-preserved at Moria');
        },
      },
    ],
  },
  {
    name: 'Swarm of Bats',
    alignment: ['Minion'],
    // Covert companies are Fallen-wizards' (not in Arda): every company is overt. The card is kept with a character of the
    // company (the one it is played on) and acts on his company. In company-vs-company combat the attack's prowess and
    // body are the attacking characters': each gets -1 for that attack.
    // "Cannot be included in …" restrictions: none on this card.
    text: 'Playable at a Darkhaven [{DH}], Shadow-hold [{S}], or Dark-hold [{D}] during the organization phase on an overt company that has more than one Orc. Any attack against this company has its prowess and body modified by -1. Discard this card if a character leaves the company for any reason. Cannot be duplicated on a given company.',
    play: onOwnCharacter(['organization'], [
      companyIs('a company at a Darkhaven, Shadow-hold or Dark-hold with more than one Orc, without Swarm of Bats', (co, q) => {
        if (!['H', 'S', 'D'].includes(q.s.catalog.cards[co.site]?.siteType ?? '')) return false;
        if (co.chars.filter((ch) => raceMatches(cardOf(q.s, ch).race, ['Orc'])).length < 2) return false;
        return !co.chars.some((ch) => q.s.chars[ch]?.hazards.some((h) => cardOf(q.s, h).key === q.card.key));
      }),
    ]),
    effects: [{ do: 'attach', to: 'target' }],
    static: [
      {
        on: 'afterAction',
        run: (s, events, ctx, self, before) => {
          if (self.bearer === null) return;
          const home = before.companies[self.bearer] ?? companyOfChar(s, self.bearer)?.id;
          if (home === undefined) return;
          // A character left the company: the card is discarded.
          const left = Object.entries(before.companies).some(([ch, co]) => co === home && companyOfChar(s, Number(ch))?.id !== home);
          if (left) {
            for (const st of Object.values(s.chars)) if (removeFrom(st.hazards, self.inst)) toDiscard(s, self.inst, ctx);
            return;
          }
          // An attack against the company began: -1 prowess and -1 body.
          if (!events.some((e) => e.type === 'attack' && e.companyId === home)) return;
          const combat = currentCombat(s);
          if (!combat || combat.attack.companyId !== home) return;
          const a = combat.attack;
          if (a.source === 'company') {
            for (const inst of a.attackers) s.mods.push({ inst, stat: 'prowess', delta: -1, until: 'attack' }, { inst, stat: 'body', delta: -1, until: 'attack' });
          } else {
            a.prowess -= 1;
            if (a.body !== null) a.body -= 1;
          }
          ctx.events.push({ type: 'effect', effect: 'modifyAttack', stat: 'prowess', delta: -1, card: s.cardOf[self.inst], label: a.label, static: true });
          if (a.body !== null || a.source === 'company') ctx.events.push({ type: 'effect', effect: 'modifyAttack', stat: 'body', delta: -1, card: s.cardOf[self.inst], label: a.label, static: true });
        },
      },
    ],
    scenarios: [
      {
        title: 'on three Orcs at Moria: Gothmog attacks at 13 prowess and 8 body; discarded when Lugdush leaves',
        run: (k0) => {
          const k = minionKit(k0);
          const { id, chars } = companyInOrganization(k, ['Gorbag', 'Shagrat', 'Lugdush'], 'Moria');
          const [gorbag, , lugdush] = chars as [number, number, number];
          const card = k.hand(0, 'Swarm of Bats');
          const second = k.hand(0, 'Swarm of Bats');
          k.play(0, card, gorbag);
          k.equal(k.where(card), 'character', 'Swarm of Bats');
          k.expect(!k.canPlay(0, second, lugdush), 'cannot be duplicated on the company');
          k.creatureAttack(id, 'Gothmog');
          const top = k.s.stack.find((x) => x.kind === 'combat');
          k.expect(top?.kind === 'combat' && top.attack.prowess === (k.card('Gothmog', 1).prowess ?? 0) - 1 && top.attack.body === (k.card('Gothmog', 1).body ?? 0) - 1, 'Gothmog at -1 prowess and -1 body');
          k.s.stack = [{ kind: 'organization' }];
          k.act(0, { type: 'manual', op: { kind: 'discard', inst: lugdush } });
          k.equal(k.where(card), 'discard', 'Swarm of Bats once Lugdush has left');
        },
      },
      {
        title: 'not on a company with one Orc, nor at a Border-hold (Bree)',
        run: (k0) => {
          const k = minionKit(k0);
          const one = companyInOrganization(k, ['Gorbag', 'Firiel'], 'Moria');
          const bree = k.company(0, ['Shagrat', 'Lugdush'], 'Bree');
          const card = k.hand(0, 'Swarm of Bats');
          k.expect(!k.canPlay(0, card, one.chars[0] as number), 'one Orc');
          k.expect(!k.canPlay(0, card, bree.chars[0] as number), 'Bree is a Border-hold');
          k.companyById(bree.id).site = k.siteId('Minas Morgul');
          k.expect(k.canPlay(0, card, bree.chars[0] as number), 'at Minas Morgul (a Darkhaven)');
        },
      },
    ],
  },
  {
    name: 'Fellowship',
    alignment: ['Hero'],
    // Kept with the character it is played on, acting on his company (statics.ts companyDelta).
    text: 'Only playable at a Haven [{H}] during the organization phase on a company that has four or more characters and allies. +1 to prowess and +1 to corruption checks for all characters and allies in the company. Discard this card if a character or ally joins or leaves the company for any reason.',
    play: onOwnCharacter(['organization'], [companyIs('a company at a Haven with four or more characters and allies', (co, q) => q.s.catalog.cards[co.site]?.siteType === 'H' && combatants(q.s, co).length >= 4)]),
    effects: [{ do: 'attach', to: 'target' }],
    static: [
      { on: 'company', stat: 'prowess', delta: 1 },
      { on: 'company', stat: 'corruptionCheck', delta: 1 },
      {
        on: 'afterAction',
        run: (s, _events, ctx, self, before) => {
          if (self.bearer === null) return;
          const home = before.companies[self.bearer];
          if (home === undefined) return;
          const co = s.companies.find((c) => c.id === home);
          const nowChars = co ? co.chars : [];
          const nowAllies = nowChars.flatMap((ch) => s.chars[ch]?.allies ?? []);
          const had = (rec: Readonly<Record<number, string>> | undefined) => Object.entries(rec ?? {}).filter(([, c]) => c === home).map(([i]) => Number(i));
          const beforeChars = had(before.companies);
          const beforeAllies = had(before.allies);
          const same = (a: number[], b: number[]) => a.length === b.length && a.every((x) => b.includes(x));
          if (same(beforeChars, nowChars) && (before.allies === undefined || same(beforeAllies, nowAllies))) return;
          for (const st of Object.values(s.chars)) if (removeFrom(st.hazards, self.inst)) toDiscard(s, self.inst, ctx);
        },
      },
    ],
    scenarios: [
      {
        title: 'four at Rivendell: +1 prowess for each, +1 to corruption checks; discarded when one leaves',
        run: (k) => {
          const { chars } = companyInOrganization(k, ['Aragorn II', 'Gimli', 'Legolas', 'Bilbo'], 'Rivendell');
          const [aragorn, gimli, legolas, bilbo] = chars as [number, number, number, number];
          const card = k.hand(0, 'Fellowship');
          const before = chars.map((c) => prowessOf(k.s, c));
          k.play(0, card, aragorn);
          k.equal(k.where(card), 'character', 'Fellowship');
          chars.forEach((c, i) => k.equal(prowessOf(k.s, c), (before[i] as number) + 1, `prowess of ${cardOf(k.s, c).name}`));
          k.rig([6, 6]);
          k.corruptionCheck(gimli);
          const check = k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'corruption');
          k.expect((check?.mods as { label: string; value: number }[]).some((m) => m.label === 'Fellowship' && m.value === 1), 'Fellowship +1 to the corruption check');
          k.act(0, { type: 'manual', op: { kind: 'discard', inst: legolas } });
          k.equal(k.where(card), 'discard', 'Fellowship once Legolas has left');
          k.equal(prowessOf(k.s, bilbo), before[3] as number, 'Bilbo’s prowess back');
        },
      },
      {
        title: 'three characters and an ally (Gwaihir) count as four; the ally strikes at +1 prowess; discarded when he leaves',
        run: (k) => {
          const { id, chars } = companyInOrganization(k, ['Aragorn II', 'Gimli', 'Legolas'], 'Rivendell');
          const gwaihir = k.ally(chars[0] as number, 'Gwaihir');
          const card = k.hand(0, 'Fellowship');
          k.play(0, card, chars[1] as number);
          k.equal(k.where(card), 'character', 'Fellowship');
          k.creatureAttack(id, 'Orc-watch');
          k.passAll();
          k.act(0, { type: 'assignStrike', target: gwaihir });
          for (const ch of chars) if (k.top()?.kind === 'combat' && (k.top() as { stage?: string }).stage === 'defenderAssign') k.act(0, { type: 'assignStrike', target: ch });
          k.rig([6, 6]);
          k.act(0, { type: 'resolveStrike', target: gwaihir, stayUntapped: false });
          const roll = k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'strike');
          k.equal(roll?.prowess, (k.card('Gwaihir').prowess ?? 0) + 1, 'Gwaihir’s prowess');
          k.s.stack = [{ kind: 'organization' }];
          k.equal(k.where(card), 'character', 'Fellowship after the strike');
          k.act(0, { type: 'manual', op: { kind: 'discard', inst: gwaihir } });
          k.equal(k.where(card), 'discard', 'Fellowship once Gwaihir has left');
        },
      },
      {
        title: 'not on a company of three, nor away from a Haven',
        run: (k) => {
          const three = companyInOrganization(k, ['Aragorn II', 'Gimli', 'Legolas'], 'Rivendell');
          const four = k.company(0, ['Elrond', 'Glorfindel II', 'Bilbo', 'Frodo'], 'Bree');
          const card = k.hand(0, 'Fellowship');
          k.expect(!k.canPlay(0, card, three.chars[0] as number), 'three characters');
          k.expect(!k.canPlay(0, card, four.chars[0] as number), 'Bree is no Haven');
        },
      },
    ],
  },
  {
    name: 'A Friend or Three',
    alignment: ['Hero'],
    text: 'One influence check or corruption check by a character in a company receives a +1 modification for each character in his company.',
    play: onOwnCharacter(ANY_PHASE, []),
    effects: [{ do: 'custom', label: 'his next influence or corruption check: +1 for each character in his company', run: (q) => q.target !== null && nextCheckBonus(q, companyOfChar(q.s, q.target)?.chars.length ?? 0) }],
    scenarios: [
      {
        title: 'Gimli in a company of three: +3 to his next corruption check, not to the one after',
        run: (k) => {
          const { chars } = companyInOrganization(k, ['Aragorn II', 'Gimli', 'Bilbo'], 'Rivendell');
          const gimli = chars[1] as number;
          const card = k.hand(0, 'A Friend or Three');
          k.play(0, card, gimli);
          k.rig([6, 6]);
          k.corruptionCheck(gimli);
          k.equal(rollMod(k, 'corruption', 'A Friend or Three'), 3, 'the modification');
          k.rig([6, 6]);
          k.corruptionCheck(gimli);
          k.equal(rollMod(k, 'corruption', 'A Friend or Three'), undefined, 'used up');
        },
      },
      {
        title: 'or to an influence check: Gimli and Bilbo at Blue Mountain Dwarf-hold, +2 to the faction check',
        run: (k) => {
          const { id, chars } = k.company(0, ['Gimli', 'Bilbo'], 'Blue Mountain Dwarf-hold');
          const gimli = chars[0] as number;
          atSite(k, id);
          const card = k.hand(0, 'A Friend or Three');
          const dwarves = k.mpHand(0, 'Blue Mountain Dwarves');
          k.play(0, card, gimli);
          k.rig([1, 1]);
          k.act(0, { type: 'playMpCard', inst: dwarves, character: gimli });
          k.equal(rollMod(k, 'influence', 'A Friend or Three'), 2, 'the modification');
          k.expect(!k.s.mods.some((m) => m.stat === 'nextCheck'), 'used up');
        },
      },
    ],
  },
  {
    name: 'Join With That Power',
    alignment: ['Minion'],
    text: 'Diplomat only. One influence check or corruption check by a character in a diplomat’s company receives a bonus equal to the number of characters in the company minus one. Cannot be duplicated on a given check.',
    play: onOwnCharacter(ANY_PHASE, [IN_DIPLOMATS_COMPANY, { is: 'custom', label: 'not already on his next check', test: (q) => !q.s.mods.some((m) => m.inst === q.target && m.stat === 'nextCheck' && m.label === q.card.name) }]),
    effects: [{ do: 'custom', label: 'his next influence or corruption check: + the number of characters in the company minus one', run: (q) => q.target !== null && nextCheckBonus(q, (companyOfChar(q.s, q.target)?.chars.length ?? 1) - 1) }],
    scenarios: [
      {
        title: "Gorbag in Firiel's company of three: +2 to his next corruption check, once; not in a company without a diplomat",
        run: (k0) => {
          const k = minionKit(k0);
          const { chars } = companyInOrganization(k, ['Firiel', 'Gorbag', 'Lugdush'], 'Minas Morgul');
          const gorbag = chars[1] as number;
          const other = k.company(0, ['Shagrat'], 'Moria');
          const card = k.hand(0, 'Join With That Power');
          const second = k.hand(0, 'Join With That Power');
          k.expect(!k.canPlay(0, card, other.chars[0] as number), 'no diplomat with Shagrat');
          k.play(0, card, gorbag);
          k.expect(!k.canPlay(0, second, gorbag), 'cannot be duplicated on the check');
          k.rig([6, 6]);
          k.corruptionCheck(gorbag);
          k.equal(rollMod(k, 'corruption', 'Join With That Power'), 2, 'the bonus');
        },
      },
    ],
  },
  ...counterparts('New Friendship', 'Crooked Promptings', {
    'New Friendship': "Diplomat only. +3 to any one influence check by a diplomat. Alternatively, +2 to a corruption check by a character in a diplomat's company.",
    'Crooked Promptings': "Diplomat only. +3 to any one influence check by a character in a diplomat's company or +2 to a corruption check by a character in his company.",
  }, (name) => ({
    // Played just before the check (see nextCheckBonus): +3 if it is an influence check (by a diplomat, for New
    // Friendship), +2 if it is a corruption check — the use the player meant is the check that follows.
    play: onOwnCharacter(ANY_PHASE, [IN_DIPLOMATS_COMPANY]),
    effects: [
      {
        do: 'custom',
        label: 'his next check: +3 if an influence check, +2 if a corruption check',
        run: (q) => q.target !== null && nextCheckBonus(q, name === 'Crooked Promptings' || cardOf(q.s, q.target).skills.includes('Diplomat') ? 3 : 0, 2),
      },
    ],
    scenarios: [
      {
        title: `${name}: +2 to a corruption check by a companion of the diplomat; not without a diplomat in the company`,
        run: (k0) => {
          const k = name === 'New Friendship' ? k0 : minionKit(k0);
          k.phase('organization');
          const names = name === 'New Friendship' ? ['Gimli', 'Bilbo'] : ['Firiel', 'Gorbag'];
          const { chars } = k.company(0, names, name === 'New Friendship' ? 'Rivendell' : 'Minas Morgul');
          const other = k.company(0, [name === 'New Friendship' ? 'Aragorn II' : 'Shagrat'], name === 'New Friendship' ? 'Bree' : 'Moria');
          const card = k.hand(0, name);
          k.expect(!k.canPlay(0, card, other.chars[0] as number), 'no diplomat in his company');
          k.play(0, card, chars[1] as number);
          k.rig([6, 6]);
          k.corruptionCheck(chars[1] as number);
          k.equal(rollMod(k, 'corruption', name), 2, 'the corruption check');
          k.expect(!k.s.mods.some((m) => m.stat === 'nextCheck'), 'used up');
        },
      },
      {
        title: `${name}: +3 to the diplomat's influence check against a faction`,
        run: (k0) => {
          const k = name === 'New Friendship' ? k0 : minionKit(k0);
          const { id, chars } = k.company(0, [name === 'New Friendship' ? 'Gimli' : 'Firiel'], name === 'New Friendship' ? 'Blue Mountain Dwarf-hold' : 'Moria');
          atSite(k, id);
          const card = k.hand(0, name);
          const faction = k.mpHand(0, name === 'New Friendship' ? 'Blue Mountain Dwarves' : 'Snaga-hai');
          k.play(0, card, chars[0] as number);
          k.rig([1, 1]);
          k.act(0, { type: 'playMpCard', inst: faction, character: chars[0] as number });
          k.equal(rollMod(k, 'influence', name), 3, 'the influence check');
        },
      },
    ],
  })),
  {
    name: 'Not at Home',
    alignment: ['Hero'],
    // When the attack can be cancelled, that use is taken (an automatic-attack gives no marshalling points when defeated).
    text: 'Cancel one Dragon, Drake, or Troll attack. This attack must be either an automatic-attack or keyed to a site. Alternatively, if Gates of Morning is in play, reduce the number of strikes of any automatic-attack by 2 (to a minimum of 1).',
    play: {
      side: 'resource',
      windows: ['attack'],
      target: { kind: 'attack' },
      requires: [
        {
          is: 'custom',
          label: 'a Dragon, Drake or Troll automatic-attack or site-keyed attack, or any automatic-attack with Gates of Morning in play',
          test: (q) => notAtHomeCancels(q) || (cardInPlayNamed(q, GATES) && currentCombat(q.s)?.attack.source === 'auto'),
        },
      ],
    },
    effects: [
      {
        do: 'custom',
        label: 'the attack is cancelled, else the automatic-attack has 2 strikes fewer (at least 1)',
        run: cancelElse(notAtHomeCancels, (q, ctx) => setAttackStrikes(q, ctx, (a) => Math.max(1, a.strikes - 2))),
      },
    ],
    scenarios: [
      cancelScenario('Half-trolls of Far Harad keyed to the company’s Shadow-hold are cancelled', { names: ['Aragorn II', 'Gimli'], creature: 'Half-trolls of Far Harad', cards: 'Not at Home' }),
      {
        title: 'not on a Cave-drake keyed to two Wildernesses of the site path',
        run: (k) => {
          const { card } = attackWindow(k, { names: ['Aragorn II', 'Gimli'], creature: 'Cave-drake', cards: 'Not at Home', prepare: (_, id) => k.movement(id, 'Bree', ['Arthedain']) });
          k.expect(k.top()?.kind === 'combat', 'the attack is under way');
          k.expect(!k.canPlay(0, card), 'keyed to the regions');
        },
      },
      {
        title: 'Buhr Widu’s Troll automatic-attack is cancelled',
        run: (k) => {
          const { card } = autoAttackWindow(k, ['Aragorn II', 'Gimli'], 'Buhr Widu', 'Not at Home');
          k.play(0, card, null);
          expectCancelled(k);
        },
      },
      {
        title: 'with Gates of Morning in play, an Orc automatic-attack (Moria) has 2 strikes fewer; not without it',
        run: (k) => {
          const { card } = autoAttackWindow(k, ['Aragorn II', 'Gimli'], 'Moria', 'Not at Home');
          const top = k.top();
          const strikes = top?.kind === 'combat' ? top.attack.strikes : 0;
          k.expect(!k.canPlay(0, card), 'Orcs, no Gates of Morning');
          k.inPlay(0, 'Gates of Morning');
          k.play(0, card, null);
          const after = k.top();
          k.equal(after?.kind === 'combat' ? after.attack.strikes : -1, Math.max(1, strikes - 2), 'strikes');
        },
      },
    ],
  },
  ...shelterCards(),
  {
    name: 'Sneakin’',
    alignment: ['Minion'],
    text: 'Scout only. Playable during the organization phase on an untapped scout in a company with a company size less than 3. Tap the scout. No creature hazards may be played on his company this turn.',
    ...scoutHidesCompany(),
    scenarios: [
      {
        title: 'Ufthak (scout) taps; no creature may then be played on his company; not on Gisulf (no scout), not when tapped',
        run: (k0) => {
          const k = minionKit(k0);
          const { chars } = companyInOrganization(k, ['Ufthak', 'Gisulf'], 'Minas Morgul');
          const [ufthak, gisulf] = chars as [number, number];
          const card = k.hand(0, 'Sneakin’');
          k.expect(!k.canPlay(0, card, gisulf), 'Gisulf is no scout');
          k.setStatus(ufthak, 'tapped');
          k.expect(!k.canPlay(0, card, ufthak), 'the scout must be untapped');
          k.setStatus(ufthak, 'untapped');
          k.play(0, card, ufthak);
          k.equal(k.s.status[ufthak], 'tapped', 'Ufthak taps');
          k.expect(k.s.mods.some((m) => m.inst === ufthak && m.stat === 'noCreatures'), 'no creature hazards on his company this turn');
        },
      },
      {
        title: 'not in a company of size 3',
        run: (k0) => {
          const k = minionKit(k0);
          const { chars } = companyInOrganization(k, ['Baduila', 'Gisulf', 'Jûoma'], 'Minas Morgul');
          k.expect(!k.canPlay(0, k.hand(0, 'Sneakin’'), chars[0] as number), 'company size 3');
        },
      },
    ],
  },
  {
    name: 'The Tormented Earth',
    // "Cancels the attack or gives the attack -3 prowess, your choice": the corruption check follows either way, so the
    // attack is cancelled (the stronger choice). Company-vs-company combat is left aside (a creature's attack only).
    text: 'Magic. Sorcery. Playable on a sorcery-using character facing a non-automatic-attack. Cancels the attack or gives the attack -3 prowess, your choice. Unless he is a Ringwraith, character makes a corruption check modified by -4. Cannot be duplicated against a given attack.',
    play: {
      side: 'resource',
      windows: ['attack', 'strike'],
      target: { kind: 'character', side: 'company', where: [{ is: 'custom', label: 'a sorcery-using character', test: (q) => q.target !== null && sorceryUser(q.s, q.target) }] },
      requires: [{ is: 'attackSource', source: 'creature' }, { is: 'custom', label: 'not yet played against this attack', test: (q) => !playedOnAttack(q) }],
    },
    effects: [
      { do: 'custom', label: 'the attack is cancelled', run: (q, ctx) => (markAttack(q), cancelCombat(q.s, ctx)) },
      { do: 'custom', label: 'unless he is a Ringwraith, the character makes a corruption check modified by -4', run: (q, ctx) => unlessRingwraithCheck(q, -4, ctx) },
    ],
    scenarios: [
      {
        title: 'Hador (sorcery) cancels an Orc-watch attack and makes a corruption check at -4; Gisulf cannot play it',
        run: (k0) => {
          const k = minionKit(k0);
          const { chars, card } = attackWindow(k, { names: ['Hador', 'Gisulf'], creature: 'Orc-watch', cards: 'The Tormented Earth', site: 'Minas Morgul' });
          const [hador, gisulf] = chars as [number, number];
          k.expect(!k.canPlay(0, card, gisulf), 'Gisulf cannot use sorcery');
          k.rig([6, 6]);
          k.play(0, card, hador);
          expectCancelled(k);
          expectCorruptionMod(k, -4, { inst: hador, what: 'Hador checks' });
        },
      },
      {
        title: 'Dwar the Ringwraith cancels the attack with no corruption check; not against an automatic-attack',
        run: (k0) => {
          const k = minionKit(k0);
          const { chars, card } = attackWindow(k, { names: ['Dwar the Ringwraith'], creature: 'Orc-watch', cards: 'The Tormented Earth', site: 'Minas Morgul' });
          k.play(0, card, chars[0] as number);
          expectCancelled(k);
          k.expect(!rollOf(k, 'corruption'), 'a Ringwraith makes no corruption check');
          const k2 = minionKit(k0);
          const auto = autoAttackWindow(k2, ['Hador'], 'Moria', 'The Tormented Earth');
          k2.expect(k2.top()?.kind === 'combat', 'the automatic-attack is under way');
          k2.expect(!k2.canPlay(0, auto.card), 'an automatic-attack');
        },
      },
    ],
  },
  {
    name: 'Blasting Fire',
    // Played at a site from the MP hand (playMpCard) where `play.requires` hold; its use is an ability (useCard) when an
    // automatic-attack against the bearer's company is declared: that attack and those still to come at the site are
    // cancelled. The +2 is a modification to each company character's next influence check against a faction this turn
    // (one faction per site visit). Automatic-attacks the engine cannot tell "cannot be canceled" are cancelled too.
    text: 'Technology. Playable at a tapped or untapped Shadow-hold [{S}], Dark-hold [{D}], or a site with a Dwarf automatic-attack. Discard to cancel all automatic-attacks at a site against the bearer’s company, any influence attempts against factions at the site this turn are modified by +2.',
    play: {
      side: 'resource',
      windows: ['site'],
      requires: [
        {
          is: 'custom',
          label: 'a Shadow-hold, a Dark-hold or a site with a Dwarf automatic-attack',
          test: (q) => {
            const co = q.companyId ? q.s.companies.find((c) => c.id === q.companyId) : undefined;
            const site = co ? q.s.catalog.cards[co.site] : undefined;
            return Boolean(site && (site.siteType === 'S' || site.siteType === 'D' || site.autoAttacks.some((a) => raceMatches(a.race, ['Dwarf']))));
          },
        },
      ],
    },
    abilities: [
      {
        label: 'discard: cancel all automatic-attacks at the site against the company; +2 to influence attempts against factions there this turn',
        windows: ['attack'],
        requires: [
          {
            is: 'custom',
            label: "an automatic-attack against the bearer's company",
            test: (q) => {
              const combat = currentCombat(q.s);
              const co = q.bearer !== null && q.bearer !== undefined ? companyOfChar(q.s, q.bearer) : undefined;
              return Boolean(combat && co && combat.attack.source === 'auto' && combat.attack.companyId === co.id && !combat.attack.strikesOnly);
            },
          },
        ],
        costs: ['discardSelf'],
        effects: [
          {
            do: 'custom',
            label: 'every automatic-attack at the site against the company is cancelled; +2 to influence attempts against factions',
            run: (q, ctx) => {
              const combat = currentCombat(q.s);
              if (!combat || combat.attack.source !== 'auto') return;
              const co = q.s.companies.find((c) => c.id === combat.attack.companyId);
              combat.queue = [];
              cancelCombat(q.s, ctx);
              for (const ch of co?.chars ?? []) q.s.mods.push({ inst: ch, stat: 'factionCheck', delta: 2, label: q.card.name });
            },
          },
        ],
        botUse: true,
      },
    ],
    scenarios: [
      {
        title: 'played at Moria (Shadow-hold) from the MP hand; discarded against the Orc automatic-attack, which is cancelled; +2 to a faction check',
        run: (k0) => {
          const k = minionKit(k0);
          const { id, chars } = k.company(0, ['Jûoma', 'Hador'], 'Moria');
          const [juoma, hador] = chars as [number, number];
          const card = k.mpHand(0, 'Blasting Fire');
          atSite(k, id);
          k.act(0, { type: 'playMpCard', inst: card, character: juoma });
          k.equal(k.where(card), 'character', 'Jûoma bears Blasting Fire');
          k.setStatus(juoma, 'untapped');
          k.companyById(id).entered = false;
          k.companyById(id).siteTapped = false;
          k.enterSite(id);
          k.passAll();
          k.expect(k.top()?.kind === 'combat', 'the automatic-attack');
          k.use(0, card, 0);
          k.expect(!k.s.stack.some((x) => x.kind === 'combat'), 'the automatic-attack is cancelled');
          k.equal(k.where(card), 'discard', 'Blasting Fire is discarded');
          k.expect(k.s.mods.some((m) => m.inst === hador && m.stat === 'factionCheck' && m.delta === 2), '+2 to an influence attempt against a faction');
        },
      },
      {
        title: 'not playable at Rivendell (a Free-hold without a Dwarf automatic-attack); not usable against a creature',
        run: (k0) => {
          const k = minionKit(k0);
          const { id, chars } = k.company(0, ['Jûoma'], 'Rivendell');
          const card = k.mpHand(0, 'Blasting Fire');
          atSite(k, id);
          k.refused(0, { type: 'playMpCard', inst: card, character: chars[0] as number });
          const w = attackWindow(k, { names: ['Hador'], creature: 'Orc-watch', cards: [], site: 'Minas Morgul' });
          const fire = k.item(w.chars[0] as number, 'Blasting Fire');
          k.expect(k.top()?.kind === 'combat', 'the creature attacks');
          k.expect(!k.canUse(0, fire, 0), 'a creature, not an automatic-attack');
        },
      },
    ],
  },
  {
    name: 'Records Unread',
    // "To make Information playable at any Shadow-hold" cannot arise in Arda: no card of the Arda card data is an
    // Information card (none carries the keyword). "Cannot be included with a starting company": the starting minor
    // item draft leaves such items out (phases/setup.ts).
    text: 'Cannot be included with a starting company. Discard: to untap a Shadow-hold [{S}] or to make Information playable at any Shadow-hold [{S}]. Cannot be duplicated in a given company.',
    play: { side: 'resource', windows: ['site'], requires: [notInCompany('Records Unread')] },
    abilities: [
      {
        label: "discard: untap the company's Shadow-hold",
        windows: ['organization', 'longEvent', 'site', 'endTurn'],
        requires: [
          {
            is: 'custom',
            label: "the bearer's company is at a tapped Shadow-hold",
            test: (q) => {
              const co = q.bearer !== null && q.bearer !== undefined ? companyOfChar(q.s, q.bearer) : undefined;
              return Boolean(co && co.siteTapped && q.s.catalog.cards[co.site]?.siteType === 'S');
            },
          },
        ],
        costs: ['discardSelf'],
        effects: [
          {
            do: 'custom',
            label: 'the Shadow-hold is untapped',
            run: (q) => {
              const co = q.bearer !== null && q.bearer !== undefined ? companyOfChar(q.s, q.bearer) : undefined;
              if (co) co.siteTapped = false;
            },
          },
        ],
        botUse: true,
      },
    ],
    scenarios: [
      {
        title: 'discarded to untap Moria (Shadow-hold) in the site phase: the company may enter it again; not at an untapped site',
        run: (k0) => {
          const k = minionKit(k0);
          const { id, chars } = k.company(0, ['Jûoma', 'Hador'], 'Moria');
          const card = k.item(chars[0] as number, 'Records Unread');
          k.phase('site');
          k.expect(!k.canUse(0, card, 0), 'the site is untapped');
          k.companyById(id).siteTapped = true;
          k.expect(!k.legal(0).some((a) => a.type === 'enterSite' && a.companyId === id), 'a tapped site cannot be entered');
          k.use(0, card, 0);
          k.equal(k.companyById(id).siteTapped, false, 'Moria is untapped');
          k.equal(k.where(card), 'discard', 'Records Unread is discarded');
          k.expect(k.legal(0).some((a) => a.type === 'enterSite' && a.companyId === id), 'the company may enter Moria');
        },
      },
      {
        title: 'not at a tapped Free-hold (Rivendell); not duplicated in a company; left out of the starting minor item draft',
        run: (k0) => {
          const k = minionKit(k0);
          const { id, chars } = k.company(0, ['Jûoma', 'Hador'], 'Rivendell');
          const [juoma, hador] = chars as [number, number];
          const card = k.item(juoma, 'Records Unread');
          k.phase('site');
          k.companyById(id).siteTapped = true;
          k.expect(!k.canUse(0, card, 0), 'not a Shadow-hold');
          const zones = k.s.sets.ringwraith;
          const second = k.spawn('Records Unread', 0);
          zones?.faceUp.minor.push(second);
          k.s.stack = [{ kind: 'siteSelect' }, { kind: 'siteCompany', companyId: id, stage: 'minor' }];
          k.equal(k.refused(0, { type: 'playMinorItem', inst: second, character: hador }).code, 'REQUIREMENTS', 'a second Records Unread in the company');
          const draft = minionKit(k0);
          draft.company(0, ['Jûoma'], 'Minas Morgul');
          const [records, other] = [draft.spawn('Records Unread', 0), draft.spawn('Old Treasure', 0)];
          draft.s.sets.ringwraith?.decks.minor.push(records, other);
          draft.s.stack = [{ kind: 'draftMinor', order: [0], idx: 0, round: 0 }];
          draft.expect(draft.legal(0).some((a) => a.type === 'draftMinor' && a.inst === other), 'Old Treasure may be drafted');
          draft.expect(!draft.legal(0).some((a) => a.type === 'draftMinor' && a.inst === records), 'Records Unread may not');
        },
      },
    ],
  },
  rescuePrisoners(),
  burningRick(),
  windlordFoundMe(),
  {
    name: 'Vilya',
    alignment: ['Hero'],
    // "3 resource cards of your choice": the three resources most recently put in the discard pile.
    text: 'Playable on Elrond. +4 prowess, +2 body, +6 direct influence until the end of the turn. If Elrond is at Rivendell and your play deck has at least 5 cards in it, you may take 3 resource cards of your choice from your discard pile and shuffle them into your play deck. Elrond makes a corruption check modified by -3. Cannot be duplicated on a given turn.',
    play: onOwnCharacter([...ANY_PHASE, 'attack', 'strike'], [{ is: 'named', names: ['Elrond'] }], {
      requires: [{ is: 'custom', label: 'not yet played this turn', test: (q) => !(q.s.turn.effectsUsed ?? []).includes(q.card.key) }],
    }),
    effects: [
      { do: 'custom', label: 'not duplicated this turn', run: (q) => void (q.s.turn.effectsUsed ??= []).push(q.card.key) },
      { do: 'modify', who: 'target', stat: 'prowess', delta: 4, until: 'endOfTurn' },
      { do: 'modify', who: 'target', stat: 'body', delta: 2, until: 'endOfTurn' },
      { do: 'modify', who: 'target', stat: 'di', delta: 6, until: 'endOfTurn' },
      {
        do: 'custom',
        label: 'at Rivendell, with 5 cards or more in the play deck: 3 resources from the discard pile shuffled into it',
        run: (q) => {
          const z = q.s.sets[player(q.s, q.seat).alignment];
          const co = q.target !== null ? companyOfChar(q.s, q.target) : undefined;
          if (!z || !co || q.s.catalog.cards[co.site]?.key !== nameKey('Rivendell') || z.decks.play.length < 5) return;
          const picked = z.discards.play.filter((i) => cardOf(q.s, i).type === 'Resource').slice(-3);
          for (const i of picked) removeFrom(z.discards.play, i);
          z.decks.play.push(...picked);
          shuffleInPlace(q.s.rng, z.decks.play);
        },
      },
      { do: 'corruptionCheck', who: 'target', modifier: -3 },
    ],
    scenarios: [
      {
        title: 'on Elrond at Rivendell: +4 prowess, +2 body, +6 direct influence; 3 resources of the discard pile back into the play deck; a corruption check at -3; not twice a turn, not on Glorfindel II',
        run: (k) => {
          const { chars } = companyInOrganization(k, ['Elrond', 'Glorfindel II'], 'Rivendell');
          const [elrond, glorfindel] = chars as [number, number];
          k.deck(0, ['Dodge', 'Dodge', 'Dodge', 'Dodge', 'Dodge']);
          const z = k.s.sets.wizard;
          const discarded = ['Dodge', 'Concealment', 'Risky Blow', 'Orc-watch'].map((n) => k.spawn(n, 0));
          z?.discards.play.push(...discarded);
          const card = k.hand(0, 'Vilya');
          k.expect(!k.canPlay(0, card, glorfindel), 'Glorfindel II is not Elrond');
          const before = { prowess: prowessOf(k.s, elrond), body: bodyOf(k.s, elrond), di: directInfluence(k.s, elrond) };
          k.rig([6, 6]);
          k.play(0, card, elrond);
          k.equal(prowessOf(k.s, elrond), before.prowess + 4, 'prowess');
          k.equal(bodyOf(k.s, elrond), before.body + 2, 'body');
          k.equal(directInfluence(k.s, elrond), before.di + 6, 'direct influence');
          expectCorruptionMod(k, -3, { inst: elrond, what: 'Elrond checks' });
          k.equal(z?.decks.play.length, 8, '3 cards shuffled into the play deck');
          k.equal(z?.discards.play.filter((i) => i !== card).length, 1, 'the hazard stays in the discard pile');
          k.expect(!k.canPlay(0, k.hand(0, 'Vilya'), elrond), 'not duplicated on a given turn');
        },
      },
      {
        title: 'away from Rivendell: no cards from the discard pile',
        run: (k) => {
          const { chars } = companyInOrganization(k, ['Elrond'], 'Lórien');
          k.deck(0, ['Dodge', 'Dodge', 'Dodge', 'Dodge', 'Dodge']);
          const z = k.s.sets.wizard;
          z?.discards.play.push(k.spawn('Dodge', 0));
          k.rig([6, 6]);
          k.play(0, k.hand(0, 'Vilya'), chars[0] as number);
          k.equal(z?.decks.play.length, 5, 'the play deck is unchanged');
        },
      },
    ],
  },
  command(
    'I’ll Report You',
    'Command. Playable on a leader during the organization phase. Return all other command cards on target leader to your hand when this card is played. -2 to leader’s direct influence (to a minimum of 0) and +1 prowess to all characters in his company. You may return this card to your hand during any organization phase.',
    'prowess',
    '+1 prowess',
  ),
  command(
    'I’ll Be At Your Heels',
    'Command. Playable on a leader during the organization phase. Return all other command cards on target leader to your hand when this card is played. -2 to leader’s direct influence (to a minimum of 0) and +1 to all corruption checks by characters in his company. You may return this card to your hand during any organization phase.',
    'corruptionCheck',
    '+1 to corruption checks',
  ),
  command(
    'Smart and Secret',
    'Command. Playable on a leader during the organization phase. Return all other command cards on target leader to your hand when this card is played. -2 to leader’s direct influence (to a minimum of 0) and +1 body to all characters in his company. You may return this card to your hand during any organization phase.',
    'body',
    '+1 body',
  ),
];

/** A character who can use sorcery ("Can use sorcery" in his text). */
function sorceryUser(s: GameState, inst: number): boolean {
  return /can use[^.]*sorcery/i.test(cardOf(s, inst).text.replace(/<[^>]+>/g, ''));
}

/** "Unless he is a Ringwraith, he makes a corruption check modified by N" (the target). */
function unlessRingwraithCheck(q: Query, modifier: number, ctx: Ctx): void {
  if (q.target !== null && q.s.chars[q.target] && cardOf(q.s, q.target).race !== 'Ringwraith') corruptionCheck(q.s, q.target, modifier, ctx, q.card.name);
}

/**
 * A ranger who tapped for Promptings of Wisdom / Piercing All Shadows this turn: his company's move (as declared when
 * its movement/hazard phase began) and whether its site was already tapped when the shelter began (a tap that stays).
 */
interface Shelter {
  ranger: number;
  dest: Company['dest'];
  keepTapped: boolean;
}

/** This turn's shelters (kept with the turn, which a new turn replaces: "for the rest of the turn"). */
function shelters(s: GameState): Shelter[] {
  return (s.turn as GameState['turn'] & { sheltered?: Shelter[] }).sheltered ?? [];
}

/** Adds a shelter: only then does the turn get its list, so reading (legal actions, requirements) never changes the state. */
function addShelter(s: GameState, shelter: Shelter): void {
  ((s.turn as GameState['turn'] & { sheltered?: Shelter[] }).sheltered ??= []).push(shelter);
}

/** A sheltered company's site tapped by a hazard effect is untapped again. */
function untapSheltered(s: GameState, ctx: Ctx): void {
  for (const sh of shelters(s)) {
    const co = companyOfChar(s, sh.ranger);
    if (!co || !co.siteTapped || sh.keepTapped) continue;
    co.siteTapped = false;
    ctx.events.push({ type: 'effect', effect: 'custom', label: `${cardOf(s, sh.ranger).name}: a hazard effect tapping his company's site is cancelled`, companyId: co.id });
  }
}

/**
 * Promptings of Wisdom (hero) and Piercing All Shadows (minion): on a ranger; "may tap to cancel all hazard effects for
 * the rest of the turn that force his company to return to its site of origin or that tap his company's current or
 * new site" (an ability, useCard). The hazards that do so (Snowstorm, Long Winter, Foul Fumes…) act in static effects
 * of cards in play areas, which run before those of cards on characters: this card's own statics undo what they did —
 * the company keeps the move it had as its movement/hazard phase began, and a site tapped by a hazard while the
 * shelter holds (a tap made during a movement/hazard phase, or as a company arrives) is untapped. The corruption points
 * (2 and 3) are the card's own, counted while it is on the ranger.
 */
function shelterCards(): CardDef[] {
  const texts = {
    'Promptings of Wisdom':
      'Light Enchantment. Playable during the organization phase on a ranger. Target ranger may tap to cancel all hazard effects for the rest of the turn that: force his company to return to its site of origin or that tap his company’s current or new site. If so tapped, target ranger makes a corruption check. Cannot be duplicated in a given company.',
    'Piercing All Shadows':
      'Playable during the organization phase on a ranger. Target ranger may tap to cancel all hazard effects for the rest of the turn that: force his company to return to its site of origin or that tap his company’s current or new site. If so tapped, target ranger makes a corruption check. Cannot be duplicated in a given company.',
  };
  return counterparts('Promptings of Wisdom', 'Piercing All Shadows', texts, (name) => ({
    play: onOwnCharacter(
      ['organization'],
      [
        { is: 'skill', skill: 'Ranger' },
        companyIs('not duplicated in his company', (co, q) => !co.chars.some((ch) => (q.s.chars[ch]?.hazards ?? []).some((i) => cardOf(q.s, i).key === q.card.key))),
      ],
    ),
    effects: [{ do: 'attach', to: 'target' }],
    abilities: [
      {
        label: 'tap the ranger: hazard effects returning his company to its site of origin or tapping its site are cancelled this turn',
        windows: ['organization', 'longEvent', 'site', 'endTurn', 'response'],
        requires: [{ is: 'custom', label: 'not already sheltering this turn', test: (q) => q.bearer !== null && q.bearer !== undefined && !shelters(q.s).some((sh) => sh.ranger === q.bearer) }],
        costs: ['tapBearer'],
        effects: [
          {
            do: 'custom',
            label: 'his company is sheltered for the rest of the turn',
            run: (q, ctx) => {
              if (q.bearer === null || q.bearer === undefined) return;
              const co = companyOfChar(q.s, q.bearer);
              addShelter(q.s, { ranger: q.bearer, dest: co?.dest ? { ...co.dest, regions: [...co.dest.regions] } : null, keepTapped: co?.siteTapped ?? false });
              untapSheltered(q.s, ctx);
            },
          },
          { do: 'corruptionCheck', who: 'bearer', modifier: 0 },
        ],
      },
    ],
    static: [
      {
        on: 'mhStart',
        run: (s, companyId, ctx) => {
          for (const sh of shelters(s)) {
            const co = companyOfChar(s, sh.ranger);
            if (co?.id === companyId && co.dest) sh.dest = { ...co.dest, regions: [...co.dest.regions] };
          }
          untapSheltered(s, ctx);
        },
      },
      {
        on: 'mhEnd',
        run: (s, companyId, ctx) => {
          for (const sh of shelters(s)) {
            const co = companyOfChar(s, sh.ranger);
            if (co?.id !== companyId || co.dest || !sh.dest) continue;
            co.dest = { ...sh.dest, regions: [...sh.dest.regions] };
            ctx.events.push({ type: 'effect', effect: 'custom', label: `${cardOf(s, sh.ranger).name}: a hazard effect returning his company to its site of origin is cancelled`, companyId });
          }
        },
      },
      {
        on: 'arrive',
        run: (s, companyId, ctx) => {
          for (const sh of shelters(s)) {
            if (companyOfChar(s, sh.ranger)?.id !== companyId) continue;
            sh.keepTapped = false;
            sh.dest = null;
          }
          untapSheltered(s, ctx);
        },
      },
      { on: 'afterAction', run: (s, _events, ctx) => (s.stack.some((st) => st.kind === 'mhHazards') ? untapSheltered(s, ctx) : undefined) },
    ],
    scenarios: [
      {
        title: `${name} on a ranger (corruption points); not on a non-ranger, not twice in a company`,
        run: (k0) => {
          const minion = name === 'Piercing All Shadows';
          const k = minion ? minionKit(k0) : k0;
          const { chars } = companyInOrganization(k, minion ? ['Jûoma', 'Hador', 'Orc Tracker'] : ['Aragorn II', 'Bilbo', 'Faramir'], minion ? 'Minas Morgul' : 'Rivendell');
          const [ranger, other, ranger2] = chars as [number, number, number];
          const card = k.hand(0, name);
          k.expect(!k.canPlay(0, card, other), 'not a ranger');
          k.play(0, card, ranger);
          k.equal(k.where(card), 'character', `${name} is on the ranger`);
          k.expect((k.s.chars[ranger]?.hazards ?? []).includes(card), 'on the ranger');
          k.equal(k.s.catalog.cards[k.s.cardOf[card] as string]?.corruption, minion ? 3 : 2, 'corruption points');
          k.expect(!k.canPlay(0, k.hand(0, name), ranger2), 'cannot be duplicated in a given company');
        },
      },
      {
        title: `${name}: the ranger taps (corruption check); Snowstorm no longer returns his company, Long Winter does not tap its new site`,
        run: (k0) => {
          const minion = name === 'Piercing All Shadows';
          const k = minion ? minionKit(k0) : k0;
          const { id, chars } = companyInOrganization(k, minion ? ['Jûoma', 'Hador'] : ['Aragorn II', 'Bilbo'], 'Rivendell');
          const ranger = chars[0] as number;
          const card = k.hand(0, name);
          k.play(0, card, ranger);
          k.expect(k.canUse(0, card, 0), 'the ranger may tap');
          k.rig([6, 6]);
          k.use(0, card, 0);
          k.equal(k.s.status[ranger], 'tapped', 'the ranger taps');
          k.expect(Boolean(rollOf(k, 'corruption')), 'the ranger makes a corruption check');
          k.expect(!k.canUse(0, card, 0), 'the ranger is tapped');
          k.inPlay(1, 'Doors of Night');
          k.inPlay(1, 'Long Winter');
          k.movement(id, minion ? 'Weathertop' : 'Bree', ['Arthedain']);
          k.play(1, k.hand(1, 'Snowstorm'));
          k.act(1, { type: 'passHazards' });
          k.equal(k.companyById(id).site, k.siteId(minion ? 'Weathertop' : 'Bree', 0), 'the company arrives all the same');
          k.equal(k.companyById(id).siteTapped, false, 'its new site is not tapped');
        },
      },
      {
        title: `${name}: unused, Snowstorm returns the ranger's company to its site of origin`,
        run: (k0) => {
          const minion = name === 'Piercing All Shadows';
          const k = minion ? minionKit(k0) : k0;
          const { id, chars } = companyInOrganization(k, minion ? ['Jûoma', 'Hador'] : ['Aragorn II', 'Bilbo'], 'Rivendell');
          k.play(0, k.hand(0, name), chars[0] as number);
          k.inPlay(1, 'Doors of Night');
          const origin = k.companyById(id).site;
          k.movement(id, minion ? 'Weathertop' : 'Bree', ['Arthedain']);
          k.play(1, k.hand(1, 'Snowstorm'));
          k.act(1, { type: 'passHazards' });
          k.equal(k.companyById(id).site, origin, 'the company is back at its site of origin');
        },
      },
    ],
  }));
}


/** "Cannot be duplicated in a given company": no card of that name with a character of the target's company. */
function notInCompany(name: string): Predicate {
  const key = nameKey(name);
  return {
    is: 'custom',
    label: `no ${name} in the company`,
    test: (q) => {
      const co = q.target !== null ? companyOfChar(q.s, q.target) : q.companyId ? q.s.companies.find((c) => c.id === q.companyId) : undefined;
      return !(co?.chars ?? []).some((ch) => [...(q.s.chars[ch]?.items ?? []), ...(q.s.chars[ch]?.hazards ?? []), ...(q.s.chars[ch]?.allies ?? [])].some((i) => cardOf(q.s, i).key === key));
    },
  };
}

/** A Rescue Prisoners played this turn: its attack still under way, or the attack over and a character yet to take it. */
interface Rescue {
  inst: number;
  companyId: string;
  stage: 'attack' | 'choose';
}

/** An attack a prisoner card's company faces: "The company faces a Spider attack (2 strikes with 7 prowess)". */
interface PrisonerAttack {
  race: string;
  strikes: number;
  prowess: number;
}

function rescues(s: GameState): Rescue[] {
  const turn = s.turn as GameState['turn'] & { rescues?: Rescue[] };
  return (turn.rescues ??= []);
}

/** Takes a card off whatever character holds it, to its discard pile. */
function discardFromCharacter(s: GameState, inst: number, ctx: Ctx): void {
  for (const ch of Object.values(s.chars)) removeFrom(ch.hazards, inst);
  toDiscard(s, inst, ctx);
}

/**
 * Rescue Prisoners. Played from the MP hand (it has marshalling points) at an already tapped Dark-hold or Shadow-hold:
 * playMpCard taps the character named to play it, which this card does not ask for, so he is untapped again and the
 * card is held with him (no marshalling points) while the company faces the Spider attack (the hazard player's). After
 * the attack, with no character of the company untapped, it is discarded; otherwise the player may tap one (an ability,
 * useCard, on the character of his choice) to put it under his control; if he does not before the company's site phase
 * ends, it is discarded. That character does not untap until it is stored (an ability in his organization phase at a
 * Haven, Border-hold or Free-hold; no corruption check: Arda Revised asks one for items only).
 */
/**
 * "The company faces an attack … Afterwards, a character may tap and place this card under him … may not untap until
 * this card is stored" (Rescue Prisoners, The Windlord Found Me): the attack, what happens after it, and the ability
 * that puts the card under a character.
 */
function prisonerCard(name: string, attacks: [PrisonerAttack, ...PrisonerAttack[]], tapSite: boolean) {
  const pending = (s: GameState, inst: number) => rescues(s).find((r) => r.inst === inst);
  const start = (s: GameState, inst: number, holder: number, ctx: Ctx) => {
    const co = companyOfChar(s, holder);
    if (!co) return;
    if (tapSite) co.siteTapped = true;
    rescues(s).push({ inst, companyId: co.id, stage: 'attack' });
    const [attack, ...rest] = attacks;
    startCombat(
      s,
      { source: 'creature', label: `${name}: ${attack.race}`, creature: null, strikes: attack.strikes, prowess: attack.prowess, body: null, attackerChooses: false, attackers: [], attackerSeat: s.turn.firstHazard, defenderSeat: co.owner, companyId: co.id, attackerCompanyId: null, killMp: 0 },
      // Further attacks follow the first one (continueQueue: by the same card, not automatic-attacks).
      rest.map((a) => ({ ...a, body: null, eachCharacter: false, attackerChooses: false })),
      ctx,
    );
  };
  /** After the attack: discarded when nobody is untapped, else waiting for a character to take it; discarded once the site phase passes. */
  const settle = (s: GameState, ctx: Ctx) => {
    for (const r of [...rescues(s)]) {
      if (cardOf(s, r.inst).key !== nameKey(name)) continue;
      if (r.stage === 'attack' && s.stack.some((st) => st.kind === 'combat')) continue;
      const co = s.companies.find((c) => c.id === r.companyId);
      const drop = r.stage === 'attack' ? !co || co.chars.every((ch) => statusOf(s, ch) !== 'untapped') : !s.stack.some((st) => st.kind === 'siteCompany' && st.companyId === r.companyId);
      if (drop) {
        rescues(s).splice(rescues(s).indexOf(r), 1);
        discardFromCharacter(s, r.inst, ctx);
        ctx.events.push({ type: 'effect', effect: 'custom', label: `${name} is discarded`, card: s.cardOf[r.inst] });
      } else r.stage = 'choose';
    }
  };
  /** A character of the company taps to take the card, once the attack is over. */
  const take = (label: string, effectLabel: string): AbilitySpec => ({
    label,
    windows: ['site'],
    target: { kind: 'character', side: 'company' },
    requires: [{ is: 'custom', label: 'the attack is over', test: (q) => pending(q.s, q.inst)?.stage === 'choose' && q.target !== null && companyOfChar(q.s, q.target)?.id === pending(q.s, q.inst)?.companyId }],
    costs: ['tapTarget'],
    effects: [
      {
        do: 'custom',
        label: effectLabel,
        run: (q) => {
          const r = pending(q.s, q.inst);
          if (!r || q.target === null || !q.s.chars[q.target]) return;
          rescues(q.s).splice(rescues(q.s).indexOf(r), 1);
          for (const ch of Object.values(q.s.chars)) removeFrom(ch.hazards, q.inst);
          q.s.chars[q.target]?.hazards.push(q.inst);
        },
      },
    ],
    botUse: true,
  });
  /**
   * Played (from the MP hand, onto the character the engine chose): the card goes under him and the attack starts;
   * after every action, what follows the attack; "That character may not untap until this card is stored": his untap
   * phase leaves him tapped.
   */
  const afterwards: StaticEffect = {
    on: 'afterAction',
    run: (s, events, ctx, self) => {
      const played = eventsIn(events, 'playMpCard').find((e) => e.card === s.cardOf[self.inst] && e.success !== false);
      const owner = s.players.find((p) => p.playArea.includes(self.inst));
      if (played && owner && self.bearer === null && s.chars[played.character]) {
        const ch = played.character;
        removeFrom(owner.playArea, self.inst);
        s.chars[ch]?.hazards.push(self.inst);
        delete s.status[ch];
        start(s, self.inst, ch, ctx);
      }
      settle(s, ctx);
      const bearer = self.bearer ?? null;
      if (bearer !== null && !pending(s, self.inst) && untapPhaseOf(s, events, bearer)) keepTapped(s, bearer, { inst: self.inst, name }, ctx);
    },
  };
  return { pending, start, settle, take, afterwards };
}

function rescuePrisoners(): CardDef {
  const name = 'Rescue Prisoners';
  const { pending, start, take, afterwards } = prisonerCard(name, [{ race: 'Spider', strikes: 2, prowess: 7 }], false);
  return {
    name,
    alignment: ['Hero'],
    text: 'Playable at an already tapped Dark-hold [{D}] or Shadow-hold [{S}] during the site phase. The company faces a Spider attack (2 strikes with 7 prowess). If no characters are untapped after the attack, discard Rescue Prisoners. Otherwise, you may tap 1 character in the company and put Rescue Prisoners under his control. No marshalling points are received and that character may not untap until Rescue Prisoners is stored at a Haven [{H}], Border-hold [{B}], or Free-hold [{F}] during his organization phase. Cannot be duplicated at a given site.',
    play: {
      side: 'resource',
      windows: ['site'],
      target: { kind: 'character', side: 'company' },
      requires: [
        { is: 'entered' },
        { is: 'siteType', types: ['D', 'S'] },
        { is: 'custom', label: 'an already tapped site', test: (q) => Boolean(q.companyId && q.s.companies.find((c) => c.id === q.companyId)?.siteTapped) },
        {
          is: 'custom',
          label: 'not duplicated at the site',
          test: (q) => {
            const co = q.companyId ? q.s.companies.find((c) => c.id === q.companyId) : undefined;
            return !q.s.companies.some((c) => c.site === co?.site && c.chars.some((ch) => (q.s.chars[ch]?.hazards ?? []).some((i) => i !== q.inst && cardOf(q.s, i).key === q.card.key)));
          },
        },
      ],
    },
    effects: [
      { do: 'attach', to: 'target' },
      { do: 'custom', label: 'the company faces a Spider attack (2 strikes with 7 prowess)', run: (q, ctx) => (q.target !== null ? start(q.s, q.inst, q.target, ctx) : undefined) },
    ],
    abilities: [
      take('tap a character of the company: Rescue Prisoners goes under his control', 'Rescue Prisoners goes under his control'),
      storeCardAbility({ label: 'store Rescue Prisoners (marshalling points)', where: 'a Haven, Border-hold or Free-hold', types: ['H', 'B', 'F'], ready: (q) => !pending(q.s, q.inst) }),
    ],
    static: [afterwards],
    scenarios: [
      {
        title: 'at a tapped Moria: the Spider attack (2 strikes, 7 prowess); then Legolas taps to take it; he stays tapped; stored at Rivendell for 2 MP',
        run: (k) => {
          const { id, chars } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas'], 'Moria');
          const [aragorn, gimli, legolas] = chars as [number, number, number];
          const card = k.mpHand(0, name);
          atSite(k, id);
          k.refused(0, { type: 'playMpCard', inst: card, character: aragorn });
          k.companyById(id).siteTapped = true;
          k.act(0, { type: 'playMpCard', inst: card, character: aragorn });
          k.passAll();
          const top = k.top();
          k.expect(top?.kind === 'combat' && top.attack.strikes === 2 && top.attack.prowess === 7, 'a Spider attack of 2 strikes with 7 prowess');
          k.equal(k.s.status[aragorn], undefined, 'Aragorn is not tapped to play it');
          k.expect(!k.canUse(0, card, 0, legolas), 'not before the attack is over');
          assignEach(k, [aragorn, gimli]);
          resolveStrike(k, aragorn, [6, 6]);
          resolveStrike(k, gimli, [6, 6]);
          k.expect(!k.s.stack.some((x) => x.kind === 'combat'), 'the attack is over');
          k.equal(scoreSheet(k.s, 0).misc, 0, 'no marshalling points');
          k.use(0, card, 0, legolas);
          k.equal(k.s.status[legolas], 'tapped', 'Legolas taps');
          k.expect((k.s.chars[legolas]?.hazards ?? []).includes(card), 'under Legolas’s control');
          nextOwnTurn(k);
          k.equal(k.s.status[legolas], 'tapped', 'Legolas does not untap');
          k.expect(!k.canUse(0, card, 1), 'not stored at Moria');
          k.companyById(id).site = k.siteId('Rivendell');
          k.use(0, card, 1);
          k.equal(k.where(card), 'mpPile', 'stored');
          k.equal(scoreSheet(k.s, 0).misc, 2, '2 marshalling points');
        },
      },
      {
        title: 'every character tapped by the attack: Rescue Prisoners is discarded; not at a tapped Free-hold',
        run: (k) => {
          const { id, chars } = k.company(0, ['Aragorn II', 'Gimli'], 'Moria');
          const [aragorn, gimli] = chars as [number, number];
          const card = k.mpHand(0, name);
          atSite(k, id);
          k.companyById(id).siteTapped = true;
          k.act(0, { type: 'playMpCard', inst: card, character: aragorn });
          k.passAll();
          assignEach(k, [aragorn, gimli]);
          resolveStrike(k, aragorn, [6, 6]);
          resolveStrike(k, gimli, [6, 6]);
          k.equal(k.where(card), 'discard', 'Rescue Prisoners is discarded');
          const free = k.company(0, ['Gimli'], 'Bree');
          atSite(k, free.id);
          k.companyById(free.id).siteTapped = true;
          k.refused(0, { type: 'playMpCard', inst: k.mpHand(0, name), character: free.chars[0] as number });
        },
      },
    ],
  };
}

/**
 * Burning Rick, Cot, and Tree. Played from the MP hand at an already tapped Border-hold (as Rescue Prisoners, the
 * character playMpCard taps is untapped again: the card asks no one to tap to play it; it is held with him meanwhile).
 * The company faces the two attacks of Men (the hazard player's). With no character of the company untapped after them,
 * it is discarded; otherwise the player may tap one (an ability, useCard) to put it in his marshalling point pile, and
 * his factions in play that are playable at that site (their sleeve's locations, else the site their text names) are
 * discarded; if no one taps before the company's site phase ends, it is discarded. "Cannot be duplicated at a given
 * site": not while another is being played at that site.
 */
function burningRick(): CardDef {
  const name = 'Burning Rick, Cot, and Tree';
  const { pending, start, afterwards } = prisonerCard(name, [{ race: 'Men', strikes: 4, prowess: 7 }, { race: 'Men', strikes: 1, prowess: 9 }], false);
  /** The seat's factions in play playable at this site: their sleeve's locations, else the site their text names. */
  const factionsAt = (s: GameState, seat: number, siteId: string): number[] => {
    const p = player(s, seat);
    const key = s.catalog.cards[siteId]?.key;
    return p.playArea.filter((i) => {
      const card = cardOf(s, i);
      if (card.subtype !== 'Faction') return false;
      const locs = s.catalog.mpLocations[p.alignment][card.id];
      return locs && locs.length > 0 ? locs.some((l) => s.catalog.cards[l]?.key === key) : Boolean(key && card.playableAt.includes(key));
    });
  };
  return {
    name,
    alignment: ['Minion'],
    text: 'Playable at an already tapped Border-hold [{B}] during the site phase. The company faces two attacks (Men — 4 strikes with 7 prowess, 1 strike with 9 prowess). If no characters are untapped after the attack, discard this card. Otherwise, you may tap one character in the company and put this card in your marshalling point pile. Discard any factions you have in play that are playable at that site. Cannot be duplicated at a given site.',
    play: {
      side: 'resource',
      windows: ['site'],
      target: { kind: 'character', side: 'company' },
      requires: [
        { is: 'entered' },
        { is: 'siteType', types: ['B'] },
        { is: 'custom', label: 'an already tapped site', test: (q) => Boolean(q.companyId && q.s.companies.find((c) => c.id === q.companyId)?.siteTapped) },
        {
          is: 'custom',
          label: 'not duplicated at the site',
          test: (q) => {
            const site = q.companyId ? q.s.companies.find((c) => c.id === q.companyId)?.site : undefined;
            return !rescues(q.s).some((r) => r.inst !== q.inst && cardOf(q.s, r.inst).key === q.card.key && q.s.companies.find((c) => c.id === r.companyId)?.site === site);
          },
        },
      ],
    },
    effects: [
      { do: 'attach', to: 'target' },
      { do: 'custom', label: 'the company faces two attacks (Men — 4 strikes with 7 prowess, 1 strike with 9 prowess)', run: (q, ctx) => (q.target !== null ? start(q.s, q.inst, q.target, ctx) : undefined) },
    ],
    abilities: [
      {
        label: 'tap a character of the company: this card goes to the marshalling point pile; factions playable at the site are discarded',
        windows: ['site'],
        target: { kind: 'character', side: 'company' },
        requires: [{ is: 'custom', label: 'the attacks are over', test: (q) => pending(q.s, q.inst)?.stage === 'choose' && q.target !== null && companyOfChar(q.s, q.target)?.id === pending(q.s, q.inst)?.companyId }],
        costs: ['tapTarget'],
        effects: [
          {
            do: 'custom',
            label: 'to the marshalling point pile; factions playable at the site are discarded',
            run: (q, ctx) => {
              const r = pending(q.s, q.inst);
              const co = r ? q.s.companies.find((c) => c.id === r.companyId) : undefined;
              if (!r || !co) return;
              rescues(q.s).splice(rescues(q.s).indexOf(r), 1);
              for (const ch of Object.values(q.s.chars)) removeFrom(ch.hazards, q.inst);
              player(q.s, q.seat).mpPile.push(q.inst);
              for (const f of factionsAt(q.s, q.seat, co.site)) {
                removeFrom(player(q.s, q.seat).playArea, f);
                toDiscard(q.s, f, ctx);
              }
            },
          },
        ],
        botUse: true,
      },
    ],
    static: [afterwards],
    scenarios: [
      {
        title: 'at a tapped Easterling Camp: two attacks of Men; then an untapped character taps: 2 MP, Wain-easterlings (playable there) discarded, Asdriags kept',
        run: (k0) => {
          const k = minionKit(k0);
          const { id, chars } = k.company(0, ['Jûoma', 'Hador', 'Gisulf', 'Baduila', 'Dâsakûn', 'Nevido Smôd'], 'Easterling Camp');
          const wain = k.inPlay(0, 'Wain-easterlings');
          const asdriags = k.inPlay(0, 'Asdriags');
          const card = k.mpHand(0, name);
          atSite(k, id);
          k.refused(0, { type: 'playMpCard', inst: card, character: chars[0] as number });
          k.companyById(id).siteTapped = true;
          k.act(0, { type: 'playMpCard', inst: card, character: chars[0] as number });
          k.passAll();
          let top = k.top();
          k.expect(top?.kind === 'combat' && top.attack.strikes === 4 && top.attack.prowess === 7, 'Men: 4 strikes with 7 prowess');
          assignEach(k, chars.slice(0, 4));
          for (const ch of chars.slice(0, 4)) resolveStrike(k, ch, [6, 6]);
          k.passAll();
          top = k.top();
          k.expect(top?.kind === 'combat' && top.attack.strikes === 1 && top.attack.prowess === 9, 'Men: 1 strike with 9 prowess');
          assignEach(k, [chars[4] as number]);
          resolveStrike(k, chars[4] as number, [6, 6]);
          k.expect(!k.s.stack.some((x) => x.kind === 'combat'), 'the attacks are over');
          k.use(0, card, 0, chars[5] as number);
          k.equal(k.s.status[chars[5] as number], 'tapped', 'the character taps');
          k.equal(k.where(card), 'mpPile', 'in the marshalling point pile');
          k.equal(scoreSheet(k.s, 0).misc, 2, '2 marshalling points');
          k.equal(k.where(wain), 'discard', 'Wain-easterlings (playable at Easterling Camp) is discarded');
          k.equal(k.where(asdriags), 'playArea', 'Asdriags stays');
        },
      },
      {
        title: 'not at a tapped Ruins & Lairs (Weathertop)',
        run: (k0) => {
          const k = minionKit(k0);
          const { id, chars } = k.company(0, ['Jûoma'], 'Weathertop');
          atSite(k, id);
          k.companyById(id).siteTapped = true;
          k.refused(0, { type: 'playMpCard', inst: k.mpHand(0, name), character: chars[0] as number });
        },
      },
    ],
  };
}

/**
 * Command cards (minion permanent-events on a leader): "Return all other command cards on target leader to your hand when
 * this card is played. -2 to leader's direct influence (to a minimum of 0) and <bonus> … characters in his company. You
 * may return this card to your hand during any organization phase" (an ability, useCard, in the player's own
 * organization phase: the only one in which the engine lets a player act on his cards).
 */
function command(name: string, text: string, stat: 'prowess' | 'corruptionCheck' | 'body', what: string): CardDef {
  const leader: Predicate = { is: 'custom', label: 'a leader', test: (q) => q.target !== null && cardOf(q.s, q.target).keywords.includes('Leader') };
  return {
    name,
    alignment: ['Minion'],
    text,
    play: onOwnCharacter(['organization'], [leader]),
    effects: [
      { do: 'attach', to: 'target' },
      {
        do: 'custom',
        label: 'the other command cards on the leader return to your hand',
        run: (q) => {
          const ch = q.target !== null ? q.s.chars[q.target] : undefined;
          if (!ch) return;
          for (const i of [...ch.hazards]) {
            if (i === q.inst || !cardOf(q.s, i).keywords.includes('Command')) continue;
            removeFrom(ch.hazards, i);
            player(q.s, q.seat).hand.push(i);
          }
        },
      },
    ],
    static: [
      { on: 'bearer', stat: 'di', delta: -2 },
      { on: 'company', stat, delta: 1, charactersOnly: true },
    ],
    abilities: [
      {
        label: 'return this card to your hand',
        windows: ['organization'],
        costs: [],
        effects: [
          {
            do: 'custom',
            label: 'returned to his hand',
            run: (q) => {
              for (const ch of Object.values(q.s.chars)) removeFrom(ch.hazards, q.inst);
              player(q.s, q.seat).hand.push(q.inst);
            },
          },
        ],
      },
    ],
    scenarios: [
      {
        title: `${name} on Gorbag (a leader): ${what} for Jûoma, -2 direct influence; the other command card returns to the hand; then back to the hand`,
        run: (k0) => {
          const k = minionKit(k0);
          const { chars } = companyInOrganization(k, ['Gorbag', 'Jûoma'], 'Minas Morgul');
          const [gorbag, juoma] = chars as [number, number];
          const other = k.attach(gorbag, name === 'Smart and Secret' ? 'I’ll Report You' : 'Smart and Secret', 0);
          const card = k.hand(0, name);
          k.expect(!k.canPlay(0, card, juoma), 'Jûoma is no leader');
          const di = directInfluence(k.s, gorbag);
          k.play(0, card, gorbag);
          k.expect((k.s.chars[gorbag]?.hazards ?? []).includes(card), `${name} is on Gorbag`);
          k.equal(k.where(other), 'hand', 'the other command card returns to the hand');
          k.equal(directInfluence(k.s, gorbag), Math.max(0, di - 2), "Gorbag's direct influence");
          k.equal(companyDelta(k.s, juoma, stat).reduce((n, m) => n + m.value, 0), 1, `${what} for Jûoma`);
          k.equal(companyDelta(k.s, gorbag, stat).reduce((n, m) => n + m.value, 0), 1, `${what} for Gorbag`);
          k.use(0, card, 0);
          k.equal(k.where(card), 'hand', `${name} is back in the hand`);
          k.equal(companyDelta(k.s, juoma, stat).length, 0, 'no bonus any more');
        },
      },
    ],
  };
}

/**
 * The Windlord Found Me (as Rescue Prisoners: played from the MP hand, the character playMpCard taps is untapped again,
 * the card held with him meanwhile, no marshalling points). The site is tapped; the company faces the Orc attack (the
 * hazard player's); afterwards a character may tap (an ability, useCard) to place it under him, else it is discarded as
 * the company's site phase ends. He does not untap until it is stored at a Haven in his organization phase (an ability);
 * then, if the player's Wizard is not in play, he comes into play at that Haven, not counting as the turn's character.
 * Arda keeps the Wizard apart from the play deck (the avatar drawn at setup, waiting to be played): "search your play
 * deck or discard pile for a Wizard" finds him there. "Cannot be included in a Fallen-wizard's deck": Arda has none.
 */
function windlordFoundMe(): CardDef {
  const name = 'The Windlord Found Me';
  const { pending, start, take, afterwards } = prisonerCard(name, [{ race: 'Orcs', strikes: 4, prowess: 9 }], true);
  const ownedInPlay = (s: GameState, seat: number, except: number) =>
    Object.values(s.chars).some((ch) => ch.owner === seat && ch.hazards.some((i) => i !== except && cardOf(s, i).key === nameKey(name)));
  return {
    name,
    alignment: ['Hero'],
    text: 'Playable at an untapped Isengard, Shadow-hold [{S}], or Dark-hold [{D}] during the site phase.Tap the site. The company faces an Orc attack (4 strikes with 9 prowess). Afterwards, a character may tap and place this card under him. If you do not place this card with a character after the attack, discard it. That character may not untap until after this card is stored in a Haven [{H}] during the organization phase. When this card is stored, and if your Wizard is not already in play, you may search your play deck or discard pile for a Wizard and play him at that Haven [{H}] (does not count towards the one character per turn limit). Cannot be duplicated by a given player. Cannot be included in a Fallen-wizard’s deck.',
    play: {
      side: 'resource',
      windows: ['site'],
      target: { kind: 'character', side: 'company' },
      requires: [
        { is: 'entered' },
        {
          is: 'custom',
          label: 'an untapped Isengard, Shadow-hold or Dark-hold',
          test: (q) => {
            const co = q.companyId ? q.s.companies.find((c) => c.id === q.companyId) : undefined;
            const site = co ? q.s.catalog.cards[co.site] : undefined;
            return Boolean(co && site && !co.siteTapped && (site.key === nameKey('Isengard') || site.siteType === 'S' || site.siteType === 'D'));
          },
        },
        { is: 'custom', label: 'not duplicated by a given player', test: (q) => !ownedInPlay(q.s, q.seat, q.inst) },
      ],
    },
    effects: [
      { do: 'attach', to: 'target' },
      { do: 'custom', label: 'the site is tapped; the company faces an Orc attack (4 strikes with 9 prowess)', run: (q, ctx) => (q.target !== null ? start(q.s, q.inst, q.target, ctx) : undefined) },
    ],
    abilities: [
      take('tap a character of the company: this card is placed under him', 'placed under the character'),
      storeCardAbility({
        label: 'store this card at a Haven (marshalling points); the Wizard comes into play there if he is not in play',
        where: 'a Haven',
        types: ['H'],
        ready: (q) => !pending(q.s, q.inst),
        effectLabel: 'stored; the Wizard comes into play at the Haven',
        then: (q, ctx) => {
          const co = q.bearer !== null && q.bearer !== undefined ? companyOfChar(q.s, q.bearer) : undefined;
          const p = player(q.s, q.seat);
          const wizard = p.avatar[0];
          if (!co || wizard === undefined || p.avatarInPlay !== null) return;
          p.avatar.shift();
          co.chars.push(wizard);
          q.s.chars[wizard] = { owner: q.seat, company: co.id, followerOf: null, items: [], allies: [], hazards: [] };
          p.avatarInPlay = wizard;
          q.s.turn.avatarPlayed = true;
          ctx.events.push({ type: 'playAvatar', seat: q.seat, card: q.s.cardOf[wizard], site: co.site });
        },
      }),
    ],
    static: [afterwards],
    scenarios: [
      {
        title: 'at an untapped Moria: the site taps, an Orc attack (4 strikes, 9 prowess); Boromir II takes it and stays tapped; stored at Rivendell, Gandalf comes into play there',
        run: (k) => {
          const { id, chars } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas', 'Faramir', 'Boromir II'], 'Moria');
          const boromir = chars[4] as number;
          const gandalf = k.spawn('Gandalf', 0);
          const p = k.s.players[0];
          p?.avatar.push(gandalf);
          const card = k.mpHand(0, name);
          atSite(k, id);
          k.act(0, { type: 'playMpCard', inst: card, character: chars[0] as number });
          k.passAll();
          k.equal(k.companyById(id).siteTapped, true, 'the site is tapped');
          const top = k.top();
          k.expect(top?.kind === 'combat' && top.attack.strikes === 4 && top.attack.prowess === 9, 'an Orc attack of 4 strikes with 9 prowess');
          assignEach(k, chars.slice(0, 4));
          for (const ch of chars.slice(0, 4)) resolveStrike(k, ch, [6, 6]);
          k.expect(!k.s.stack.some((x) => x.kind === 'combat'), 'the attack is over');
          k.use(0, card, 0, boromir);
          k.expect((k.s.chars[boromir]?.hazards ?? []).includes(card), 'under Boromir II');
          const other = k.company(0, ['Glorfindel II'], 'Goblin-gate');
          atSite(k, other.id);
          k.equal(k.refused(0, { type: 'playMpCard', inst: k.mpHand(0, name), character: other.chars[0] as number }).code, 'REQUIREMENTS', 'not duplicated by a given player');
          nextOwnTurn(k);
          k.equal(k.s.status[boromir], 'tapped', 'Boromir II does not untap');
          k.expect(!k.canUse(0, card, 1), 'not stored at Moria');
          k.companyById(id).site = k.siteId('Rivendell');
          k.use(0, card, 1);
          k.equal(k.where(card), 'mpPile', 'stored');
          k.equal(scoreSheet(k.s, 0).misc, 3, '3 marshalling points');
          k.equal(k.companyOf(gandalf)?.site, k.siteId('Rivendell'), 'Gandalf is in play at Rivendell');
          k.equal(p?.avatarInPlay, gandalf, 'the Wizard is in play');
          k.equal(k.s.turn.characterPlayed, false, 'not the character of the turn');
        },
      },
      {
        title: 'not at a tapped Moria, nor at an untapped Bree (Border-hold)',
        run: (k) => {
          const { id, chars } = k.company(0, ['Aragorn II'], 'Moria');
          const card = k.mpHand(0, name);
          atSite(k, id);
          k.companyById(id).siteTapped = true;
          k.refused(0, { type: 'playMpCard', inst: card, character: chars[0] as number });
          const bree = k.company(0, ['Gimli'], 'Bree');
          atSite(k, bree.id);
          k.refused(0, { type: 'playMpCard', inst: card, character: bree.chars[0] as number });
        },
      },
    ],
  };
}
