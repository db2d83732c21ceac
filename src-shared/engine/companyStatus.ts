/** A company's overt / covert status, as rules and card texts read it (engine core: combat reads it for detainment). */
import { cardOf } from './state';
import type { EngineCard, GameState } from './types';

/**
 * coe-rules glossary: "overt - A type of company that contains an Orc, Troll, Ringwraith avatar in Fell Rider mode, and/or Balrog avatar
 * (or certain allies or other cards that make a company overt), OR that contains a Half-orc and other characters that are neither men nor
 * Half-orcs"; covert otherwise. Arda Revised has no Ringwraith modes and no Balrog; the allies that make a company overt say so
 * ("Its controlling character's company is overt": “Two-headed” Troll, Great Lord of Goblin-gate …). Dark Arda's modes are
 * GameState.modes (a player's own Ringwraith in Fell Rider mode). Half-orcs (race Orc in the data, "Half-orc." in their text) count
 * as Orcs except here.
 */
/** An ally's text: "Its controlling character's company is overt". */
const OVERT_ALLY = /controlling character[’']s company is overt/i;

export function isOvert(s: GameState, companyId: string): boolean {
  const co = s.companies.find((c) => c.id === companyId);
  if (!co) return false;
  const wraith = s.players[co.owner]?.avatarInPlay;
  if (s.modes?.[co.owner] === 'Fell Rider' && wraith !== null && wraith !== undefined && co.chars.includes(wraith)) return true;
  const cards = co.chars.map((ch) => cardOf(s, ch));
  const halfOrc = (c: EngineCard) => c.keywords.includes('Half-orc') || /^Half-orc\b/.test(c.text ?? '');
  if (cards.some((c) => !halfOrc(c) && (c.race === 'Orc' || c.race === 'Troll'))) return true;
  if (co.chars.some((ch) => (s.chars[ch]?.allies ?? []).some((a) => OVERT_ALLY.test(cardOf(s, a).text ?? '')))) return true;
  return cards.some(halfOrc) && cards.some((c) => !halfOrc(c) && c.race !== 'Man');
}
