/** The Palantíri in scenarios: "With its bearer able to use a Palantír, tap <Palantír> to … Bearer makes a corruption check" (cards/vocab/palantiri.ts). */
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { rollOf } from '../kit/combatSteps';
import { minionKit } from '../kit/templates';
import { storedAt } from './storing';

/** Where a use is tried: the bearer and the other character of his company, the Palantír, the company. */
export interface PalantirPos {
  who: number;
  other: number;
  palantir: number;
  id: string;
}

/** One use of a Palantír, in the order of its `palantirUses` (abilities 2i: Align / Focus Palantír on it; 2i+1: tapping the bearer too). */
export interface PalantirCase {
  /** The words of the card the use carries out. */
  quote: string;
  /** The Palantír whose use this duplicates, which must be in play ("if either one is in play"). */
  needs?: string;
  /** What the use needs in place (cards in the decks, hazards in play); the target, or null. */
  arrange: (k: ScenarioKit, p: PalantirPos) => number | null;
  /** Refusals while the bearer is able to use it (a requirement unmet, a wrong target): `ability` the one tried. */
  refuse?: (k: ScenarioKit, p: PalantirPos, ability: number) => void;
  /** The outcome, after the use. */
  check: (k: ScenarioKit, p: PalantirPos, target: number | null) => void;
}

/** Characters of each side: a bearer no Palantír user and a sage beside him; a bearer who "may tap to use a Palantír he bears". */
const CAST = {
  hero: { plain: ['Aragorn II', 'Arinmîr'], tapper: ['Saruman', 'Aragorn II'], site: 'Rivendell', aligner: 'Align Palantír' },
  minion: { plain: ['Orc Veteran', 'Hendolen'], tapper: ['Calendal', 'Orc Veteran'], site: 'Minas Morgul', aligner: 'Focus Palantír' },
};

/** The position: `names` at the site in the organization phase, `name` borne by the first. */
function setUp(k0: ScenarioKit, name: string, minion: boolean, names: string[]): { k: ScenarioKit; p: PalantirPos } {
  const k = minion ? minionKit(k0) : k0;
  k.phase('organization');
  const { id, chars } = k.company(0, names, CAST[minion ? 'minion' : 'hero'].site);
  const [who, other] = chars as [number, number];
  return { k, p: { who, other, palantir: k.item(who, name), id } };
}

/** An Align (hero) or Focus (minion) Palantír in its player's play area, played on the Palantír. */
export function alignOn(k: ScenarioKit, palantir: number, minion: boolean): number {
  const align = k.spawn(CAST[minion ? 'minion' : 'hero'].aligner, 0);
  k.s.players[0]?.playArea.push(align);
  (k.s.playedOn ??= {})[align] = palantir;
  return align;
}

/** The use made: the Palantír tapped, the bearer's corruption check, the case's outcome. */
function used(k: ScenarioKit, p: PalantirPos, c: PalantirCase, ability: number, target: number | null): void {
  k.use(0, p.palantir, ability, target);
  k.equal(k.s.status[p.palantir], 'tapped', 'the Palantír');
  k.equal(rollOf(k, 'corruption')?.inst, p.who, '"Bearer makes a corruption check": the bearer\'s');
  c.check(k, p, target);
}

/** Two scenarios per use: able by an Align / Focus Palantír on it (and not without), and by tapping a bearer who may tap to use it. */
export function palantirScenarios(name: string, minion: boolean, cases: PalantirCase[]): Scenario[] {
  const cast = CAST[minion ? 'minion' : 'hero'];
  return cases.flatMap((c, i): Scenario[] => [
    {
      title: `"With its bearer able to use a Palantír" (${cast.aligner} on it), tap it to ${c.quote}; bearer makes a corruption check; not with a bearer unable to use it${c.needs ? `, nor while ${c.needs} is not in play` : ''}`,
      run: (k0) => {
        const { k, p } = setUp(k0, name, minion, cast.plain);
        const target = c.arrange(k, p);
        const needed = c.needs ? k.item(p.other, c.needs) : null;
        k.expect(!k.canUse(0, p.palantir, 2 * i, target), 'not with its bearer unable to use a Palantír');
        k.expect(!k.canUse(0, p.palantir, 2 * i + 1, target), `nor by tapping ${cast.plain[0] ?? ''}, who may not tap to use one`);
        alignOn(k, p.palantir, minion);
        if (needed !== null) {
          const items = k.s.chars[p.other]?.items ?? [];
          items.splice(items.indexOf(needed), 1);
          k.expect(!k.canUse(0, p.palantir, 2 * i, target), `not while ${c.needs ?? ''} is not in play`);
          items.push(needed);
        }
        c.refuse?.(k, p, 2 * i);
        used(k, p, c, 2 * i, target);
        k.equal(k.s.status[p.who] ?? 'untapped', 'untapped', `${cast.plain[0] ?? ''}, able to use it, does not tap`);
      },
    },
    {
      title: `"May tap to use a Palantír he bears" (${cast.tapper[0] ?? ''}): he and the Palantír tap to ${c.quote}; bearer makes a corruption check`,
      run: (k0) => {
        const { k, p } = setUp(k0, name, minion, cast.tapper);
        const target = c.arrange(k, p);
        k.expect(!k.canUse(0, p.palantir, 2 * i, target), 'not by tapping the Palantír alone');
        if (c.needs) {
          k.expect(!k.canUse(0, p.palantir, 2 * i + 1, target), `not while ${c.needs} is not in play`);
          k.item(p.other, c.needs);
        }
        c.refuse?.(k, p, 2 * i + 1);
        used(k, p, c, 2 * i + 1, target);
        k.equal(k.s.status[p.who], 'tapped', `${cast.tapper[0] ?? ''}`);
      },
    },
  ]);
}

/** The seat's Play deck (Arda: one communal Play deck per set). */
export function playDeck(k: ScenarioKit, seat = 0): number[] {
  return k.s.sets[k.s.players[seat]?.alignment ?? 'wizard']?.decks.play ?? [];
}

/** The seat's Play discard pile. */
export function playDiscard(k: ScenarioKit, seat = 0): number[] {
  return k.s.sets[k.s.players[seat]?.alignment ?? 'wizard']?.discards.play ?? [];
}

/** A case duplicated by another Palantír: the same outcome, while `needs` is in play. */
export function needing(needs: string, c: PalantirCase): PalantirCase {
  return { ...c, needs };
}

/** `count` cards on top of the seat's Play deck. */
function filled(k: ScenarioKit, seat: number, count: number, name: string): number[] {
  return k.deck(seat, Array.from({ length: count }, () => name));
}

/** A card of each side's Play deck: any card of its alignment. */
function filler(k: ScenarioKit, seat: number): string {
  return k.s.players[seat]?.alignment === 'ringwraith' ? 'Orc-draughts' : 'Gates of Morning';
}

/** Palantír of Minas Tirith: the top five of both Play decks (the other seat plays the other alignment here) shuffled, the rest in place. */
export const MINAS_TIRITH_CASE: PalantirCase = {
  quote: '"look at the top five cards of your play deck; shuffle these 5 cards and return them to the top of your play deck. Do the same to your opponent’s play deck"',
  arrange: (k) => {
    for (const seat of [0, 1]) filled(k, seat, 8, filler(k, seat));
    return null;
  },
  check: (k) => {
    for (const seat of [0, 1]) {
      const deck = playDeck(k, seat);
      const sorted = [...deck].sort((a, b) => a - b);
      k.equal(JSON.stringify([...deck.slice(0, 5)].sort((a, b) => a - b)), JSON.stringify(sorted.slice(0, 5)), `seat ${seat}: the same five cards on top`);
      k.expect(deck.slice(0, 5).some((inst, n) => inst !== sorted[n]), `seat ${seat}: the top five shuffled`);
      k.equal(JSON.stringify(deck.slice(5)), JSON.stringify(sorted.slice(5)), `seat ${seat}: the rest of the deck in place`);
    }
  },
};

/** Palantír of Orthanc: a card of the Play discard pile into the Play deck; not with fewer than 5 cards in it. */
export const ORTHANC_CASE: PalantirCase = {
  quote: '"with at least 5 cards in your play deck … choose one card from your discard pile to place in your play deck"',
  arrange: (k) => {
    filled(k, 0, 5, filler(k, 0));
    const card = k.spawn(filler(k, 0), 0);
    playDiscard(k).push(card);
    return card;
  },
  refuse: (k, p, ability) => {
    const last = playDeck(k).pop() as number;
    k.expect(!k.canUse(0, p.palantir, ability, playDiscard(k)[0] ?? null), 'not with 4 cards in the play deck');
    playDeck(k).push(last);
  },
  check: (k, _p, target) => {
    k.expect(playDeck(k).includes(target as number), 'the card is in the play deck');
    k.equal(playDeck(k).length, 6, 'the play deck');
    k.equal(playDiscard(k).length, 0, 'the discard pile');
  },
};

/** Palantír of Annúminas: a "sage only" card of the Play deck into the hand; another card is no target. */
export const ANNUMINAS_CASE: PalantirCase = {
  quote: '"search through your play deck and discard pile for a “sage only” card. Put this card in your hand"',
  arrange: (k) => {
    const minion = k.s.players[0]?.alignment === 'ringwraith';
    const [other] = filled(k, 0, 4, filler(k, 0));
    const sage = k.deck(0, [minion ? 'Focus Palantír' : 'Use Palantír'])[0] as number;
    void other;
    return sage;
  },
  refuse: (k, p, ability) => k.expect(!k.canUse(0, p.palantir, ability, playDeck(k)[0] ?? null), 'a card not "sage only" is no target'),
  check: (k, _p, target) => {
    k.equal(k.where(target as number), 'hand', 'the "sage only" card');
    k.equal(playDeck(k).length, 4, 'the play deck');
  },
};

/** Minion Palantír of Elostirion: "tap Palantír of Elostirion to draw a card". */
export const ELOSTIRION_MINION_CASE: PalantirCase = {
  quote: '"draw a card"',
  arrange: (k) => {
    filled(k, 0, 3, filler(k, 0));
    return null;
  },
  check: (k) => {
    k.equal(k.s.players[0]?.hand.length, 1, 'the hand');
    k.equal(playDeck(k).length, 2, 'the play deck');
  },
};

/** Hero Palantír of Elostirion: a corruption card on an Elf or Wizard of the player discarded; not one on a Dúnadan. */
export const ELOSTIRION_HERO_CASE: PalantirCase = {
  quote: '"remove one corruption card from an Elf or a Wizard under your control"',
  arrange: (k, p) => {
    const elf = [p.who, p.other].find((c) => ['Elf', 'Wizard'].includes(k.s.catalog.cards[k.s.cardOf[c] ?? '']?.race ?? '')) as number;
    return k.attach(elf, 'Lure of Nature');
  },
  refuse: (k, p, ability) => {
    const man = [p.who, p.other].find((c) => k.s.catalog.cards[k.s.cardOf[c] ?? '']?.race === 'Dúnadan') as number;
    k.expect(!k.canUse(0, p.palantir, ability, k.attach(man, 'Lure of Expedience')), 'not a corruption card on a Dúnadan');
  },
  check: (k, _p, target) => k.equal(k.where(target as number), 'discard', 'the corruption card'),
};

/** Palantír of Amon Sûl: "look at your opponent’s hand": his hand shown (a reveal event of every card). */
export const AMON_SUL_LOOK_CASE: PalantirCase = {
  quote: '"look at your opponent’s hand"',
  arrange: (k) => {
    k.hand(1, filler(k, 1));
    k.hand(1, filler(k, 1));
    return null;
  },
  check: (k) => {
    const shown = k.events.find((e) => e.type === 'reveal');
    k.expect(shown?.type === 'reveal' && shown.seat === 1 && shown.cards.length === 2, 'the opponent\'s two cards are shown');
  },
};

/** Palantír of Osgiliath: "force the discard of any hazard permanent-event"; not a resource permanent-event or a hazard long-event. */
export const OSGILIATH_DISCARD_CASE: PalantirCase = {
  quote: '"force the discard of any hazard permanent-event"',
  arrange: (k) => k.inPlay(1, 'Doors of Night'),
  refuse: (k, p, ability) => {
    const wizard = k.s.players.find((x) => x.alignment === 'wizard')?.seat ?? 0;
    k.expect(!k.canUse(0, p.palantir, ability, k.inPlay(wizard, 'Gates of Morning')), 'not a resource permanent-event');
    k.expect(!k.canUse(0, p.palantir, ability, k.inPlay(1, 'Foul Fumes')), 'not a hazard long-event');
  },
  check: (k, _p, target) => k.equal(k.where(target as number), 'discard', 'Doors of Night'),
};

/**
 * "If the bearer's company is ever below N characters and it moves, discard" (`below`), "Discard if the bearer moves" (none): a company of
 * `names` (the first bearing `name`) moves from `from` to `to`; the Palantír is discarded unless `kept`.
 */
export function movesScenario(name: string, minion: boolean, title: string, runs: { names: string[]; moves: boolean; kept: boolean }[]): Scenario {
  return {
    title,
    run: (k0) => {
      const k = minion ? minionKit(k0) : k0;
      const [from, to] = minion ? ['Minas Morgul', 'Dol Guldur'] : ['Rivendell', 'Bree'];
      for (const r of runs) {
        const { id, chars } = k.company(0, r.names, from);
        const palantir = k.item(chars[0] as number, name);
        k.movement(id, r.moves ? to : null, []);
        k.act(1, { type: 'passHazards' });
        const what = `${r.names.length} character(s), ${r.moves ? 'moving' : 'not moving'}`;
        k.equal(k.where(palantir) === 'character', r.kept, `${name} still borne with ${what}`);
        k.equal(k.events.some((e) => e.type === 'discard' && e.inst === palantir), !r.kept, `${name} discarded with ${what}`);
      }
    },
  };
}

/**
 * Align Palantír (hero, from the MP hand) / Focus Palantír (minion, from the Play hand): played on a Palantír of Minas Tirith in a company
 * with a sage, its bearer may then tap it to use it; not on one in a company without a sage; discarded when the company moves.
 */
export function alignScenarios(name: string, minion: boolean): Scenario[] {
  const cast = CAST[minion ? 'minion' : 'hero'];
  const [plain = '', sage = ''] = cast.plain;
  const position = (k0: ScenarioKit, names: string[]): { k: ScenarioKit; id: string; palantir: number; card: number } => {
    const k = minion ? minionKit(k0) : k0;
    k.phase('organization');
    const { id, chars } = k.company(0, names, cast.site);
    const palantir = k.item(chars[0] as number, 'Palantír of Minas Tirith');
    return { k, id, palantir, card: minion ? k.hand(0, name) : k.mpHand(0, name) };
  };
  return [
    {
      title: `"Playable on a Palantír with a sage in the company": on ${plain}'s Palantír with ${sage} beside him, who may then tap it to use it; not without a sage in the company`,
      run: (k0) => {
        const alone = position(k0, [plain]);
        alone.k.expect(!alone.k.canPlay(0, alone.card, alone.palantir), 'no sage in the company');
        const { k, palantir, card } = position(k0, [plain, sage]);
        k.expect(!k.canUse(0, palantir, 0), 'not used before');
        k.play(0, card, palantir);
        k.equal(k.where(card), 'playArea', name);
        k.expect(k.canUse(0, palantir, 0), `"${minion ? 'he now has' : 'Bearer now has'} the ability to use the Palantír"`);
      },
    },
    {
      title: `"Discard ${name} if the ${minion ? 'Palantír’s company' : 'company carrying the Palantír'} moves"`,
      run: (k0) => {
        const { k, id, palantir, card } = position(k0, [plain, sage]);
        k.play(0, card, palantir);
        k.movement(id, minion ? 'Dol Guldur' : 'Bree', []);
        k.act(1, { type: 'passHazards' });
        k.equal(k.events.some((e) => e.type === 'discard' && e.inst === card), true, `${name} discarded`);
        k.equal(k.where(palantir), 'character', 'the Palantír stays');
      },
    },
  ];
}

/** Storing for 5 marshalling points: in a Haven (hero), at Barad-dûr (minion). */
function storedForFive(name: string, minion: boolean, quote: string): Scenario {
  return minion
    ? storedAt(name, { minion: true, title: `"${quote} at Barad-dûr": stored at Barad-dûr for 5; not at Dol Amroth`, who: 'Orc Veteran', at: 'Barad-dûr', mp: 5, notAt: 'Dol Amroth' })
    : storedAt(name, { title: `"${quote} in a Haven": stored at Rivendell for 5; not at Bree`, who: 'Aragorn II', at: 'Rivendell', mp: 5, notAt: 'Bree' });
}

/** Palantír of Amon Sûl: look at the opponent's hand or use the abilities of Palantír of Annúminas / Elostirion; discarded moving alone; stored for 5. */
export function amonSulScenarios(minion: boolean, moveQuote: string): Scenario[] {
  const name = 'Palantír of Amon Sûl';
  const cast = CAST[minion ? 'minion' : 'hero'].plain;
  return [
    ...palantirScenarios(name, minion, [AMON_SUL_LOOK_CASE, needing('Palantír of Annúminas', ANNUMINAS_CASE), needing('Palantír of Elostirion', minion ? ELOSTIRION_MINION_CASE : ELOSTIRION_HERO_CASE)]),
    movesScenario(name, minion, `"${moveQuote}": kept moving with 2, discarded moving alone`, [
      { names: cast, moves: true, kept: true },
      { names: cast.slice(0, 1), moves: true, kept: false },
    ]),
    storedForFive(name, minion, '5 marshalling points if stored'),
  ];
}

/** Palantír of Osgiliath: a hazard permanent-event discarded, or the effect of each other Palantír duplicated; discarded moving with 3; stored for 5. */
export function osgiliathScenarios(minion: boolean, moveQuote: string, storeQuote: string): Scenario[] {
  const name = 'Palantír of Osgiliath';
  const four = minion ? ['Orc Veteran', 'Hendolen', 'Layos', 'Ciryaher'] : ['Aragorn II', 'Arinmîr', 'Legolas', 'Gimli'];
  return [
    ...palantirScenarios(name, minion, [
      OSGILIATH_DISCARD_CASE,
      needing('Palantír of Amon Sûl', AMON_SUL_LOOK_CASE),
      needing('Palantír of Annúminas', ANNUMINAS_CASE),
      needing('Palantír of Elostirion', minion ? ELOSTIRION_MINION_CASE : ELOSTIRION_HERO_CASE),
      needing('Palantír of Minas Tirith', MINAS_TIRITH_CASE),
      needing('Palantír of Orthanc', ORTHANC_CASE),
    ]),
    movesScenario(name, minion, `"${moveQuote}": kept moving with 4, discarded moving with 3`, [
      { names: four, moves: true, kept: true },
      { names: four.slice(0, 3), moves: true, kept: false },
    ]),
    storedForFive(name, minion, storeQuote),
  ];
}
