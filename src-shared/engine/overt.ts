/**
 * A company's overt / covert status: the one function every rule and card text that reads it calls (sites' "detainment against
 * covert company", creatures' "detainment against covert and hero companies", Steeds' "a moving covert company", Not Slay
 * Needlessly's "Against a covert company, the attack is canceled" …).
 *
 * coe-rules glossary: "overt - A type of company that contains an Orc, Troll, Ringwraith avatar in Fell Rider mode, and/or Balrog
 * avatar (or certain allies or other cards that make a company overt), OR that contains a Half-orc and other characters that are
 * neither men nor Half-orcs"; "covert - A type of company that does not contain a Balrog, Orc, Troll, or Ringwraith in Fell Rider
 * mode (or a card that says it makes the company overt)". "Half-orc - A character race that counts as an Orc for all purposes
 * except determining whether a company is overt" (Half-orcs are race Orc in the data, "Half-orc." in their text).
 * Dark Arda "Ringwraith Mode Rule": "Fell Rider mode is overt. Heralded Lord and Black Rider are both covert." — the mode is the
 * Ringwraith's own part: in Fell Rider mode his company is overt; in Heralded Lord or Black Rider mode (or in none) he does not make
 * it overt, and its other members still do (an Orc in it). Arda Revised has no modes ("do not need “mode” cards").
 * The cards that make a company overt say so: allies' "Its controlling character's company is overt" (“Two-headed” Troll, Great
 * Bats …).
 * coe-rules §3.4: "A company’s composition and overt/covert status is checked at the beginning of each attack and then remains
 * consistent for the duration of that attack": combat.ts startCombat keeps it on the attack (Attack.overt), read here while the
 * attack lasts.
 */
import { cardOf } from './state';
import type { EngineCard, GameState } from './types';

/** An ally's text: "Its controlling character's company is overt". */
const OVERT_ALLY = /controlling character[’']s company is overt/i;

const halfOrc = (c: EngineCard) => c.keywords.includes('Half-orc') || /^Half-orc\b/.test(c.text ?? '');

/** The company's status from what it holds now (no attack's status kept). */
export function overtNow(s: GameState, companyId: string): boolean {
  const co = s.companies.find((c) => c.id === companyId);
  if (!co) return false;
  const wraith = s.players[co.owner]?.avatarInPlay;
  // "Fell Rider mode is overt. Heralded Lord and Black Rider are both covert."
  if (s.profile === 'dark-arda' && s.modes?.[co.owner] === 'Fell Rider' && wraith !== null && wraith !== undefined && co.chars.includes(wraith)) return true;
  const cards = co.chars.map((ch) => cardOf(s, ch));
  if (cards.some((c) => !halfOrc(c) && (c.race === 'Orc' || c.race === 'Troll'))) return true;
  if (co.chars.some((ch) => (s.chars[ch]?.allies ?? []).some((a) => OVERT_ALLY.test(cardOf(s, a).text ?? '')))) return true;
  return cards.some(halfOrc) && cards.some((c) => !halfOrc(c) && c.race !== 'Man');
}

/** Whether the company is overt (else covert); during an attack on it, its status at the attack's beginning (§3.4). */
export function isOvert(s: GameState, companyId: string): boolean {
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const step = s.stack[i];
    if (step?.kind === 'combat' && step.attack.companyId === companyId && step.attack.overt !== undefined) return step.attack.overt;
  }
  return overtNow(s, companyId);
}
