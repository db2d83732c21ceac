/**
 * The "sleeved with" column of the MP deck in the printed deck lists: for each MP card,
 * the locations its copies share a sleeve with ("Moria ×2, Goblin-gate; 1 not sleeved").
 */
import type { PrintModel } from '../api/schemasArda';

/** The partner text of one MP card from its copies' locations (null: an unsleeved copy); null for no copies. */
export function sleevePartnerText(siteNames: readonly (string | null)[]): string | null {
  if (siteNames.length === 0) return null;
  const counts = new Map<string, number>();
  let unsleeved = 0;
  for (const name of siteNames) {
    if (name === null) unsleeved++;
    else counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const sites = [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([name, n]) => (n > 1 ? `${name} ×${n}` : name));
  if (unsleeved === 0) return sites.join(', ');
  const missing = unsleeved === siteNames.length ? 'not sleeved' : `${unsleeved} not sleeved`;
  return sites.length ? `${sites.join(', ')}; ${missing}` : missing;
}

/** The model with the MP deck's lines given their partners (by MP card id); other decks as they were. */
export function withSleevePartners(model: PrintModel, partners: ReadonlyMap<string, string>): PrintModel {
  return {
    ...model,
    decks: model.decks.map((deck) =>
      deck.deck !== 'mp'
        ? deck
        : {
            ...deck,
            groups: deck.groups.map((group) => ({
              ...group,
              lines: group.lines.map((line) => ({ ...line, sleevePartner: partners.get(line.cardId) ?? line.sleevePartner })),
            })),
          },
    ),
  };
}
