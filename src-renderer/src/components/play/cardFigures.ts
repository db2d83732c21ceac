/**
 * The short line of figures a compact card shows so it reads without hovering:
 * items' bonuses, creatures' strikes and prowess, allies' prowess/body, MP, corruption.
 */
// Relative, not @shared: the unit tests (Node typecheck, no renderer aliases) import this file.
import type { EngineCard } from '../../../../src-shared/engine/types';

export function cardLine(card: EngineCard): string {
  const parts: string[] = [];
  const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
  if (card.type === 'Hazard' && card.strikes > 0) {
    parts.push(`${card.strikes}${card.strikesEach ? ' each' : ''} × ${card.prowess ?? '?'}${card.body !== null ? `/${card.body}` : ''}`);
  } else if (card.subtype === 'ally' || (card.type === 'Character' && card.prowess !== null)) {
    parts.push(`${card.prowess ?? '-'}/${card.body ?? '-'}`);
    if (card.mind !== null) parts.push(`mind ${card.mind}`);
  }
  if (card.prowessBonus) parts.push(`${signed(card.prowessBonus)} prowess`);
  if (card.bodyBonus) parts.push(`${signed(card.bodyBonus)} body`);
  if (card.diBonus) parts.push(`${signed(card.diBonus)} DI`);
  if (card.corruption) parts.push(`${card.corruption} CP`);
  if (card.mp) parts.push(`${card.mp} MP`);
  if (card.eventKind) parts.push(`${card.eventKind} event`);
  return parts.join(' · ');
}

/** What kind of card it is, in a word or two (for the accessible description). */
export function cardKind(card: EngineCard): string {
  return [card.type, card.subtype].filter(Boolean).join(' ');
}
