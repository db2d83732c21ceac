/** Sages: the sage of a company; a sage taps to discard a hazard event (Marvels Told, Voices of Malice). */
import { hasSkill, statusOf, type CardDef, type Company, type GameState, type Predicate } from '../cardApi';
import { informationHere, tapSiteOf, untappedSite } from './storing';

/** The first sage of the company (untapped when `untapped`), if any ("a sage in his company"). */
export function sageOf(s: GameState, co: Company | undefined, untapped = false): number | undefined {
  return co?.chars.find((ch) => hasSkill(s, ch, 'Sage') && (!untapped || statusOf(s, ch) === 'untapped'));
}

/** Marvels Told and its minion counterpart Voices of Malice: a sage taps to discard a non-environment hazard permanent-event or long-event, and checks corruption at -2. */
export function marvelsTold(name: 'Marvels Told' | 'Voices of Malice'): Omit<CardDef, 'name' | 'alignment' | 'text'> {
  return {
    // "Ritual" (Marvels Told) is a keyword other cards refer to; it has no effect of its own.
    play: {
      side: 'resource',
      windows: ['organization', 'longEvent', 'site', 'endTurn', 'response'],
      target: { kind: 'cardInPlay', match: { type: 'Hazard', subtypes: ['Permanent-event', 'Long-event'], notKeywords: ['Environment'] } },
      costs: [{ pay: 'tapSkilled', skill: 'Sage' }],
    },
    effects: [{ do: 'discardTarget' }, { do: 'corruptionCheck', who: 'payer', modifier: -2 }],
    template: { kind: 'marvelsTold', args: [name] },
  };
}

/**
 * A sage's card kept with him (When I Know Anything, When You Know More, Swordmaster): "Playable on a sage during the site phase at a site where
 * Information is playable. Tap sage and site." An MP card, played at the site from the MP hand (playMpCard taps the sage; the card
 * then lies with him and taps the site) or, as the engine also lets it, from the Play hand; its point counts while it is with him.
 */
export function sageEnchantment(more: Predicate[] = []): Pick<CardDef, 'play' | 'effects' | 'static'> {
  return {
    play: {
      side: 'resource',
      windows: ['site'],
      // The untapped sage is the cost's condition (tapTarget), checked as the card is declared.
      target: { kind: 'character', side: 'company' },
      // "Tap sage and site": an untapped site (playMpCard checks only these requirements, with the tapping character as target).
      // `more`: the card's own conditions on the sage, here too since playMpCard reads only `requires`.
      requires: [{ is: 'entered' }, { is: 'skill', skill: 'Sage' }, informationHere(), untappedSite, ...more],
      costs: [{ pay: 'tapTarget' }],
    },
    effects: [
      { do: 'attach', to: 'target' },
      { do: 'custom', label: 'the site is tapped', run: (q) => (q.target !== null ? tapSiteOf(q.s, q.target) : undefined) },
    ],
    // Played from the MP hand, effects/resolve.ts resolveMpPlay places it with the sage (attach) and runs the site's tapping.
    static: [{ on: 'scoresWithBearer' }],
  };
}
