/** Card definitions: creatures. Each with the card's words in `text` and at least one scenario. */
import { inPlayReaching } from '../simultaneous/lanes';
import type { AbilitySpec, CardDef, Query, Scenario, StaticEffect } from '../effects/types';
import type { ScenarioKit } from '../../../tests/cards/kit/kit';
import type { Attack, EngineCard, GameState } from '../types';
import { currentCombat } from '../effects/query';
import { regionOf, sitePathTypes } from '../regions';
import { nameKey } from '../facts';
import { nextInt } from '../rng';
import { cardOf, player, removeFrom, toDiscard, type Ctx } from '../state';
import { creatureScenarios, minionTurn, oneStrikeEachScenarios, woundedCorruptionScenario, woundedDiscardScenarios } from '../../../tests/cards/kit/templates';
import type { RollEvent } from '../events';

/** A creature whose whole text is its race, strikes, prowess, body and keying (all from the card data). */
function plain(name: string, text: string): CardDef {
  return { name, text, scenarios: creatureScenarios(name) };
}

/**
 * Keying that needs Doors of Night (facts.ts keyIf): on the position `place` sets up (its
 * movement/hazard phase started), the creature is refused without Doors of Night and attacks with it.
 */
function doorsOfNightScenario(name: string, what: string, place: (k: ScenarioKit, companyId: string) => void): Scenario {
  return {
    title: `${name}: ${what} only while Doors of Night is in play`,
    run: (k) => {
      const { id } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas'], 'Rivendell');
      place(k, id);
      const inst = k.hand(1, name);
      k.refused(1, { type: 'playCreature', inst });
      k.inPlay(1, 'Doors of Night');
      k.act(1, { type: 'playCreature', inst });
      const attack = k.events.find((e) => e.type === 'attack');
      k.equal(attack?.prowess, k.card(name, 1).prowess, `${name} attacks with its prowess`);
    },
  };
}

/**
 * "If played on a company that has already faced an Orc attack this turn, <name> receives +N
 * prowess": after `first` (an Orc creature, or not) attacked the company and every strike was
 * defeated, <name> attacks it with (or without) the bonus.
 */
function alreadyFacedScenario(name: string, delta: number, first: string, orc: boolean): Scenario {
  return {
    title: `${name}: ${orc ? `+${delta} prowess after the company faced ${first} (Orcs)` : `no bonus after the company faced ${first} (not Orcs)`}`,
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas', 'Faramir', 'Boromir II'], 'Rivendell');
      k.creatureAttack(id, first);
      k.passAll();
      for (const ch of chars) if (k.legal(0).some((a) => a.type === 'assignStrike' && a.target === ch)) k.act(0, { type: 'assignStrike', target: ch });
      k.passAll();
      const combat = k.s.stack.find((x) => x.kind === 'combat');
      for (const slot of combat?.kind === 'combat' ? [...combat.slots] : []) {
        k.rig([6, 6, 6, 6]);
        k.act(0, { type: 'resolveStrike', target: slot.target, stayUntapped: false });
        k.passAll();
      }
      k.expect(!k.s.stack.some((x) => x.kind === 'combat'), `the attack of ${first} is over`);
      k.creatureAttack(id, name);
      const attack = k.events.find((e) => e.type === 'attack');
      const printed = k.card(name, 1).prowess ?? 0;
      k.equal(attack?.prowess, orc ? printed + delta : printed, `${name}'s prowess`);
    },
  };
}

export const CREATURES: CardDef[] = [
  plain('Ambusher', 'Men. Two strikes. Attacker chooses defending characters.'),
  plain('Cave Worm', 'Drake. One strike. May be played keyed to Redhorn Gate, High Pass, Gap of Isen, Angmar, Gundabad, Grey Mountain Narrows, Withered Heath, Númeriador, and Iron Hills.'),
  plain('Marsh-drake', 'Drake. Two strikes.'),
  plain('Sellswords Between Charters', 'Men. Two strikes.'),
  plain('Stirring Bones', 'Undead. Two strikes.'),
  plain('Wargs', 'Wolves. Two strikes.'),
  plain('Cave-drake', 'Dragon. Two strikes. Attacker chooses defending characters.'),
  plain('Hobgoblins', 'Orcs. Two strikes.'),
  plain('Orc-watch', 'Orcs. Three strikes.'),
  plain('Lesser Spiders', 'Spiders. Four strikes.'),
  plain('Lawless Men', 'Men. Two strikes.'),
  plain('Dire Wolves', 'Wolves. Four strikes.'),
  plain('Ghouls', 'Undead. Five strikes.'),
  plain('Wolves', 'Wolves. Three strikes.'),
  plain('Orc-guard', 'Orcs. Five strikes.'),
  plain('True Cold-drake', 'Drake. Two strikes. May be played keyed to Númeriador, Forochel, Angmar, Gundabad, Grey Mountain Narrows, Withered Heath, and Iron Hills.'),
  plain(
    'Corsairs of Umbar',
    'Men. Five strikes. May also be played keyed to Andrast, Anfalas, Belfalas, Cardolan, Enedhwaith, Harondor, Lindon, Lebennin, and Old Pûkel-land; and may also be played at Ruins & Lairs [{R}] and Shadow-holds [{S}] in these regions. May also be played at any site in Elven Shores, Eriadoran Coast, Andrast Coast, Bay of Belfalas, or Mouths of the Anduin.',
  ),
  plain(
    'Pûkel-men',
    'Pûkel-creature. Two strikes. May also be played at Ruins & Lairs [{R}] sites in the following regions: Andrast, Anfalas, Anórien, Dunland, Enedhwaith, Gap of Isen, Lamedon, Old Pûkel Gap, Old Pûkel-land, and Rohan.',
  ),
  {
    name: 'Watcher in the Water',
    text: 'Animal. Each character in the company faces one strike. May also be played at Moria.',
    scenarios: [...creatureScenarios('Watcher in the Water'), ...oneStrikeEachScenarios('Watcher in the Water')],
  },
  {
    name: 'Crebain',
    text: 'Animals. Each character in the company faces one strike. After the attack, the defender must reveal one random card from his hand for each character in the defending company.',
    static: [{ on: 'creature', after: 'attackEnd', run: (s, companyId, ctx) => revealRandom(s, companyId, ctx, 'Crebain') }],
    scenarios: [...creatureScenarios('Crebain'), ...oneStrikeEachScenarios('Crebain'), crebainBowScenario(), crebainRevealScenario(), crebainCancelledScenario()],
  },
  // Creatures whose attack does more (their own `creature` effects, combat.ts).
  {
    name: 'Ghosts',
    text: 'Undead. Three strikes. After attack, each character wounded by Ghosts makes a corruption check modified by -1.',
    static: [{ on: 'creature', after: 'woundedCorruptionCheck', modifier: -1 }],
    scenarios: [...creatureScenarios('Ghosts'), woundedCorruptionScenario('Ghosts', -1)],
  },
  {
    name: 'Barrow-wight',
    text: 'Undead. One strike. After the attack, each character wounded by Barrow-wight makes a corruption check modified by -2.',
    static: [{ on: 'creature', after: 'woundedCorruptionCheck', modifier: -2 }],
    scenarios: [...creatureScenarios('Barrow-wight'), woundedCorruptionScenario('Barrow-wight', -2)],
  },
  {
    name: 'Abductor',
    text: 'Man. One Strike. Each non-Wizard/non-Ringwraith defending character wounded by the Abductor is discarded.',
    static: [{ on: 'creature', after: 'woundedDiscard' }],
    scenarios: [...creatureScenarios('Abductor'), ...woundedDiscardScenarios('Abductor', false)],
  },
  {
    name: 'Giant Spiders',
    text: 'Spiders. Two strikes. If the body check for a non-Wizard, non-Ringwraith character wounded by Giant Spiders equals his body, the character is discarded. May also be played keyed to Heart of Mirkwood, Southern Mirkwood, Western Mirkwood, and Woodland Realm; and may also be played at Ruins & Lairs [{R}], Shadow-holds [{S}], and Dark-holds [{D}] in these regions.',
    static: [{ on: 'creature', after: 'woundedDiscard', bodyEquals: true }],
    scenarios: [...creatureScenarios('Giant Spiders'), ...woundedDiscardScenarios('Giant Spiders', true)],
  },
  {
    name: 'True Fire-drake',
    text: 'Drake. Two strikes. Only two Wildernesses [{w}] in site path are required if Doors of Night is in play.',
    scenarios: [
      ...creatureScenarios('True Fire-drake'),
      doorsOfNightScenario('True Fire-drake', 'keyed to two Wildernesses', (k, id) => {
        k.keyTo(id, 'Hobgoblins'); // Hobgoblins key to two Wildernesses [{w}{w}]: a site path with exactly two
        startMH(k, id);
      }),
    ],
  },
  {
    name: 'Sand-drake',
    text: 'Drake. Three strikes. Attacker chooses defending characters. May be played keyed to Khand and Harondor. If Doors of Night is in play, may also be played keyed to Ithilien, Nurn, and Horse Plains.',
    scenarios: [
      ...creatureScenarios('Sand-drake'),
      doorsOfNightScenario('Sand-drake', 'keyed to Ithilien', (k, id) => {
        k.companyById(id).site = k.siteId('Henneth Annûn');
        k.movement(id, 'Minas Tirith', []);
      }),
    ],
  },
  {
    name: 'Orc-lieutenant',
    text: 'Orcs. One strike. If played on a company that has already faced an Orc attack this turn, Orc-lieutenant receives +4 prowess.',
    static: [{ on: 'creature', after: 'alreadyFaced', races: ['Orc'], delta: 4 }],
    scenarios: [...creatureScenarios('Orc-lieutenant'), alreadyFacedScenario('Orc-lieutenant', 4, 'Orc-watch', true), alreadyFacedScenario('Orc-lieutenant', 4, 'Barrow-wight', false)],
  },
  {
    name: 'Orc-warband',
    text: 'Orcs. Five strikes. If played on a company that has already faced an Orc attack this turn, Orc-warband receives +3 prowess.',
    static: [{ on: 'creature', after: 'alreadyFaced', races: ['Orc'], delta: 3 }],
    scenarios: [...creatureScenarios('Orc-warband'), alreadyFacedScenario('Orc-warband', 3, 'Orc-watch', true), alreadyFacedScenario('Orc-warband', 3, 'Barrow-wight', false)],
  },
];

const rollsOf = (k: ScenarioKit, purpose: string) => k.allEvents.filter((e): e is RollEvent => e.type === 'roll' && (e as RollEvent).purpose === purpose);

/** The company's only character faces the creature's strike and rolls `dice`. */
function faceOne(k: ScenarioKit, seat: number, hazard: number, name: string, who: string, site: string, dice: number[]): { ch: number; inst: number } {
  const { id, chars } = k.company(seat, [who], site);
  const ch = chars[0] as number;
  const inst = k.creatureAttack(id, name, hazard);
  k.passAll();
  if (k.legal(seat).some((a) => a.type === 'assignStrike' && a.target === ch)) k.act(seat, { type: 'assignStrike', target: ch });
  k.passAll();
  k.rig(dice);
  k.act(seat, { type: 'resolveStrike', target: ch, stayUntapped: false });
  k.passAll();
  return { ch, inst };
}

/** Two hero non-Haven sites in one Shadow-land [{s}]: moving between them, the site path is that Shadow-land alone. */
function shadowLandSites(k: ScenarioKit): EngineCard[] {
  const cat = k.s.catalog;
  const sites = cat.sites.wizard.map((x) => cat.cards[x]).filter((c): c is EngineCard => c !== undefined && c.siteType !== 'H');
  const region = Object.keys(cat.regions).find((r) => cat.regions[r]?.type === 's' && sites.filter((c) => c.regionKey === r).length >= 2);
  k.expect(region !== undefined, 'a Shadow-land with two sites');
  return sites.filter((c) => c.regionKey === region);
}

/** The company's movement/hazard phase starts (from the M/H selection). */
function startMH(k: ScenarioKit, id: string): void {
  k.s.stack = [{ kind: 'mhSelect' }];
  k.act(k.companyById(id).owner, { type: 'startCompanyMH', companyId: id });
}

/** A hero company of `chars` at Rivendell, the creature keyed to it in its movement/hazard phase, is refused (`what` the text's condition). */
function refusedOnCompany(name: string, chars: string[], what: string): Scenario {
  return {
    title: `${name}: ${what}`,
    run: (k) => {
      const { id } = k.company(0, chars, 'Rivendell');
      k.keyTo(id, name);
      startMH(k, id);
      const inst = k.hand(1, name);
      k.refused(1, { type: 'playCreature', inst });
    },
  };
}

/** A company moving between two sites of one Shadow-land (with Doors of Night in play or not): the creature in the hazard player's hand. */
function inShadowLand(k: ScenarioKit, name: string, doorsOfNight: boolean): number {
  const { id } = k.company(0, ['Aragorn II', 'Legolas'], 'Rivendell');
  const [from, to] = shadowLandSites(k);
  k.companyById(id).site = from?.id as string;
  if (doorsOfNight) k.inPlay(1, 'Doors of Night');
  k.movement(id, to?.name as string, []);
  return k.hand(1, name);
}


/**
 * "Detainment against covert and hero companies" (coe-rules §3.II): against a hero company a
 * successful strike taps instead of wounding (no body check), and a defeated attack is discarded,
 * worth no marshalling points; against a minion company it wounds as usual.
 */
function detainmentScenarios(name: string): Scenario[] {
  return [
    {
      title: `${name}: detainment against a hero company: a successful strike taps instead of wounding, no body check`,
      run: (k) => {
        const { ch, inst } = faceOne(k, 0, 1, name, 'Aragorn II', 'Rivendell', [1, 1]);
        k.equal(k.s.status[ch], 'tapped', 'Aragorn II after the strike');
        k.equal(rollsOf(k, 'bodyCheck').length, 0, 'body checks');
        k.equal(k.where(inst), 'discard', `${name} after the attack`);
      },
    },
    {
      title: `${name}: a defeated detainment attack is discarded, worth no marshalling points`,
      run: (k) => {
        const { inst } = faceOne(k, 0, 1, name, 'Aragorn II', 'Rivendell', [6, 6, 6, 6]);
        k.equal(rollsOf(k, 'strikeBodyCheck').length, 0, 'body checks against the creature');
        k.expect(k.allEvents.some((e) => e.type === 'attackDefeated'), 'the attack is defeated');
        k.equal(k.where(inst), 'discard', `${name} after the attack`);
        k.expect(!(k.s.players[0]?.mpPile.includes(inst) ?? true), 'not in the marshalling point pile');
      },
    },
    {
      title: `${name}: not detainment against a minion company: the strike wounds, a body check follows`,
      run: (k) => {
        minionTurn(k);
        const { ch } = faceOne(k, 1, 0, name, 'Luitprand', 'Minas Morgul', [1, 1, 1, 1]);
        k.equal(k.s.status[ch], 'wounded', 'Luitprand after the strike');
        k.equal(rollsOf(k, 'bodyCheck').length, 1, 'body checks');
      },
    },
  ];
}

const MORE_CREATURES: CardDef[] = [
  {
    name: 'Sons of Kings',
    text: 'Dúnedain. Three strikes (playable only against minion companies).',
    static: [{ on: 'creature', after: 'playableIf', label: 'playable only against minion companies', test: (s, companyId) => s.players[s.companies.find((c) => c.id === companyId)?.owner ?? -1]?.alignment === 'ringwraith' }],
    scenarios: [
      {
        title: 'Sons of Kings: attacks a minion company with its printed strikes, prowess and body',
        run: (k) => {
          minionTurn(k);
          const { id } = k.company(1, ['Luitprand', 'Ostisen', 'Eradan'], 'Minas Morgul');
          k.creatureAttack(id, 'Sons of Kings', 0);
          const attack = k.allEvents.find((e) => e.type === 'attack');
          const card = k.card('Sons of Kings', 0);
          k.equal(attack?.strikes, card.strikes, 'strikes');
          k.equal(attack?.prowess, card.prowess, 'prowess');
        },
      },
      refusedOnCompany('Sons of Kings', ['Aragorn II', 'Legolas', 'Faramir'], 'cannot be played against a hero company'),
    ],
  },
  {
    name: 'Horse-lords',
    text: 'Men. Each character in the company faces one strike (detainment against covert and hero companies). May be played keyed to Rohan, Wold & Foothills, Gap of Isen, and Anórien; and may also be played at non-Haven sites in these regions. May not be played against a company containing a character with Edoras as a home site.',
    static: [
      { on: 'creature', after: 'detainment', against: ['wizard'] },
      {
        on: 'creature', after: 'playableIf', label: 'may not be played against a company containing a character with Edoras as a home site',
        test: (s, companyId) => !(s.companies.find((c) => c.id === companyId)?.chars ?? []).some((ch) => /^edoras$/i.test((s.catalog.cards[s.cardOf[ch] as string]?.homeSite ?? '').trim())),
      },
    ],
    scenarios: [
      ...creatureScenarios('Horse-lords'),
      ...detainmentScenarios('Horse-lords'),
      refusedOnCompany('Horse-lords', ['Aragorn II', 'Théoden'], 'may not be played against a company containing a character with Edoras as a home site'),
    ],
  },
  {
    name: 'Ent in Search of the Entwives',
    text: 'Awakened Plant. One strike (detainment against covert and hero companies). If Doors of Night is not in play, may also be played keyed to Shadow-lands [{s}].',
    static: [{ on: 'creature', after: 'detainment', against: ['wizard'] }],
    scenarios: [
      ...creatureScenarios('Ent in Search of the Entwives'),
      ...detainmentScenarios('Ent in Search of the Entwives'),
      {
        title: 'Ent in Search of the Entwives: keyed to a Shadow-land only while Doors of Night is not in play',
        run: (k) => {
          const inst = inShadowLand(k, 'Ent in Search of the Entwives', false);
          k.act(1, { type: 'playCreature', inst });
          k.expect(k.events.some((e) => e.type === 'attack'), 'it attacks without Doors of Night');
        },
      },
      {
        title: 'Ent in Search of the Entwives: not keyed to a Shadow-land while Doors of Night is in play',
        run: (k) => {
          const inst = inShadowLand(k, 'Ent in Search of the Entwives', true);
          k.refused(1, { type: 'playCreature', inst });
        },
      },
    ],
  },
  {
    name: 'Wisp of Pale Sheen',
    text: 'Undead. One strike. Attacker chooses defending characters. Any character facing a strike whose mind is equal to or lower than the strike’s prowess must tap if untapped following the strike (unless the strike is canceled).',
    static: [
      {
        on: 'creature', after: 'strike', label: 'a character whose mind is equal to or lower than the strike’s prowess must tap if untapped',
        run: (s, target, strikeProwess, ctx) => {
          const mind = s.catalog.cards[s.cardOf[target] as string]?.mind ?? 0;
          if (mind <= strikeProwess && s.status[target] === undefined) {
            s.status[target] = 'tapped';
            ctx.events.push({ type: 'effect', effect: 'tap', inst: target, label: 'Wisp of Pale Sheen' });
          }
        },
      },
    ],
    scenarios: [
      ...creatureScenarios('Wisp of Pale Sheen'),
      ...[
        { who: 'Legolas', tapped: true },
        { who: 'Aragorn II', tapped: false },
      ].map(({ who, tapped }) => ({
        title: `Wisp of Pale Sheen: ${who} (mind ${tapped ? 'not above' : 'above'} the strike's prowess) defeats the strike staying untapped and ${tapped ? 'must tap' : 'stays untapped'}`,
        run: (k: ScenarioKit) => {
          const { id, chars } = k.company(0, [who], 'Rivendell');
          const ch = chars[0] as number;
          k.creatureAttack(id, 'Wisp of Pale Sheen');
          k.passAll();
          k.act(1, { type: 'assignStrike', target: ch });
          k.passAll();
          k.equal((k.card(who).mind ?? 0) <= (k.card('Wisp of Pale Sheen', 1).prowess ?? 0), tapped, `${who}'s mind against the strike's prowess`);
          k.rig([6, 6]);
          k.act(0, { type: 'resolveStrike', target: ch, stayUntapped: true });
          k.passAll();
          k.expect(k.allEvents.some((e) => e.type === 'strikeResolved' && e.outcome === 'defeated'), 'the strike is defeated');
          k.equal(k.s.status[ch] ?? 'untapped', tapped ? 'tapped' : 'untapped', `${who} after the strike`);
        },
      })),
    ],
  },
  {
    name: 'Neeker-breekers',
    text: 'Animals. Each non-Wizard/non-Ringwraith character in the company faces one strike. His prowess against such a strike is equal to his mind attribute. Any character that would normally be wounded is only tapped instead—no body checks are made.',
    static: [
      { on: 'creature', after: 'notAvatars' },
      { on: 'creature', after: 'mindProwess' },
      { on: 'creature', after: 'tapInsteadOfWound' },
    ],
    scenarios: [
      ...creatureScenarios('Neeker-breekers'),
      {
        title: 'Neeker-breekers: a Wizard in the company faces no strike',
        run: (k) => {
          const { id, chars } = k.company(0, ['Gandalf', 'Aragorn II'], 'Rivendell');
          k.creatureAttack(id, 'Neeker-breekers');
          const combat = k.s.stack.find((x) => x.kind === 'combat');
          k.equal(combat?.kind === 'combat' ? combat.slots.map((x) => x.target).join(',') : '', String(chars[1]), 'characters facing a strike');
        },
      },
      ...[
        { who: 'Aragorn II', dice: [6, 6] },
        { who: 'Ioreth', dice: [1, 1] },
      ].map(({ who, dice }) => ({
        title: `Neeker-breekers: ${who}'s prowess against the strike is his mind; ${dice[0] === 1 ? 'a failed strike only taps him, no body check' : 'he defeats it'}`,
        run: (k: ScenarioKit) => {
          const { id, chars } = k.company(0, [who], 'Rivendell');
          const ch = chars[0] as number;
          k.creatureAttack(id, 'Neeker-breekers');
          k.passAll();
          k.rig(dice);
          k.act(0, { type: 'resolveStrike', target: ch, stayUntapped: false });
          k.passAll();
          const strike = rollsOf(k, 'strike').at(-1) as { prowess?: unknown } | undefined;
          k.equal(strike?.prowess, k.card(who).mind, `${who}'s prowess against the strike (his mind)`);
          k.equal(k.s.status[ch], 'tapped', `${who} after the strike`);
          k.equal(rollsOf(k, 'bodyCheck').length, 0, 'body checks');
        },
      })),
    ],
  },
  {
    name: 'Corpse-candle',
    text: 'Undead. One strike. If this attack is not canceled, every character in the company makes a corruption check before defending characters are selected.',
    static: [{ on: 'creature', after: 'corruptionBeforeAssign' }],
    scenarios: [
      ...creatureScenarios('Corpse-candle'),
      {
        title: 'Corpse-candle: every character in the company makes a corruption check before the strike is assigned',
        run: (k) => {
          const { id, chars } = k.company(0, ['Aragorn II', 'Legolas', 'Gimli'], 'Rivendell');
          const [aragorn] = chars as [number];
          k.creatureAttack(id, 'Corpse-candle');
          k.passAll();
          k.equal(rollsOf(k, 'corruption').length, 0, 'corruption checks before strikes are assigned');
          k.rig([6, 6, 6, 6, 6, 6]);
          k.act(0, { type: 'assignStrike', target: aragorn });
          const checked = rollsOf(k, 'corruption').map((e) => (e as RollEvent).inst);
          k.equal([...checked].sort().join(','), [...chars].sort().join(','), 'characters making a corruption check');
          const combat = k.s.stack.find((x) => x.kind === 'combat');
          k.equal(combat?.kind === 'combat' ? combat.slots.map((x) => x.target).join(',') : '', String(aragorn), 'the strike is then assigned');
        },
      },
      {
        title: 'Corpse-candle: no corruption checks when the attack is canceled',
        run: (k) => {
          const { id, chars } = k.company(0, ['Bilbo', 'Aragorn II'], 'Rivendell');
          const [bilbo] = chars as [number];
          const card = k.hand(0, 'Concealment');
          k.creatureAttack(id, 'Corpse-candle');
          k.passAll();
          k.play(0, card, bilbo);
          k.passAll();
          k.expect(!k.s.stack.some((x) => x.kind === 'combat'), 'the attack is cancelled');
          k.equal(rollsOf(k, 'corruption').length, 0, 'corruption checks');
        },
      },
    ],
  },
];

CREATURES.push(...MORE_CREATURES);

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
function cancelByTapping(name: string, max: number, notDefending: boolean): AbilitySpec {
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

type CombatView = { stage: string; slots: { target: number; excess: number; resolved: boolean; outcome: string | null }[]; attack: Attack };
const combatNow = (k: ScenarioKit): CombatView | null => {
  const c = k.s.stack.find((x) => x.kind === 'combat');
  return c?.kind === 'combat' ? c : null;
};

/** A company at a site where `name` is keyed (its movement/hazard phase started); `who` its characters. */
function multiPosition(k: ScenarioKit, name: string, who: string[]): { id: string; chars: number[]; inst: number } {
  const { id, chars } = k.company(0, who, 'Rivendell');
  const inst = k.creatureAttack(id, name);
  k.passAll();
  return { id, chars, inst };
}

/** Scenarios of a creature making `count` attacks of one strike all against the same character, the attacker choosing him. */
function severalAttacksScenarios(name: string, count: number, maxCancels: number, notDefending: boolean): Scenario[] {
  return [
    {
      title: `${name}: ${count} attacks of one strike with its printed prowess, all against the character the attacker chose; all defeated, it is a kill`,
      run: (k) => {
        const { chars, inst } = multiPosition(k, name, ['Aragorn II', 'Legolas', 'Gimli']);
        const [aragorn] = chars as [number];
        const card = k.card(name, 1);
        const first = combatNow(k);
        k.equal(first?.stage, 'attackerAssign', 'the attacker chooses the defending character');
        k.equal(first?.attack.strikes, 1, 'strikes of the first attack');
        k.equal(first?.attack.prowess, card.prowess, 'prowess');
        k.refused(0, { type: 'assignStrike', target: aragorn });
        k.act(1, { type: 'assignStrike', target: aragorn });
        k.passAll();
        for (let n = 1; n <= count; n++) {
          const c = combatNow(k);
          k.expect(c !== null, `attack ${n} is faced`);
          k.equal(c?.slots.map((x) => x.target).join(','), String(aragorn), `attack ${n} is against Aragorn II`);
          k.equal(c?.attack.strikes, 1, `strikes of attack ${n}`);
          k.rig([6, 6]);
          k.act(0, { type: 'resolveStrike', target: aragorn, stayUntapped: false });
          k.passAll();
          k.expect(k.where(inst) === (n < count ? 'nowhere' : 'mpPile'), `${name} after attack ${n}: ${k.where(inst)}`);
        }
        k.equal(k.allEvents.filter((e) => e.type === 'attack').length, count, 'attacks');
        k.expect(combatNow(k) === null, 'no attack is left');
        k.expect(k.s.players[0]?.mpPile.includes(inst) ?? false, `${name} is in the defender's marshalling point pile`);
      },
    },
    {
      title: `${name}: ${maxCancels === 1 ? 'one attack' : `up to ${maxCancels} attacks`} cancelled by tapping a character${notDefending ? ' (not the defending character)' : ''} after the strike is assigned; not all defeated, it is discarded`,
      run: (k) => {
        const { chars, inst } = multiPosition(k, name, ['Aragorn II', 'Legolas', 'Gimli']);
        const [aragorn, legolas, gimli] = chars as [number, number, number];
        k.act(1, { type: 'assignStrike', target: aragorn });
        k.passAll();
        k.equal(k.canUse(0, inst, 0, aragorn), !notDefending, 'the defending character may tap to cancel');
        k.use(0, inst, 0, legolas);
        k.equal(k.s.status[legolas], 'tapped', 'Legolas tapped');
        k.expect(k.allEvents.some((e) => e.type === 'attackCancelled'), 'the first attack is cancelled');
        const c = combatNow(k);
        k.equal(c?.slots.map((x) => x.target).join(','), String(aragorn), 'the next attack is against Aragorn II');
        if (maxCancels > 1) {
          k.use(0, inst, 0, gimli);
          k.equal(k.allEvents.filter((e) => e.type === 'attackCancelled').length, 2, 'attacks cancelled');
        }
        k.expect(!k.canUse(0, inst, 0, maxCancels > 1 ? undefined : gimli), `no more than ${maxCancels} cancelled`);
        k.rig([6, 6]);
        k.act(0, { type: 'resolveStrike', target: aragorn, stayUntapped: false });
        k.passAll();
        for (let n = 1 + maxCancels; n < count; n++) {
          k.rig([6, 6]);
          k.act(0, { type: 'resolveStrike', target: aragorn, stayUntapped: false });
          k.passAll();
        }
        k.expect(combatNow(k) === null, 'no attack is left');
        k.equal(k.where(inst), 'discard', `${name} (not every attack defeated)`);
      },
    },
    {
      title: `${name}: an attack given two strikes: the second is an excess strike (-1) against the attacked character`,
      run: (k) => {
        const { id, chars } = k.company(0, ['Aragorn II', 'Legolas'], 'Rivendell');
        k.keyTo(id, name);
        k.s.turn.attackMods = [{ companyId: id, races: [k.card(name, 1).race ?? ''], strikes: 1, prowess: 0, label: 'one more strike' }];
        k.creatureAttack(id, name);
        k.passAll();
        const [aragorn] = chars as [number];
        k.act(1, { type: 'assignStrike', target: aragorn });
        k.passAll();
        k.equal(combatNow(k)?.slots.map((x) => `${x.target}:${x.excess}`).join(','), `${aragorn}:1`, 'one strike against Aragorn II with one excess strike');
        k.rig([6, 6]);
        k.act(0, { type: 'resolveStrike', target: aragorn, stayUntapped: false });
        const roll = k.events.find((e): e is RollEvent => e.type === 'roll' && (e as RollEvent).purpose === 'strike') as { prowess?: unknown } | undefined;
        k.equal(roll?.prowess, (k.card('Aragorn II').prowess ?? 0) - 1, "Aragorn II's prowess with the excess strike");
      },
    },
    {
      title: `${name}: once the attacked character is eliminated, no further attack; it is discarded`,
      run: (k) => {
        const { chars, inst } = multiPosition(k, name, ['Bilbo', 'Aragorn II']);
        const [bilbo] = chars as [number];
        k.act(1, { type: 'assignStrike', target: bilbo });
        k.passAll();
        k.rig([1, 1, 6, 6]);
        k.act(0, { type: 'resolveStrike', target: bilbo, stayUntapped: false });
        k.passAll();
        k.expect(!k.s.chars[bilbo], 'Bilbo is eliminated');
        k.expect(combatNow(k) === null, 'no further attack');
        k.equal(k.where(inst), 'discard', name);
      },
    },
    {
      title: `${name}: cannot attack a company staying at Rivendell`,
      run: (k) => {
        const { id } = k.company(0, ['Aragorn II', 'Legolas'], 'Rivendell');
        k.movement(id, null);
        k.refused(1, { type: 'playCreature', inst: k.hand(1, name) });
      },
    },
  ];
}

/** Each character of `who` (as many as the strikes) takes one strike assigned by the defender and rolls `dice` (two per strike, then any body check). */
function faceEach(k: ScenarioKit, seat: number, hazard: number, name: string, who: string[], site: string, dice: number[], place?: (id: string) => void): { id: string; chars: number[]; inst: number } {
  const { id, chars } = k.company(seat, who, site);
  if (place) {
    place(id);
    startMH(k, id);
  }
  const inst = k.creatureAttack(id, name, hazard);
  k.passAll();
  for (const ch of chars) if (k.legal(seat).some((a) => a.type === 'assignStrike' && a.target === ch)) k.act(seat, { type: 'assignStrike', target: ch });
  k.passAll();
  for (const slot of [...(combatNow(k)?.slots ?? [])]) {
    if (slot.resolved) continue;
    k.rig(dice);
    k.act(seat, { type: 'resolveStrike', target: slot.target, stayUntapped: false });
    k.passAll();
  }
  return { id, chars, inst };
}

const SIX_HEROES = ['Aragorn II', 'Gimli', 'Legolas', 'Faramir', 'Boromir II', 'Glorfindel II'];
const SIX_MINIONS = ['Luitprand', 'Ostisen', 'Eradan', 'Ciryaher', 'Grishnákh', 'Shagrat'];

/** The three Trolls: "If played against a company that faced “X” or “Y” this turn, each character wounded by “Z” discards all non-special items he bears." */
function trollCard(name: string, key: string, others: [string, string], otherKeys: [string, string], printed: string): CardDef {
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
    scenarios: [
      ...creatureScenarios(name),
      ...[true, false].map((after) => ({
        title: `${name}: ${after ? `after the company faced ${others[0]}, a character it wounds discards his non-special items` : `a character it wounds keeps his items when the company faced neither ${others[0]} nor ${others[1]}`}`,
        run: (k: ScenarioKit) => {
          const { id, chars } = k.company(0, ['Aragorn II', 'Legolas'], 'Rivendell');
          const [aragorn, legolas] = chars as [number, number];
          const dagger = k.item(aragorn, 'Dagger of Westernesse');
          // Two Wildernesses [{w}{w}] in the site path: all three Trolls are keyed there.
          k.keyTo(id, '“Tom” (Tûma)');
          startMH(k, id);
          (k.s.stack.find((x) => x.kind === 'mhHazards') as { limit: number }).limit = 4;
          if (after) {
            k.act(1, { type: 'playCreature', inst: k.hand(1, others[0]) });
            k.passAll();
            k.act(0, { type: 'assignStrike', target: legolas });
            k.passAll();
            k.rig([6, 6]);
            k.act(0, { type: 'resolveStrike', target: legolas, stayUntapped: false });
            k.passAll();
            k.expect(combatNow(k) === null, `the attack of ${others[0]} is over`);
          }
          const troll = k.hand(1, name);
          k.act(1, { type: 'playCreature', inst: troll });
          k.passAll();
          k.act(0, { type: 'assignStrike', target: aragorn });
          k.passAll();
          k.rig([1, 1, 1, 1]);
          k.act(0, { type: 'resolveStrike', target: aragorn, stayUntapped: false });
          k.passAll();
          k.equal(k.s.status[aragorn], 'wounded', 'Aragorn II is wounded');
          k.equal(k.where(dagger), after ? 'discard' : 'character', 'Dagger of Westernesse');
        },
      })),
    ],
  };
}

/** Two hero sites in adjacent Wildernesses [{w}], the second a Ruins & Lairs [{R}] (or not): moving between them, the site path is two Wildernesses. */
function twoWildernesses(k: ScenarioKit, ruins: boolean): [EngineCard, EngineCard] {
  const cat = k.s.catalog;
  const sites = cat.sites.wizard.map((x) => cat.cards[x]).filter((c): c is EngineCard => c !== undefined && c.siteType !== 'H');
  for (const dest of sites) {
    if ((dest.siteType === 'R') !== ruins || !dest.regionKey || cat.regions[dest.regionKey]?.type !== 'w') continue;
    for (const adj of cat.regions[dest.regionKey]?.adj ?? []) {
      if (cat.regions[adj]?.type !== 'w') continue;
      const origin = sites.find((x) => x.regionKey === adj);
      if (origin) return [origin, dest];
    }
  }
  throw new Error('no two sites in adjacent Wildernesses');
}

const RAIN_DRAKE_TEXT = 'Drake. One strike. May also be played at a Ruins & Lairs [{R}] that has two Wildernesses [{w}] or one Coastal Sea [{c}] in its site path.';

const MULTI_CREATURES: CardDef[] = [
  {
    name: 'Slayer',
    text: 'Slayer. Two attacks (of one strike each) all against the same character. Attacker chooses defending character. The defender may tap any one character in the company to cancel one of these attacks. This may be done even after a strike is assigned and after facing another attack. If an attack from Slayer is given more than one strike, each additional strike becomes an excess strike (-1 prowess modification) against the attacked character.',
    static: [{ on: 'creature', after: 'attacks', count: 2, strikes: 1, sameTarget: true, attackerChooses: true }],
    abilities: [cancelByTapping('Slayer', 1, false)],
    scenarios: severalAttacksScenarios('Slayer', 2, 1, false),
  },
  {
    name: 'Assassin',
    text: 'Man. Three attacks (of one strike each) all against the same character. Attacker chooses defending character. One or two of these attacks may be canceled by tapping one character (not the defending character) in the defender’s company for each attack canceled. This may be done even after a strike is assigned and after facing another attack. If an attack from Assassin is given more than one strike, each additional strike becomes an excess strike (-1 prowess modification) against the attacked character.',
    static: [{ on: 'creature', after: 'attacks', count: 3, strikes: 1, sameTarget: true, attackerChooses: true }],
    abilities: [cancelByTapping('Assassin', 2, true)],
    scenarios: severalAttacksScenarios('Assassin', 3, 2, true),
  },
  {
    name: 'Stout Men of Gondor',
    text: 'Men. Six strikes. Detainment against hero and covert companies. May be played keyed to Old Pûkel-land, Old Pûkel Gap, Andrast, Anfalas, Lamedon, Belfalas, Lebennin, Anórien, or Rohan; or at sites in these regions.',
    static: [{ on: 'creature', after: 'detainment', against: ['wizard'] }],
    scenarios: [
      ...creatureScenarios('Stout Men of Gondor'),
      {
        title: 'Stout Men of Gondor: detainment against a hero company: failed strikes tap, no body checks; defeated, it is discarded without marshalling points',
        run: (k) => {
          const { chars, inst } = faceEach(k, 0, 1, 'Stout Men of Gondor', SIX_HEROES, 'Rivendell', [1, 1]);
          k.equal(chars.map((c) => k.s.status[c]).join(','), chars.map(() => 'tapped').join(','), 'every character after his strike');
          k.equal(rollsOf(k, 'bodyCheck').length, 0, 'body checks');
          k.equal(k.where(inst), 'discard', 'Stout Men of Gondor after the attack');
        },
      },
      {
        title: 'Stout Men of Gondor: all six strikes defeated by a hero company: discarded, worth no marshalling points',
        run: (k) => {
          const { inst } = faceEach(k, 0, 1, 'Stout Men of Gondor', SIX_HEROES, 'Rivendell', [6, 6]);
          k.expect(k.allEvents.some((e) => e.type === 'attackDefeated'), 'the attack is defeated');
          k.equal(k.where(inst), 'discard', 'Stout Men of Gondor after the attack');
        },
      },
      {
        title: 'Stout Men of Gondor: not detainment against a minion company: a failed strike wounds, a body check follows',
        run: (k) => {
          minionTurn(k);
          const { chars } = faceEach(k, 1, 0, 'Stout Men of Gondor', SIX_MINIONS, 'Minas Morgul', [1, 1, 1, 1]);
          k.expect(chars.some((c) => k.s.status[c] === 'wounded' || !k.s.chars[c]), 'a minion character is wounded');
          k.expect(rollsOf(k, 'bodyCheck').length > 0, 'body checks');
        },
      },
    ],
  },
  {
    name: 'Chill Douser',
    text: 'Undead. Three strikes. Unless Chill Douser’s attack is canceled, all other Undead attacks against the company for the rest of the turn receive +1 strike and +1 prowess.',
    static: [
      {
        on: 'creature', after: 'attackEnd',
        run: (s, companyId) => {
          (s.turn.attackMods ??= []).push({ companyId, races: ['Undead'], strikes: 1, prowess: 1, label: 'Chill Douser' });
        },
      },
    ],
    scenarios: [
      ...creatureScenarios('Chill Douser'),
      ...[true, false].map((cancelled) => ({
        title: `Chill Douser: ${cancelled ? 'its attack cancelled, a later Undead attack is unchanged' : 'a later Undead attack against the company receives +1 strike and +1 prowess, an Orc attack does not'}`,
        run: (k: ScenarioKit) => {
          const { id, chars } = k.company(0, ['Bilbo', 'Aragorn II', 'Gimli', 'Legolas', 'Faramir'], 'Rivendell');
          const [bilbo] = chars as [number];
          // At a Ruins & Lairs [{R}]: Chill Douser, Stirring Bones (Undead) and Wild Trolls are keyed there.
          k.keyTo(id, 'Wild Trolls');
          k.creatureAttack(id, 'Chill Douser');
          (k.s.stack.find((x) => x.kind === 'mhHazards') as { limit: number }).limit = 5;
          k.passAll();
          if (cancelled) k.play(0, k.hand(0, 'Concealment'), bilbo);
          else
            for (const slot of [...(faceAllStrikes(k, chars) ?? [])]) {
              k.rig([6, 6]);
              k.act(0, { type: 'resolveStrike', target: slot, stayUntapped: false });
              k.passAll();
            }
          k.expect(combatNow(k) === null, 'the attack of Chill Douser is over');
          k.creatureAttack(id, 'Stirring Bones');
          const bones = k.allEvents.filter((e) => e.type === 'attack').at(-1);
          const card = k.card('Stirring Bones', 1);
          k.equal(bones?.strikes, (card.strikes ?? 0) + (cancelled ? 0 : 1), 'strikes of Stirring Bones');
          k.equal(bones?.prowess, (card.prowess ?? 0) + (cancelled ? 0 : 1), 'prowess of Stirring Bones');
          if (cancelled) return;
          k.s.stack = k.s.stack.filter((x) => x.kind !== 'combat' && x.kind !== 'chain');
          k.creatureAttack(id, 'Wild Trolls');
          const trolls = k.allEvents.filter((e) => e.type === 'attack').at(-1);
          k.equal(trolls?.strikes, k.card('Wild Trolls', 1).strikes, 'strikes of Wild Trolls (not Undead)');
          k.equal(trolls?.prowess, k.card('Wild Trolls', 1).prowess, 'prowess of Wild Trolls (not Undead)');
        },
      })),
    ],
  },
  {
    name: 'Rain-drake',
    text: RAIN_DRAKE_TEXT,
    static: [
      {
        on: 'creature', after: 'keyedIf', label: 'a Ruins & Lairs [{R}] that has two Wildernesses [{w}] in its site path',
        test: (s, companyId) => {
          const co = s.companies.find((c) => c.id === companyId);
          if (!co?.dest) return false;
          const site = s.catalog.cards[co.dest.site];
          if (!site || ((site && s.turn.sitesAs?.[site.key]) ?? site.siteType) !== 'R') return false;
          const origin = regionOf(s.catalog, co.site);
          if (!origin) return false;
          const path = [origin, ...co.dest.regions].flatMap((r) => s.turn.regionsAs?.[r] ?? sitePathTypes(s.catalog, r, []));
          return path.filter((t) => t === 'w').length >= 2 || path.includes('c');
        },
      },
    ],
    scenarios: [
      ...creatureScenarios('Rain-drake'),
      ...[true, false].map((ruins) => ({
        title: `Rain-drake: ${ruins ? 'played at a Ruins & Lairs with two Wildernesses in its site path' : 'refused at a site that is not a Ruins & Lairs with two Wildernesses in its site path'}`,
        run: (k: ScenarioKit) => {
          const [origin, dest] = twoWildernesses(k, ruins);
          const { id } = k.company(0, ['Aragorn II', 'Legolas'], 'Rivendell');
          k.companyById(id).site = origin.id;
          k.movement(id, dest.name, [dest.regionKey as string]);
          const inst = k.hand(1, 'Rain-drake');
          if (!ruins) {
            k.refused(1, { type: 'playCreature', inst });
            return;
          }
          k.act(1, { type: 'playCreature', inst });
          const attack = k.events.find((e) => e.type === 'attack');
          k.equal(attack?.prowess, k.card('Rain-drake', 1).prowess, 'Rain-drake attacks with its prowess');
        },
      })),
    ],
  },
  trollCard('“William” (Wûluag)', 'william', ['“Bert” (Bûrat)', '“Tom” (Tûma)'], ['bert', 'tom'], '“Bert” or “Tom” this turn'),
  trollCard('“Tom” (Tûma)', 'tom', ['“Bert” (Bûrat)', '“William” (Wûluag)'], ['bert', 'william'], '“Bert” or “William” this turn'),
  trollCard('“Bert” (Bûrat)', 'bert', ['“William” (Wûluag)', '“Tom” (Tûma)'], ['william', 'tom'], '“William” or “Tom” this turn'),
];

/** The defender assigns each strike of the current attack to a character of `chars` (in order); the targets. */
/**
 * "After the attack, the defender must reveal one random card from his hand for each character in the defending company": the
 * cards, drawn at random (the game's generator) without being taken from the hand, are named in an event every player sees.
 */
function revealRandom(s: GameState, companyId: string, ctx: Ctx, by: string): void {
  const co = s.companies.find((c) => c.id === companyId);
  if (!co) return;
  const left = [...player(s, co.owner).hand];
  const shown: number[] = [];
  for (let i = 0; i < co.chars.length && left.length > 0; i++) shown.push(left.splice(nextInt(s.rng, left.length), 1)[0] as number);
  ctx.events.push({ type: 'reveal', seat: co.owner, cards: shown.map((inst) => s.cardOf[inst]), label: `${by}: ${player(s, co.owner).name} reveals ${shown.map((inst) => cardOf(s, inst).name).join(', ') || 'nothing (an empty hand)'}` });
}

/** Crebain keyed to its site path (Wilderness): Gimli taps Bow of Dragon-horn ("reduce the number of strikes … by one"), which has no effect on it. */
function crebainBowScenario(): Scenario {
  return {
    title: 'Crebain: Bow of Dragon-horn used against its attack does not reduce its strikes (each character still faces one)',
    run: (k) => {
      const { id, chars } = k.company(0, ['Gimli', 'Aragorn II', 'Legolas'], 'Rivendell');
      const bow = k.item(chars[0] as number, 'Bow of Dragon-horn');
      k.movement(id, 'Weathertop', ['Rhudaur', 'Arthedain']);
      k.creatureAttack(id, 'Crebain');
      k.expect(k.canUse(0, bow, 0), 'the bow may be tapped against a creature attack keyed to the site path');
      k.use(0, bow, 0);
      k.passAll();
      const combat = combatNow(k);
      k.equal(combat?.attack.strikes, chars.length, 'the number of strikes');
      k.equal(combat?.slots.length, chars.length, 'one strike against each character');
      k.equal(k.s.status[bow], 'tapped', 'the bow is tapped');
    },
  };
}

/** After Crebain's attack, one random card of the defender's hand per character is revealed; a cancelled attack reveals nothing. */
function crebainRevealScenario(): Scenario {
  return {
    title: 'Crebain: after its attack the defender reveals one random card from his hand per character (two of three); cancelled, none',
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II', 'Gimli'], 'Rivendell');
      const hand = ['Risky Blow', 'Dodge', 'Halfling Strength'].map((n) => k.hand(0, n));
      k.creatureAttack(id, 'Crebain');
      k.passAll();
      for (const ch of chars) {
        k.rig([6, 6]);
        k.act(0, { type: 'resolveStrike', target: ch, stayUntapped: false });
        k.passAll();
      }
      const reveal = k.allEvents.find((e) => e.type === 'reveal');
      const shown = (reveal?.cards ?? []) as string[];
      k.equal(shown.length, chars.length, 'cards revealed');
      k.equal(new Set(shown).size, shown.length, 'different cards');
      k.expect(shown.every((c) => hand.some((inst) => k.s.cardOf[inst] === c)), 'from his hand');
      k.expect(hand.every((inst) => k.where(inst) === 'hand'), 'the cards stay in his hand');
    },
  };
}

function crebainCancelledScenario(): Scenario {
  return {
    title: 'Crebain: its attack cancelled (Concealment), no card is revealed',
    run: (k) => {
      const { id, chars } = k.company(0, ['Bilbo', 'Gimli'], 'Rivendell');
      k.hand(0, 'Dodge');
      const conceal = k.hand(0, 'Concealment');
      k.creatureAttack(id, 'Crebain');
      k.play(0, conceal, chars[0] as number);
      k.passAll();
      k.expect(combatNow(k) === null, 'the attack is cancelled');
      k.expect(!k.allEvents.some((e) => e.type === 'reveal'), 'nothing revealed');
    },
  };
}

function faceAllStrikes(k: ScenarioKit, chars: number[]): number[] {
  for (const ch of chars) if (k.legal(0).some((a) => a.type === 'assignStrike' && a.target === ch)) k.act(0, { type: 'assignStrike', target: ch });
  k.passAll();
  return (combatNow(k)?.slots ?? []).map((x) => x.target);
}

CREATURES.push(...MULTI_CREATURES);

const doorsOfNightInPlay = (s: GameState): boolean => inPlayReaching(s, ['doors of night']);

CREATURES.push({
  name: 'Nameless Thing',
  // Under-deeps sites are not in Arda's map (regions.ts builds none): "Playable at any Under-deeps site" and "at an adjacent site of any
  // Under-deeps site" cannot arise; with Doors of Night it is keyed to a Coastal Sea.
  text: 'Drake. 3 attacks of 2 strikes each. A character can tap to cancel one of these attacks. If Doors of Night is in play, also playable … keyed to a Coastal Sea [{c}].',
  static: [
    { on: 'creature', after: 'attacks', count: 3, strikes: 2, sameTarget: false },
    {
      on: 'creature', after: 'keyedIf', label: 'with Doors of Night: keyed to a Coastal Sea [{c}]',
      test: (s, companyId) => {
        const co = s.companies.find((c) => c.id === companyId);
        if (!co || !doorsOfNightInPlay(s)) return false;
        const origin = co.dest ? regionOf(s.catalog, co.site) : null;
        return Boolean(origin && co.dest && [origin, ...co.dest.regions].flatMap((r) => s.turn.regionsAs?.[r] ?? sitePathTypes(s.catalog, r, [])).includes('c'));
      },
    },
  ],
  abilities: [cancelByTapping('Nameless Thing', 3, false)],
  scenarios: [
    {
      title: 'Nameless Thing: keyed to a Coastal Sea only while Doors of Night is in play; 3 attacks of 2 strikes with its prowess and body; a character taps to cancel one',
      run: (k) => {
        const { id, chars } = k.company(0, ['Aragorn II', 'Legolas', 'Gimli', 'Faramir'], 'Rivendell');
        const [aragorn, legolas, gimli, faramir] = chars as [number, number, number, number];
        k.keyTo(id, 'Rain-drake'); // a Coastal Sea [{c}] in the site path
        startMH(k, id);
        const inst = k.hand(1, 'Nameless Thing');
        k.refused(1, { type: 'playCreature', inst });
        k.inPlay(1, 'Doors of Night');
        k.act(1, { type: 'playCreature', inst });
        k.passAll();
        const card = k.card('Nameless Thing', 1);
        const attacks = () => k.allEvents.filter((e) => e.type === 'attack');
        k.equal(attacks().at(-1)?.strikes, 2, 'strikes of the first attack');
        k.equal(attacks().at(-1)?.prowess, card.prowess, 'prowess');
        k.equal(attacks().at(-1)?.body, card.body, 'body');
        // First attack: both strikes defeated (body checks fail to kill it: the creature is not defeated by this attack alone).
        k.act(0, { type: 'assignStrike', target: aragorn });
        k.act(0, { type: 'assignStrike', target: legolas });
        k.passAll();
        for (const ch of [aragorn, legolas]) {
          k.rig([6, 6, 6, 6]);
          k.act(0, { type: 'resolveStrike', target: ch, stayUntapped: true });
          k.passAll();
        }
        k.equal(attacks().length, 2, 'the second attack follows');
        k.equal(k.where(inst), 'nowhere', 'Nameless Thing stays with its attacks');
        // Second attack: Gimli taps to cancel it; third: Faramir.
        k.use(0, inst, 0, gimli);
        k.equal(k.s.status[gimli], 'tapped', 'Gimli taps');
        k.equal(attacks().length, 3, 'the third attack follows');
        k.expect(!k.canUse(0, inst, 0, gimli), 'a tapped character cannot tap again');
        k.use(0, inst, 0, faramir);
        k.expect(combatNow(k) === null, 'no attack is left');
        k.equal(k.where(inst), 'discard', 'Nameless Thing (not every attack defeated)');
      },
    },
    {
      title: 'Nameless Thing: with Doors of Night, refused on a company with no Coastal Sea in its site path, or staying at Rivendell',
      run: (k) => {
        const { id } = k.company(0, ['Aragorn II', 'Legolas'], 'Rivendell');
        k.inPlay(1, 'Doors of Night');
        const inst = k.hand(1, 'Nameless Thing');
        k.keyTo(id, '“Tom” (Tûma)'); // two Wildernesses [{w}{w}], no Coastal Sea
        startMH(k, id);
        k.refused(1, { type: 'playCreature', inst });
        k.movement(id, null);
        k.companyById(id).site = k.siteId('Rivendell');
        startMH(k, id);
        k.refused(1, { type: 'playCreature', inst });
      },
    },
  ],
});

/** Detainment against hero (and covert) companies, for a creature of up to six strikes: a hero company's characters tapped, no body checks; a minion's wounded. */
function detainmentManyScenarios(name: string): Scenario[] {
  return [
    {
      title: `${name}: detainment against a hero company: failed strikes tap, no body checks; defeated, it is discarded without marshalling points`,
      run: (k) => {
        const { inst } = faceEach(k, 0, 1, name, SIX_HEROES, 'Rivendell', [1, 1]);
        const struck = (combatNow(k)?.slots ?? []).map((x) => x.target);
        k.expect(struck.every((c) => k.s.status[c] === 'tapped'), 'every character facing a strike is tapped');
        k.equal(rollsOf(k, 'bodyCheck').length, 0, 'body checks');
        k.equal(k.where(inst), 'discard', `${name} after the attack`);
      },
    },
    {
      title: `${name}: not detainment against a minion company: a failed strike wounds, a body check follows`,
      run: (k) => {
        minionTurn(k);
        const { chars } = faceEach(k, 1, 0, name, SIX_MINIONS, 'Minas Morgul', [1, 1, 1, 1]);
        k.expect(chars.some((c) => k.s.status[c] === 'wounded' || !k.s.chars[c]), 'a minion character is wounded');
        k.expect(rollsOf(k, 'bodyCheck').length > 0, 'body checks');
      },
    },
  ];
}

CREATURES.push(
  plain('Trolls from the Mountains', 'Trolls. Three strikes.'),
  plain('Wild Trolls', 'Trolls. Two strikes.'),
  plain('Half-trolls of Far Harad', 'Trolls. Two strikes.'),
  plain('Olog-hai (Trolls)', 'Trolls. Three strikes.'),
  plain('Rogrog', 'Unique. Troll. One strike.'),
  plain('Giant', 'Giant. One strike.'),
  plain('Thunder’s Companion', 'Giants. Three strikes.'),
  plain('Land-drake', 'Drake. One strike. Attacker chooses defending characters.'),
  plain('Light-drake', 'Drake. Two strikes.'),
  plain('Sea Serpent', 'Drake. Two strikes.'),
  plain('Winged Cold-drake', 'Drake. Two strikes. Attacker chooses defending characters.'),
  plain('Winged Fire-drake', 'Drake. Two strikes. Attacker chooses defending characters.'),
  plain('Ice-drake', 'Drake. Two strikes. May be played keyed to Elven Shores, Forochel, Angmar, Gundabad, Grey Mountain Narrows, and Withered Heath.'),
  plain('Orc-raiders', 'Orcs. Four strikes.'),
  plain('Orc-patrol', 'Orcs. Three strikes.'),
  plain('Orc-warriors', 'Orcs. Three strikes.'),
  plain('Silent Watcher', 'Pûkel-creature. Each character in the company faces one strike.'),
  {
    name: 'Steward’s Guard',
    text: 'Dúnedain. Five strikes. Detainment against hero and covert companies. May be played keyed to Wold & Foothills, Rohan, Anórien, Lebennin, Brown Lands, Dagorlad, Ithilien, or Harondor.',
    static: [{ on: 'creature', after: 'detainment', against: ['wizard'] }],
    scenarios: [...creatureScenarios('Steward’s Guard'), ...detainmentManyScenarios('Steward’s Guard')],
  },
  {
    name: 'Elves upon Errantry',
    text: 'Elves. Four strikes (playable only against minion companies).',
    static: [{ on: 'creature', after: 'playableIf', label: 'playable only against minion companies', test: (s, companyId) => s.players[s.companies.find((c) => c.id === companyId)?.owner ?? -1]?.alignment === 'ringwraith' }],
    scenarios: [
      {
        title: 'Elves upon Errantry: attacks a minion company with its printed strikes and prowess',
        run: (k) => {
          minionTurn(k);
          const { id } = k.company(1, ['Luitprand', 'Ostisen', 'Eradan', 'Ciryaher'], 'Minas Morgul');
          k.creatureAttack(id, 'Elves upon Errantry', 0);
          const attack = k.allEvents.find((e) => e.type === 'attack');
          const card = k.card('Elves upon Errantry', 0);
          k.equal(attack?.strikes, card.strikes, 'strikes');
          k.equal(attack?.prowess, card.prowess, 'prowess');
        },
      },
      refusedOnCompany('Elves upon Errantry', ['Aragorn II', 'Legolas', 'Faramir'], 'cannot be played against a hero company'),
    ],
  },
);

/**
 * "Each character in the company faces one strike (detainment against covert and hero companies) … May not be played against a company
 * containing a character with <home> as a home site": `who` has that home site.
 */
function rangersCard(name: string, text: string, home: string, who: string, atRivendell = false): CardDef {
  const others = ['Gimli', 'Boromir II', 'Glorfindel II', 'Elrond'].filter((x) => x !== who);
  return {
    name,
    text,
    static: [
      { on: 'creature', after: 'detainment', against: ['wizard'] },
      {
        on: 'creature', after: 'playableIf', label: `may not be played against a company containing a character with ${home} as a home site`,
        test: (s, companyId) => !(s.companies.find((c) => c.id === companyId)?.chars ?? []).some((ch) => nameKey(s.catalog.cards[s.cardOf[ch] as string]?.homeSite ?? '') === nameKey(home)),
      },
    ],
    scenarios: [
      // Rivendell is in Rhudaur: "may also be played at sites in these regions" includes it for Arthadan Rangers.
      ...creatureScenarios(name, { company: others }).filter((sc) => !atRivendell || !sc.title.includes('Rivendell')),
      {
        title: `${name}: detainment against a hero company: each character faces one strike; a failed strike taps, no body check`,
        run: (k) => {
          const { chars, inst } = faceEach(k, 0, 1, name, others.slice(0, 2), 'Rivendell', [1, 1]);
          k.equal(chars.map((c) => k.s.status[c]).join(','), 'tapped,tapped', 'the characters after their strikes');
          k.equal(rollsOf(k, 'bodyCheck').length, 0, 'body checks');
          k.equal(k.where(inst), 'discard', `${name} after the attack`);
        },
      },
      {
        title: `${name}: not detainment against a minion company: a failed strike wounds`,
        run: (k) => {
          minionTurn(k);
          const { chars } = faceEach(k, 1, 0, name, ['Luitprand'], 'Minas Morgul', [1, 1, 1, 1]);
          k.expect(chars.every((c) => k.s.status[c] === 'wounded' || !k.s.chars[c]), 'Luitprand is wounded');
        },
      },
      refusedOnCompany(name, [others[0] as string, who], `may not be played against a company containing ${who} (home site ${home})`),
    ],
  };
}

CREATURES.push(
  rangersCard('Arthadan Rangers', 'Dúnedain. Each character in the company faces one strike (detainment against covert and hero companies). May be played keyed to Arthedain, Rhudaur, Cardolan, Hollin, and The Shire; and may also be played at sites in these regions. May not be played against a company containing a character with Bree as a home site.', 'Bree', 'Barliman Butterbur', true),
  rangersCard('Beorning Toll', 'Men. Each character in the company faces one strike (detainment against covert and hero companies). May be played keyed to Anduin Vales, Wold & Foothills, High Pass, and Redhorn Gate; and may also be played at non-Haven sites in these regions. May not be played against a company containing a character with Beorn’s House as a home site.', 'Beorn’s House', 'Beorn'),
  rangersCard('Gondorian Rangers', 'Dúnedain. Each character in the company faces one strike (detainment against covert and hero companies). May be played keyed to Ithilien, Dagorlad, Harondor, Mouths of the Anduin, and Brown Lands; and may also be played at sites in these regions. May not be played against a company containing a character with Henneth Annûn as a home site.', 'Henneth Annûn', 'Faramir'),
  rangersCard('Thranduil’s Folk', 'Elves. Each character in the company faces one strike (detainment against covert and hero companies). May be played keyed to Woodland Realm, Western Mirkwood, Heart of Mirkwood, Northern Rhovanion, and Grey Mountain Narrows; and may also be played at sites in these regions. May not be played against a company containing a character with Thranduil’s Halls as a home site.', 'Thranduil’s Halls', 'Legolas'),
);

CREATURES.push(
  plain('Huorn', 'Awakened Plant. One strike. May also be played at Drúadan Forest, Old Forest, and Wellinghall. May also be played keyed to Heart of Mirkwood, Southern Mirkwood, Western Mirkwood, and Woodland Realm; and may also be played at Ruins & Lairs [{R}] and Shadow-holds [{S}] in these regions.'),
  {
    name: 'Wandering Eldar',
    text: 'Elves. Each character in the company faces one strike (detainment against covert and hero companies). If Doors of Night is not in play, may also be played keyed to Free-domains [{f}].',
    static: [{ on: 'creature', after: 'detainment', against: ['wizard'] }],
    scenarios: [...creatureScenarios('Wandering Eldar'), ...detainmentScenarios('Wandering Eldar')],
  },
  {
    name: 'Wild Fell Beast',
    text: 'Drake. Three strikes. Attacker chooses defending characters. Unless this attack is canceled, all untapped characters in defending company are tapped following attack. Two Shadow-lands [{s}] in site path are required.',
    static: [
      {
        on: 'creature', after: 'attackEnd',
        run: (s, companyId, ctx) => {
          for (const ch of s.companies.find((c) => c.id === companyId)?.chars ?? []) {
            if (s.status[ch] !== undefined) continue;
            s.status[ch] = 'tapped';
            ctx.events.push({ type: 'effect', effect: 'tap', inst: ch, label: 'Wild Fell Beast' });
          }
        },
      },
    ],
    scenarios: [
      ...creatureScenarios('Wild Fell Beast'),
      ...[false, true].map((cancelled) => ({
        title: `Wild Fell Beast: ${cancelled ? 'its attack cancelled, the untapped characters stay untapped' : 'following its attack, every untapped character in the company is tapped'}`,
        run: (k: ScenarioKit) => {
          const { id, chars } = k.company(0, ['Bilbo', 'Aragorn II', 'Gimli', 'Legolas', 'Faramir'], 'Rivendell');
          const [bilbo, aragorn, gimli, legolas] = chars as [number, number, number, number];
          const conceal = cancelled ? k.hand(0, 'Concealment') : -1;
          k.creatureAttack(id, 'Wild Fell Beast');
          // The attack window (the hazard player, with nothing to play, has passed): the defender cancels the attack before the attacker assigns its strikes.
          if (cancelled) {
            k.play(0, conceal, bilbo);
          } else k.passAll();
          if (!cancelled)
            for (const ch of [aragorn, gimli, legolas]) {
              k.act(1, { type: 'assignStrike', target: ch });
              k.passAll();
            }
          for (const slot of cancelled ? [] : [aragorn, gimli, legolas]) {
            k.rig([6, 6, 6, 6]);
            k.act(0, { type: 'resolveStrike', target: slot, stayUntapped: slot === aragorn });
            k.passAll();
          }
          k.expect(combatNow(k) === null, 'the attack is over');
          const untapped = chars.filter((c) => k.s.chars[c] && k.s.status[c] === undefined && c !== bilbo);
          k.equal(untapped.length, cancelled ? 4 : 0, 'untapped characters besides Bilbo');
          if (!cancelled) k.equal(k.s.status[aragorn], 'tapped', 'Aragorn II (stayed untapped against his strike) is tapped');
        },
      })),
    ],
  },
  {
    name: 'Morgul-rats',
    text: 'Animals. 15 strikes. Only playable at a Shadow-hold [{S}] or at a Dark-hold [{D}], and only if a character in target company is wounded or Doors of Night is in play.',
    static: [
      {
        on: 'creature', after: 'keyedIf', label: 'at a Shadow-hold or Dark-hold, if a character in the company is wounded or Doors of Night is in play',
        test: (s, companyId) => {
          const co = s.companies.find((c) => c.id === companyId);
          const site = co ? s.catalog.cards[co.dest?.site ?? co.site] : undefined;
          const type = (site && s.turn.sitesAs?.[site.key]) ?? site?.siteType;
          return (type === 'S' || type === 'D') && ((co?.chars ?? []).some((ch) => s.status[ch] === 'wounded') || doorsOfNightInPlay(s));
        },
      },
    ],
    scenarios: [
      {
        title: 'Morgul-rats: at a Shadow-hold, refused unless a character is wounded (or Doors of Night); then 15 strikes with its prowess and body',
        run: (k) => {
          const { id, chars } = k.company(0, ['Aragorn II', 'Legolas'], 'Rivendell');
          const cat = k.s.catalog;
          const hold = cat.sites.wizard.map((x) => cat.cards[x]).find((c) => c?.siteType === 'S');
          k.companyById(id).site = hold?.id as string;
          startMH(k, id);
          const inst = k.hand(1, 'Morgul-rats');
          k.refused(1, { type: 'playCreature', inst });
          k.setStatus(chars[1] as number, 'wounded');
          k.act(1, { type: 'playCreature', inst });
          const attack = k.events.find((e) => e.type === 'attack');
          const card = k.card('Morgul-rats', 1);
          k.equal(attack?.strikes, 15, 'strikes');
          k.equal(attack?.prowess, card.prowess, 'prowess');
          k.equal(attack?.body, card.body, 'body');
        },
      },
      {
        title: 'Morgul-rats: with Doors of Night at a Shadow-hold; never at Rivendell',
        run: (k) => {
          const { id } = k.company(0, ['Aragorn II'], 'Rivendell');
          k.inPlay(1, 'Doors of Night');
          const inst = k.hand(1, 'Morgul-rats');
          k.movement(id, null);
          k.refused(1, { type: 'playCreature', inst });
          const cat = k.s.catalog;
          k.companyById(id).site = cat.sites.wizard.find((x) => cat.cards[x]?.siteType === 'S') as string;
          startMH(k, id);
          k.act(1, { type: 'playCreature', inst });
          k.expect(k.events.some((e) => e.type === 'attack'), 'it attacks');
        },
      },
    ],
  },
);

/** "Playable keyed to <regions>; and may also be played at Ruins & Lairs [{R}] in these regions" (the card data reads only "May be played keyed to"). */
function keyedToRegions(regions: string[], ruinsIn: boolean): StaticEffect {
  const keys = regions.map(nameKey);
  return {
    on: 'creature', after: 'keyedIf', label: `keyed to ${regions.join(', ')}${ruinsIn ? ', or at Ruins & Lairs in these regions' : ''}`,
    test: (s, companyId) => {
      const co = s.companies.find((c) => c.id === companyId);
      if (!co) return false;
      const site = s.catalog.cards[co.dest?.site ?? co.site];
      if (ruinsIn && site?.siteType === 'R' && site.regionKey && keys.includes(site.regionKey)) return true;
      const origin = co.dest ? regionOf(s.catalog, co.site) : null;
      return Boolean(origin && co.dest && [origin, ...co.dest.regions].some((r) => keys.includes(r)));
    },
  };
}

CREATURES.push({
  name: 'Dunlending Raiders',
  text: 'Men. Five strikes. Playable keyed to Enedhwaith, Cardolan, Hollin, Rhudaur, and Dunland; and may also be played at Ruins & Lairs [{R}] in these regions.',
  static: [keyedToRegions(['Enedhwaith', 'Cardolan', 'Hollin', 'Rhudaur', 'Dunland'], true)],
  scenarios: [
    {
      title: 'Dunlending Raiders: keyed to Rhudaur (moving from Rivendell), five strikes with its prowess; not on a company staying at Rivendell',
      run: (k) => {
        const { id } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas', 'Faramir', 'Boromir II'], 'Rivendell');
        const inst = k.hand(1, 'Dunlending Raiders');
        k.movement(id, null);
        k.refused(1, { type: 'playCreature', inst });
        k.movement(id, 'Bree', ['Arthedain']);
        k.act(1, { type: 'playCreature', inst });
        const attack = k.events.find((e) => e.type === 'attack');
        k.equal(attack?.strikes, 5, 'strikes');
        k.equal(attack?.prowess, k.card('Dunlending Raiders', 1).prowess, 'prowess');
      },
    },
    {
      title: 'Dunlending Raiders: at a Ruins & Lairs in Dunland or Hollin; not on a company moving from Bree to Bag End',
      run: (k) => {
        const cat = k.s.catalog;
        const ruins = cat.sites.wizard.map((x) => cat.cards[x]).find((c) => c?.siteType === 'R' && (c.regionKey === 'dunland' || c.regionKey === 'hollin'));
        k.expect(ruins !== undefined, 'a Ruins & Lairs in Dunland or Hollin');
        const { id } = k.company(0, ['Aragorn II'], 'Bree');
        const inst = k.hand(1, 'Dunlending Raiders');
        k.movement(id, 'Bag End', ['The Shire']);
        k.refused(1, { type: 'playCreature', inst });
        k.companyById(id).site = ruins?.id as string;
        k.movement(id, null);
        k.act(1, { type: 'playCreature', inst });
        k.expect(k.events.some((e) => e.type === 'attack'), `it attacks at ${ruins?.name}`);
      },
    },
  ],
});

/** The company is put at a non-Haven site (of its player's alignment) in one of these regions (folded names), not moving. */
function atNonHavenIn(regions: string[]): (k: ScenarioKit, id: string) => void {
  return (k, id) => {
    const co = k.companyById(id);
    const cat = k.s.catalog;
    const align = k.s.players[co.owner]?.alignment ?? 'wizard';
    const site = cat.sites[align].find((x) => cat.cards[x]?.siteType !== 'H' && regions.includes(cat.cards[x]?.regionKey ?? ''));
    k.expect(site !== undefined, `a site in ${regions.join(', ')}`);
    co.site = site as string;
    co.dest = null;
  };
}

/** "Detainment and -2 prowess against hero companies": against a hero company the attack has 2 less prowess and a failed strike taps; against a minion company, printed prowess and wounds. */
function heroDetainmentScenarios(name: string, strikes: number, place?: (k: ScenarioKit, id: string) => void): Scenario[] {
  const heroes = SIX_HEROES.slice(0, strikes);
  const minions = SIX_MINIONS.slice(0, strikes);
  return [
    {
      title: `${name}: against a hero company, -2 prowess and detainment (a failed strike taps, no body check)`,
      run: (k) => {
        const { chars } = faceEach(k, 0, 1, name, heroes, 'Rivendell', [1, 1], place && ((id) => place(k, id)));
        const attack = k.allEvents.find((e) => e.type === 'attack');
        k.equal(attack?.prowess, (k.card(name, 1).prowess ?? 0) - 2, 'prowess');
        k.expect(chars.every((c) => k.s.status[c] === 'tapped'), 'the characters are tapped');
        k.equal(rollsOf(k, 'bodyCheck').length, 0, 'body checks');
      },
    },
    {
      title: `${name}: against a minion company, printed prowess, a failed strike wounds`,
      run: (k) => {
        minionTurn(k);
        const { chars } = faceEach(k, 1, 0, name, minions, 'Minas Morgul', [1, 1, 1, 1], place && ((id) => place(k, id)));
        const attack = k.allEvents.find((e) => e.type === 'attack');
        k.equal(attack?.prowess, k.card(name, 0).prowess ?? 0, 'prowess');
        k.expect(chars.some((c) => k.s.status[c] === 'wounded' || !k.s.chars[c]), 'a minion character is wounded');
      },
    },
  ];
}

CREATURES.push(
  {
    name: 'Durin’s Folk',
    text: 'Dwarves. Five strikes. Detainment and -2 prowess against hero companies. May also be played keyed to The Shire.',
    static: [
      { on: 'creature', after: 'detainment', against: ['wizard'] },
      { on: 'creature', after: 'prowessAgainst', alignments: ['wizard'], delta: -2 },
    ],
    scenarios: [...creatureScenarios('Durin’s Folk').slice(1), ...heroDetainmentScenarios('Durin’s Folk', 5)],
  },
  {
    name: 'Galadhrim',
    text: 'Elves. Three strikes. Detainment and -2 prowess against hero companies. Playable keyed to Lindon, Rhudaur, Wold & Foothills, or Anfalas; or at non-Haven sites in these regions. Each character wounded by Galadhrim must discard all items he bears.',
    static: [
      { on: 'creature', after: 'detainment', against: ['wizard'] },
      { on: 'creature', after: 'prowessAgainst', alignments: ['wizard'], delta: -2 },
      {
        on: 'creature', after: 'keyedIf', label: 'keyed to Lindon, Rhudaur, Wold & Foothills, or Anfalas; or at non-Haven sites in these regions',
        test: (s, companyId) => {
          const keys = ['Lindon', 'Rhudaur', 'Wold & Foothills', 'Anfalas'].map(nameKey);
          const co = s.companies.find((c) => c.id === companyId);
          if (!co) return false;
          const site = s.catalog.cards[co.dest?.site ?? co.site];
          if (site && site.siteType !== 'H' && site.regionKey && keys.includes(site.regionKey)) return true;
          const origin = co.dest ? regionOf(s.catalog, co.site) : null;
          return Boolean(origin && co.dest && [origin, ...co.dest.regions].some((r) => keys.includes(r)));
        },
      },
      {
        on: 'creature', after: 'strike', label: 'each character wounded discards all items he bears',
        run: (s, target, _prowess, ctx) => {
          const strike = [...ctx.events].reverse().find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'strike' && e.inst === target);
          if (strike?.result !== 'wounded') return;
          const ch = s.chars[target];
          for (const item of [...(ch?.items ?? [])]) {
            removeFrom(ch?.items ?? [], item);
            toDiscard(s, item, ctx);
            ctx.events.push({ type: 'effect', effect: 'discard', inst: item, label: 'Galadhrim' });
          }
        },
      },
    ],
    scenarios: [
      ...heroDetainmentScenarios('Galadhrim', 3, atNonHavenIn(['lindon', 'rhudaur', 'wold & foothills', 'anfalas'])),
      {
        title: 'Galadhrim: a minion character it wounds discards all items he bears; not on a company staying at Rivendell (a Haven)',
        run: (k) => {
          const { id } = k.company(0, ['Aragorn II'], 'Rivendell');
          k.movement(id, null);
          k.refused(1, { type: 'playCreature', inst: k.hand(1, 'Galadhrim') });
          minionTurn(k);
          const { chars } = k.company(1, ['Luitprand', 'Ostisen', 'Eradan'], 'Minas Morgul');
          const luitprand = chars[0] as number;
          const item = k.item(luitprand, 'Orc-draughts');
          atNonHavenIn(['lindon', 'rhudaur', 'wold & foothills', 'anfalas'])(k, k.companyOf(luitprand)?.id as string);
          startMH(k, k.companyOf(luitprand)?.id as string);
          k.creatureAttack(k.companyOf(luitprand)?.id as string, 'Galadhrim', 0);
          k.passAll();
          for (const ch of chars) k.act(1, { type: 'assignStrike', target: ch });
          k.passAll();
          k.rig([1, 1, 1, 1]);
          k.act(1, { type: 'resolveStrike', target: luitprand, stayUntapped: false });
          k.equal(k.s.status[luitprand], 'wounded', 'Luitprand is wounded');
          k.equal(k.where(item), 'discard', 'his item');
        },
      },
    ],
  },
);
