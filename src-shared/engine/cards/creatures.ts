/** Card definitions: creatures. Each with the card's words in `text` and at least one scenario. */
import type { CardDef, Scenario } from '../effects/types';
import type { ScenarioKit } from '../scenario/kit';
import type { EngineCard } from '../types';
import { creatureScenarios, minionTurn, woundedCorruptionScenario, woundedDiscardScenarios } from '../scenario/templates';

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
  plain('Watcher in the Water', 'Animal. Each character in the company faces one strike. May also be played at Moria.'),
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

type RollEvent = { type: string; purpose?: unknown; inst?: unknown };
const rollsOf = (k: ScenarioKit, purpose: string) => k.allEvents.filter((e) => e.type === 'roll' && (e as RollEvent).purpose === purpose);

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
  k.act(0, { type: 'startCompanyMH', companyId: id });
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
