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
