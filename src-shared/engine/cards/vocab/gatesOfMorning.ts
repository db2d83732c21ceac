/** "If Gates of Morning is in play", and what Gates of Morning and Skies of Fire do as they are played. */
import { cardOf, inPlayReaching, nameKey, removeFrom, toDiscard, type CardDef, type Ctx, type Query } from '../cardApi';
import { ANY_PHASE } from './resourcePlay';

/** "If Gates of Morning is in play" on a resource (Skies of Fire stands in for it only when hazards are read: gatesOfMorningInPlay). */
export const GATES = ['Gates of Morning'];

export function cardInPlayNamed(q: Query, names: string[]): boolean {
  return inPlayReaching(q.s, names.map(nameKey));
}

/** Whether Gates of Morning is in play, or Skies of Fire, which acts as it for interpreting hazards (for hazard definitions). */
export function gatesOfMorningInPlay(q: Query): boolean {
  return cardInPlayNamed(q, ['Gates of Morning', 'Skies of Fire']);
}

/** Every environment hazard card in play (play areas, on characters) is discarded. */
function discardHazardEnvironments(q: Query, ctx: Ctx): void {
  const s = q.s;
  const isEnv = (i: number) => cardOf(s, i).type === 'Hazard' && cardOf(s, i).keywords.includes('Environment');
  for (const p of s.players)
    for (const i of p.playArea.filter(isEnv)) {
      removeFrom(p.playArea, i);
      delete s.eventTurn[i];
      toDiscard(s, i, ctx);
    }
  for (const ch of Object.values(s.chars))
    for (const i of ch.hazards.filter(isEnv)) {
      removeFrom(ch.hazards, i);
      toDiscard(s, i, ctx);
    }
}

/** Gates of Morning and its minion counterpart Skies of Fire: the environment hazard cards in play are discarded; the card stays in play. */
export function gatesOfMorning(name: 'Gates of Morning' | 'Skies of Fire'): Omit<CardDef, 'name' | 'alignment' | 'text'> {
  return {
    // Skies of Fire "acts as Gates of Morning for the purposes of interpreting hazards": hazard
    // definitions that read Gates of Morning ask gatesOfMorningInPlay() (above).
    play: { side: 'resource', windows: ANY_PHASE, requires: [{ is: 'notInPlay', names: [name] }] },
    effects: [{ do: 'stay' }, { do: 'custom', label: 'every environment hazard card in play is discarded', run: discardHazardEnvironments }],
    template: { kind: 'gatesOfMorning', args: [name] },
  };
}
