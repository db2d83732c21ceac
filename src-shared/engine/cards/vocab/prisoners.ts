/** Cards whose company faces an attack before a character may take them (Rescue Prisoners, Burning Rick, Cot, and Tree, The Windlord Found Me). */
import { cardOf, companyOfChar, eventsIn, nameKey, removeFrom, startCombat, statusOf, toDiscard, type AbilitySpec, type Ctx, type GameState, type PlaySpec, type Predicate, type SiteTypeCode, type StaticEffect } from '../cardApi';
import { keepTapped, untapPhaseOf } from './untapPhase';

/** A Rescue Prisoners played this turn: its attack still under way, or the attack over and a character yet to take it. */
interface Rescue {
  inst: number;
  companyId: string;
  stage: 'attack' | 'choose';
}

/** An attack a prisoner card's company faces: "The company faces a Spider attack (2 strikes with 7 prowess)". */
interface PrisonerAttack {
  /** The attack's race, or how to find it ("attack type as first automatic-attack at site"). */
  race: string | ((s: GameState, companyId: string) => string);
  strikes: number;
  prowess: number;
}

export function rescues(s: GameState): Rescue[] {
  const turn = s.turn as GameState['turn'] & { rescues?: Rescue[] };
  return (turn.rescues ??= []);
}

/** Takes a card off whatever character holds it, to its discard pile. */
function discardFromCharacter(s: GameState, inst: number, ctx: Ctx): void {
  for (const ch of Object.values(s.chars)) removeFrom(ch.hazards, inst);
  toDiscard(s, inst, ctx);
}

/**
 * "The company faces an attack … Afterwards, a character may tap and place this card under him … may not untap until
 * this card is stored" (Rescue Prisoners, The Windlord Found Me): the attack, what happens after it, and the ability
 * that puts the card under a character.
 */
export function prisonerCard(name: string, attacks: [PrisonerAttack, ...PrisonerAttack[]], tapSite: boolean) {
  const pending = (s: GameState, inst: number) => rescues(s).find((r) => r.inst === inst);
  const start = (s: GameState, inst: number, holder: number, ctx: Ctx) => {
    const co = companyOfChar(s, holder);
    if (!co) return;
    if (tapSite) co.siteTapped = true;
    rescues(s).push({ inst, companyId: co.id, stage: 'attack' });
    const [attack, ...rest] = attacks.map((a) => ({ ...a, race: typeof a.race === 'string' ? a.race : a.race(s, co.id) })) as [{ race: string; strikes: number; prowess: number }, ...{ race: string; strikes: number; prowess: number }[]];
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
      // The card left play meanwhile (its holder eliminated, the card discarded with him): nothing more to settle for it.
      if (!Object.values(s.chars).some((ch) => ch.hazards.includes(r.inst))) {
        rescues(s).splice(rescues(s).indexOf(r), 1);
        continue;
      }
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

/** "Playable … at an already tapped …": the company's site is tapped. */
export const TAPPED_SITE: Predicate = { is: 'custom', label: 'an already tapped site', test: (q) => Boolean(q.companyId && q.s.companies.find((c) => c.id === q.companyId)?.siteTapped) };

/** "Cannot be duplicated at a given site": no character of a company at the site holds another copy. */
export const NOT_DUPLICATED_AT_SITE: Predicate = {
  is: 'custom',
  label: 'not duplicated at the site',
  test: (q) => {
    const co = q.companyId ? q.s.companies.find((c) => c.id === q.companyId) : undefined;
    return !q.s.companies.some((c) => c.site === co?.site && c.chars.some((ch) => (q.s.chars[ch]?.hazards ?? []).some((i) => i !== q.inst && cardOf(q.s, i).key === q.card.key)));
  },
};

/** "Attack type as first automatic-attack at site": the race of the company's site's first automatic-attack. */
export function firstAutoAttackRace(s: GameState, companyId: string): string {
  const co = s.companies.find((c) => c.id === companyId);
  return (co ? s.catalog.cards[co.site]?.autoAttacks[0]?.race : undefined) ?? 'Men';
}

/** "Playable during the site phase at an already tapped <types> … Cannot be duplicated at a given site": on a character of the company (who holds it during the attack). */
export function prisonerPlay(types: SiteTypeCode[]): PlaySpec {
  return { side: 'resource', windows: ['site'], target: { kind: 'character', side: 'company' }, requires: [{ is: 'entered' }, { is: 'siteType', types }, TAPPED_SITE, NOT_DUPLICATED_AT_SITE] };
}
