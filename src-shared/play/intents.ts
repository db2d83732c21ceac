/**
 * What a click on the board means, as a legal action or a short reason why nothing
 * happens. Pure functions of the view and the legal actions: the store only sends them.
 */
import type { GameView } from '../engine';
import type { Action } from '../engine/types';

export interface IntentChoice {
  action: Action | null;
  hint: string | null;
}

const none = (hint: string): IntentChoice => ({ action: null, hint });
const take = (action: Action): IntentChoice => ({ action, hint: null });

function siteName(view: GameView, siteId: string): string {
  return view.catalog.cards[siteId]?.name ?? siteId;
}

/**
 * A click on a site: the selected company's move there (or the only company that can move),
 * the starting site, the avatar or a character coming into play there.
 */
export function siteClickAction(view: GameView, legal: readonly Action[], siteId: string, selectedCompany: string | null): IntentChoice {
  const name = siteName(view, siteId);
  const moves = legal.filter((a): a is Extract<Action, { type: 'declareMovement' }> => a.type === 'declareMovement');
  if (moves.length) {
    const companies = [...new Set(moves.map((a) => a.companyId))];
    const company = selectedCompany ?? (companies.length === 1 ? companies[0] : null);
    if (company === null) return none(`Choose a company first, then click ${name}.`);
    const move = moves.find((a) => a.companyId === company && a.site === siteId);
    if (move) return take(move);
  }
  const start = legal.find((a) => a.type === 'chooseStartingSite' && a.site === siteId);
  if (start) return take(start);
  const avatar = legal.find((a) => a.type === 'playAvatar' && a.site === siteId);
  if (avatar) return take(avatar);
  const plays = legal.filter((a) => a.type === 'playCharacter' && a.site === siteId);
  const only = plays.length === 1 ? plays[0] : undefined;
  if (only) return take(only);
  if (plays.length > 1) return none(`Several characters can come into play at ${name}: choose one in the decision panel.`);
  if (moves.length) return none(`This company cannot move to ${name} this turn.`);
  return none(`Nothing to do at ${name} now.`);
}

/** A strike chip dropped on a character: that character's strike assignment (or excess -1). */
export function strikeDropAction(view: GameView, legal: readonly Action[], inst: number): IntentChoice {
  const hit = legal.find((a) => (a.type === 'assignStrike' || a.type === 'allocateExcess') && a.target === inst);
  if (hit) return take(hit);
  const name = view.catalog.cards[view.cardOf[inst] ?? '']?.name ?? 'this card';
  return none(`No strike can go to ${name} now.`);
}
