/**
 * Which cards the engine carries out in full. A card is "automated" when everything its
 * text says is something the engine does from the data (figures, keying, strikes, where it
 * is playable, influence numbers, ring tests, corruption points); otherwise it is "manual":
 * still playable where its type allows, its text settled with logged manual adjustments.
 * The decision strips the sentences the engine understands and looks at what is left.
 */
import type { EngineCard } from './types';

export type Automation = 'automated' | 'manual';

const UNDERSTOOD: RegExp[] = [
  /\bUnique\.?/gi,
  /\bHoard item\.?/gi,
  /\b(?:Weapon|Armor|Shield|Helmet)\./g,
  /[+-]\s?\d+ (?:to )?(?:bearer[’']s )?(?:prowess|body|direct influence)(?: \(?to a maximum of \d+\)?)?[.;]?/gi,
  /\bBearer receives [+-]\d+ (?:prowess|body)(?: to a maximum of \d+)?\.?/gi,
  /[+-]\d+ to all of (?:his|her) corruption checks\.?/gi,
  /All of (?:his|her) corruption checks are modified by [+-]\d+\.?/gi,
  /-\d+ marshall?ing points? if eliminated\.?/gi,
  /\b(?:One|Two|Three|Four|Five|Six|\d+) strikes?\.?/gi,
  /\bEach character (?:in the company )?faces one strike\.?/gi,
  /\bAttacker chooses defending characters\.?/gi,
  /\bMay (?:also )?be played (?:at|keyed to) [^.]+\./gi,
  /\b(?:Orcs?|Trolls?|Men|Undead|Dragon|Drake|Animals?|Wolves|Spiders?|Awakened Plants?|Giant|Slayer|Pûkel-creature|Elves|Dwarves|Dúnedain|Maia|Balrog|Nazgûl|Eagles?)\.\s/g,
  /\bPlayable (?:only )?at [^.]+? if the influence check is greater than \d+\.?/gi,
  /\bOnce in play, the number required to influence this faction is 0\.?/gi,
  /\bPlayable at [^.{]+\.$/gim,
];

export function automationOf(card: EngineCard): { status: Automation; reason: string } {
  if (card.type === 'Region') return { status: 'automated', reason: 'region type and adjacency' };
  if (card.type === 'Site') {
    return /Special:/.test(card.text) || /Opponent may play|When a company enters/i.test(card.text)
      ? { status: 'manual', reason: 'site special text' }
      : { status: 'automated', reason: 'site type, region, Playable line, automatic-attacks' };
  }
  if (card.itemClass === 'gold ring' && card.ringTests.length > 0) return { status: 'automated', reason: 'ring test table' };
  let rest = ` ${card.text.replace(/\s+/g, ' ')} `;
  for (const re of UNDERSTOOD) rest = rest.replace(re, ' ');
  rest = rest.replace(/[\s.;,]+/g, ' ').trim();
  if (card.type === 'Hazard' && card.keywords.includes('Corruption') && /^Corruption\.?$/.test(rest)) rest = '';
  if (rest === '') return { status: 'automated', reason: card.type === 'Character' ? 'figures' : card.type === 'Hazard' ? 'creature figures and keying' : 'figures and where it is playable' };
  return { status: 'manual', reason: `text the engine does not carry out: "${rest.slice(0, 80)}"` };
}

export interface CoverageRow {
  cardId: string;
  name: string;
  status: Automation;
  reason: string;
}

export function coverage(cards: readonly EngineCard[]): { rows: CoverageRow[]; automated: number; manual: number; share: number } {
  const rows = cards.map((c) => ({ cardId: c.id, name: c.name, ...automationOf(c) }));
  const automated = rows.filter((r) => r.status === 'automated').length;
  return { rows, automated, manual: rows.length - automated, share: rows.length ? automated / rows.length : 0 };
}
