/**
 * Storing resources: MP events kept with the character (or ally) who plays them, worth their marshalling points only once
 * stored at a Haven or Darkhaven during his organization phase (That Ain’t No Secret, Dreams of Lore, …), and storing in the
 * end-of-turn phase (Safe from the Shadow, Tokens to Show).
 */
import { bearerOf, cardOf, companyOfChar, eventsIn, player, removeFrom, toDiscard, type AbilitySpec, type CardDef, type Ctx, type GameEvent, type GameState, type Predicate, type Query, type SiteTypeCode, type StaticEffect } from '../cardApi';
import { ANY_PHASE } from './resourcePlay';
import { keepTapped, untapPhaseOf } from './untapPhase';

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

/** The company's site is untapped ("at an untapped site"). */
export const untappedSite: Predicate = { is: 'custom', label: 'an untapped site', test: (q) => !q.s.companies.find((c) => c.id === q.companyId)?.siteTapped };

/** The site of the character's company is tapped ("Tap the sage and the site"). */
export function tapSiteOf(s: GameState, character: number): void {
  const co = companyOfChar(s, character);
  if (co) co.siteTapped = true;
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

/**
 * An MP permanent-event played on the character who taps to play it: played from the MP hand (playMpCard puts it in the play
 * area), it is moved to that character (or, played by an ally, to the character controlling him, `s.allyCards` naming the
 * ally). Returns the character it now lies with, or null when this action did not play it.
 */
export function placeWithPlayer(s: GameState, events: readonly GameEvent[], ctx: Ctx, self: { inst: number; bearer: number | null }, name: string): number | null {
  const played = eventsIn(events, 'playMpCard').find((e) => e.card === s.cardOf[self.inst] && e.success !== false);
  const owner = s.players.find((p) => p.playArea.includes(self.inst));
  if (!played || !owner || self.bearer !== null) return null;
  const who = played.character;
  const holder = holderOf(s, who);
  if (holder === null || !s.chars[holder]) return null;
  removeFrom(owner.playArea, self.inst);
  s.chars[holder].hazards.push(self.inst);
  if (holder !== who) (s.allyCards ??= {})[self.inst] = who;
  ctx.events.push({ type: 'effect', effect: 'custom', label: `${name} is placed with ${cardOf(s, holder).name}${holder !== who ? ` (played by ${cardOf(s, who).name})` : ''}`, card: s.cardOf[self.inst] });
  return holder;
}

/** The `afterAction` static of an MP permanent-event kept with the character who plays it (placeWithPlayer); `then` follows its placing. */
export function keptWithPlayer(name: string, then?: (s: GameState, holder: number, ctx: Ctx) => void): StaticEffect {
  return {
    on: 'afterAction',
    run: (s, events, ctx, self) => {
      const holder = placeWithPlayer(s, events, ctx, self, name);
      if (holder !== null) then?.(s, holder, ctx);
    },
  };
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
export function storedEvent(o: { name: string; text: string; requires: Predicate[]; tapSite?: boolean; noUntap?: boolean; allies?: boolean }): CardDef {
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
          const holder = placeWithPlayer(s, events, ctx, self, o.name);
          if (holder !== null && o.tapSite) tapSiteOf(s, holder);
          // "The character may not untap": his untap phase leaves him tapped.
          const keeper = playerOfKept(s, self.inst, self.bearer);
          if (o.noUntap && keeper !== null && untapPhaseOf(s, events, self.bearer)) keepTapped(s, keeper, { inst: self.inst, name: o.name }, ctx);
        },
      },
    ],
  };
}

/** Safe from the Shadow and its minion counterpart Tokens to Show: storing in the end-of-turn phase; discarded when a Play deck is exhausted. */
export function safeFromTheShadow(name: 'Safe from the Shadow' | 'Tokens to Show'): Omit<CardDef, 'name' | 'alignment' | 'text'> {
  return {
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
    template: { kind: 'safeFromTheShadow', args: [name] },
  };
}
