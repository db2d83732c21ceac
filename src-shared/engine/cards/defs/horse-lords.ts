import type { CardDef } from '../cardApi';
import { DETAIN_HERO_AND_COVERT } from '../vocab/creatures';

const def: CardDef = {
  name: 'Horse-lords',
  text: 'Men. Each character in the company faces one strike (detainment against covert and hero companies). May be played keyed to Rohan, Wold & Foothills, Gap of Isen, and Anórien; and may also be played at non-Haven sites in these regions. May not be played against a company containing a character with Edoras as a home site.',
  static: [
    ...DETAIN_HERO_AND_COVERT,
    {
      on: 'creature', after: 'playableIf', label: 'may not be played against a company containing a character with Edoras as a home site',
      test: (s, companyId) => !(s.companies.find((c) => c.id === companyId)?.chars ?? []).some((ch) => /^edoras$/i.test((s.catalog.cards[s.cardOf[ch] as string]?.homeSite ?? '').trim())),
    },
  ],
};
export default def;
