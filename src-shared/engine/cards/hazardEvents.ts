/** Card definitions: hazard events (short, long, permanent). Each with the card's words in `text` and at least one scenario. */
import { inPlayReaching } from '../simultaneous/lanes';
import { autoAttackToAttack, startCombat } from '../combat';
import { removeCharacter } from '../corruption';
import { roll2d6 } from '../rng';
import { nameKey } from '../facts';
import { isKeyed } from '../phases/movementHazard';
import { regionOf, sitePathTypes } from '../regions';
import { cardOf, company, companyOfChar, GENERAL_INFLUENCE, player, removeFrom, toDiscard, unusedGeneralInfluence, usedGeneralInfluence } from '../state';
import type { Attack, CharState, Company, GameState, RegionTypeCode } from '../types';
import type { CardDef, Effect, PlaySpec, Predicate, Query, Scenario, StaticEffect } from '../effects/types';
import type { ScenarioKit } from '../../../tests/cards/kit/kit';
import { combatOf, movingWithHazard, rolls, type MoveOptions } from '../../../tests/cards/kit/hazardSteps';
import { bodyOf, drawCards, setStatus, statusOf } from '../state';
import { shuffleInPlace } from '../rng';
import { raceMatches } from '../effects/query';
import { selfBodyCheckDiscard } from '../effects/statics';
import { corruptionCheck, requestCheck } from '../corruption';
import type { Ctx } from '../state';
import { actor, passTurn } from '../phases/flow';
import { leavePlayKeepingItem } from '../phases/keepItem';
import type { EngineCard, Modifier, SiteTypeCode } from '../types';
import { defOf } from '../effects/defs';
import { prowessOf } from '../state';
import { minionKit } from '../../../tests/cards/kit/templates';

const DOORS = nameKey('Doors of Night');

/** Doors of Night is in someone's play area. */
function doorsOfNight(s: GameState): boolean {
  return inPlayReaching(s, [DOORS]);
}

/** Region types of a moving company's site path (empty when it is not moving). */
function pathTypes(s: GameState, co: Company | undefined): RegionTypeCode[] {
  if (!co?.dest) return [];
  const origin = regionOf(s.catalog, co.site);
  // Regions treated as other types this turn (Withered Lands) count as such.
  return origin ? [origin, ...co.dest.regions].flatMap((r) => s.turn.regionsAs?.[r] ?? sitePathTypes(s.catalog, r, [])) : [];
}

function concerned(q: Query): Company | undefined {
  return q.companyId ? company(q.s, q.companyId) : undefined;
}

const notRingwraithOrWizard = (q: Query): boolean => {
  if (q.target === null) return false;
  const race = cardOf(q.s, q.target).race;
  return race !== 'Ringwraith' && race !== 'Wizard';
};

/** Attack figures of a creature with and without a long/permanent event in play, for the "+n" scenarios. */
function attackFigures(k: ScenarioKit, creature: string, company: string[] = ['Aragorn II', 'Gimli', 'Legolas', 'Bilbo']): { strikes: number; prowess: number; baseStrikes: number; baseProwess: number } {
  const { id } = k.company(0, company, 'Rivendell');
  k.creatureAttack(id, creature);
  const a = combatOf(k).attack;
  const c = k.card(creature, 1);
  return { strikes: a.strikes, prowess: a.prowess, baseStrikes: c.strikes, baseProwess: c.prowess ?? 0 };
}

/** The player makes a roll and adds a figure: true (the card's effect) when the result is less than `need`. */
function rollBelow(q: Query, ctx: Ctx, o: { seat: number; inst: number; add: { label: string; value: number }; need: number; below: string }): boolean {
  const dice = roll2d6(q.s.rng);
  const total = dice[0] + dice[1] + o.add.value;
  const below = total < o.need;
  ctx.events.push({ type: 'roll', purpose: 'cardEffect', seat: o.seat, inst: o.inst, card: q.s.cardOf[o.inst], dice, mods: [o.add], total, need: o.need, result: below ? o.below : 'stays', why: q.card.name });
  return below;
}

/** A player's unused general influence, as a roll modifier. */
function unusedInfluence(s: GameState, seat: number): { label: string; value: number } {
  return { label: 'unused general influence', value: unusedGeneralInfluence(s, seat) };
}

/** A hazard creature attack (or strikes) by this seat on the company, with no attacking company. */
function attackCompany(s: GameState, co: Company, attackerSeat: number, attack: Omit<Attack, 'source' | 'attackers' | 'attackerSeat' | 'defenderSeat' | 'companyId' | 'attackerCompanyId' | 'killMp'>, killMp: number, ctx: Ctx, each?: boolean): void {
  startCombat(s, { source: 'creature', ...attack, attackers: [], attackerSeat, defenderSeat: co.owner, companyId: co.id, attackerCompanyId: null, killMp }, [], ctx, each);
}

/** The card is in a discard pile (it was cancelled or discarded since it was targeted). */
function inDiscard(s: GameState, inst: number): boolean {
  return Object.values(s.sets).some((z) => z && Object.values(z.discards).some((d) => d.includes(inst)));
}

/** Every strike of the current attack is assigned to the given characters in turn and won on a roll of 12. */
function defeatAttack(k: ScenarioKit, chars: number[]): void {
  k.passAll();
  for (const ch of chars) if (combatOf(k).stage === 'defenderAssign') k.act(0, { type: 'assignStrike', target: ch });
  for (const slot of [...combatOf(k).slots]) {
    k.rig([6, 6]);
    k.act(0, { type: 'resolveStrike', target: slot.target, stayUntapped: false });
  }
}

/** A custom effect on the company whose movement/hazard phase it is. */
function onConcernedCompany(label: string, run: (q: Query, ctx: Ctx, co: Company) => void): Effect {
  return {
    do: 'custom',
    label,
    run: (q, ctx) => {
      const co = concerned(q);
      if (co) run(q, ctx, co);
    },
  };
}

/** A custom effect on the target character, if he is still in play in a company. */
function onTargetInCompany(label: string, run: (q: Query, ctx: Ctx, t: { inst: number; ch: CharState; co: Company }) => void): Effect {
  return {
    do: 'custom',
    label,
    run: (q, ctx) => {
      const inst = q.target as number;
      const ch = q.s.chars[inst];
      const co = companyOfChar(q.s, inst);
      if (ch && co) run(q, ctx, { inst, ch, co });
    },
  };
}

/** Played on a character of the moving company who fits these conditions. */
function onCompanyCharacter(...where: Predicate[]): PlaySpec {
  return { side: 'hazard', windows: ['hazard'], target: { kind: 'character', side: 'company', where } };
}

/** +1 strikes and +1 prowess to each attack of these races; with Doors of Night, +1 more to those of the `dark` races. */
function plusOne(races: string[], dark: string[], stats: ('strikes' | 'prowess')[] = ['strikes', 'prowess']): StaticEffect[] {
  return [...stats.map((stat) => ({ on: 'attack' as const, races, stat, delta: 1 })), ...stats.map((stat) => ({ on: 'attack' as const, races: dark, stat, delta: 1, when: doorsOfNight }))];
}

/** The hazard player passes: the company's movement/hazard phase ends, and it is at this site. */
function passedTo(k: ScenarioKit, companyId: string, site: string, what: string): void {
  k.act(1, { type: 'passHazards' });
  k.equal(k.companyById(companyId).site, k.siteId(site), what);
}

/** Played in a movement/hazard phase, the card stays in play; "Cannot be duplicated": not playable while one is in play. */
function staysUnique(name: string, ...more: Effect[]): Pick<CardDef, 'play' | 'effects'> {
  return { play: { side: 'hazard', windows: ['hazard'], requires: [{ is: 'notInPlay', names: [name] }] }, effects: [{ do: 'stay' }, ...more] };
}

const discardWhenExhausted: Effect = {
  do: 'custom',
  label: 'discarded when any play deck is exhausted',
  run: (q) => {
    (q.s.discardOnExhaust ??= []).push(q.inst);
  },
};

/** The card, played in a company's movement/hazard phase, stays in play; a second copy in the hand cannot be played. */
function playedToStay(k: ScenarioKit, name: string, unique = 'it cannot be duplicated', o: MoveOptions & { names?: string[] } = {}): number {
  const { card, second } = movingWithHazard(k, name, o.names ?? ['Aragorn II'], { ...o, copies: 2 });
  k.play(1, card);
  k.equal(k.where(card), 'playArea', name);
  k.expect(!k.canPlay(1, second), unique);
  return card;
}

function staysInPlay(name: string, unique?: string): Scenario {
  return { title: 'played in a movement/hazard phase, it stays in play; a second copy cannot be played', run: (k) => void playedToStay(k, name, unique) };
}

/** The play deck of this seat's set runs out as he draws: the card in play is discarded. */
function exhaustDiscards(k: ScenarioKit, card: number, seat: number, name: string): void {
  const zones = seat === 0 ? k.s.sets.wizard : k.s.sets.ringwraith;
  if (!zones) throw new Error(`no ${seat === 0 ? 'Wizard' : 'Ringwraith'} set`);
  zones.decks.play.splice(0);
  zones.discards.play.push(k.spawn('Wolves', seat));
  drawCards(k.s, seat, 1, { events: [] });
  k.equal(k.where(card), 'discard', `${name} after the play deck is exhausted`);
}

/** With the event in play (and Doors of Night), the creature's attack has these strikes and prowess more than its card. */
function bonusScenario(title: string, name: string, creature: string, strikes: number, prowess: number, doors = false): Scenario {
  return {
    title,
    run: (k) => {
      k.inPlay(1, name);
      if (doors) k.inPlay(1, 'Doors of Night');
      const f = attackFigures(k, creature);
      k.equal(f.strikes, f.baseStrikes + strikes, 'strikes');
      k.equal(f.prowess, f.baseProwess + prowess, 'prowess');
    },
  };
}

/** The number of hazards played against the hazard limit in the movement/hazard phase at the top of the stack (`anywhere` on it); -1 outside one. */
function hazardsPlayed(k: ScenarioKit, anywhere = false): number {
  const mh = anywhere ? k.s.stack.find((x) => x.kind === 'mhHazards') : k.top();
  return mh?.kind === 'mhHazards' ? mh.played : -1;
}

/** Cards put in the hazard player's discard pile (his set's play deck discards); returns them in order. */
function discarded(k: ScenarioKit, ...names: string[]): number[] {
  const insts = names.map((n) => k.spawn(n, 1));
  (k.s.sets.ringwraith?.discards.play as number[]).push(...insts);
  return insts;
}

/** A company at Lórien (Wold & Foothills, named by no Ahunt) moving through this region. */
function movingThrough(k: ScenarioKit, region: string): string {
  const { id } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas', 'Bilbo'], 'Lórien');
  k.movement(id, 'Rivendell', [region]);
  return id;
}

/**
 * A Dragon's "Ahunt" long-event: any company moving in these regions (more with Doors of Night)
 * faces one Dragon attack as its movement/hazard phase begins, a hazard creature attack by the hazard player.
 */
function ahunt(o: { name: string; text: string; regions: string[]; dark: string[]; coastal?: boolean; strikes: number; prowess: number; body: number; attackerChooses: boolean }): CardDef {
  const base = o.regions.map(nameKey);
  const dark = o.dark.map(nameKey);
  const hit = (s: GameState, r: string): boolean => base.includes(r) || (doorsOfNight(s) && (dark.includes(r) || (Boolean(o.coastal) && s.catalog.regions[r]?.type === 'c')));
  return {
    name: o.name,
    text: o.text,
    play: { side: 'hazard', windows: ['hazard'] },
    effects: [{ do: 'stay' }],
    static: [
      {
        on: 'mhStart',
        run: (s, companyId, ctx) => {
          const co = company(s, companyId);
          if (!co?.dest) return;
          const origin = regionOf(s.catalog, co.site);
          if (![origin, ...co.dest.regions].some((r) => r && hit(s, r))) return;
          attackCompany(s, co, s.turn.firstHazard, { label: `${o.name}: Dragon`, creature: null, strikes: o.strikes, prowess: o.prowess, body: o.body, attackerChooses: o.attackerChooses }, 0, ctx);
        },
      },
    ],
    scenarios: [
      {
        title: 'played in a movement/hazard phase, it stays in play; it is unique',
        run: (k) => void playedToStay(k, o.name, 'a second copy cannot be played'),
      },
      {
        title: `a company moving in ${o.regions[0]} faces a Dragon attack of ${o.strikes} strikes at ${o.prowess}/${o.body}; one moving in ${o.dark[0]} does not`,
        run: (k) => {
          k.inPlay(1, o.name);
          movingThrough(k, o.regions[0] as string);
          const a = combatOf(k).attack;
          k.equal(a.strikes, o.strikes, 'strikes');
          k.equal(a.prowess, o.prowess, 'prowess');
          k.equal(a.body, o.body, 'body');
          k.equal(a.attackerChooses, o.attackerChooses, 'attacker chooses defending characters');
          k.equal(a.source, 'creature', 'a hazard creature attack');
          k.s.stack = [];
          movingThrough(k, o.dark[0] as string);
          k.expect(!k.s.stack.some((x) => x.kind === 'combat'), `no attack in ${o.dark[0]} without Doors of Night`);
        },
      },
      {
        title: `with Doors of Night in play, a company moving in ${o.dark[o.dark.length - 1]} faces the attack too`,
        run: (k) => {
          k.inPlay(1, o.name);
          k.inPlay(1, 'Doors of Night');
          movingThrough(k, o.dark[o.dark.length - 1] as string);
          k.equal(combatOf(k).attack.strikes, o.strikes, 'the Dragon attack');
        },
      },
    ],
  };
}

export const HAZARD_EVENTS: CardDef[] = [
  {
    name: 'Doors of Night',
    text: 'Environment. When Doors of Night is played, all resource environment cards in play are immediately discarded, and all resource environment effects are canceled. Cannot be duplicated.',
    play: { side: 'hazard', windows: ['hazard'], requires: [{ is: 'notInPlay', names: ['Doors of Night'] }] },
    effects: [
      { do: 'stay' },
      {
        do: 'custom',
        label: 'resource environment cards in play are discarded',
        run: (q, ctx) => {
          const { s } = q;
          // Resource environment effects are the continuous effects of those cards (statics.ts): they end as the cards leave play.
          for (const p of s.players)
            for (const inst of [...p.playArea]) {
              const c = cardOf(s, inst);
              if (c.type === 'Resource' && c.keywords.includes('Environment')) {
                removeFrom(p.playArea, inst);
                delete s.eventTurn[inst];
                ctx.events.push({ type: 'effect', effect: 'discard', inst, card: q.card.id, target: s.cardOf[inst] });
                toDiscard(s, inst, ctx);
              }
            }
        },
      },
    ],
    scenarios: [
      {
        title: 'Doors of Night discards Gates of Morning and stays in play; a second copy cannot be played',
        run: (k) => {
          let gates = -1;
          playedToStay(k, 'Doors of Night', 'Doors of Night cannot be duplicated', { names: ['Aragorn II', 'Bilbo'], before: () => (gates = k.inPlay(0, 'Gates of Morning')) });
          k.equal(k.where(gates), 'discard', 'Gates of Morning');
        },
      },
    ],
  },
  {
    name: 'Minions Stir',
    text: 'The number of strikes and prowess of each Orc and Troll attack are each increased by one (by two for Orc attacks if Doors of Night is in play). Cannot be duplicated.',
    ...staysUnique('Minions Stir'),
    static: plusOne(['Orc', 'Troll'], ['Orc']),
    scenarios: [
      staysInPlay('Minions Stir', 'Minions Stir cannot be duplicated'),
      bonusScenario('an Orc attack gets +1 strike and +1 prowess', 'Minions Stir', 'Orc-watch', 1, 1),
      bonusScenario('with Doors of Night in play, an Orc attack gets +2 strikes and +2 prowess', 'Minions Stir', 'Orc-watch', 2, 2, true),
      bonusScenario('a Wolf attack is not changed', 'Minions Stir', 'Wolves', 0, 0),
    ],
  },
  {
    name: 'Wake of War',
    text: 'The number of strikes and prowess of each Wolf, Spider, and Animal attack are each increased by one (by two for Wolf attacks if Doors of Night is in play). Cannot be duplicated.',
    ...staysUnique('Wake of War'),
    static: plusOne(['Wolf', 'Wolves', 'Spider', 'Animal'], ['Wolf', 'Wolves']),
    scenarios: [
      staysInPlay('Wake of War', 'Wake of War cannot be duplicated'),
      bonusScenario('a Wolf attack gets +1 strike and +1 prowess, +2 each with Doors of Night', 'Wake of War', 'Wolves', 1, 1),
      bonusScenario('with Doors of Night in play, a Wolf attack gets +2 strikes and +2 prowess', 'Wake of War', 'Wolves', 2, 2, true),
      bonusScenario('an Orc attack is not changed', 'Wake of War', 'Orc-watch', 0, 0),
    ],
  },
  {
    name: 'Dragon-sickness',
    text: 'Playable on a character bearing a major or greater item. Character makes a corruption check modified by -1.',
    play: onCompanyCharacter(
      {
        is: 'custom',
        label: 'bears a major or greater item (not a Ringwraith)',
        test: (q) => q.target !== null && cardOf(q.s, q.target).race !== 'Ringwraith' && (q.s.chars[q.target]?.items ?? []).some((i) => ['major', 'greater'].includes(cardOf(q.s, i).itemClass ?? '')),
      },
    ),
    effects: [{ do: 'corruptionCheck', who: 'target', modifier: -1 }],
    scenarios: [
      {
        title: 'the bearer of a major item makes a corruption check at -1; a character without one cannot be targeted',
        run: (k) => {
          const { chars, card } = movingWithHazard(k, 'Dragon-sickness', ['Aragorn II', 'Bilbo'], { before: ([aragorn]) => k.item(aragorn as number, 'Glamdring') });
          const [aragorn, bilbo] = chars as [number, number];
          k.expect(!k.canPlay(1, card, bilbo), 'Bilbo bears no major item');
          k.rig([6, 6]);
          k.play(1, card, aragorn);
          const roll = rolls(k.events, 'corruption')[0];
          k.expect(roll !== undefined, 'a corruption check is made');
          k.equal(roll?.inst, aragorn, 'who checks');
          const mods = (roll?.mods ?? []) as { value: number }[];
          k.expect(mods.some((m) => m.value === -1), 'the check is modified by -1');
          k.equal(k.where(card), 'discard', 'Dragon-sickness');
        },
      },
    ],
  },
  {
    name: 'Lost in Free-domains',
    text: 'Playable on a company moving with a Free-domain [{f}] in its site path. The company may do nothing during its site phase.',
    play: {
      side: 'hazard',
      windows: ['hazard'],
      requires: [{ is: 'custom', label: 'moving with a Free-domain in its site path', test: (q) => pathTypes(q.s, concerned(q)).includes('f') }],
    },
    effects: [
      {
        do: 'custom',
        label: 'the company may do nothing during its site phase',
        run: (q) => {
          const co = concerned(q);
          if (co && !q.s.turn.siteDone.includes(co.id)) q.s.turn.siteDone.push(co.id);
        },
      },
    ],
    scenarios: [
      {
        title: 'a company moving through The Shire can do nothing in its site phase',
        run: (k) => {
          const { id, card } = movingWithHazard(k, 'Lost in Free-domains', ['Aragorn II', 'Bilbo'], { from: 'Bree', to: 'Bag End', regions: ['The Shire'] });
          k.play(1, card);
          k.equal(k.where(card), 'discard', 'Lost in Free-domains');
          k.expect(k.s.turn.siteDone.includes(id), 'the company has no site phase');
          k.phase('site');
          k.refused(0, { type: 'enterSite', companyId: id });
        },
      },
      {
        title: 'not playable on a company whose site path has no Free-domain',
        run: (k) => {
          const { card } = movingWithHazard(k, 'Lost in Free-domains', ['Aragorn II', 'Bilbo']);
          k.expect(!k.canPlay(1, card), 'Rhudaur and Arthedain are Wildernesses');
        },
      },
    ],
  },
  {
    name: 'Seized by Terror',
    text: "Playable on a non-Wizard character, non-Ringwraith character moving in a Shadow-land [{s}] or Dark-domain [{d}]. Target character's player makes a roll and adds character's mind. If the result is less than 12, that character splits off into a different company. This new company immediately returns to his original company's site of origin.",
    play: onCompanyCharacter(
      { is: 'custom', label: 'a non-Wizard, non-Ringwraith character', test: notRingwraithOrWizard },
      { is: 'custom', label: 'moving in a Shadow-land or Dark-domain', test: (q) => pathTypes(q.s, concerned(q)).some((t) => t === 's' || t === 'd') },
    ),
    effects: [
      onTargetInCompany('roll + mind: below 12 the character splits off and returns to the site of origin', (q, ctx, { inst, ch, co }) => {
        const { s } = q;
        const card = cardOf(s, inst);
        const split = rollBelow(q, ctx, { seat: ch.owner, inst, add: { label: `${card.name}'s mind`, value: card.mind ?? 0 }, need: 12, below: 'splits off' });
        if (!split || co.chars.length < 2) return;
        // His followers stay with him (a follower must be in his controller's company).
        const moving = [inst, ...co.chars.filter((c) => s.chars[c]?.followerOf === inst)];
        if (moving.length === co.chars.length) return;
        const id = `c${s.nextCompany++}`;
        for (const c of moving) {
          removeFrom(co.chars, c);
          (s.chars[c] as { company: string }).company = id;
        }
        s.companies.push({ id, owner: co.owner, chars: moving, site: co.site, dest: null, siteTapped: false, entered: false });
        s.turn.mhDone.push(id);
        ctx.events.push({ type: 'effect', effect: 'custom', label: `${card.name} splits off and returns to the site of origin`, card: q.card.id });
        // A follower leaving his controller's company comes under general influence, or is discarded if it cannot hold him.
        if (ch.followerOf !== null && !moving.includes(ch.followerOf)) {
          ch.followerOf = null;
          if (usedGeneralInfluence(s, ch.owner) > GENERAL_INFLUENCE) removeCharacter(s, inst, 'discarded', ctx);
        }
      }),
    ],
    scenarios: [
      {
        title: 'a low roll splits the character off into a new company at the site of origin; a high roll does nothing',
        run: (k) => {
          const { id, chars, card: first, second } = movingWithHazard(k, 'Seized by Terror', ['Aragorn II', 'Bilbo'], { to: 'Mount Gram', regions: ['Angmar'], copies: 2 });
          const [aragorn, bilbo] = chars as [number, number];
          k.rig([1, 1]);
          k.play(1, first, bilbo);
          const co = k.companyOf(bilbo);
          k.expect(co !== undefined && co.id !== id, 'Bilbo is in a new company');
          k.equal(co?.site, k.companyById(id).site, 'the new company is at the site of origin');
          k.equal(co?.dest ?? null, null, 'the new company does not move');
          k.expect(k.companyById(id).chars.includes(aragorn) && !k.companyById(id).chars.includes(bilbo), 'Aragorn moves on alone');
          k.rig([6, 6]);
          k.play(1, second, aragorn);
          k.equal(k.companyOf(aragorn)?.id, id, 'Aragorn (mind 9, roll 12) stays');
        },
      },
      {
        title: 'not playable on a company moving only through Wildernesses',
        run: (k) => {
          const { chars, card } = movingWithHazard(k, 'Seized by Terror', ['Aragorn II', 'Bilbo']);
          k.expect(!k.canPlay(1, card, chars[1]), 'no Shadow-land or Dark-domain in the site path');
        },
      },
    ],
  },
  {
    name: 'Muster Disperses',
    text: "Playable on a faction. The faction's player makes a roll. The faction is discarded if the result plus his unused general influence is less than 11.",
    play: { side: 'hazard', windows: ['hazard'], target: { kind: 'cardInPlay', match: { type: 'Resource', subtypes: ['Faction'], opponents: true } } },
    effects: [
      {
        do: 'custom',
        label: "roll + unused general influence: below 11 the faction is discarded",
        run: (q, ctx) => {
          const { s } = q;
          const inst = q.target as number;
          const owner = s.players.find((p) => p.playArea.includes(inst));
          if (!owner) return;
          if (!rollBelow(q, ctx, { seat: owner.seat, inst, add: unusedInfluence(s, owner.seat), need: 11, below: 'discarded' })) return;
          removeFrom(owner.playArea, inst);
          toDiscard(s, inst, ctx);
        },
      },
    ],
    scenarios: [
      {
        title: 'with no unused general influence, a roll of 2 discards the faction; a roll of 12 keeps it',
        run: (k) => {
          let faction = -1;
          const { card: first, second } = movingWithHazard(k, 'Muster Disperses', ['Aragorn II', 'Gimli', 'Bilbo'], { copies: 2, before: () => (faction = k.inPlay(0, 'Rangers of the North')) });
          k.expect(!k.canPlay(1, first, k.inPlay(1, 'Minions Stir')), 'not playable on a non-faction');
          k.rig([6, 6]);
          k.play(1, first, faction);
          k.equal(k.where(faction), 'playArea', 'the faction after a roll of 12');
          k.rig([1, 1]);
          k.play(1, second, faction);
          k.equal(k.where(faction), 'discard', 'the faction after a roll of 2');
        },
      },
    ],
  },
  {
    name: 'Full of Froth and Rage',
    text: 'All Spider and Animal attacks receive +2 prowess. Discard if a Spider or Animal attack is defeated. Cannot be duplicated.',
    ...staysUnique('Full of Froth and Rage'),
    static: [
      { on: 'attack', races: ['Spider', 'Animal'], stat: 'prowess', delta: 2 },
      { on: 'attackDefeated', races: ['Spider', 'Animal'] },
    ],
    scenarios: [
      staysInPlay('Full of Froth and Rage'),
      {
        title: 'a Spider attack gets +2 prowess (not an Orc attack); when the Spiders are defeated the card is discarded',
        run: (k) => {
          const card = k.inPlay(1, 'Full of Froth and Rage');
          const orcs = attackFigures(k, 'Orc-watch');
          k.equal(orcs.prowess, orcs.baseProwess, 'Orc-watch prowess');
          k.s.stack = [];
          const { id, chars } = k.company(0, ['Aragorn II', 'Gimli'], 'Rivendell');
          k.creatureAttack(id, 'Giant Spiders');
          k.equal(combatOf(k).attack.prowess, (k.card('Giant Spiders', 1).prowess ?? 0) + 2, 'Giant Spiders prowess');
          defeatAttack(k, chars);
          k.expect(!k.s.stack.some((x) => x.kind === 'combat'), 'the attack is over');
          k.equal(k.where(card), 'discard', 'Full of Froth and Rage after the Spiders are defeated');
        },
      },
    ],
  },
  {
    name: 'Rank upon Rank',
    // Arda has no hazard agents: every Man attack is a non-agent one.
    text: 'All non-agent Man attacks receive +1 prowess and +1 strikes. If Doors of Night is in play, all Giant attacks also receive these bonuses. Discard this card when such an affected attack (automatic, hazard creature, or otherwise) is defeated. Cannot be duplicated.',
    ...staysUnique('Rank upon Rank'),
    static: [
      ...plusOne(['Man', 'Men'], ['Giant'], ['prowess', 'strikes']),
      { on: 'attackDefeated', races: ['Man', 'Men'] },
      { on: 'attackDefeated', races: ['Giant'], when: doorsOfNight },
    ],
    scenarios: [
      staysInPlay('Rank upon Rank'),
      {
        title: 'a Man attack gets +1 strike and +1 prowess; when it is defeated the card is discarded',
        run: (k) => {
          const card = k.inPlay(1, 'Rank upon Rank');
          const { id, chars } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas'], 'Rivendell');
          k.creatureAttack(id, 'Brigands');
          const base = k.card('Brigands', 1);
          k.equal(combatOf(k).attack.strikes, base.strikes + 1, 'Brigands strikes');
          k.equal(combatOf(k).attack.prowess, (base.prowess ?? 0) + 1, 'Brigands prowess');
          defeatAttack(k, chars);
          k.equal(k.where(card), 'discard', 'Rank upon Rank after the Brigands are defeated');
        },
      },
      {
        title: 'a Giant attack gets the bonuses only with Doors of Night in play',
        run: (k) => {
          k.inPlay(1, 'Rank upon Rank');
          const plain = attackFigures(k, 'Giant');
          k.equal(plain.strikes, plain.baseStrikes, 'Giant strikes without Doors of Night');
          k.equal(plain.prowess, plain.baseProwess, 'Giant prowess without Doors of Night');
          k.s.stack = [];
          k.inPlay(1, 'Doors of Night');
          const dark = attackFigures(k, 'Giant');
          k.equal(dark.strikes, dark.baseStrikes + 1, 'Giant strikes with Doors of Night');
          k.equal(dark.prowess, dark.baseProwess + 1, 'Giant prowess with Doors of Night');
        },
      },
    ],
  },
  {
    name: 'Twilight',
    // "At any point during any player's turn": in every window the engine opens (a player who is not active acts in chains and in movement/hazard phases).
    text: 'Environment. One environment card (in play or declared earlier in the same chain of effects) is canceled and discarded. Twilight may also be played as a resource, may be played at any point during any player\u2019s turn and does not count against the hazard limit.',
    play: {
      side: 'hazard',
      eitherSide: true,
      windows: ['organization', 'longEvent', 'site', 'endTurn', 'movementHazard', 'hazard', 'attack', 'strike', 'response'],
      hazardLimit: false,
      target: { kind: 'cardInPlayOrChain', match: { keywords: ['Environment'] } },
      requires: [{ is: 'custom', label: 'the environment card has not left play', test: (q) => q.target !== null && !inDiscard(q.s, q.target) }],
    },
    effects: [{ do: 'discardTarget' }],
    scenarios: [
      {
        title: 'the hazard player discards Gates of Morning without using the hazard limit; the resource player discards Doors of Night',
        run: (k) => {
          const { id } = k.company(0, ['Aragorn II'], 'Rivendell');
          const gates = k.inPlay(0, 'Gates of Morning');
          const twilight = k.hand(1, 'Twilight');
          k.movement(id, 'Bree', ['Arthedain'], 2);
          k.play(1, twilight, gates);
          k.equal(k.where(gates), 'discard', 'Gates of Morning');
          k.equal(k.where(twilight), 'discard', 'Twilight');
          k.equal(hazardsPlayed(k), 0, 'hazards played against the limit');
          k.phase('organization');
          const doors = k.inPlay(1, 'Doors of Night');
          const mine = k.hand(0, 'Twilight');
          k.play(0, mine, doors);
          k.equal(k.where(doors), 'discard', 'Doors of Night');
        },
      },
      {
        title: 'Twilight cancels Doors of Night declared earlier in the same chain; no target without an environment',
        run: (k) => {
          const { id } = k.company(0, ['Aragorn II'], 'Rivendell');
          const doors = k.hand(1, 'Doors of Night');
          const twilight = k.hand(0, 'Twilight');
          k.movement(id, 'Bree', ['Arthedain']);
          k.expect(!k.canPlay(0, twilight), 'no environment in play');
          k.act(1, { type: 'playCard', inst: doors, target: null });
          k.expect(k.canPlay(0, twilight, doors), 'Doors of Night in the chain is a target');
          k.play(0, twilight, doors);
          k.equal(k.where(doors), 'discard', 'Doors of Night');
          k.expect(!k.s.players[1]?.playArea.includes(doors), 'Doors of Night never comes into play');
        },
      },
    ],
  },
  {
    name: 'Call of Home',
    text: "Playable on a non-Ringwraith, non-Wizard character not bearing The One Ring. The character's player makes a roll. The character returns to his player\u2019s hand if the result plus his player\u2019s unused general influence is less than 10. Any one item held by the removed character may automatically be transferred to another character in his company (all other non-follower cards he controls are discarded).",
    play: onCompanyCharacter(
      { is: 'custom', label: 'a non-Wizard, non-Ringwraith character', test: notRingwraithOrWizard },
      { is: 'custom', label: 'not bearing The One Ring', test: (q) => q.target !== null && !(q.s.chars[q.target]?.items ?? []).some((i) => cardOf(q.s, i).ringKind === 'one') },
    ),
    // "Returns to his player's hand": in Arda characters are played from the face-up roving characters, turned up from the
    // Character deck ("Return the unused characters to the Roving Character Deck"; "These characters are roving and may be
    // played by any player as if from hand", Arda Revised §3): he is shuffled into the Character deck, after his player has
    // chosen the item kept (phases/keepItem.ts), not put in the Play hand, where no character can be played.
    effects: [
      onTargetInCompany('roll + unused general influence: below 10 the character returns to the Character deck', (q, ctx, { inst, ch }) => {
        const { s } = q;
        const seat = ch.owner;
        if (!rollBelow(q, ctx, { seat, inst, add: unusedInfluence(s, seat), need: 10, below: 'returns to the Character deck' })) return;
        leavePlayKeepingItem(s, inst, q.card.name, ctx);
      }),
    ],
    scenarios: [
      {
        title: 'with no unused general influence a roll of 2 sends the character home, his item passing to a companion; a roll of 12 does not',
        run: (k) => {
          let sword = -1;
          const { id, chars, card: first, second } = movingWithHazard(k, 'Call of Home', ['Aragorn II', 'Gimli', 'Bilbo'], { copies: 2, before: ([aragorn]) => (sword = k.item(aragorn as number, 'Glamdring')) });
          const [aragorn, gimli, bilbo] = chars as [number, number, number];
          k.rig([6, 6]);
          k.play(1, first, gimli);
          k.expect(k.companyById(id).chars.includes(gimli), 'Gimli stays after a roll of 12');
          k.rig([1, 1]);
          k.play(1, second, aragorn);
          // His player chooses the item kept and who takes it (phases/keepItem.ts).
          k.expect(k.top()?.kind === 'keepItem' && actor(k.s) === 0, "Aragorn's player chooses the item kept");
          k.refused(0, { type: 'keepItem', item: sword, to: aragorn });
          k.act(0, { type: 'keepItem', item: sword, to: bilbo });
          // (The scenario's set has no other character: he is turned face up at once, among the roving characters.)
          k.expect(k.s.sets.wizard?.faceUp.character.includes(aragorn) ?? false, 'Aragorn II is back among the roving characters');
          k.expect(!k.s.players[0]?.hand.includes(aragorn), 'not in the Play hand');
          k.expect(!k.companyById(id).chars.includes(aragorn), 'Aragorn has left the company');
          k.expect(k.s.chars[bilbo]?.items.includes(sword) ?? false, 'Glamdring passes to Bilbo, as chosen');
          k.expect(k.top()?.kind === 'mhHazards', 'back to the hazard play');
        },
      },
      {
        title: 'a character without items goes to the Character deck at once; his player may keep no item',
        run: (k) => {
          const { id, chars, card: first, second } = movingWithHazard(k, 'Call of Home', ['Gimli', 'Legolas', 'Glorfindel II'], { copies: 2, before: ([, legolas]) => k.item(legolas as number, 'Dagger of Westernesse') });
          const [gimli, legolas, glorfindel] = chars as [number, number, number];
          k.rig([1, 1]);
          k.play(1, first, gimli);
          const roving = () => k.s.sets.wizard?.faceUp.character ?? [];
          k.expect(roving().includes(gimli), 'Gimli, without items, at once');
          k.expect(k.top()?.kind === 'mhHazards', 'no decision');
          const dagger = k.s.chars[legolas]?.items[0] as number;
          k.rig([1, 1]);
          k.play(1, second, legolas);
          k.act(0, { type: 'keepItem', item: null, to: null });
          k.expect(roving().includes(legolas), 'Legolas');
          k.equal(k.where(dagger), 'discard', 'his dagger, not kept, is discarded');
          k.expect(k.s.chars[glorfindel]?.items.length === 0 && k.companyById(id).chars.length === 1, 'Glorfindel II alone, with nothing');
        },
      },
      {
        title: 'not playable on a Wizard',
        run: (k) => {
          const { chars, card } = movingWithHazard(k, 'Call of Home', ['Gandalf', 'Bilbo']);
          k.expect(!k.canPlay(1, card, chars[0]), 'Gandalf is a Wizard');
          k.expect(k.canPlay(1, card, chars[1]), 'Bilbo can be called home');
        },
      },
    ],
  },
  {
    name: 'Plague of Wights',
    text: 'The prowess of all Undead attacks is increased by one. Additionally, if Doors of Night is in play, the number of strikes for each Undead attack is doubled. Cannot be duplicated.',
    ...staysUnique('Plague of Wights'),
    static: [
      { on: 'attack', races: ['Undead'], stat: 'prowess', delta: 1 },
      { on: 'attack', races: ['Undead'], stat: 'strikes', delta: 0, double: true, when: doorsOfNight },
    ],
    scenarios: [
      staysInPlay('Plague of Wights'),
      {
        title: 'an Undead attack gets +1 prowess, its strikes unchanged; an Orc attack is not changed',
        run: (k) => {
          k.inPlay(1, 'Plague of Wights');
          const f = attackFigures(k, 'Ghouls');
          k.equal(f.prowess, f.baseProwess + 1, 'Ghouls prowess');
          k.equal(f.strikes, f.baseStrikes, 'Ghouls strikes');
          k.s.stack = [];
          const orcs = attackFigures(k, 'Orc-watch');
          k.equal(orcs.prowess, orcs.baseProwess, 'Orc-watch prowess');
        },
      },
      {
        title: 'with Doors of Night in play, the strikes of an Undead attack are doubled',
        run: (k) => {
          k.inPlay(1, 'Plague of Wights');
          k.inPlay(1, 'Doors of Night');
          const f = attackFigures(k, 'Ghouls');
          k.equal(f.strikes, f.baseStrikes * 2, 'Ghouls strikes');
          k.equal(f.prowess, f.baseProwess + 1, 'Ghouls prowess');
        },
      },
    ],
  },
  {
    name: 'The Moon Is Dead',
    text: 'All Undead attacks receive +1 strike and +1 prowess. All Undead automatic-attacks are duplicated (i. e., each must be faced twice, including all modifications). Discard this card when an Undead attack is defeated. Cannot be duplicated.',
    ...staysUnique('The Moon Is Dead'),
    static: [
      { on: 'attack', races: ['Undead'], stat: 'strikes', delta: 1 },
      { on: 'attack', races: ['Undead'], stat: 'prowess', delta: 1 },
      { on: 'autoAttackTwice', races: ['Undead'] },
      { on: 'attackDefeated', races: ['Undead'] },
    ],
    scenarios: [
      staysInPlay('The Moon Is Dead'),
      {
        title: "Barrow-downs' Undead automatic-attack is faced twice, with +1 strike and +1 prowess",
        run: (k) => {
          const plain = k.company(0, ['Aragorn II', 'Gimli', 'Legolas'], 'Barrow-downs');
          k.enterSite(plain.id);
          k.equal(combatOf(k).queue.length, 0, 'without the card, one automatic-attack');
          const auto = k.card('Barrow-downs').autoAttacks[0];
          k.s.stack = [];
          k.s.turn.siteDone = [];
          k.inPlay(1, 'The Moon Is Dead');
          const { id } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas'], 'Barrow-downs');
          k.enterSite(id);
          const c = combatOf(k);
          k.equal(c.queue.length, 1, 'the automatic-attack waiting to be faced again');
          k.equal(c.attack.strikes, (auto?.strikes ?? 0) + 1, 'strikes');
          k.equal(c.attack.prowess, (auto?.prowess ?? 0) + 1, 'prowess');
        },
      },
      {
        title: 'discarded when an Undead attack is defeated',
        run: (k) => {
          const card = k.inPlay(1, 'The Moon Is Dead');
          const { id, chars } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas'], 'Rivendell');
          k.creatureAttack(id, 'Barrow-wight');
          k.equal(combatOf(k).attack.strikes, 2, 'Barrow-wight strikes');
          defeatAttack(k, chars);
          k.equal(k.where(card), 'discard', 'The Moon Is Dead');
        },
      },
    ],
  },
  ahunt({
    name: 'Eärcaraxë Ahunt',
    text: 'Unique. Any company moving in Andrast Coast, Bay of Belfalas, Eriadoran Coast, and/or Andrast faces one Dragon attack (considered a hazard creature attack) — 3 strikes at 15/6 (attacker chooses defending characters). If Doors of Night is in play, this attack also affects: Old Pûkel-land, Enedhwaith, Anfalas, and any Coastal Sea [{c}] region (or region type).',
    regions: ['Andrast Coast', 'Bay of Belfalas', 'Eriadoran Coast', 'Andrast'],
    dark: ['Old Pûkel-land', 'Enedhwaith', 'Anfalas', 'Elven Shores'],
    coastal: true,
    strikes: 3,
    prowess: 15,
    body: 6,
    attackerChooses: true,
  }),
  ahunt({
    name: 'Itangast Ahunt',
    text: 'Unique. Any company moving in Withered Heath, Northern Rhovanion, Iron Hills, and/or Grey Mountain Narrows faces one Dragon attack (considered a hazard creature attack) — 4 strikes at 16/7. If Doors of Night is in play, this attack also affects: Southern Rhovanion, Dorwinion, Heart of Mirkwood, and Woodland Realm.',
    regions: ['Withered Heath', 'Northern Rhovanion', 'Iron Hills', 'Grey Mountain Narrows'],
    dark: ['Southern Rhovanion', 'Dorwinion', 'Heart of Mirkwood', 'Woodland Realm'],
    strikes: 4,
    prowess: 16,
    body: 7,
    attackerChooses: false,
  }),
  ahunt({
    name: 'Scorba Ahunt',
    text: 'Unique. Any company moving in Forochel, Angmar, and/or Gundabad faces one Dragon attack (considered a hazard creature attack) — 4 strikes at 10/7 (attacker chooses defending characters). If Doors of Night is in play, this attack also affects: Númeriador, Arthedain, and Rhudaur.',
    regions: ['Forochel', 'Angmar', 'Gundabad'],
    dark: ['Númeriador', 'Arthedain', 'Rhudaur'],
    strikes: 4,
    prowess: 10,
    body: 7,
    attackerChooses: true,
  }),
  ahunt({
    name: 'Bairanax Ahunt',
    text: 'Unique. Any company moving in Withered Heath, Gundabad, Anduin Vales, and/or Grey Mountain Narrows faces one Dragon attack (considered a hazard creature attack) — 3 strikes at 12/6 (attacker chooses defending characters). If Doors of Night is in play, this attack also affects: Northern Rhovanion, Iron Hills, Southern Rhovanion, and Angmar.',
    regions: ['Withered Heath', 'Gundabad', 'Anduin Vales', 'Grey Mountain Narrows'],
    dark: ['Northern Rhovanion', 'Iron Hills', 'Southern Rhovanion', 'Angmar'],
    strikes: 3,
    prowess: 12,
    body: 6,
    attackerChooses: true,
  }),
  ahunt({
    name: 'Scatha Ahunt',
    text: 'Unique. Any company moving in Withered Heath, Woodland Realm, Northern Rhovanion, and/or Grey Mountain Narrows faces one Dragon attack (considered a hazard creature attack) — 4 strikes at 13/8. If Doors of Night is in play, this attack also affects: Anduin Vales, Western Mirkwood, Heart of Mirkwood, and Gundabad.',
    regions: ['Withered Heath', 'Woodland Realm', 'Northern Rhovanion', 'Grey Mountain Narrows'],
    dark: ['Anduin Vales', 'Western Mirkwood', 'Heart of Mirkwood', 'Gundabad'],
    strikes: 4,
    prowess: 13,
    body: 8,
    attackerChooses: false,
  }),
  {
    name: 'Snowstorm',
    text: 'Environment. Playable if Doors of Night is in play. Each moving company with a Wilderness [{w}] in its site path must return to its site of origin. Cannot be duplicated.',
    play: { side: 'hazard', windows: ['hazard'], requires: [{ is: 'inPlay', names: ['Doors of Night'] }, { is: 'notInPlay', names: ['Snowstorm'] }] },
    effects: [{ do: 'stay' }],
    static: [
      {
        on: 'mhEnd',
        run: (s, companyId, ctx) => {
          const co = company(s, companyId);
          if (!co?.dest || !pathTypes(s, co).includes('w')) return;
          ctx.events.push({ type: 'effect', effect: 'custom', label: 'Snowstorm: the company returns to its site of origin', companyId });
          co.dest = null;
        },
      },
    ],
    scenarios: [
      {
        title: 'not playable without Doors of Night; with it, a company moving through a Wilderness stays at its site of origin',
        run: (k) => {
          const { id, card } = movingWithHazard(k, 'Snowstorm');
          k.expect(!k.canPlay(1, card), 'Doors of Night is not in play');
          k.inPlay(1, 'Doors of Night');
          const origin = k.companyById(id).site;
          k.play(1, card);
          k.equal(k.where(card), 'playArea', 'Snowstorm');
          k.expect(!k.canPlay(1, k.hand(1, 'Snowstorm')), 'Snowstorm cannot be duplicated');
          k.act(1, { type: 'passHazards' });
          k.equal(k.companyById(id).site, origin, 'the company is back at Rivendell');
          k.equal(k.companyById(id).dest, null, 'it no longer moves');
        },
      },
      {
        title: 'a company moving only through Free-domains arrives',
        run: (k) => {
          k.inPlay(1, 'Doors of Night');
          k.inPlay(1, 'Snowstorm');
          const { id } = k.company(0, ['Aragorn II'], 'Grey Havens');
          k.movement(id, 'Bag End', ['The Shire']);
          passedTo(k, id, 'Bag End', 'the company arrives at Bag End');
        },
      },
    ],
  },
  {
    name: 'Tidings of Bold Spies',
    text: 'Playable on a company moving to a site with an automatic-attack. This card creates one or more attacks on the company, the total of which duplicates exactly (including modifications) all automatic-attacks at the site. These attacks must be faced immediately and are not considered automatic-attacks.',
    play: {
      side: 'hazard',
      windows: ['hazard'],
      requires: [
        {
          is: 'custom',
          label: 'moving to a site with an automatic-attack',
          test: (q) => {
            const co = concerned(q);
            return Boolean(co?.dest && (q.s.catalog.cards[co.dest.site]?.autoAttacks.length ?? 0) > 0);
          },
        },
      ],
    },
    effects: [
      {
        do: 'custom',
        label: "the company faces copies of the site's automatic-attacks",
        run: (q, ctx) => {
          const co = concerned(q);
          const site = co?.dest ? q.s.catalog.cards[co.dest.site] : undefined;
          if (!co || !site) return;
          const [first, ...rest] = site.autoAttacks;
          if (!first) return;
          // Modifications to automatic-attacks of these races apply to the copies as well (startCombat applies them).
          const attack = { ...autoAttackToAttack(first, q.seat, co.owner, co.id, site.name), source: 'creature' as const };
          startCombat(q.s, attack, rest, ctx, first.eachCharacter);
        },
      },
    ],
    scenarios: [
      {
        title: "a company moving to Barrow-downs faces a copy of its Undead automatic-attack, not an automatic-attack; not playable on a company moving to Bree",
        run: (k) => {
          const { card } = movingWithHazard(k, 'Tidings of Bold Spies', ['Aragorn II', 'Gimli', 'Legolas'], { from: 'Bree', to: 'Barrow-downs', regions: ['Cardolan'] });
          const auto = k.card('Barrow-downs').autoAttacks[0];
          k.play(1, card);
          const a = combatOf(k).attack;
          k.equal(a.source, 'creature', 'not an automatic-attack');
          k.equal(a.strikes, auto?.strikes, 'strikes');
          k.equal(a.prowess, auto?.prowess, 'prowess');
          k.equal(k.where(card), 'discard', 'Tidings of Bold Spies');
          k.s.stack = [];
          const other = k.company(0, ['Bilbo'], 'Rivendell');
          const second = k.hand(1, 'Tidings of Bold Spies');
          k.movement(other.id, 'Bree', ['Arthedain']);
          k.expect(!k.canPlay(1, second), 'Bree has no automatic-attack');
        },
      },
      {
        title: 'at a site with two automatic-attacks, both copies are faced, one after the other',
        run: (k) => {
          const siteId = k.siteId('Dol Guldur');
          const site = k.s.catalog.cards[siteId];
          k.equal(site?.autoAttacks.length, 2, "Dol Guldur's automatic-attacks");
          const { id, chars } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas', 'Bilbo', 'Frodo'], 'Lórien');
          k.companyById(id).dest = { site: siteId, regions: [] };
          k.s.stack = [{ kind: 'mhSelect' }];
          k.act(0, { type: 'startCompanyMH', companyId: id });
          k.play(1, k.hand(1, 'Tidings of Bold Spies'));
          const [one, two] = site?.autoAttacks ?? [];
          k.equal(combatOf(k).attack.strikes, one?.strikes, 'the first copy');
          k.equal(combatOf(k).queue.length, 1, 'the second waits');
          defeatAttack(k, chars);
          const next = combatOf(k);
          k.equal(next.attack.source, 'creature', 'the second copy is not an automatic-attack either');
          k.equal(next.attack.strikes, two?.strikes, 'the second copy');
        },
      },
    ],
  },
  {
    name: 'Exhalation of Decay',
    text: 'Playable on an Undead hazard creature in your discard pile. If target Undead can attack, bring it into play as a creature that attacks immediately (not counting against the hazard limit). The attack\u2019s prowess is modified by -1.',
    play: {
      side: 'hazard',
      windows: ['hazard'],
      target: { kind: 'inDiscard', match: { type: 'Hazard', subtypes: ['Creature'] } },
      requires: [
        {
          is: 'custom',
          label: 'an Undead creature still in the discard pile that can attack the company',
          test: (q) => {
            const co = concerned(q);
            if (q.target === null || !co || !inDiscard(q.s, q.target)) return false;
            const c = cardOf(q.s, q.target);
            return c.race === 'Undead' && isKeyed(q.s, co, c);
          },
        },
      ],
    },
    effects: [
      {
        do: 'custom',
        label: 'the Undead attacks at -1 prowess',
        run: (q, ctx) => {
          const { s } = q;
          const co = concerned(q);
          const inst = q.target;
          if (!co || inst === null) return;
          const zones = s.sets[player(s, q.seat).alignment];
          for (const pile of Object.values(zones?.discards ?? {})) removeFrom(pile, inst);
          const c = cardOf(s, inst);
          attackCompany(s, co, q.seat, { label: c.name, creature: inst, strikes: c.strikes, prowess: (c.prowess ?? 0) - 1, body: c.body, attackerChooses: c.attackerChooses }, c.mp, ctx, c.strikesEach);
        },
      },
    ],
    scenarios: [
      {
        title: 'Ghouls come back from the discard pile and attack a company moving through Angmar at -1 prowess',
        run: (k) => {
          const { card } = movingWithHazard(k, 'Exhalation of Decay', ['Aragorn II', 'Gimli', 'Legolas', 'Bilbo', 'Frodo'], { to: 'Mount Gram', regions: ['Angmar'] });
          // (Put in the discard pile after the movement draws, which would reshuffle it into an empty play deck.)
          const [ghouls, orcs] = discarded(k, 'Ghouls', 'Orc-watch') as [number, number];
          k.expect(!k.canPlay(1, card, orcs), 'Orc-watch is no Undead');
          k.play(1, card, ghouls);
          const a = combatOf(k).attack;
          k.equal(a.creature, ghouls, 'the attacking creature');
          k.equal(a.prowess, (k.card('Ghouls', 1).prowess ?? 0) - 1, 'prowess');
          k.expect(!(k.s.sets.ringwraith?.discards.play as number[]).includes(ghouls), 'Ghouls left the discard pile');
          k.equal(hazardsPlayed(k, true), 1, 'only Exhalation of Decay counts against the hazard limit');
        },
      },
      {
        title: 'not playable when the Undead cannot attack the company (moving through Wildernesses only)',
        run: (k) => {
          const { card } = movingWithHazard(k, 'Exhalation of Decay');
          const [ghouls] = discarded(k, 'Ghouls') as [number];
          k.expect(!k.canPlay(1, card, ghouls), 'Ghouls are not keyed to Rhudaur and Arthedain');
        },
      },
    ],
  },
  // --- w5: remaining hazard events ---
  {
    name: 'Veils Flung Away',
    text: 'Playable on a company moving in a Wilderness [{w}], Border-land [{b}], or Free-domain [{f}] if Doors of Night is not in play; does not count against the hazard limit. Make a body check modified by -1 for each character. Determine if each Orc or Troll character is discarded as indicated on their cards. Otherwise, the body checks have no effect unless an untapped character fails his check, in which case he becomes tapped.',
    play: {
      side: 'hazard',
      windows: ['hazard'],
      hazardLimit: false,
      requires: [
        { is: 'custom', label: 'Doors of Night is not in play', test: (q) => !doorsOfNight(q.s) },
        { is: 'custom', label: 'moving in a Wilderness, Border-land or Free-domain', test: (q) => pathTypes(q.s, concerned(q)).some((t) => t === 'w' || t === 'b' || t === 'f') },
      ],
    },
    effects: [
      onConcernedCompany('a body check at -1 for each character: an untapped character who fails it taps; Orcs and Trolls are discarded as their cards say', (q, ctx, co) => {
        const { s } = q;
        for (const inst of [...co.chars]) {
          if (!s.chars[inst]) continue;
          const card = cardOf(s, inst);
          const body = bodyOf(s, inst);
          const dice = roll2d6(s.rng);
          const total = dice[0] + dice[1] - 1;
          const failed = total > body;
          const discard = raceMatches(card.race, ['Orc', 'Troll']) && selfBodyCheckDiscard(s, inst).includes(total);
          ctx.events.push({ type: 'roll', purpose: 'bodyCheck', seat: q.seat, inst, dice, mods: [{ label: q.card.name, value: -1 }], total, body, against: body, againstLabel: 'body', result: discard ? 'discarded' : failed ? 'fails' : 'passes', why: q.card.name });
          if (discard) removeCharacter(s, inst, 'discarded', ctx);
          else if (failed && statusOf(s, inst) === 'untapped') {
            setStatus(s, inst, 'tapped');
            ctx.events.push({ type: 'effect', effect: 'tap', inst, card: q.card.id });
          }
        }
      }),
    ],
    scenarios: [
      {
        title: 'each character makes a body check at -1: the untapped one who fails taps, the one who passes does not; no hazard limit used',
        run: (k) => {
          const { id, chars } = k.company(0, ['Aragorn II', 'Bilbo', 'Gimli'], 'Rivendell');
          const [aragorn, bilbo, gimli] = chars as [number, number, number];
          k.setStatus(gimli, 'wounded');
          const card = k.hand(1, 'Veils Flung Away');
          k.movement(id, 'Bree', ['Arthedain']);
          k.rig([6, 6, 1, 1, 6, 6]);
          k.play(1, card);
          const checks = rolls(k.events, 'bodyCheck');
          k.equal(checks.length, 3, 'body checks');
          k.equal(checks[0]?.total, 11, "Aragorn's check (12 - 1)");
          k.equal(k.s.status[aragorn], 'tapped', 'Aragorn II fails (11 > 9) and taps');
          k.equal(k.s.status[bilbo], undefined, 'Bilbo passes (1) and stays untapped');
          k.equal(k.s.status[gimli], 'wounded', 'a wounded character who fails is not otherwise affected');
          k.expect(k.companyById(id).chars.length === 3, 'nobody leaves the company');
          k.equal(hazardsPlayed(k), 0, 'hazards played against the limit');
          k.equal(k.where(card), 'discard', 'Veils Flung Away');
        },
      },
      {
        title: 'an Orc character is discarded on the result his card names (Orc Veteran: 8)',
        run: (k) => {
          const { id, chars } = k.company(0, ['Orc Veteran', 'Bilbo'], 'Rivendell');
          const [orc, bilbo] = chars as [number, number];
          k.movement(id, 'Bree', ['Arthedain']);
          k.rig([4, 5, 4, 5]);
          k.play(1, k.hand(1, 'Veils Flung Away'));
          k.equal(k.where(orc), 'discard', 'Orc Veteran after a body check of 8');
          k.equal(k.where(bilbo), 'inPlay', 'Bilbo (a check of 8 is no Orc result for him)');
        },
      },
      {
        title: 'not playable with Doors of Night in play, nor on a company moving only through Shadow-lands and Dark-domains',
        run: (k) => {
          const { card } = movingWithHazard(k, 'Veils Flung Away');
          k.expect(k.canPlay(1, card), 'playable on a company moving through Wildernesses');
          k.inPlay(1, 'Doors of Night');
          k.expect(!k.canPlay(1, card), 'Doors of Night is in play');
          k.s.stack = [];
          k.s.players[1]?.playArea.splice(0);
          const other = k.company(0, ['Gimli'], 'Minas Morgul');
          k.movement(other.id, 'Barad-dûr', ['Gorgoroth']);
          k.expect(!k.canPlay(1, card), 'Imlad Morgul and Gorgoroth are no Wilderness, Border-land or Free-domain');
        },
      },
    ],
  },
  {
    // Arda has no sideboards: the hazard comes from the player's discard pile (his set's Play deck discards).
    // "You may do this twice" with Doors of Night: the second hazard is the one most recently discarded (besides the target).
    name: 'An Unexpected Outpost',
    text: 'Bring one hazard from your sideboard or discard pile into your play deck and shuffle. If Doors of Night is in play, you may do this twice.',
    play: {
      side: 'hazard',
      windows: ['hazard'],
      target: { kind: 'inDiscard', match: { type: 'Hazard' } },
      requires: [{ is: 'custom', label: 'the hazard is still in the discard pile', test: (q) => q.target !== null && inDiscard(q.s, q.target) }],
    },
    effects: [
      {
        do: 'custom',
        label: 'the hazard (two with Doors of Night) goes from the discard pile into the play deck, which is shuffled',
        run: (q, ctx) => {
          const { s } = q;
          const zones = s.sets[player(s, q.seat).alignment];
          if (!zones || q.target === null) return;
          const moved = [q.target];
          if (doorsOfNight(s)) {
            const second = [...zones.discards.play].reverse().find((i) => i !== q.target && cardOf(s, i).type === 'Hazard');
            if (second !== undefined) moved.push(second);
          }
          for (const inst of moved) {
            for (const pile of Object.values(zones.discards)) removeFrom(pile, inst);
            zones.decks.play.push(inst);
            ctx.events.push({ type: 'effect', effect: 'custom', label: `${cardOf(s, inst).name} goes back into the play deck`, card: q.card.id });
          }
          shuffleInPlace(s.rng, zones.decks.play);
        },
      },
    ],
    scenarios: [
      {
        title: 'a hazard goes from the discard pile into the play deck; a resource in the discard pile is no target',
        run: (k) => {
          const { card } = movingWithHazard(k, 'An Unexpected Outpost');
          // (Put in the discard pile after the movement draws, which would reshuffle it into an empty play deck.)
          const [wolves, orcs, resource] = discarded(k, 'Wolves', 'Orc-watch', 'Concealment') as [number, number, number];
          k.expect(!k.canPlay(1, card, resource), 'Concealment is no hazard');
          k.play(1, card, wolves);
          k.equal(k.where(wolves), 'deck', 'Wolves');
          k.equal(k.where(orcs), 'discard', 'Orc-watch (once only without Doors of Night)');
          k.equal(k.where(card), 'discard', 'An Unexpected Outpost');
        },
      },
      {
        title: 'with Doors of Night in play, two hazards go back into the play deck',
        run: (k) => {
          const { card } = movingWithHazard(k, 'An Unexpected Outpost', ['Aragorn II'], { before: () => k.inPlay(1, 'Doors of Night') });
          const [wolves, orcs] = discarded(k, 'Wolves', 'Orc-watch') as [number, number];
          k.play(1, card, wolves);
          k.equal(k.where(wolves), 'deck', 'Wolves');
          k.equal(k.where(orcs), 'deck', 'Orc-watch');
        },
      },
    ],
  },
  {
    // The choice of use is made by when the card is played: during an attack on the target's company, the -1 prowess
    // (unless this use is already on him this turn, when he makes the corruption check); otherwise the corruption check.
    name: 'Weariness of the Heart',
    text: 'Playable on a character. The prowess of target character is modified by -1 until the end of the turn. This use cannot be duplicated on a given character. Alternatively, target character makes a corruption check.',
    play: { side: 'hazard', windows: ['hazard'], target: { kind: 'character', side: 'company' } },
    effects: [
      {
        do: 'custom',
        label: 'during an attack, -1 prowess until the end of the turn (not twice on a character); otherwise a corruption check',
        run: (q, ctx) => {
          const { s } = q;
          const inst = q.target;
          if (inst === null || !s.chars[inst]) return;
          const combat = s.stack.find((x) => x.kind === 'combat');
          const attacked = combat?.kind === 'combat' && combat.attack.companyId === s.chars[inst]?.company;
          if (attacked && !wearinessOn(s, inst, q.inst)) {
            s.mods.push({ inst, stat: 'prowess', delta: -1 });
            ctx.events.push({ type: 'effect', effect: 'modify', inst, stat: 'prowess', delta: -1, until: 'endOfTurn', card: q.card.id });
          } else requestCheck(s, { inst, modifier: 0, why: q.card.name, failure: 'byMargin' }, ctx);
        },
      },
    ],
    scenarios: [
      {
        title: 'played as an attack begins, the character gets -1 prowess until the end of the turn; a second copy on him is a corruption check instead',
        run: (k) => {
          const { id, chars } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas'], 'Rivendell');
          const [aragorn] = chars as [number];
          const before = k.s.mods.length;
          const card = k.hand(1, 'Weariness of the Heart');
          const second = k.hand(1, 'Weariness of the Heart');
          k.creatureAttack(id, 'Orc-watch');
          k.expect(k.canPlay(1, card, aragorn), 'playable on a character of the attacked company');
          k.play(1, card, aragorn);
          const mod = k.s.mods.slice(before).find((m) => m.inst === aragorn && m.stat === 'prowess');
          k.equal(mod?.delta, -1, "Aragorn's prowess modifier");
          k.equal(mod?.until, undefined, 'the modifier lasts until the end of the turn');
          k.expect(rolls(k.events, 'corruption').length === 0, 'no corruption check');
          // A second attack on the company later in the turn.
          k.s.stack = [];
          k.creatureAttack(id, 'Orc-watch');
          k.expect(k.canPlay(1, second, aragorn), 'the second copy, as the next attack begins');
          k.rig([6, 6]);
          k.play(1, second, aragorn);
          k.equal(k.s.mods.filter((m) => m.inst === aragorn && m.stat === 'prowess').length, 1, 'the -1 prowess is not duplicated');
          k.expect(rolls(k.events, 'corruption').some((e) => e.inst === aragorn), 'Aragorn makes a corruption check');
        },
      },
      {
        title: 'played in the movement/hazard phase outside an attack, the character makes a corruption check; not playable on a character of another company',
        run: (k) => {
          const { id, chars } = k.company(0, ['Aragorn II', 'Bilbo'], 'Rivendell');
          const [, bilbo] = chars as [number, number];
          const elsewhere = k.company(0, ['Gimli'], 'Bree');
          k.item(bilbo, 'Glamdring');
          const card = k.hand(1, 'Weariness of the Heart');
          k.movement(id, 'Bree', ['Arthedain']);
          k.expect(!k.canPlay(1, card, elsewhere.chars[0]), 'Gimli is in another company');
          k.rig([1, 1]);
          k.play(1, card, bilbo);
          const roll = rolls(k.events, 'corruption')[0];
          k.equal(roll?.inst, bilbo, 'who checks');
          k.expect(!k.s.mods.some((m) => m.inst === bilbo && m.stat === 'prowess'), 'no prowess modifier');
          k.equal(k.where(card), 'discard', 'Weariness of the Heart');
        },
      },
    ],
  },
  returnUnlessRanger({
    name: 'Long Winter',
    text: 'Environment. Each moving company that has at least two Wildernesses [{w}] in its site path must return to its site of origin unless it contains a ranger. Additionally, if Doors of Night is in play, each non-Haven/non-Darkhaven site in play with at least two Wildernesses [{w}] in its site path is tapped. Cannot be duplicated.',
    path: (types) => types.filter((t) => t === 'w').length >= 2,
    heroOnly: false,
    scenarios: [
      {
        title: 'a company moving through two Wildernesses without a ranger returns to its site of origin; one with a ranger arrives (its site untapped without Doors of Night); a second copy cannot be played',
        run: (k) => {
          const { id, card, second } = movingWithHazard(k, 'Long Winter', ['Gimli', 'Bilbo'], { copies: 2 });
          k.play(1, card);
          k.equal(k.where(card), 'playArea', 'Long Winter');
          k.expect(!k.canPlay(1, second), 'Long Winter cannot be duplicated');
          passedTo(k, id, 'Rivendell', 'the company is back at Rivendell');
          const ranger = k.company(0, ['Aragorn II', 'Bilbo'], 'Rivendell');
          k.movement(ranger.id, 'Bree', ['Arthedain']);
          passedTo(k, ranger.id, 'Bree', 'the company with a ranger arrives at Bree');
          k.equal(k.companyById(ranger.id).siteTapped, false, 'Bree is not tapped without Doors of Night');
        },
      },
      {
        title: 'a company moving through one Wilderness or none arrives',
        run: (k) => {
          k.inPlay(1, 'Long Winter');
          const { id } = k.company(0, ['Gimli'], 'Grey Havens');
          k.movement(id, 'Bag End', ['The Shire']);
          passedTo(k, id, 'Bag End', 'the company arrives at Bag End');
        },
      },
      {
        title: 'with Doors of Night in play, Bree ({w}{w}) is tapped as the company arrives, Weathertop as Long Winter comes into play; Rivendell is a Haven',
        run: (k) => {
          k.inPlay(1, 'Doors of Night');
          const still = k.company(0, ['Gimli'], 'Weathertop');
          const haven = k.company(0, ['Frodo'], 'Rivendell');
          const { id } = k.company(0, ['Aragorn II', 'Bilbo'], 'Rivendell');
          k.movement(id, 'Bree', ['Arthedain']);
          k.play(1, k.hand(1, 'Long Winter'));
          k.equal(k.companyById(still.id).siteTapped, true, 'Weathertop is tapped');
          k.equal(k.companyById(haven.id).siteTapped, false, 'Rivendell is not tapped');
          passedTo(k, id, 'Bree', 'the company with a ranger arrives');
          k.equal(k.companyById(id).siteTapped, true, 'Bree is tapped');
          k.phase('site');
          k.refused(0, { type: 'enterSite', companyId: id });
        },
      },
    ],
  }),
  returnUnlessRanger({
    name: 'Foul Fumes',
    text: 'Environment. Each moving company that has a Shadow-land [{s}] or a Dark-domain [{d}] in its site path must return to its site of origin unless it contains a ranger. Additionally, if Doors of Night is in play, each non-Haven site in play with a Shadow-land [{s}] or a Dark-domain [{d}] in its site path is tapped. This card has no effect on a minion player. Cannot be duplicated.',
    path: (types) => types.some((t) => t === 's' || t === 'd'),
    heroOnly: true,
    scenarios: [
      {
        title: 'a company moving through a Shadow-land without a ranger returns to its site of origin; one with a ranger arrives; a second copy cannot be played',
        run: (k) => {
          const { id, card, second } = movingWithHazard(k, 'Foul Fumes', ['Gimli', 'Bilbo'], { to: 'Mount Gram', regions: ['Angmar'], copies: 2 });
          k.play(1, card);
          k.equal(k.where(card), 'playArea', 'Foul Fumes');
          k.expect(!k.canPlay(1, second), 'Foul Fumes cannot be duplicated');
          passedTo(k, id, 'Rivendell', 'the company is back at Rivendell');
          const ranger = k.company(0, ['Aragorn II'], 'Rivendell');
          k.movement(ranger.id, 'Mount Gram', ['Angmar']);
          passedTo(k, ranger.id, 'Mount Gram', 'the company with a ranger arrives');
          k.equal(k.companyById(ranger.id).siteTapped, false, 'Mount Gram is not tapped without Doors of Night');
          const wild = k.company(0, ['Gimli'], 'Rivendell');
          k.movement(wild.id, 'Bree', ['Arthedain']);
          passedTo(k, wild.id, 'Bree', 'a company moving through Wildernesses only arrives');
        },
      },
      {
        title: 'with Doors of Night in play, Mount Gram ({w}{s}) is tapped as the company with a ranger arrives',
        run: (k) => {
          k.inPlay(1, 'Doors of Night');
          k.inPlay(1, 'Foul Fumes');
          const { id } = k.company(0, ['Aragorn II'], 'Rivendell');
          k.movement(id, 'Mount Gram', ['Angmar']);
          passedTo(k, id, 'Mount Gram', 'the company arrives');
          k.equal(k.companyById(id).siteTapped, true, 'Mount Gram is tapped');
        },
      },
      {
        title: 'no effect on a minion player: his company moves through Imlad Morgul and Gorgoroth to Barad-dûr, its site untapped',
        run: (k) => {
          k.s.turn.active = 1;
          k.s.turn.firstHazard = 0;
          k.inPlay(0, 'Doors of Night');
          k.inPlay(0, 'Foul Fumes');
          const { id } = k.company(1, ['Ill-favoured Fellow'], 'Minas Morgul');
          k.movement(id, 'Barad-dûr', ['Gorgoroth']);
          k.act(0, { type: 'passHazards' });
          k.equal(k.companyById(id).site, k.siteId('Barad-dûr', 1), 'the minion company arrives');
          k.equal(k.companyById(id).siteTapped, false, 'Barad-dûr is not tapped');
        },
      },
    ],
  }),
  incite({
    name: 'Incite Denizens',
    text: 'Playable on a Ruins & Lairs [{R}]. An additional automatic-attack is created at the site until the end of the turn. This is an exact duplicate (including all existing and eventual modifications to prowess, etc.) of an existing automatic-attack at the site of your choice. This automatic-attack is faced immediately following its original. Cannot be duplicated on a given site.',
    types: ['R'],
    scenarios: [
      {
        title: "a company moving to Weathertop faces its Wolves automatic-attack twice; a second copy cannot be played on the site; not playable on a company moving to Bree",
        run: (k) => {
          const { id, chars, card, second } = movingWithHazard(k, 'Incite Denizens', ['Aragorn II', 'Gimli', 'Legolas'], { to: 'Weathertop', regions: ['Arthedain'], copies: 2 });
          k.play(1, card);
          k.equal(k.where(card), 'discard', 'Incite Denizens');
          k.expect(!k.canPlay(1, second), 'cannot be duplicated on Weathertop');
          k.act(1, { type: 'passHazards' });
          const auto = k.card('Weathertop').autoAttacks[0];
          k.enterSite(id);
          const c = combatOf(k);
          k.equal(c.attack.source, 'auto', 'an automatic-attack');
          k.equal(c.queue.length, 1, 'the duplicate waits to be faced next');
          k.equal(c.queue[0]?.strikes, auto?.strikes, "the duplicate's strikes");
          k.equal(c.queue[0]?.prowess, auto?.prowess, "the duplicate's prowess");
          defeatAttack(k, chars);
          k.equal(combatOf(k).attack.source, 'auto', 'the duplicate is an automatic-attack too');
          const other = k.company(0, ['Bilbo'], 'Rivendell');
          k.s.stack = [];
          k.movement(other.id, 'Bree', ['Arthedain']);
          k.expect(!k.canPlay(1, k.hand(1, 'Incite Denizens')), 'Bree is a Border-hold');
        },
      },
    ],
  }),
  incite({
    name: 'Incite Defenders',
    text: 'Playable on a Border-hold [{B}] or Free-hold [{F}]. An additional automatic-attack is created at the site until the end of the turn. This is an exact duplicate (including all existing and eventual modifications to prowess, etc.) of an existing automatic-attack of your choice at the site. This automatic-attack is faced immediately following its original. Cannot be duplicated on a given site.',
    types: ['B', 'F'],
    scenarios: [
      {
        title: "a company at Raider-hold faces its Men automatic-attack twice; not playable on a company moving to Weathertop (Ruins & Lairs)",
        run: (k) => {
          const { id, card } = movingWithHazard(k, 'Incite Defenders', ['Aragorn II', 'Gimli', 'Legolas', 'Faramir'], { from: 'Raider-hold', to: null });
          k.play(1, card);
          k.expect(!k.canPlay(1, k.hand(1, 'Incite Defenders')), 'cannot be duplicated on Raider-hold');
          k.enterSite(id);
          const auto = k.card('Raider-hold').autoAttacks[0];
          const c = combatOf(k);
          k.equal(c.queue.length, 1, 'the duplicate waits to be faced next');
          k.equal(c.queue[0]?.strikes, auto?.strikes, "the duplicate's strikes");
          const other = k.company(0, ['Bilbo'], 'Rivendell');
          k.s.stack = [];
          k.movement(other.id, 'Weathertop', ['Arthedain']);
          k.expect(!k.canPlay(1, k.hand(1, 'Incite Defenders')), 'Weathertop is no Border-hold or Free-hold');
        },
      },
    ],
  }),
  {
    // The creature type announced is taken as the type most of the player's creature cards in hand have (Nazgûl, Undead and Dragons excluded; the first on ties).
    name: 'Two or Three Tribes Present',
    text: 'Playable on a company moving with at least two Wildernesses [{w}], one Shadow-land [{s}], or one Dark-domain [{d}] in their site path. When played, announce a creature type except Nazgûl, Undead, or Dragons (like Orcs, Men, Slayers, Drakes, etc.). For this turn, any hazard creatures of this type played against target company do not count against the hazard limit.',
    play: {
      side: 'hazard',
      windows: ['hazard'],
      requires: [
        {
          is: 'custom',
          label: 'moving with two Wildernesses, a Shadow-land or a Dark-domain in its site path',
          test: (q) => {
            const types = pathTypes(q.s, concerned(q));
            return types.filter((t) => t === 'w').length >= 2 || types.some((t) => t === 's' || t === 'd');
          },
        },
      ],
    },
    effects: [
      onConcernedCompany('creatures of the announced type played against the company this turn do not count against the hazard limit', (q, ctx, co) => {
        const { s } = q;
        const counts = new Map<string, number>();
        for (const inst of player(s, q.seat).hand) {
          const c = cardOf(s, inst);
          if (c.type !== 'Hazard' || !/Creature/.test(c.subtype ?? '') || !c.race || raceMatches(c.race, ['Nazgûl', 'Undead', 'Dragon'])) continue;
          counts.set(c.race, (counts.get(c.race) ?? 0) + 1);
        }
        let race: string | null = null;
        for (const [r, n] of counts) if (race === null || n > (counts.get(race) ?? 0)) race = r;
        if (race === null) return;
        (s.turn.freeCreatures ??= []).push({ companyId: co.id, race });
        ctx.events.push({ type: 'effect', effect: 'custom', label: `${q.card.name}: ${race} announced`, card: q.card.id });
      }),
    ],
    scenarios: [
      {
        title: 'Wolves announced (Undead cannot be): a Wolves attack on the company does not count against the hazard limit',
        run: (k) => {
          const { id } = k.company(0, ['Aragorn II', 'Gimli'], 'Rivendell');
          const card = k.hand(1, 'Two or Three Tribes Present');
          k.hand(1, 'Ghouls');
          k.hand(1, 'Ghouls');
          const wolves = k.hand(1, 'Wolves');
          k.movement(id, 'Bree', ['Arthedain']);
          k.play(1, card);
          k.equal(k.s.turn.freeCreatures?.[0]?.race, k.card('Wolves', 1).race, 'the type announced');
          const played = () => hazardsPlayed(k, true);
          k.equal(played(), 1, 'Two or Three Tribes Present counts against the limit');
          k.act(1, { type: 'playCreature', inst: wolves });
          k.expect(k.s.stack.some((x) => x.kind === 'combat'), 'the Wolves attack');
          k.equal(played(), 1, 'the Wolves do not count');
        },
      },
      {
        title: 'not playable on a company moving through a single Wilderness',
        run: (k) => {
          const { card } = movingWithHazard(k, 'Two or Three Tribes Present', ['Aragorn II'], { to: 'Ettenmoors' });
          k.expect(!k.canPlay(1, card), 'Rhudaur alone is one Wilderness');
        },
      },
    ],
  },
  {
    // Played on the site the company is moving to. Every company moving there this turn that has not yet arrived is affected;
    // the ranger's choice to tap and cancel the effect is taken for his player at once (an untapped ranger of the company taps).
    name: 'River',
    text: "Playable on a site. A company moving to this site this turn must do nothing during its site phase. A ranger in such a company may tap to cancel this effect, even at the start of his company's site phase.",
    play: { side: 'hazard', windows: ['hazard'], requires: [{ is: 'moving', value: true }] },
    effects: [
      {
        do: 'custom',
        label: 'each company moving to the site does nothing during its site phase, unless a ranger in it taps',
        run: (q, ctx) => {
          const { s } = q;
          const dest = concerned(q)?.dest?.site;
          const key = dest ? s.catalog.cards[dest]?.key : undefined;
          if (!key) return;
          for (const co of s.companies) {
            if (!co.dest || s.catalog.cards[co.dest.site]?.key !== key) continue;
            const ranger = co.chars.find((ch) => statusOf(s, ch) === 'untapped' && cardOf(s, ch).skills.includes('Ranger'));
            if (ranger !== undefined) {
              setStatus(s, ranger, 'tapped');
              ctx.events.push({ type: 'effect', effect: 'tap', inst: ranger, card: q.card.id });
              ctx.events.push({ type: 'effect', effect: 'custom', label: `River: ${cardOf(s, ranger).name} taps to cancel the effect`, card: q.card.id });
            } else if (!s.turn.siteDone.includes(co.id)) s.turn.siteDone.push(co.id);
          }
        },
      },
    ],
    scenarios: [
      {
        title: 'a company moving to Bree without a ranger does nothing in its site phase; not playable on a company that does not move',
        run: (k) => {
          const { id } = k.company(0, ['Gimli', 'Bilbo'], 'Rivendell');
          const still = k.company(0, ['Frodo'], 'Weathertop');
          const card = k.hand(1, 'River');
          k.movement(still.id, null);
          k.expect(!k.canPlay(1, card), 'the company at Weathertop does not move');
          k.s.stack = [];
          k.movement(id, 'Bree', ['Arthedain']);
          k.play(1, card);
          k.equal(k.where(card), 'discard', 'River');
          k.expect(k.s.turn.siteDone.includes(id), 'the company has no site phase');
          k.act(1, { type: 'passHazards' });
          k.phase('site');
          k.refused(0, { type: 'enterSite', companyId: id });
        },
      },
      {
        title: 'a ranger in the company taps to cancel the effect',
        run: (k) => {
          const { id, chars } = k.company(0, ['Aragorn II', 'Bilbo'], 'Rivendell');
          const [aragorn, bilbo] = chars as [number, number];
          k.movement(id, 'Bree', ['Arthedain']);
          k.play(1, k.hand(1, 'River'));
          k.equal(k.s.status[aragorn], 'tapped', 'Aragorn II (ranger) taps');
          k.equal(k.s.status[bilbo], undefined, 'Bilbo stays untapped');
          k.expect(!k.s.turn.siteDone.includes(id), 'the company keeps its site phase');
        },
      },
    ],
  },
  {
    // The region is chosen in the site path of the company whose movement/hazard phase it is (where the change can matter):
    // the first Wilderness not yet changed, else the first Border-land, else the first Shadow-land.
    name: 'Withered Lands',
    text: 'Environment. Playable if Doors of Night is in play. Treat one Wilderness [{w}] as two Wildernesses [{w}] or one Shadow-land [{s}] as two Wildernesses [{w}] or one Border-land [{b}] as two Wildernesses [{w}] until the end of the turn.',
    play: {
      side: 'hazard',
      windows: ['hazard'],
      requires: [
        { is: 'inPlay', names: ['Doors of Night'] },
        { is: 'custom', label: 'a Wilderness, Border-land or Shadow-land in the site path', test: (q) => witheredRegion(q) !== null },
      ],
    },
    effects: [
      {
        do: 'custom',
        label: 'one region of the site path counts as two Wildernesses until the end of the turn',
        run: (q, ctx) => {
          const r = witheredRegion(q);
          if (r === null) return;
          (q.s.turn.regionsAs ??= {})[r] = ['w', 'w'];
          ctx.events.push({ type: 'effect', effect: 'custom', label: `Withered Lands: ${r} counts as two Wildernesses this turn`, card: q.card.id });
        },
      },
    ],
    scenarios: [
      {
        title: 'Rhudaur counts as two Wildernesses: Trolls from the Mountains ({w}{w}{w}) can attack a company moving from Rivendell to Bree; not playable without Doors of Night',
        run: (k) => {
          const { id } = k.company(0, ['Aragorn II', 'Gimli'], 'Rivendell');
          const card = k.hand(1, 'Withered Lands');
          const trolls = k.hand(1, 'Trolls from the Mountains');
          k.movement(id, 'Bree', ['Arthedain']);
          const canAttack = () => k.legal(1).some((a) => (a.type === 'playCreature' || a.type === 'playCard') && a.inst === trolls);
          k.expect(!k.canPlay(1, card), 'Doors of Night is not in play');
          k.expect(!canAttack(), 'two Wildernesses are not enough for the Trolls');
          k.inPlay(1, 'Doors of Night');
          k.play(1, card);
          k.equal(k.where(card), 'discard', 'Withered Lands');
          k.expect(canAttack(), 'three Wildernesses key the Trolls');
          k.equal(pathTypes(k.s, k.companyById(id)).filter((t) => t === 'w').length, 3, 'Wildernesses in the site path');
        },
      },
      {
        title: 'not playable on a company moving only through Free-domains',
        run: (k) => {
          k.inPlay(1, 'Doors of Night');
          const { card } = movingWithHazard(k, 'Withered Lands', ['Gimli'], { from: 'Grey Havens', to: 'Bag End', regions: ['The Shire'] });
          k.expect(!k.canPlay(1, card), 'Lindon and The Shire are Free-domains');
        },
      },
    ],
  },
  {
    // Each player's choice ("may take one") is taken for him: the card longest in his set's discard pile.
    name: 'From the Pits of Angband',
    text: 'At the end of each turn, each player may take one unique Dragon manifestation or one Drake hazard creature from his discard pile and shuffle it into his play deck. Alternatively, if Doors of Night is in play, at the end of each turn, each player may return one unique Dragon manifestation and/or one Drake hazard creature from his discard pile to his hand. Cannot be duplicated.',
    ...staysUnique('From the Pits of Angband'),
    static: [
      {
        on: 'turnEnd',
        run: (s, ctx) => {
          const dark = doorsOfNight(s);
          for (const p of s.players) {
            if (p.out) continue;
            const zones = s.sets[p.alignment];
            if (!zones) continue;
            const pile = zones.discards.play;
            const manifestation = pile.find((i) => dragonManifestation(cardOf(s, i)));
            const drake = pile.find((i) => drakeCreature(cardOf(s, i)));
            const taken = dark ? [manifestation, drake] : [manifestation ?? drake];
            for (const inst of taken) {
              if (inst === undefined) continue;
              removeFrom(pile, inst);
              if (dark) p.hand.push(inst);
              else zones.decks.play.push(inst);
              ctx.events.push({ type: 'effect', effect: 'custom', label: `From the Pits of Angband: ${cardOf(s, inst).name} ${dark ? 'returns to the hand' : 'is shuffled into the play deck'}`, seat: p.seat });
            }
            if (!dark && taken.some((i) => i !== undefined)) shuffleInPlace(s.rng, zones.decks.play);
          }
        },
      },
    ],
    scenarios: [
      staysInPlay('From the Pits of Angband'),
      {
        title: 'at the end of the turn each player shuffles one Dragon manifestation or Drake from his discard pile into his play deck; other creatures stay',
        run: (k) => {
          k.inPlay(1, 'From the Pits of Angband');
          const ahunt = k.spawn('Smaug Ahunt', 1);
          const drake = k.spawn('Land-drake', 1);
          const wolves = k.spawn('Wolves', 1);
          const mine = k.spawn('Cave-drake', 0);
          k.s.sets.ringwraith?.discards.play.push(wolves, ahunt, drake);
          k.s.sets.wizard?.discards.play.push(mine);
          passTurn(k.s, { events: [] });
          k.equal(k.where(ahunt), 'deck', 'Smaug Ahunt');
          k.equal(k.where(drake), 'discard', 'Land-drake (one card only)');
          k.equal(k.where(wolves), 'discard', 'Wolves');
          k.equal(k.where(mine), 'deck', "the Wizard player's Cave-drake");
        },
      },
      {
        title: 'with Doors of Night in play, a Dragon manifestation and a Drake return to the hand',
        run: (k) => {
          k.inPlay(1, 'From the Pits of Angband');
          k.inPlay(1, 'Doors of Night');
          const ahunt = k.spawn('Smaug Ahunt', 1);
          const drake = k.spawn('Land-drake', 1);
          k.s.sets.ringwraith?.discards.play.push(ahunt, drake);
          passTurn(k.s, { events: [] });
          k.equal(k.where(ahunt), 'hand', 'Smaug Ahunt');
          k.equal(k.where(drake), 'hand', 'Land-drake');
          k.expect(k.s.players[1]?.hand.includes(drake) ?? false, "in the hazard player's hand");
        },
      },
    ],
  },
  {
    // The use, the player's choice, is taken from the position of the company whose movement/hazard phase it is: +2 prowess
    // to the strongest automatic-attack of its Ruins & Lairs site; else, with Doors of Night, a Wilderness of its site path
    // as a Shadow-land; else its Ruins & Lairs site as a Shadow-hold.
    name: 'Choking Shadows',
    text: 'Environment. Modify the prowess of one automatic-attack at a Ruins & Lairs [{R}] site by +2. Alternatively, if Doors of Night is in play, treat one Wilderness [{w}] as a Shadow-land [{s}] or one Ruins & Lairs [{R}] as a Shadow-hold [{S}] until the end of the turn. Cannot be duplicated.',
    play: {
      side: 'hazard',
      windows: ['hazard'],
      requires: [{ is: 'custom', label: 'an automatic-attack at a Ruins & Lairs, or Doors of Night and a Wilderness or Ruins & Lairs; not used yet this turn', test: (q) => chokingUse(q) !== null }],
    },
    effects: [
      {
        do: 'custom',
        label: '+2 prowess to an automatic-attack at a Ruins & Lairs, or a Wilderness as a Shadow-land, or a Ruins & Lairs as a Shadow-hold, this turn',
        run: (q, ctx) => {
          const { s } = q;
          const use = chokingUse(q);
          if (!use) return;
          (s.turn.effectsUsed ??= []).push(q.card.key);
          if (use.kind === 'autoAttack') (s.turn.autoAttackMods ??= []).push({ site: use.site.id, index: strongestAutoAttack(use.site), prowess: 2 });
          else if (use.kind === 'region') (s.turn.regionsAs ??= {})[use.region] = ['s'];
          else (s.turn.sitesAs ??= {})[use.site.key] = 'S';
          const what = use.kind === 'autoAttack' ? `an automatic-attack at ${use.site.name} gets +2 prowess` : use.kind === 'region' ? `${use.region} is a Shadow-land` : `${use.site.name} is a Shadow-hold`;
          ctx.events.push({ type: 'effect', effect: 'custom', label: `Choking Shadows: ${what} this turn`, card: q.card.id });
        },
      },
    ],
    scenarios: [
      {
        title: "Weathertop's Wolves automatic-attack gets +2 prowess; it cannot be duplicated; not playable on a company moving to Bree without Doors of Night",
        run: (k) => {
          const { id, card, second } = movingWithHazard(k, 'Choking Shadows', ['Aragorn II', 'Gimli', 'Legolas'], { to: 'Weathertop', regions: ['Arthedain'], copies: 2 });
          k.play(1, card);
          k.expect(!k.canPlay(1, second), 'it cannot be duplicated');
          k.act(1, { type: 'passHazards' });
          k.enterSite(id);
          const auto = k.card('Weathertop').autoAttacks[0];
          k.equal(combatOf(k).attack.prowess, (auto?.prowess ?? 0) + 2, 'the Wolves prowess');
          k.s.stack = [];
          k.s.turn.effectsUsed = [];
          const other = k.company(0, ['Bilbo'], 'Rivendell');
          k.movement(other.id, 'Bree', ['Arthedain']);
          k.expect(!k.canPlay(1, second), 'Bree is no Ruins & Lairs and Doors of Night is not in play');
        },
      },
      {
        title: 'with Doors of Night in play, a Wilderness of the site path is a Shadow-land this turn',
        run: (k) => {
          k.inPlay(1, 'Doors of Night');
          const { id } = k.company(0, ['Aragorn II'], 'Rivendell');
          k.movement(id, 'Bree', ['Arthedain']);
          k.play(1, k.hand(1, 'Choking Shadows'));
          k.equal(pathTypes(k.s, k.companyById(id)).join(''), 'sw', 'the site path (Rhudaur, Arthedain)');
        },
      },
      {
        title: 'with Doors of Night in play, a Ruins & Lairs without an automatic-attack is a Shadow-hold this turn: Orc-guard (keyed to a Shadow-hold) can attack there',
        run: (k) => {
          k.inPlay(1, 'Doors of Night');
          k.equal(k.card('Framsburg').autoAttacks.length, 0, "Framsburg's automatic-attacks");
          const { id } = k.company(0, ['Aragorn II'], 'Framsburg');
          const orcs = k.hand(1, 'Orc-guard');
          k.movement(id, null);
          const canAttack = () => k.legal(1).some((a) => (a.type === 'playCreature' || a.type === 'playCard') && a.inst === orcs);
          k.expect(!canAttack(), 'Orc-guard cannot attack at a Ruins & Lairs');
          k.play(1, k.hand(1, 'Choking Shadows'));
          k.equal(k.s.turn.sitesAs?.[k.card('Framsburg').key], 'S', 'Framsburg is a Shadow-hold');
          k.expect(canAttack(), 'Orc-guard can attack at a Shadow-hold');
        },
      },
    ],
  },
  {
    // The character who taps, his player's choice, is taken as the untapped one with the lowest prowess (the last on ties).
    name: 'Stench of Mordor',
    text: 'Environment. At the start of its site phase, each company at a site in a Dark-domain [{d}] (or Shadow-land [{s}], if Doors of Night is in play) must tap one untapped character if available. Discard when any play deck is exhausted. Cannot be duplicated.',
    ...staysUnique('Stench of Mordor', discardWhenExhausted),
    static: [
      {
        on: 'sitePhase',
        run: (s, ctx) => {
          const dark = doorsOfNight(s);
          for (const co of s.companies) {
            if (co.owner !== s.turn.active) continue;
            const region = s.catalog.cards[co.site]?.regionKey;
            const types = region ? (s.turn.regionsAs?.[region] ?? [s.catalog.regions[region]?.type]) : [];
            if (!types.includes('d') && !(dark && types.includes('s'))) continue;
            const untapped = co.chars.filter((ch) => statusOf(s, ch) === 'untapped');
            const who = untapped.reduce<number | undefined>((best, ch) => (best === undefined || (cardOf(s, ch).prowess ?? 0) <= (cardOf(s, best).prowess ?? 0) ? ch : best), undefined);
            if (who === undefined) continue;
            setStatus(s, who, 'tapped');
            ctx.events.push({ type: 'effect', effect: 'custom', label: `Stench of Mordor: ${cardOf(s, who).name} taps`, companyId: co.id });
          }
        },
      },
    ],
    scenarios: [
      {
        title: 'played in a movement/hazard phase, it stays in play; a second copy cannot be played; it is discarded when a play deck is exhausted',
        run: (k) => exhaustDiscards(k, playedToStay(k, 'Stench of Mordor'), 1, 'Stench of Mordor'),
      },
      {
        title: 'at the start of the site phase, a company at Barad-dûr (Dark-domain) taps one character; one at Bree does not',
        run: (k) => {
          k.inPlay(1, 'Stench of Mordor');
          const { id, chars } = k.company(0, ['Aragorn II', 'Bilbo'], 'Barad-dûr');
          const [aragorn, bilbo] = chars as [number, number];
          const bree = k.company(0, ['Gimli'], 'Bree');
          k.movement(id, null);
          k.act(1, { type: 'passHazards' });
          k.movement(bree.id, null);
          k.act(1, { type: 'passHazards' });
          k.equal(k.top()?.kind, 'siteSelect', 'the site phase');
          k.equal(k.s.status[bilbo], 'tapped', 'Bilbo (the lower prowess) taps');
          k.equal(k.s.status[aragorn], undefined, 'Aragorn II stays untapped');
          k.equal(k.s.status[bree.chars[0] as number], undefined, 'Gimli at Bree stays untapped');
        },
      },
      {
        title: 'a company at a site in a Shadow-land taps a character only with Doors of Night in play',
        run: (k) => {
          k.inPlay(1, 'Stench of Mordor');
          const { id, chars } = k.company(0, ['Aragorn II'], 'Mount Gram');
          k.movement(id, null);
          k.act(1, { type: 'passHazards' });
          k.equal(k.s.status[chars[0] as number], undefined, 'untapped without Doors of Night');
          k.s.turn.mhDone = [];
          k.inPlay(1, 'Doors of Night');
          k.movement(id, null);
          k.act(1, { type: 'passHazards' });
          k.equal(k.s.status[chars[0] as number], 'tapped', 'tapped with Doors of Night');
        },
      },
    ],
  },
  {
    // The players' choices are taken for them: each shuffles back the Man creature longest in his discard pile; at the end of an
    // opponent's long-event phase the card's player discards a Man creature from his hand if he has one, else this card.
    name: 'Thrice Outnumbered',
    text: 'Each player may take one Man hazard creature from his discard pile and shuffle it into his play deck at the end of each turn. Discard this card or a Man hazard creature from your hand at the end of opponent\u2019s long-event phase. Discard when any play deck is exhausted. Cannot be duplicated.',
    ...staysUnique('Thrice Outnumbered', discardWhenExhausted),
    static: [
      {
        on: 'turnEnd',
        run: (s, ctx) => {
          for (const p of s.players) {
            const zones = s.sets[p.alignment];
            const man = zones?.discards.play.find((i) => manCreature(cardOf(s, i)));
            if (p.out || !zones || man === undefined) continue;
            removeFrom(zones.discards.play, man);
            zones.decks.play.push(man);
            shuffleInPlace(s.rng, zones.decks.play);
            ctx.events.push({ type: 'effect', effect: 'custom', label: `Thrice Outnumbered: ${cardOf(s, man).name} is shuffled into the play deck`, seat: p.seat });
          }
        },
      },
      {
        on: 'longEventEnd',
        run: (s, ctx, self) => {
          if (s.turn.active === self.owner) return;
          const p = player(s, self.owner);
          const man = p.hand.find((i) => manCreature(cardOf(s, i)));
          const gone = man ?? self.inst;
          if (man !== undefined) removeFrom(p.hand, man);
          else removeFrom(p.playArea, self.inst);
          toDiscard(s, gone, ctx);
          ctx.events.push({ type: 'effect', effect: 'custom', label: `Thrice Outnumbered: ${cardOf(s, gone).name} is discarded`, seat: self.owner });
        },
      },
    ],
    scenarios: [
      {
        title: 'played in a movement/hazard phase, it stays in play; a second copy cannot be played; it is discarded when a play deck is exhausted',
        run: (k) => exhaustDiscards(k, playedToStay(k, 'Thrice Outnumbered'), 0, 'Thrice Outnumbered'),
      },
      {
        title: 'at the end of the turn each player shuffles one Man creature from his discard pile into his play deck; a Wolves card stays',
        run: (k) => {
          k.inPlay(1, 'Thrice Outnumbered');
          const brigands = k.spawn('Brigands', 1);
          const wolves = k.spawn('Wolves', 1);
          const mine = k.spawn('Brigands', 0);
          k.s.sets.ringwraith?.discards.play.push(wolves, brigands);
          k.s.sets.wizard?.discards.play.push(mine);
          passTurn(k.s, { events: [] });
          k.equal(k.where(brigands), 'deck', 'Brigands');
          k.equal(k.where(wolves), 'discard', 'Wolves');
          k.equal(k.where(mine), 'deck', "the Wizard player's Brigands");
        },
      },
      {
        title: "at the end of the opponent's long-event phase a Man creature from the hand is discarded, else the card itself",
        run: (k) => {
          const card = k.inPlay(1, 'Thrice Outnumbered');
          const brigands = k.hand(1, 'Brigands');
          k.phase('longEvent');
          k.act(0, { type: 'endPhase' });
          k.equal(k.where(brigands), 'discard', 'Brigands from the hand');
          k.equal(k.where(card), 'playArea', 'Thrice Outnumbered stays');
          k.phase('longEvent');
          k.act(0, { type: 'endPhase' });
          k.equal(k.where(card), 'discard', 'Thrice Outnumbered, with no Man creature in hand');
        },
      },
    ],
  },
  {
    name: 'Cruel Caradhras',
    text: 'Playable on a company using region movement to move through (not stopping at a site therein) or leave one of the following regions: High Pass, Redhorn Gate, Angmar, Gundabad, Grey Mountain Narrows, or Imlad Morgul. Each character in target company must face one strike (not an attack) of 8 prowess which cannot be canceled. Any resulting body check is modified by +1.',
    play: {
      side: 'hazard',
      windows: ['hazard'],
      requires: [
        {
          is: 'custom',
          label: 'moving through or leaving High Pass, Redhorn Gate, Angmar, Gundabad, Grey Mountain Narrows or Imlad Morgul',
          test: (q) => {
            const co = concerned(q);
            const origin = co?.dest ? regionOf(q.s.catalog, co.site) : null;
            if (!co?.dest || !origin || co.dest.regions.length === 0) return false;
            // The regions left or passed through: the origin and every region entered but the last (where the new site is).
            const passed = [origin, ...co.dest.regions.slice(0, -1)];
            const names = ['High Pass', 'Redhorn Gate', 'Angmar', 'Gundabad', 'Grey Mountain Narrows', 'Imlad Morgul'].map(nameKey);
            return passed.some((r) => names.includes(r));
          },
        },
      ],
    },
    effects: [
      {
        do: 'custom',
        label: 'each character faces one strike of 8 prowess (not an attack, cannot be canceled; body checks +1)',
        run: (q, ctx) => {
          const co = concerned(q);
          if (!co) return;
          attackCompany(q.s, co, q.seat, { label: q.card.name, creature: null, strikes: co.chars.length, prowess: 8, body: null, attackerChooses: false, strikesOnly: { bodyCheck: 1 } }, 0, ctx, true);
        },
      },
    ],
    scenarios: [
      {
        title: 'a company leaving Angmar: each character faces a strike of 8; a wounded character’s body check is modified by +1; no attack window opens',
        run: (k) => {
          const { id, chars } = k.company(0, ['Aragorn II', 'Bilbo'], 'Mount Gram');
          const [aragorn, bilbo] = chars as [number, number];
          const concealment = k.hand(0, 'Concealment');
          k.movement(id, 'Rivendell', ['Rhudaur']);
          k.play(1, k.hand(1, 'Cruel Caradhras'));
          const c = combatOf(k);
          k.expect(!k.canPlay(0, concealment), 'not an attack: Concealment cannot cancel it');
          k.equal(k.top()?.kind, 'combat', 'no chain opens for the attack');
          k.equal(c.attack.prowess, 8, 'strike prowess');
          k.equal(c.slots.length, 2, 'one strike for each character');
          k.expect(c.stage === 'resolve', 'the strikes are assigned one to each character');
          k.rig([1, 1, 3, 3]);
          k.act(0, { type: 'resolveStrike', target: bilbo, stayUntapped: false });
          k.passAll();
          const body = rolls(k.allEvents, 'bodyCheck').at(-1);
          k.equal(body?.total, 7, "Bilbo's body check (6 + 1)");
          k.equal(k.s.status[bilbo], 'wounded', 'Bilbo is wounded');
          k.rig([6, 6]);
          k.act(0, { type: 'resolveStrike', target: aragorn, stayUntapped: false });
          k.passAll();
          k.expect(!k.s.stack.some((x) => x.kind === 'combat'), 'the strikes are over');
        },
      },
      {
        title: 'not playable on a company moving to a site in Angmar (stopping there), nor on one moving through Rhudaur and Arthedain',
        run: (k) => {
          const { card } = movingWithHazard(k, 'Cruel Caradhras', ['Aragorn II'], { to: 'Mount Gram', regions: ['Angmar'] });
          k.expect(!k.canPlay(1, card), 'the company stops in Angmar');
          k.s.stack = [];
          const other = k.company(0, ['Bilbo'], 'Rivendell');
          k.movement(other.id, 'Bree', ['Arthedain']);
          k.expect(!k.canPlay(1, card), 'Rhudaur and Arthedain are not named');
        },
      },
    ],
  },
  // --- end w5 ---
];

/** This card's -1 prowess is already on the character this turn: a turn-long -1 prowess modifier on him and an earlier Weariness of the Heart played on him. */
function wearinessOn(s: GameState, inst: number, self: number): boolean {
  const key = nameKey('Weariness of the Heart');
  const played = s.log.some((l) => l.action.type === 'playCard' && l.action.inst !== self && l.action.target === inst && cardOf(s, l.action.inst).key === key);
  return played && s.mods.some((m) => m.inst === inst && m.stat === 'prowess' && m.delta === -1 && m.until === undefined);
}

/**
 * Long Winter, Foul Fumes: a moving company whose site path fits must return to its site of origin unless it contains
 * a ranger; with Doors of Night, each non-Haven site in play (a site where a company is) whose printed site path fits
 * is tapped: as the card comes into play, as any company's movement/hazard phase begins, and as a company arrives.
 */
function returnUnlessRanger(o: { name: string; text: string; path: (types: RegionTypeCode[]) => boolean; heroOnly: boolean; scenarios: Scenario[] }): CardDef {
  const affected = (s: GameState, co: Company): boolean => !(o.heroOnly && player(s, co.owner).alignment === 'ringwraith');
  const tapSites = (s: GameState, ctx: Ctx): void => {
    if (!doorsOfNight(s)) return;
    for (const co of s.companies) {
      const site = s.catalog.cards[co.site];
      if (co.siteTapped || !affected(s, co) || !site || site.siteType === 'H' || !o.path(site.sitePath ?? [])) continue;
      co.siteTapped = true;
      ctx.events.push({ type: 'effect', effect: 'custom', label: `${o.name}: ${site.name} is tapped`, companyId: co.id });
    }
  };
  return {
    name: o.name,
    text: o.text,
    ...staysUnique(o.name, { do: 'custom', label: 'with Doors of Night, the sites in play whose site path fits are tapped', run: (q, ctx) => tapSites(q.s, ctx) }),
    static: [
      {
        on: 'mhEnd',
        run: (s, companyId, ctx) => {
          const co = company(s, companyId);
          if (!co?.dest || !affected(s, co) || !o.path(pathTypes(s, co))) return;
          if (co.chars.some((ch) => cardOf(s, ch).skills.includes('Ranger'))) return;
          ctx.events.push({ type: 'effect', effect: 'custom', label: `${o.name}: the company returns to its site of origin`, companyId });
          co.dest = null;
        },
      },
      { on: 'mhStart', run: (s, _companyId, ctx) => tapSites(s, ctx) },
      { on: 'arrive', run: (s, _companyId, ctx) => tapSites(s, ctx) },
    ],
    scenarios: o.scenarios,
  };
}

/**
 * Incite Denizens / Defenders, played on the site of the company's movement/hazard phase (its new site, or its site
 * when it does not move). The automatic-attack duplicated, the player's choice, is taken as the strongest one
 * (most strikes, then highest prowess; the first on ties).
 */
function incite(o: { name: string; text: string; types: SiteTypeCode[]; scenarios: Scenario[] }): CardDef {
  const siteOf = (q: Query): EngineCard | undefined => {
    const co = concerned(q);
    return co ? q.s.catalog.cards[co.dest?.site ?? co.site] : undefined;
  };
  return {
    name: o.name,
    text: o.text,
    play: {
      side: 'hazard',
      windows: ['hazard'],
      requires: [
        {
          is: 'custom',
          label: `a ${o.types.join(' or ')} site with an automatic-attack, not incited yet this turn`,
          test: (q) => {
            const site = siteOf(q);
            if (!site?.siteType || !o.types.includes(site.siteType) || site.autoAttacks.length === 0) return false;
            return !(q.s.turn.incited ?? []).some((x) => q.s.catalog.cards[x.site]?.key === site.key);
          },
        },
      ],
    },
    effects: [
      {
        do: 'custom',
        label: 'an additional automatic-attack, a duplicate of one at the site, until the end of the turn',
        run: (q, ctx) => {
          const site = siteOf(q);
          if (!site) return;
          (q.s.turn.incited ??= []).push({ site: site.id, index: strongestAutoAttack(site) });
          ctx.events.push({ type: 'effect', effect: 'custom', label: `${q.card.name}: ${site.name} has an additional automatic-attack this turn`, card: q.card.id });
        },
      },
    ],
    scenarios: o.scenarios,
  };
}

/** Withered Lands: the region of the concerned company's site path to treat as two Wildernesses (null when none fits). */
function witheredRegion(q: Query): string | null {
  const co = concerned(q);
  const origin = co?.dest ? regionOf(q.s.catalog, co.site) : null;
  if (!co?.dest || !origin) return null;
  const regions = [origin, ...co.dest.regions].filter((r) => !q.s.turn.regionsAs?.[r]);
  for (const t of ['w', 'b', 's']) {
    const r = regions.find((x) => q.s.catalog.regions[x]?.type === t);
    if (r) return r;
  }
  return null;
}

/** A unique Dragon manifestation: a unique Dragon creature, or a Dragon's "Ahunt" / "at Home" event. */
function dragonManifestation(c: EngineCard): boolean {
  return c.type === 'Hazard' && c.unique && (raceMatches(c.race, ['Dragon']) || / (Ahunt|at Home)$/.test(c.name));
}

/** A Drake hazard creature (race Drake, or a "-drake" by name). */
function drakeCreature(c: EngineCard): boolean {
  return c.type === 'Hazard' && /Creature/.test(c.subtype ?? '') && (raceMatches(c.race, ['Drake']) || /-drake$/i.test(c.name));
}

/** The index of a site's strongest automatic-attack (most strikes, then highest prowess; the first on ties). */
function strongestAutoAttack(site: EngineCard): number {
  let index = 0;
  site.autoAttacks.forEach((a, i) => {
    const best = site.autoAttacks[index];
    if (best && (a.strikes > best.strikes || (a.strikes === best.strikes && a.prowess > best.prowess))) index = i;
  });
  return index;
}

/** Choking Shadows: the use it has for the concerned company now (null when none, or when it was used this turn). */
function chokingUse(q: Query): { kind: 'autoAttack' | 'site'; site: EngineCard } | { kind: 'region'; region: string } | null {
  const { s } = q;
  const co = concerned(q);
  if (!co || (s.turn.effectsUsed ?? []).includes(q.card.key)) return null;
  const site = s.catalog.cards[co.dest?.site ?? co.site];
  const ruins = site?.siteType === 'R' && !s.turn.sitesAs?.[site.key];
  if (site && ruins && site.autoAttacks.length > 0) return { kind: 'autoAttack', site };
  if (!doorsOfNight(s)) return null;
  const origin = co.dest ? regionOf(s.catalog, co.site) : null;
  const region = origin && co.dest ? [origin, ...co.dest.regions].find((r) => !s.turn.regionsAs?.[r] && s.catalog.regions[r]?.type === 'w') : undefined;
  if (region) return { kind: 'region', region };
  return site && ruins ? { kind: 'site', site } : null;
}

/** A Man hazard creature. */
function manCreature(c: EngineCard): boolean {
  return c.type === 'Hazard' && /Creature/.test(c.subtype ?? '') && raceMatches(c.race, ['Man']);
}

/* ------------------------------------------------------------------------------------------------
 * Searching Eye, Power Built by Waiting.
 * ---------------------------------------------------------------------------------------------- */

/** A card whose definition requires a scout to play it ("Scout only", "tap a scout"): its requirements, its target's or its costs. */
function requiresScout(card: EngineCard): boolean {
  const play = defOf(card)?.play;
  if (!play) return false;
  const scout = (p: Predicate) => p.is === 'skill' && p.skill === 'Scout';
  return (play.requires ?? []).some(scout) || (play.target?.kind === 'character' && (play.target.where ?? []).some(scout)) || (play.costs ?? []).some((c) => c.pay === 'tapSkilled' && c.skill === 'Scout');
}

/**
 * The ongoing effects of cards that required a scout to play, on a character: "No creature hazards may be played on his company this
 * turn" (Stealth, Sneakin'), "No strikes of the attack may be assigned to the scout" (Ruse). Only scout cards make these modifications.
 */
const SCOUT_EFFECTS: Modifier['stat'][] = ['noCreatures', 'noStrikes'];

/** Searching Eye's targets: an opponent's card requiring a scout declared in the open chain, or in play, or a character under the ongoing effect of one. */
function scoutTargets(s: GameState, seat: number): number[] {
  const out: number[] = [];
  for (const step of s.stack) if (step.kind === 'chain') for (const e of step.entries) if (e.seat !== seat && e.ability === undefined && requiresScout(cardOf(s, e.inst))) out.push(e.inst);
  for (const p of s.players) if (p.seat !== seat) for (const inst of p.playArea) if (requiresScout(cardOf(s, inst))) out.push(inst);
  for (const m of s.mods) if (SCOUT_EFFECTS.includes(m.stat) && s.chars[m.inst] && s.chars[m.inst]?.owner !== seat && !out.includes(m.inst)) out.push(m.inst);
  return out;
}

const MORE_HAZARD_EVENTS: CardDef[] = [
  {
    name: 'Searching Eye',
    // Arda has no on-guard cards (hazards are played in the movement/hazard phase or in response): the on-guard sentence cannot arise.
    text: 'Cancel and discard any card requiring scout skill before it is resolved or cancel any ongoing effect of a card that required scout skill to play.',
    play: {
      side: 'hazard',
      windows: ['response', 'hazard'],
      target: { kind: 'custom', label: 'a card requiring scout skill, or a character under the ongoing effect of one', targets: (s, seat) => scoutTargets(s, seat) },
      // As the chain resolves, the declared card waits off the stack: it is still a card requiring scout skill.
      requires: [{ is: 'custom', label: 'a card requiring scout skill, or its ongoing effect', test: (q) => q.target !== null && (scoutTargets(q.s, q.seat).includes(q.target) || (!q.s.chars[q.target] && requiresScout(cardOf(q.s, q.target)))) }],
    },
    effects: [
      {
        do: 'custom', label: 'cancel and discard the card requiring scout skill, or its ongoing effect',
        run: (q, ctx, chain) => {
          const { s } = q;
          const target = q.target;
          if (target === null) return;
          const i = (chain ?? []).findIndex((e) => e.inst === target);
          if (i >= 0) {
            chain?.splice(i, 1);
            ctx.events.push({ type: 'cancelled', inst: target, card: s.cardOf[target] });
            toDiscard(s, target, ctx);
          } else if (s.chars[target]) {
            s.mods = s.mods.filter((m) => !(m.inst === target && SCOUT_EFFECTS.includes(m.stat)));
            ctx.events.push({ type: 'effect', effect: 'cancelOngoing', inst: target, card: q.card.id });
          } else if (s.players.some((p) => p.playArea.includes(target))) {
            for (const p of s.players) removeFrom(p.playArea, target);
            toDiscard(s, target, ctx);
          }
        },
      },
    ],
    scenarios: [
      {
        title: 'Searching Eye: in response to Stealth (scout only), Stealth is cancelled and discarded',
        run: (k) => {
          const { chars } = k.company(0, ['Bilbo'], 'Rivendell');
          const [bilbo] = chars as [number];
          k.phase('organization');
          const stealth = k.hand(0, 'Stealth');
          const eye = k.hand(1, 'Searching Eye');
          k.expect(!k.canPlay(1, eye), 'nothing to cancel before Stealth is declared');
          k.act(0, { type: 'playCard', inst: stealth, target: bilbo });
          k.act(1, { type: 'playCard', inst: eye, target: stealth });
          k.passAll();
          k.equal(k.where(stealth), 'discard', 'Stealth');
          k.equal(k.where(eye), 'discard', 'Searching Eye');
          k.expect(!k.s.mods.some((m) => m.stat === 'noCreatures'), 'no ongoing effect of Stealth');
        },
      },
      {
        title: "Searching Eye: cancels Stealth's ongoing effect in the movement/hazard phase (creatures playable again); not playable without one",
        run: (k) => {
          const { id, chars } = k.company(0, ['Bilbo'], 'Rivendell');
          const [bilbo] = chars as [number];
          k.phase('organization');
          k.play(0, k.hand(0, 'Stealth'), bilbo);
          const eye = k.hand(1, 'Searching Eye');
          const wolves = k.hand(1, 'Wolves');
          k.movement(id, 'Bree', ['Arthedain']);
          k.refused(1, { type: 'playCreature', inst: wolves });
          k.play(1, eye, bilbo);
          k.expect(!k.s.mods.some((m) => m.stat === 'noCreatures'), 'the ongoing effect of Stealth is cancelled');
          k.act(1, { type: 'playCreature', inst: wolves });
          k.expect(k.events.some((e) => e.type === 'attack'), 'Wolves attack');
          k.expect(!k.canPlay(1, k.hand(1, 'Searching Eye')), 'no second ongoing effect to cancel');
        },
      },
      {
        title: 'Searching Eye: not against a card that does not require a scout (Concealment by a scout is one; a hazard player only)',
        run: (k) => {
          const { id, chars } = k.company(0, ['Bilbo', 'Aragorn II'], 'Rivendell');
          const [, aragorn] = chars as [number, number];
          k.phase('organization');
          const eye = k.hand(1, 'Searching Eye');
          k.expect(!k.canPlay(0, k.hand(0, 'Searching Eye')), 'the resource player cannot play it');
          k.movement(id, 'Bree', ['Arthedain']);
          k.expect(!k.canPlay(1, eye), 'no card requiring a scout');
          k.expect(!k.canPlay(1, eye, aragorn), 'not on a character without such an effect');
        },
      },
    ],
  },
  {
    name: 'Power Built by Waiting',
    text: 'Tap during a company’s movement/hazard phase to increase the hazard limit against that company by one. This card does not untap during your untap phase. You may use two against a company’s hazard limit to untap this card.',
    play: { side: 'hazard', windows: ['hazard'] },
    static: [{ on: 'noUntap' }],
    abilities: [
      {
        label: 'tap: +1 to the hazard limit against this company',
        windows: ['hazard'],
        costs: ['tapSelf'],
        effects: [{ do: 'hazardLimit', delta: 1 }],
        botUse: true,
      },
      {
        label: 'use two against the hazard limit: untap this card',
        windows: ['hazard'],
        requires: [
          { is: 'custom', label: 'this card is tapped', test: (q) => statusOf(q.s, q.inst) === 'tapped' },
          { is: 'custom', label: 'two left of the hazard limit', test: (q) => { const mh = currentMHStep(q.s); return mh !== null && mh.limit - mh.played >= 2; } },
        ],
        costs: [],
        effects: [
          {
            do: 'custom', label: 'two against the hazard limit; untap this card',
            run: (q, ctx) => {
              const mh = currentMHStep(q.s);
              if (mh) mh.played += 2;
              setStatus(q.s, q.inst, 'untapped');
              ctx.events.push({ type: 'effect', effect: 'untap', inst: q.inst, card: q.card.id });
            },
          },
        ],
      },
    ],
    scenarios: [
      {
        title: 'Power Built by Waiting: played as a hazard; tapped, +1 to the hazard limit against the company; not untapped in its player’s untap phase',
        run: (k) => {
          const { card } = movingWithHazard(k, 'Power Built by Waiting', ['Aragorn II', 'Legolas']);
          const mh = () => k.s.stack.find((x) => x.kind === 'mhHazards') as { limit: number; played: number } | undefined;
          const limit = mh()?.limit ?? 0;
          k.play(1, card);
          k.equal(k.where(card), 'playArea', 'Power Built by Waiting');
          k.equal(mh()?.played, 1, 'it counts against the hazard limit');
          k.use(1, card, 0);
          k.equal(k.s.status[card], 'tapped', 'Power Built by Waiting taps');
          k.equal(mh()?.limit, limit + 1, 'the hazard limit against the company');
          k.expect(!k.canUse(1, card, 0), 'a tapped card cannot tap again');
          passTurn(k.s, { events: [] });
          k.equal(k.s.turn.active, 1, 'its player’s turn');
          k.equal(k.s.status[card], 'tapped', 'still tapped after its player’s untap phase');
        },
      },
      {
        title: 'Power Built by Waiting: two used against the hazard limit untap it; not with fewer than two left; not by the resource player',
        run: (k) => {
          const { id } = k.company(0, ['Aragorn II', 'Legolas'], 'Rivendell');
          const pbw = k.inPlay(1, 'Power Built by Waiting');
          k.setStatus(pbw, 'tapped');
          k.movement(id, 'Bree', ['Arthedain'], 3);
          const mh = () => k.s.stack.find((x) => x.kind === 'mhHazards') as { limit: number; played: number } | undefined;
          k.refused(0, { type: 'useCard', inst: pbw, ability: 1, target: null });
          (mh() as { played: number }).played = 2;
          k.expect(!k.canUse(1, pbw, 1), 'one left of the hazard limit: cannot untap it');
          (mh() as { played: number }).played = 0;
          k.use(1, pbw, 1);
          k.equal(k.s.status[pbw] ?? 'untapped', 'untapped', 'Power Built by Waiting untaps');
          k.equal(mh()?.played, 2, 'two against the hazard limit');
        },
      },
    ],
  },
];

/** The movement/hazard step under the current position, if any. */
function currentMHStep(s: GameState): { limit: number; played: number } | null {
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const step = s.stack[i];
    if (step?.kind === 'mhHazards') return step;
  }
  return null;
}

HAZARD_EVENTS.push(...MORE_HAZARD_EVENTS);

/** The Rings a character bears (gold ring items and the Rings they become). */
function ringsOf(s: GameState, ch: number): number[] {
  return (s.chars[ch]?.items ?? []).filter((i) => cardOf(s, i).itemClass === 'gold ring' || cardOf(s, i).ringKind !== null);
}

HAZARD_EVENTS.push({
  name: 'The Ring’s Betrayal',
  text: 'The bearer of a Ring must make a corruption check modified by -2. If the bearer fails this corruption check, his Ring is discarded, but he remains in play.',
  play: {
    side: 'hazard',
    windows: ['hazard'],
    target: { kind: 'character', side: 'company', where: [{ is: 'custom', label: 'the bearer of a Ring', test: (q) => q.target !== null && ringsOf(q.s, q.target).length > 0 }] },
  },
  effects: [
    {
      do: 'custom', label: 'a corruption check modified by -2; if failed, his Ring is discarded but he remains in play',
      run: (q, ctx) => {
        const ch = q.target;
        if (ch === null || !q.s.chars[ch]) return;
        if (corruptionCheck(q.s, ch, -2, ctx, q.card.name, 'keep') === 'pass') return;
        for (const ring of ringsOf(q.s, ch)) {
          removeFrom(q.s.chars[ch]?.items ?? [], ring);
          toDiscard(q.s, ring, ctx);
          ctx.events.push({ type: 'effect', effect: 'discard', inst: ring, card: q.card.id });
        }
      },
    },
  ],
  scenarios: [
    ...[true, false].map((fails) => ({
      title: `The Ring’s Betrayal: the bearer of a Ring makes a corruption check modified by -2; ${fails ? 'failed, his Ring is discarded and he remains in play' : 'passed, he keeps it'}`,
      run: (k: ScenarioKit) => {
        let ring = -1;
        const { card, chars } = movingWithHazard(k, 'The Ring’s Betrayal', ['Aragorn II', 'Legolas'], { before: (c) => { ring = k.item(c[0] as number, 'Precious Gold Ring'); } });
        const [aragorn, legolas] = chars as [number, number];
        k.expect(!k.canPlay(1, card, legolas), 'not on Legolas (no Ring)');
        k.rig(fails ? [1, 1] : [6, 6]);
        k.play(1, card, aragorn);
        const check = rolls(k.events, 'corruption').at(-1) as { mods?: { value: number }[] } | undefined;
        k.expect((check?.mods ?? []).some((m) => m.value === -2), 'the check is modified by -2');
        k.expect(Boolean(k.s.chars[aragorn]), 'Aragorn II remains in play');
        k.equal(k.where(ring), fails ? 'discard' : 'character', 'Precious Gold Ring');
      },
    })),
  ],
});

const NOTHING_TO_EAT = nameKey('Nothing to Eat or Drink');

/** Nothing to Eat or Drink: the company (or the one the play concerns) is at or moving to a site of the types its alignment names. */
function starvingSite(s: GameState, co: Company): boolean {
  const minion = player(s, co.owner).alignment === 'ringwraith';
  const types: SiteTypeCode[] = minion ? ['F', 'B'] : ['S', 'D'];
  return [co.site, co.dest?.site].some((id) => {
    const site = id ? s.catalog.cards[id] : undefined;
    const type = (site && s.turn.sitesAs?.[site.key]) ?? site?.siteType;
    return type !== null && type !== undefined && types.includes(type);
  });
}

HAZARD_EVENTS.push({
  name: 'Nothing to Eat or Drink',
  text: 'Playable on a minion company at or moving to a Free-hold [{F}] or Border-hold [{B}], or playable on a hero company at or moving to a Shadow-hold [{S}] or Dark-hold [{D}]. The prowess and body of each character in the company is modified by -1. Discard this card during its organization phase if the company is at a Haven/Darkhaven [{H}]. Cannot be duplicated on a given company.',
  // The card is on the company: it is kept with its first character, and passes to another if he leaves play (`onCompany`).
  play: {
    side: 'hazard',
    windows: ['hazard'],
    target: { kind: 'character', side: 'company', where: [{ is: 'custom', label: 'the company (kept with its first character)', test: (q) => q.target !== null && companyOfChar(q.s, q.target)?.chars[0] === q.target }] },
    requires: [
      { is: 'custom', label: 'a minion company at or moving to a Free-hold or Border-hold, or a hero company at or moving to a Shadow-hold or Dark-hold', test: (q) => { const co = concerned(q); return co !== undefined && starvingSite(q.s, co); } },
      { is: 'custom', label: 'cannot be duplicated on a given company', test: (q) => !(concerned(q)?.chars ?? []).some((ch) => (q.s.chars[ch]?.hazards ?? []).some((h) => cardOf(q.s, h).key === NOTHING_TO_EAT)) },
    ],
  },
  effects: [{ do: 'attach', to: 'target' }],
  static: [
    { on: 'onCompany' },
    { on: 'company', stat: 'prowess', delta: -1, charactersOnly: true },
    { on: 'company', stat: 'body', delta: -1, charactersOnly: true },
    {
      on: 'discardWhen', label: 'during its organization phase, the company is at a Haven',
      test: (s, bearer) => {
        const co = companyOfChar(s, bearer);
        return co !== undefined && s.turn.active === co.owner && s.stack[s.stack.length - 1]?.kind === 'organization' && s.catalog.cards[co.site]?.siteType === 'H';
      },
    },
  ],
  scenarios: [
    {
      title: 'Nothing to Eat or Drink: on a hero company moving to a Shadow-hold, each character -1 prowess and -1 body; cannot be duplicated; passes on when its keeper leaves',
      run: (k) => {
        const { cards, chars } = movingWithHazard(k, 'Nothing to Eat or Drink', ['Aragorn II', 'Legolas'], { to: 'Moria', regions: ['Redhorn Gate'], copies: 2 });
        const [aragorn, legolas] = chars as [number, number];
        const [first, second] = cards as [number, number];
        const before = chars.map((c) => [prowessOf(k.s, c), bodyOf(k.s, c)]);
        k.expect(!k.canPlay(1, first, legolas), 'kept with the first character only');
        k.play(1, first, aragorn);
        k.equal(k.where(first), 'character', 'Nothing to Eat or Drink');
        chars.forEach((c, i) => {
          k.equal(prowessOf(k.s, c), (before[i]?.[0] ?? 0) - 1, `prowess of ${cardOf(k.s, c).name}`);
          k.equal(bodyOf(k.s, c), (before[i]?.[1] ?? 0) - 1, `body of ${cardOf(k.s, c).name}`);
        });
        k.expect(!k.canPlay(1, second, aragorn), 'cannot be duplicated on the company');
        removeCharacter(k.s, aragorn, 'eliminated', { events: [] });
        k.expect(k.s.chars[legolas]?.hazards.includes(first) ?? false, 'Legolas keeps it for the company');
        k.equal(prowessOf(k.s, legolas), (before[1]?.[0] ?? 0) - 1, 'prowess of Legolas');
      },
    },
    {
      title: 'Nothing to Eat or Drink: not on a hero company moving to a Border-hold; on a minion company moving to one',
      run: (k) => {
        const { card } = movingWithHazard(k, 'Nothing to Eat or Drink', ['Aragorn II']);
        k.expect(!k.canPlay(1, card), 'a hero company moving to Bree (Border-hold)');
        // The Ringwraith player active (seat 0), his company leaving Minas Morgul (a Darkhaven) for Bree.
        const m = minionKit(k);
        const { id, chars } = m.company(0, ['Luitprand'], 'Minas Morgul');
        const eat = m.hand(1, 'Nothing to Eat or Drink');
        m.movement(id, null);
        m.expect(!m.canPlay(1, eat, chars[0] as number), 'not on the minion company staying at Minas Morgul');
        m.movement(id, 'Bree', ['Arthedain']);
        m.play(1, eat, chars[0] as number);
        m.equal(m.where(eat), 'character', 'on the minion company moving to Bree');
      },
    },
    {
      title: 'Nothing to Eat or Drink: discarded during its organization phase at a Haven, not elsewhere',
      run: (k) => {
        const { id, chars } = k.company(0, ['Aragorn II'], 'Bree');
        const [aragorn] = chars as [number];
        const eat = k.attach(aragorn, 'Nothing to Eat or Drink');
        k.phase('organization');
        k.act(0, { type: 'manual', op: { kind: 'tap', inst: aragorn } });
        k.equal(k.where(eat), 'character', 'kept at Bree');
        k.companyById(id).site = k.siteId('Rivendell');
        k.phase('longEvent');
        k.act(0, { type: 'manual', op: { kind: 'untap', inst: aragorn } });
        k.equal(k.where(eat), 'character', 'kept at Rivendell outside the organization phase');
        k.phase('organization');
        k.act(0, { type: 'manual', op: { kind: 'tap', inst: aragorn } });
        k.equal(k.where(eat), 'discard', 'discarded at Rivendell in the organization phase');
      },
    },
  ],
});

const SUMMONS = nameKey('Summons from Long Sleep');

/** A Dragon or Drake hazard creature. */
function dragonOrDrake(c: EngineCard): boolean {
  return c.type === 'Hazard' && /Creature/.test(c.subtype ?? '') && raceMatches(c.race, ['Dragon', 'Drake']);
}

/** The creatures a player has reserved with his Summons from Long Sleep: face up "off to the side", kept in his play area. */
function reservedBy(s: GameState, owner: number): number[] {
  return player(s, owner).playArea.filter((i) => dragonOrDrake(cardOf(s, i)));
}

HAZARD_EVENTS.push({
  name: 'Summons from Long Sleep',
  text: 'This card reserves up to one Dragon or Drake hazard creature at a time. To reserve a Dragon or Drake creature, place it face up “off to the side” with this card (not counting against the hazard limit). You may play a reserved creature as though it were in your hand. Discard this card after the reserved creature attacks. A reserved Dragon or Drake receives +2 prowess when attacking.',
  play: { side: 'hazard', windows: ['hazard'] },
  abilities: [
    {
      label: 'reserve a Dragon or Drake creature from your hand',
      windows: ['hazard', 'organization', 'longEvent', 'site', 'endTurn'],
      target: { kind: 'custom', label: 'a Dragon or Drake creature in your hand', targets: (s, seat) => player(s, seat).hand.filter((i) => dragonOrDrake(cardOf(s, i))) },
      requires: [
        { is: 'custom', label: 'a Dragon or Drake creature in your hand', test: (q) => q.target !== null && player(q.s, q.seat).hand.includes(q.target) && dragonOrDrake(cardOf(q.s, q.target)) },
        { is: 'custom', label: 'up to one at a time', test: (q) => reservedBy(q.s, q.seat).length < player(q.s, q.seat).playArea.filter((i) => cardOf(q.s, i).key === SUMMONS).length },
      ],
      costs: [],
      effects: [
        {
          do: 'custom', label: 'the creature is reserved, face up with this card',
          run: (q, ctx) => {
            if (q.target === null || !removeFrom(player(q.s, q.seat).hand, q.target)) return;
            player(q.s, q.seat).playArea.push(q.target);
            ctx.events.push({ type: 'effect', effect: 'reserve', inst: q.target, card: q.card.id });
          },
        },
      ],
      botUse: true,
    },
  ],
  static: [
    {
      on: 'asInHand',
      cards: (s, self) => reservedBy(s, self.owner),
      // The card is discarded as the reserved creature's attack starts (nothing in between looks at it).
      played: (s, creature, attack, self, ctx) => {
        removeFrom(player(s, self.owner).playArea, creature);
        attack.prowess += 2;
        ctx.events.push({ type: 'effect', effect: 'modifyAttack', stat: 'prowess', delta: 2, card: s.cardOf[self.inst], label: attack.label });
        removeFrom(player(s, self.owner).playArea, self.inst);
        toDiscard(s, self.inst, ctx);
      },
    },
  ],
  scenarios: [
    {
      title: 'Summons from Long Sleep: played as a hazard; a Drake reserved (not against the hazard limit), then played from the reserve with +2 prowess; the card is discarded',
      run: (k) => {
        const { id } = k.company(0, ['Aragorn II', 'Legolas', 'Gimli'], 'Rivendell');
        k.keyTo(id, 'Marsh-drake');
        const summons = k.hand(1, 'Summons from Long Sleep');
        const drake = k.hand(1, 'Marsh-drake');
        const orcs = k.hand(1, 'Orc-watch');
        k.s.stack = [{ kind: 'mhSelect' }];
        k.act(0, { type: 'startCompanyMH', companyId: id });
        const mh = () => k.s.stack.find((x) => x.kind === 'mhHazards') as { played: number; limit: number };
        mh().limit = 4;
        k.play(1, summons);
        k.equal(k.where(summons), 'playArea', 'Summons from Long Sleep');
        k.equal(mh().played, 1, 'it counts against the hazard limit');
        k.expect(!k.canUse(1, summons, 0, orcs), 'Orc-watch is no Dragon or Drake');
        k.use(1, summons, 0, drake);
        k.equal(k.where(drake), 'playArea', 'Marsh-drake reserved, face up');
        k.equal(mh().played, 1, 'reserving does not count against the hazard limit');
        k.expect(!k.canUse(1, summons, 0, k.hand(1, 'Marsh-drake')), 'one reserved creature at a time');
        k.act(1, { type: 'playCreature', inst: drake });
        const attack = k.events.find((e) => e.type === 'attack');
        k.equal(attack?.prowess, (k.card('Marsh-drake', 1).prowess ?? 0) + 2, 'Marsh-drake attacks with +2 prowess');
        k.equal(mh().played, 2, 'the reserved creature counts against the hazard limit as played');
        k.equal(k.where(summons), 'discard', 'Summons from Long Sleep after the reserved creature attacks');
      },
    },
    {
      title: 'Summons from Long Sleep: a reserved creature is still keyed as from the hand (refused where it cannot be keyed); not by the resource player',
      run: (k) => {
        const { id } = k.company(0, ['Aragorn II', 'Legolas'], 'Rivendell');
        const summons = k.inPlay(1, 'Summons from Long Sleep');
        const drake = k.hand(1, 'Marsh-drake');
        k.phase('organization');
        k.expect(!k.canUse(0, summons, 0, drake), 'the resource player does not control it');
        k.movement(id, 'Bree', ['Arthedain']);
        k.use(1, summons, 0, drake);
        k.equal(k.refused(1, { type: 'playCreature', inst: drake }).code, 'NOT_KEYED', 'Marsh-drake on a company moving through Arthedain');
      },
    },
  ],
});
