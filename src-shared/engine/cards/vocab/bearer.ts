/** What cards kept with a character (items, allies) read of their bearer: when an ability may be used, on what, and discarding one. */
import { cardOf, companyOfChar, hasSkill, nameKey, removeFrom, toDiscard, type AbilitySpec, type Ctx, type Effect, type GameState, type Predicate, type Query, type SiteTypeCode, type Window } from '../cardApi';

/** An ability usable whenever its controller has a decision to make. */
export const ANY_TIME: Window[] = ['organization', 'longEvent', 'site', 'endTurn', 'attack', 'strike', 'response'];

/** "Cannot be duplicated on a given character": the character taking the item bears none with its name. */
export const notDuplicated: Predicate = { is: 'notDuplicatedOnCharacter' };

/** The character bearing the card used (an ability's `q.bearer`). */
export function bearerQ(q: Query): number | null {
  return q.bearer ?? null;
}

/** The bearer's company (an ability's). */
export function bearerCompany(q: Query): ReturnType<typeof companyOfChar> {
  const b = bearerQ(q);
  return b === null ? undefined : companyOfChar(q.s, b);
}

/** An attack is under way against the bearer's company. */
export const ATTACK_ON_COMPANY: Predicate = { is: 'attackOnBearerCompany' };

/** The strike targeted is against the bearer. */
export const STRIKE_ON_BEARER: Predicate = { is: 'strikeOnBearer' };

/** The bearer is a warrior ("Warrior only:"). */
export const BEARER_WARRIOR: Predicate = { is: 'custom', label: 'Warrior only', test: (q) => bearerQ(q) !== null && hasSkill(q.s, bearerQ(q) as number, 'Warrior') };

/** Takes a card in play (item or ally on a character) to its discard pile. */
export function discardInPlay(s: GameState, inst: number, ctx: Ctx): void {
  for (const ch of Object.values(s.chars)) {
    removeFrom(ch.items, inst);
    removeFrom(ch.allies, inst);
  }
  toDiscard(s, inst, ctx);
}

/** A shield's "Warrior only: tap <shield> …" against a strike on its bearer (Great-shield of Rohan, Enruned Shield). */
export function shieldTap(label: string, effects: Effect[]): AbilitySpec {
  return { label, windows: ['strike'], target: { kind: 'strike' }, requires: [STRIKE_ON_BEARER, BEARER_WARRIOR], costs: ['tapSelf'], effects, botUse: true };
}

/** "Cannot be duplicated in a given company": no card of that name with a character of the target's (or the acting) company. */
export function notInCompany(name: string): Predicate {
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

/** "Discard: to untap a <site types>": the bearer's company is at a tapped site of one of `types`; discarding the card untaps it. */
export function untapSiteByDiscard(label: string, types: SiteTypeCode[]): AbilitySpec {
  return {
    label: `discard: untap the company's ${label}`,
    windows: ['organization', 'longEvent', 'site', 'endTurn'],
    requires: [
      {
        is: 'custom',
        label: `the bearer's company is at a tapped ${label}`,
        test: (q) => {
          const co = bearerCompany(q);
          const type = co ? q.s.catalog.cards[co.site]?.siteType : undefined;
          return Boolean(co && co.siteTapped && type && types.includes(type));
        },
      },
    ],
    costs: ['discardSelf'],
    effects: [
      {
        do: 'custom',
        label: `the ${label} is untapped`,
        run: (q) => {
          const co = bearerCompany(q);
          if (co) co.siteTapped = false;
        },
      },
    ],
    botUse: true,
  };
}
