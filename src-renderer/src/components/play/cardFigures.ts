/**
 * The short line of figures a compact card shows so it reads without hovering:
 * items' bonuses, creatures' strikes and prowess, allies' prowess/body, MP, corruption.
 */
// Relative, not @shared: the unit tests (Node typecheck, no renderer aliases) import this file.
import type { EngineCard } from '../../../../src-shared/engine/types';
import { play } from '../../i18n/messages/play';
import { englishLabels, type Translate } from '../../i18n/translate';

/** English when no `t` is given (unit tests); the board passes vue-i18n's. */
const ENGLISH = englishLabels('play', play.en);

export function cardLine(card: EngineCard, t: Translate = ENGLISH): string {
  const parts: string[] = [];
  const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
  const figure = (key: string, n: number | string) => t(`play.figures.${key}`, { n });
  if (card.type === 'Hazard' && card.strikes > 0) {
    const strikes = card.strikesEach ? figure('each', card.strikes) : String(card.strikes);
    parts.push(`${strikes} × ${card.prowess ?? '?'}${card.body !== null ? `/${card.body}` : ''}`);
  } else if (card.subtype === 'ally' || (card.type === 'Character' && card.prowess !== null)) {
    parts.push(`${card.prowess ?? '-'}/${card.body ?? '-'}`);
    if (card.mind !== null) parts.push(figure('mind', card.mind));
  }
  if (card.prowessBonus) parts.push(figure('prowess', signed(card.prowessBonus)));
  if (card.bodyBonus) parts.push(figure('body', signed(card.bodyBonus)));
  if (card.diBonus) parts.push(figure('di', signed(card.diBonus)));
  if (card.corruption) parts.push(figure('cp', card.corruption));
  if (card.mp) parts.push(figure('mp', card.mp));
  if (card.eventKind) parts.push(t(`play.figures.${card.eventKind}Event`));
  return parts.join(' · ');
}

/** What kind of card it is, in a word or two (for the accessible description). */
export function cardKind(card: EngineCard): string {
  return [card.type, card.subtype].filter(Boolean).join(' ');
}
