/**
 * The great Dragons' creature cards (Agburanar, Smaug, Scatha, …): "Unique. May be played at <lair>. Dragon. N strikes. If Doors of
 * Night is in play, may also be played keyed to <regions>; and may also be played at sites in these regions."
 * The lair, the strikes, prowess, body, "Attacker chooses defending characters" and the keying to the regions with Doors of Night
 * come from the card data (facts.ts keySites / keyIf); the definition adds "at sites in these regions" with Doors of Night.
 * Scenarios: tests/cards/templates/dragons.ts.
 */
import { nameKey, raceMatches, type CardDef, type EngineCard } from '../cardApi';

/**
 * `regions`: the regions the Dragon may be keyed to while Doors of Night is in play (the card's words); `noSite`: those of them
 * holding no site on Arda's map (the scenarios play the Dragon at a site of each other one).
 */
export function dragon(name: string, text: string, regions: string[], noSite: string[] = []): CardDef {
  const keys = regions.map(nameKey);
  return {
    name,
    text,
    static: [{ on: 'creature', after: 'sitesIn', label: `with Doors of Night: at sites in ${regions.join(', ')}`, regions: keys, needs: ['doors of night'] }],
    template: { kind: 'dragon', args: [regions, noSite] },
  };
}

/** A unique Dragon manifestation: a unique Dragon creature, or a Dragon's "Ahunt" / "at Home" event. */
export function dragonManifestation(c: EngineCard): boolean {
  return c.type === 'Hazard' && c.unique && (raceMatches(c.race, ['Dragon']) || / (Ahunt|at Home)$/.test(c.name));
}

/** A hazard manifestation of this Dragon (folded name): the creature, "<Dragon> Ahunt", "<Dragon> at Home". */
export function manifestationOf(c: EngineCard, dragonKey: string): boolean {
  return c.type === 'Hazard' && (c.key === dragonKey || c.key === `${dragonKey} ahunt` || c.key === `${dragonKey} at home`);
}
