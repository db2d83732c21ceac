/** Sages: the sage of a company; a sage taps to discard a hazard event (Marvels Told, Voices of Malice). */
import { hasSkill, statusOf, type CardDef, type Company, type GameState } from '../cardApi';

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
