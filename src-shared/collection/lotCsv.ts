/**
 * Reading one lot's details from text a person may have typed into a spreadsheet:
 * condition and printing by their code or words ("Near mint", "near-mint"), language by
 * its code ("fr"), place and note as they are. Anything else is named with the choices.
 */
import { LANGUAGES } from '../cards/model';
import { LOT_CONDITIONS, LOT_LIMITS, LOT_PRINTINGS, type Lot } from '../api/schemasLots';

export interface LotText {
  place: string;
  condition: string;
  language: string;
  printing: string;
  note: string;
}

/** "Near mint", "NEAR_MINT", " near-mint " → "near-mint". */
function asCode(text: string): string {
  return text.trim().toLowerCase().replace(/[\s_]+/g, '-');
}

function pick<T extends string>(text: string, allowed: readonly T[], column: string): T | '' | string[] {
  const code = asCode(text);
  if (code === '') return '';
  return (allowed as readonly string[]).includes(code) ? (code as T) : [`${column} "${text.trim().slice(0, 40)}" is not one of ${allowed.join(', ')} (or empty)`];
}

export function readLotDetails(text: LotText): Omit<Lot, 'count'> | string {
  const condition = pick(text.condition, LOT_CONDITIONS, 'condition');
  const language = pick(text.language, LANGUAGES, 'language');
  const printing = pick(text.printing, LOT_PRINTINGS, 'printing');
  for (const value of [condition, language, printing]) if (Array.isArray(value)) return value[0]!;
  if (text.place.length > LOT_LIMITS.placeLength) return `place is longer than ${LOT_LIMITS.placeLength} characters`;
  if (text.note.length > LOT_LIMITS.noteLength) return `lot_note is longer than ${LOT_LIMITS.noteLength} characters`;
  return {
    place: text.place,
    condition: condition as Lot['condition'],
    language: language as Lot['language'],
    printing: printing as Lot['printing'],
    note: text.note,
  };
}
