/**
 * The Council of Rivendell card database layout, as a schema: what an import file must
 * hold for the app to use it. Unknown extra fields are allowed (the format grows).
 */
import { z } from 'zod';
import { CARD_TYPES } from './model';

const localizedSchema = z.record(z.string(), z.string().nullable().optional());

/** Attribute values are strings, or objects by language; read .en where that is so. */
const attributesSchema = z.record(z.string(), z.unknown());

export const corCardSchema = z.looseObject({
  id: z.string().min(1),
  set: z.string().min(1),
  name: z.looseObject({ en: z.string().refine((name) => name.trim() !== '', 'the English name is blank') }),
  type: z.enum(CARD_TYPES),
  alignment: z.string().min(1),
  attributes: attributesSchema.optional(),
  text: localizedSchema.optional(),
  image: z.string().nullable().optional(),
  rarity: z.string().nullable().optional(),
  artist: z.string().nullable().optional(),
});

export const corSetSchema = z.looseObject({
  id: z.string().min(1),
  name: z.looseObject({ en: z.string().min(1) }),
  context: z.string().nullable().optional(),
  imageBaseUrl: localizedSchema.optional(),
  order: z.number().optional(),
  cards: z.record(z.string(), z.unknown()),
});

export type CorCard = z.infer<typeof corCardSchema>;
export type CorSet = z.infer<typeof corSetSchema>;

/*
 * The same checks as the schemas above, written out by hand for values from JSON.parse:
 * a true answer means the schema accepts the value unchanged, so the import can use it as
 * it is. A false answer sends the value through the schema, which finds and words the
 * problem. Zod costs more than the JSON.parse of the whole file on a thousand-odd cards.
 */

const CARD_TYPE_SET: ReadonlySet<string> = new Set(CARD_TYPES);

/** A plain JSON object the schema's records and objects accept and copy unchanged (zod drops a "__proto__" key). */
function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return (proto === Object.prototype || proto === null) && !Object.hasOwn(value, '__proto__');
}

const isFilled = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isOptionalText = (value: unknown): boolean => value === undefined || value === null || typeof value === 'string';

function isLocalized(value: unknown): boolean {
  if (value === undefined) return true;
  if (!isPlainRecord(value)) return false;
  for (const key in value) if (!isOptionalText(value[key])) return false;
  return true;
}

export function isCorCard(value: unknown): value is CorCard {
  if (!isPlainRecord(value)) return false;
  const name = value.name;
  return (
    isFilled(value.id) &&
    isFilled(value.set) &&
    isPlainRecord(name) &&
    typeof name.en === 'string' &&
    name.en.trim() !== '' &&
    typeof value.type === 'string' &&
    CARD_TYPE_SET.has(value.type) &&
    isFilled(value.alignment) &&
    (value.attributes === undefined || isPlainRecord(value.attributes)) &&
    isLocalized(value.text) &&
    isOptionalText(value.image) &&
    isOptionalText(value.rarity) &&
    isOptionalText(value.artist)
  );
}

export function isCorSet(value: unknown): value is CorSet {
  if (!isPlainRecord(value)) return false;
  const name = value.name;
  return (
    isFilled(value.id) &&
    isPlainRecord(name) &&
    isFilled(name.en) &&
    isOptionalText(value.context) &&
    isLocalized(value.imageBaseUrl) &&
    (value.order === undefined || (typeof value.order === 'number' && Number.isFinite(value.order))) &&
    isPlainRecord(value.cards)
  );
}
