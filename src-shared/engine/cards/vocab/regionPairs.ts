/**
 * The ranger's region-pair short-events (The Misty Mountain Deeps, The Undeeps of Anduin, Anduin River, Ash Mountains …): "If his company
 * uses region movement, it may move as if the following pairs of regions were adjacent: … Alternatively, if the site moved to is in one of
 * the regions listed above, the hazard limit is reduced by two (to a minimum of two)." Scenarios: tests/cards/templates/regionPairs.ts.
 *
 * The two uses are told apart by the company's position as the card resolves (as Many Turns and Doublings' "cancel, else"): a company
 * that has already declared a new site in one of the listed regions gets the alternative (the pairs could no longer change its declared
 * path); any other company gets the pairs (turn.adjacentRegions, read by declareMovement), and with them the card's attack at the
 * beginning of its movement/hazard phase (turn.mhStartAttacks) and, for the hero cards, the ranger tapped.
 */
import { companyOfChar, nameKey, regionOf, setStatus, type CardDef, type Company, type Predicate, type Query } from '../cardApi';

export interface RegionPairsArgs {
  /** The pairs of regions, as printed. */
  pairs: [string, string][];
  /** "The company faces a (detainment) attack at the beginning of its movement/hazard phase: Orcs — four strikes with 6 prowess". */
  attack?: { race: string; strikes: number; prowess: number; detainment: boolean };
  /**
   * The hero cards: "Playable at the end of the organization phase on a company containing a ranger. If the company uses region cards
   * for its site path, tap the ranger to move as if …" and "Cannot be duplicated on a given company".
   */
  hero: boolean;
}

/** The regions the pairs name (keys). */
function listed(o: RegionPairsArgs): string[] {
  return [...new Set(o.pairs.flat().map(nameKey))];
}

/** The company has declared a new site in one of the listed regions: the card's alternative. */
function movingIntoListed(q: Query, co: Company, o: RegionPairsArgs): boolean {
  const to = co.dest ? regionOf(q.s.catalog, co.dest.site) : null;
  return to !== null && listed(o).includes(to);
}

function targetCompany(q: Query): Company | undefined {
  return q.target !== null ? companyOfChar(q.s, q.target) : undefined;
}

/** "Cannot be duplicated on a given company": not yet played on the target's company this turn (either use). */
function notDuplicated(): Predicate {
  return {
    is: 'custom',
    label: 'not yet played on this company this turn',
    test: (q) => {
      const co = targetCompany(q);
      const marks = [...(q.s.turn.hazardLimitMods ?? []), ...(q.s.turn.adjacentRegions ?? [])];
      return Boolean(co) && !marks.some((m) => m.companyId === co?.id && m.label === q.card.name);
    },
  };
}

/** The hero cards' "tap the ranger to move as if …": an untapped ranger, unless the company takes the alternative. */
function rangerCanTap(o: RegionPairsArgs): Predicate {
  return {
    is: 'custom',
    label: 'an untapped ranger (to move as if the regions were adjacent), or a company moving to a site in one of the regions',
    test: (q) => {
      const co = targetCompany(q);
      return Boolean(co) && ((q.paid ?? []).includes(q.target as number) || q.s.status[q.target as number] === undefined || movingIntoListed(q, co as Company, o));
    },
  };
}

export function regionPairs(name: string, text: string, o: RegionPairsArgs): CardDef {
  const pairs = o.pairs.map(([a, b]) => [nameKey(a), nameKey(b)] as [string, string]);
  return {
    name,
    alignment: [o.hero ? 'Hero' : 'Minion'],
    text,
    play: {
      side: 'resource',
      windows: ['organization'],
      // "on a ranger" / "on a company containing a ranger": on the ranger, naming his company.
      target: { kind: 'character', side: 'own', where: [{ is: 'skill', skill: 'Ranger' }, ...(o.hero ? [rangerCanTap(o)] : [])] },
      ...(o.hero ? { requires: [notDuplicated()] } : {}),
    },
    effects: [
      {
        do: 'custom',
        label: 'the company may move as if the regions were adjacent, or (moving to a site in one of them) the hazard limit is reduced by two',
        run: (q, ctx) => {
          const co = targetCompany(q);
          if (!co) return;
          if (movingIntoListed(q, co, o)) {
            // "Alternatively, if the site moved to is in one of the regions listed above, the hazard limit is reduced by two (to a minimum of two)."
            (q.s.turn.hazardLimitMods ??= []).push({ companyId: co.id, delta: -2, min: 2, label: name });
            ctx.events.push({ type: 'effect', effect: 'custom', label: `${name}: the hazard limit against the company is reduced by two (to a minimum of two)`, companyId: co.id });
            return;
          }
          (q.s.turn.adjacentRegions ??= []).push({ companyId: co.id, pairs, label: name });
          if (o.hero && q.target !== null) setStatus(q.s, q.target, 'tapped');
          if (o.attack) (q.s.turn.mhStartAttacks ??= []).push({ companyId: co.id, label: `${name}: ${o.attack.race}`, strikes: o.attack.strikes, prowess: o.attack.prowess, ...(o.attack.detainment ? { detainment: true } : {}) });
          ctx.events.push({ type: 'effect', effect: 'custom', label: `${name}: the company may move as if ${o.pairs.map(([a, b]) => `${a} and ${b}`).join(', ')} were adjacent`, companyId: co.id });
        },
      },
    ],
    template: { kind: 'regionPairs', args: [o] },
  };
}
