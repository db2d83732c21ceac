/**
 * Card definitions: MP events kept with the character (or ally) who plays them, worth their marshalling points only once
 * stored at a Haven or Darkhaven during his organization phase (That Ain’t No Secret, Dreams of Lore, …), and the
 * scenario helpers they share.
 */
import { bearerOf } from '../effects/abilities';
import type { AbilitySpec, CardDef, Predicate, Query, Scenario } from '../effects/types';
import { scoreSheet } from '../scoring';
import { atSite } from '../../../tests/cards/kit/combatSteps';
import type { ScenarioKit } from '../../../tests/cards/kit/kit';
import { minionKit } from '../../../tests/cards/kit/templates';
import { cardOf, companyOfChar, player, removeFrom, type Ctx } from '../state';
import type { GameState, SiteTypeCode } from '../types';
import { isOvert } from './vocab/companies';
import { keepTapped, untapPhaseOf } from './vocab/untapPhase';
import { eventsIn } from '../events';

/** The company's site is one where Information is playable (the site's "Playable:" line). */
export function informationHere(): Predicate {
  return {
    is: 'custom',
    label: 'a site where Information is playable',
    test: (q) => {
      const co = q.companyId ? q.s.companies.find((c) => c.id === q.companyId) : q.target !== null ? companyOfChar(q.s, q.target) : undefined;
      return Boolean(co && q.s.catalog.cards[co.site]?.playable.includes('information'));
    },
  };
}

/** The end of this turn (the other seat's turn in between) up to the seat's next untap phase, in a two-seat scenario where seat 0 is active. */
export function nextOwnTurn(k: ScenarioKit): void {
  k.toNextTurn(1);
  k.equal(k.s.turn.active, 0, 'seat 0 is active again');
}

/**
 * The ability of a card kept with a character that is stored in the organization phase, with no corruption check (Arda Revised:
 * the check is for items): "No marshalling points are received until this card is stored at a Haven [{H}] …". `types` are the
 * site types it may be stored at, `ready` what else must hold (the card's attack is over), `then` what storing it also does.
 */
export function storeCardAbility(o: { label: string; where: string; types: SiteTypeCode[]; ready?: (q: Query) => boolean; then?: (q: Query, ctx: Ctx) => void; effectLabel?: string }): AbilitySpec {
  return {
    label: o.label,
    windows: ['organization'],
    requires: [
      {
        is: 'custom',
        label: `his company is at ${o.where}`,
        test: (q) => {
          const co = q.bearer !== null && q.bearer !== undefined ? companyOfChar(q.s, q.bearer) : undefined;
          const type = co ? q.s.catalog.cards[co.site]?.siteType : undefined;
          return (o.ready?.(q) ?? true) && type !== undefined && type !== null && o.types.includes(type);
        },
      },
    ],
    costs: [],
    effects: [
      {
        do: 'custom',
        label: o.effectLabel ?? 'stored in the marshalling point pile',
        run: (q, ctx) => {
          for (const ch of Object.values(q.s.chars)) removeFrom(ch.hazards, q.inst);
          if (q.s.allyCards) delete q.s.allyCards[q.inst];
          player(q.s, q.seat).mpPile.push(q.inst);
          ctx.events.push({ type: 'storeItem', seat: q.seat, card: q.card.id });
          o.then?.(q, ctx);
        },
      },
    ],
    botUse: true,
  };
}

/** The character who holds a card kept with `who`: himself, or for an ally the character controlling him (allies hold no cards). */
function holderOf(s: GameState, who: number): number | null {
  return s.chars[who] ? who : bearerOf(s, who);
}

/** The one who played a kept card and may not untap: the ally recorded in `s.allyCards`, else the character bearing it. */
function playerOfKept(s: GameState, inst: number, bearer: number | null): number | null {
  return s.allyCards?.[inst] ?? bearer;
}

/**
 * An MP event kept with the character who plays it, giving marshalling points only once stored at a Haven (a Darkhaven for
 * minions) during his organization phase ("No marshalling points are received until this card is stored…"). The Arda sets
 * put such cards in the MP deck: they are played at the site from the MP hand (playMpCard taps the character and puts a
 * permanent-event in the play area; this card's afterAction effect then places it with him). Storing is an ability (useCard)
 * of the card in the organization phase at a Haven, with no corruption check (Arda Revised: the check is for items).
 * `tapSite`: the card taps the site too; `noUntap`: the character may not untap until it is stored (he stays tapped through
 * his untap phases; healing at a Haven still makes a wounded one tapped). `allies`: an ally with the skill the card needs may
 * play it (Arda Revised: "Treebeard has the sage skill, so he can tap to play a Dreams of Lore card"); allies hold no cards,
 * so the card lies with the character controlling him and `s.allyCards` names the ally (who may not untap).
 */
function storedEvent(o: { name: string; text: string; requires: Predicate[]; tapSite?: boolean; noUntap?: boolean; allies?: boolean; scenarios: Scenario[] }): CardDef {
  const tapSiteOf = (s: GameState, ch: number) => {
    const co = companyOfChar(s, ch);
    if (co) co.siteTapped = true;
  };
  return {
    name: o.name,
    text: o.text,
    play: {
      side: 'resource',
      windows: ['site'],
      target: { kind: 'character', side: 'company', where: [{ is: 'status', status: 'untapped' }], ...(o.allies ? { allies: true } : {}) },
      requires: [{ is: 'entered' }, ...o.requires],
      costs: [{ pay: 'tapTarget' }],
    },
    effects: [{ do: 'attach', to: 'target' }, ...(o.tapSite ? [{ do: 'custom' as const, label: 'the site is tapped', run: (q: Query) => (q.target !== null ? tapSiteOf(q.s, q.target) : undefined) }] : [])],
    abilities: [storeCardAbility({ label: 'store this card (marshalling points)', where: 'a Haven', types: ['H'] })],
    static: [
      {
        on: 'afterAction',
        run: (s, events, ctx, self) => {
          // Played from the MP hand: from the play area to the character (or the ally's controller) who tapped to play it.
          const played = eventsIn(events, 'playMpCard').find((e) => e.card === s.cardOf[self.inst] && e.success !== false);
          const owner = s.players.find((p) => p.playArea.includes(self.inst));
          if (played && owner && self.bearer === null) {
            const who = played.character;
            const holder = holderOf(s, who);
            if (holder !== null && s.chars[holder]) {
              removeFrom(owner.playArea, self.inst);
              s.chars[holder].hazards.push(self.inst);
              if (holder !== who) (s.allyCards ??= {})[self.inst] = who;
              if (o.tapSite) tapSiteOf(s, holder);
              ctx.events.push({ type: 'effect', effect: 'custom', label: `${o.name} is placed with ${cardOf(s, holder).name}${holder !== who ? ` (played by ${cardOf(s, who).name})` : ''}`, card: s.cardOf[self.inst] });
            }
          }
          // "The character may not untap": his untap phase leaves him tapped.
          const keeper = playerOfKept(s, self.inst, self.bearer);
          if (o.noUntap && keeper !== null && untapPhaseOf(s, events, self.bearer)) keepTapped(s, keeper, { inst: self.inst, name: o.name }, ctx);
        },
      },
    ],
    scenarios: o.scenarios,
  };
}

/** The company's site is untapped ("at an untapped site"). */
const UNTAPPED_SITE: Predicate = { is: 'custom', label: 'an untapped site', test: (q) => !q.s.companies.find((c) => c.id === q.companyId)?.siteTapped };

/** Gimli (no sage) with Treebeard as his ally, and Bilbo (a sage), at Weathertop (Information), the site entered; Dreams of Lore in the MP hand. */
function dreamsAtWeathertop(k: ScenarioKit, names: string[] = ['Gimli']): { id: string; chars: number[]; treebeard: number; card: number } {
  const { id, chars } = k.company(0, names, 'Weathertop');
  const treebeard = k.ally(chars[0] as number, 'Treebeard');
  const card = k.mpHand(0, 'Dreams of Lore');
  atSite(k, id);
  return { id, chars, treebeard, card };
}

const DREAMS_OF_LORE = storedEvent({
  name: 'Dreams of Lore',
  text: 'Sage only during the site phase at an untapped site where Information is playable. Tap the sage and the site. Sage may not untap until Dreams of Lore is stored at a Haven [{H}] during his organization phase. May not be transferred.',
  requires: [{ is: 'skill', skill: 'Sage' }, informationHere(), UNTAPPED_SITE],
  tapSite: true,
  noUntap: true,
  allies: true,
  scenarios: [
    {
      // Arda Revised: "Treebeard has the sage skill, so he can tap to play a Dreams of Lore card."
      title: 'Treebeard (an ally, a sage) taps to play it at Weathertop: he and the site tap, he stays tapped until it is stored at Rivendell for 2 MP',
      run: (k) => {
        const { id, chars, treebeard, card } = dreamsAtWeathertop(k);
        const [gimli] = chars as [number];
        k.refused(0, { type: 'playMpCard', inst: card, character: gimli });
        k.act(0, { type: 'playMpCard', inst: card, character: treebeard });
        k.equal(k.s.status[treebeard], 'tapped', 'Treebeard taps');
        k.equal(k.s.status[gimli], undefined, 'Gimli stays untapped');
        k.equal(k.companyById(id).siteTapped, true, 'the site is tapped');
        k.expect((k.s.chars[gimli]?.hazards ?? []).includes(card), 'the card lies with Gimli, who controls Treebeard');
        k.equal(scoreSheet(k.s, 0).misc, 0, 'no marshalling points yet');
        k.setStatus(gimli, 'tapped');
        nextOwnTurn(k);
        k.equal(k.s.status[treebeard], 'tapped', 'Treebeard does not untap');
        k.equal(k.s.status[gimli], undefined, 'Gimli untaps');
        k.expect(!k.canUse(0, card, 0), 'not stored away from a Haven');
        k.companyById(id).site = k.siteId('Rivendell');
        k.use(0, card, 0);
        k.equal(k.where(card), 'mpPile', 'stored');
        k.equal(scoreSheet(k.s, 0).misc, 2, '2 marshalling points');
        nextOwnTurn(k);
        k.equal(k.s.status[treebeard], undefined, 'Treebeard untaps once it is stored');
      },
    },
    {
      title: 'Bilbo (a sage) plays it; not on Gimli (no sage), not at a tapped site, not at Moria (no Information)',
      run: (k) => {
        const { id, chars, card } = dreamsAtWeathertop(k, ['Gimli', 'Bilbo']);
        const [gimli, bilbo] = chars as [number, number];
        k.refused(0, { type: 'playMpCard', inst: card, character: gimli });
        k.companyById(id).siteTapped = true;
        k.refused(0, { type: 'playMpCard', inst: card, character: bilbo });
        k.companyById(id).siteTapped = false;
        k.act(0, { type: 'playMpCard', inst: card, character: bilbo });
        k.expect((k.s.chars[bilbo]?.hazards ?? []).includes(card), 'with Bilbo');
        k.equal(k.s.status[bilbo], 'tapped', 'Bilbo taps');
        const moria = k.company(0, ['Elrond'], 'Moria');
        const other = k.mpHand(0, 'Dreams of Lore');
        atSite(k, moria.id);
        k.refused(0, { type: 'playMpCard', inst: other, character: moria.chars[0] as number });
      },
    },
  ],
});

/** The stored MP events. */
export const STORED_EVENTS: CardDef[] = [
  storedEvent({
    name: 'That Ain’t No Secret',
    text: 'Playable during the site phase on an untapped character at a site where Information is playable. Tap the character (but not the site). No marshalling points are received until this card is stored at a Darkhaven [{DH}] during the character’s organization phase.',
    requires: [informationHere()],
    scenarios: [
      {
        title: 'played from the MP hand at Weathertop (Information) on Jûoma: he taps, the site does not, no MP until stored at Minas Morgul',
        run: (k0) => {
          const k = minionKit(k0);
          const { id, chars } = k.company(0, ['Jûoma', 'Hador'], 'Weathertop');
          const [juoma] = chars as [number];
          const card = k.mpHand(0, 'That Ain’t No Secret');
          atSite(k, id);
          k.act(0, { type: 'playMpCard', inst: card, character: juoma });
          k.equal(k.where(card), 'character', 'the card is with Jûoma');
          k.expect((k.s.chars[juoma]?.hazards ?? []).includes(card), 'on Jûoma');
          k.equal(k.s.status[juoma], 'tapped', 'Jûoma taps');
          k.equal(k.companyById(id).siteTapped, false, 'the site is not tapped');
          k.equal(scoreSheet(k.s, 0).misc, 0, 'no marshalling points yet');
          k.phase('organization');
          k.expect(!k.canUse(0, card, 0), 'not stored away from a Darkhaven');
          k.companyById(id).site = k.siteId('Minas Morgul');
          k.use(0, card, 0);
          k.equal(k.where(card), 'mpPile', 'stored');
          k.equal(scoreSheet(k.s, 0).misc, 1, '1 marshalling point');
        },
      },
      {
        title: 'not at a site where Information is not playable (Moria)',
        run: (k0) => {
          const k = minionKit(k0);
          const { id, chars } = k.company(0, ['Jûoma'], 'Moria');
          const card = k.mpHand(0, 'That Ain’t No Secret');
          atSite(k, id);
          k.refused(0, { type: 'playMpCard', inst: card, character: chars[0] as number });
        },
      },
    ],
  }),
  storedEvent({
    name: 'That’s Been Heard Before Tonight',
    text: 'Playable during the site phase on an untapped character in a covert company at a Border-hold [{B}] or Free-hold [{F}] where Information is playable. Tap the character (but not the site). No marshalling points are received and the character may not untap until this card is stored at a Darkhaven [{DH}] during his organization phase.',
    requires: [informationHere(), { is: 'siteType', types: ['B', 'F'] }, { is: 'custom', label: 'a covert company', test: (q) => q.companyId !== null && !isOvert(q.s, q.companyId) }],
    noUntap: true,
    scenarios: [
      {
        title: 'at Rivendell (Free-hold, Information) on Jûoma: he taps and does not untap in his next untap phase; stored at a Darkhaven for 2 MP',
        run: (k0) => {
          const k = minionKit(k0);
          const { id, chars } = k.company(0, ['Jûoma', 'Hador'], 'Rivendell');
          const [juoma, hador] = chars as [number, number];
          const card = k.mpHand(0, 'That’s Been Heard Before Tonight');
          atSite(k, id);
          k.act(0, { type: 'playMpCard', inst: card, character: juoma });
          k.equal(k.where(card), 'character', 'the card is with Jûoma');
          k.equal(k.companyById(id).siteTapped, false, 'the site is not tapped');
          k.setStatus(hador, 'tapped');
          nextOwnTurn(k);
          k.equal(k.s.status[juoma], 'tapped', 'Jûoma does not untap');
          k.equal(k.s.status[hador], undefined, 'Hador untaps');
          k.companyById(id).site = k.siteId('Minas Morgul');
          k.use(0, card, 0);
          k.equal(k.where(card), 'mpPile', 'stored');
          k.equal(scoreSheet(k.s, 0).misc, 2, '2 marshalling points');
        },
      },
      {
        title: 'not in an overt company (an Orc in it), not at a Ruins & Lairs (Weathertop)',
        run: (k0) => {
          const k = minionKit(k0);
          const overt = k.company(0, ['Jûoma', 'Orc Tracker'], 'Rivendell');
          const card = k.mpHand(0, 'That’s Been Heard Before Tonight');
          atSite(k, overt.id);
          k.refused(0, { type: 'playMpCard', inst: card, character: overt.chars[0] as number });
          const ruins = k.company(0, ['Hador'], 'Weathertop');
          atSite(k, ruins.id);
          k.refused(0, { type: 'playMpCard', inst: card, character: ruins.chars[0] as number });
        },
      },
    ],
  }),
  storedEvent({
    name: 'To Satisfy the Questioner',
    text: 'Playable during the site phase on an untapped character at a Free-hold [{F}]. Tap the character and site. No marshalling points are received and the character may not untap until this card is stored at a Darkhaven [{DH}] during his organization phase.',
    requires: [{ is: 'siteType', types: ['F'] }],
    tapSite: true,
    noUntap: true,
    scenarios: [
      {
        title: 'at Rivendell (Free-hold) on Hador: he and the site tap; he stays tapped; stored at a Darkhaven for 3 MP',
        run: (k0) => {
          const k = minionKit(k0);
          const { id, chars } = k.company(0, ['Hador', 'Jûoma'], 'Rivendell');
          const [hador] = chars as [number];
          const card = k.mpHand(0, 'To Satisfy the Questioner');
          atSite(k, id);
          k.act(0, { type: 'playMpCard', inst: card, character: hador });
          k.equal(k.where(card), 'character', 'the card is with Hador');
          k.equal(k.s.status[hador], 'tapped', 'Hador taps');
          k.equal(k.companyById(id).siteTapped, true, 'the site is tapped');
          k.equal(scoreSheet(k.s, 0).misc, 0, 'no marshalling points yet');
          nextOwnTurn(k);
          k.equal(k.s.status[hador], 'tapped', 'Hador does not untap');
          k.companyById(id).site = k.siteId('Minas Morgul');
          k.use(0, card, 0);
          k.equal(scoreSheet(k.s, 0).misc, 3, '3 marshalling points');
        },
      },
      {
        title: 'not at a Ruins & Lairs (Weathertop)',
        run: (k0) => {
          const k = minionKit(k0);
          const { id, chars } = k.company(0, ['Hador'], 'Weathertop');
          const card = k.mpHand(0, 'To Satisfy the Questioner');
          atSite(k, id);
          k.refused(0, { type: 'playMpCard', inst: card, character: chars[0] as number });
        },
      },
    ],
  }),
  DREAMS_OF_LORE,
];
