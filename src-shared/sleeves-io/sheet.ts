/**
 * The sleeve sheet of a set, as data: every location in use with the MP cards sleeved
 * with it, sorted by location name, then the same locations grouped by region; the MP
 * copies left unsleeved with the reason; and the sleeve problems. renderSleeveSheetHtml
 * draws it as one self-contained black-and-white page; the CLI draws the same model as a
 * PDF (src-main/services/ardaPrintPdf.ts). Pure: the service gathers the copies.
 */
import type { SheetLocation, SleeveSheet } from '../api/schemasSleeves';
import { SITE_TYPE_NAMES } from '../cards/model';

/** One physical MP copy of the set's MP deck and the location in its sleeve (if any). */
export interface SheetCopy {
  cardId: string;
  name: string;
  set: string;
  /** A printed stand-in rather than an owned copy. */
  proxy: boolean;
  siteId: string | null;
  siteName: string | null;
  siteSet: string | null;
  region: string | null;
  /** The site type symbol ("{R}") or null. */
  siteType: string | null;
  /** Why the copy is unsleeved; null when sleeved. */
  message: string | null;
}

export interface SleeveSheetInput {
  title: string;
  profileLabel: string;
  /** YYYY-MM-DD. */
  date: string;
  copies: readonly SheetCopy[];
  problems: readonly { severity: 'error' | 'warning'; message: string }[];
}

/** Where locations without a region are listed in the by-region part. */
export const NO_REGION = 'No region';

const byText = (a: string, b: string) => a.localeCompare(b, 'en');

export function buildSleeveSheet({ title, profileLabel, date, copies, problems }: SleeveSheetInput): SleeveSheet {
  const locations = new Map<string, SheetLocation & { byCard: Map<string, SleeveSheet['byLocation'][number]['mp'][number]> }>();
  const unpaired = new Map<string, SleeveSheet['unpaired'][number]>();
  for (const copy of copies) {
    if (copy.siteId === null) {
      const seen = unpaired.get(copy.cardId);
      if (seen) seen.count++;
      else unpaired.set(copy.cardId, { cardId: copy.cardId, name: copy.name, set: copy.set, count: 1, message: copy.message ?? 'not sleeved' });
      continue;
    }
    let location = locations.get(copy.siteId);
    if (!location) {
      location = {
        siteId: copy.siteId,
        name: copy.siteName ?? copy.siteId,
        set: copy.siteSet ?? '',
        region: copy.region,
        siteType: copy.siteType === null ? null : (SITE_TYPE_NAMES[copy.siteType] ?? copy.siteType),
        sleeves: 0,
        mp: [],
        byCard: new Map(),
      };
      locations.set(copy.siteId, location);
    }
    location.sleeves++;
    let line = location.byCard.get(copy.cardId);
    if (!line) location.byCard.set(copy.cardId, (line = { cardId: copy.cardId, name: copy.name, set: copy.set, count: 0, proxies: 0 }));
    line.count++;
    if (copy.proxy) line.proxies++;
  }
  const byLocation: SheetLocation[] = [...locations.values()]
    .map(({ byCard, ...location }) => ({
      ...location,
      mp: [...byCard.values()].sort((a, b) => byText(a.name, b.name) || byText(a.cardId, b.cardId)),
    }))
    .sort((a, b) => byText(a.name, b.name) || byText(a.siteId, b.siteId));
  const regions = new Map<string, SheetLocation[]>();
  for (const location of byLocation) {
    const region = location.region ?? NO_REGION;
    const list = regions.get(region) ?? [];
    list.push(location);
    regions.set(region, list);
  }
  const byRegion = [...regions.entries()]
    .sort(([a], [b]) => (a === NO_REGION ? 1 : b === NO_REGION ? -1 : byText(a, b)))
    .map(([region, list]) => ({ region, sleeves: list.reduce((n, l) => n + l.sleeves, 0), locations: list }));
  const paired = byLocation.reduce((n, l) => n + l.sleeves, 0);
  return {
    title,
    profileLabel,
    date,
    totals: { mpCopies: copies.length, paired, unpaired: copies.length - paired, locations: byLocation.length },
    byLocation,
    byRegion,
    unpaired: [...unpaired.values()].sort((a, b) => byText(a.name, b.name) || byText(a.cardId, b.cardId)),
    problems: [...problems.filter((p) => p.severity === 'error'), ...problems.filter((p) => p.severity === 'warning')].map((p) => ({
      severity: p.severity,
      message: p.message,
    })),
  };
}
