/** Scenarios of the ranger's region-pair short-events (cards/vocab/regionPairs.ts), from the factory's arguments. */
import { defOf, isDetainment, isUnderDeeps, nameKey, type CardDef, type GameEvent } from '../../../src-shared/engine/cards/cardApi';
import type { RegionPairsArgs } from '../../../src-shared/engine/cards/vocab/regionPairs';
import { hazardLimit } from '../kit/combatSteps';
import { combatOf } from '../kit/hazardSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario, TemplateFn } from '../kit/scenario';
import { minionKit } from '../kit/templates';

/** The player's ranger and companions who are not rangers (seat 0). */
const CAST = { hero: { ranger: 'Aragorn II', others: ['Gimli', 'Legolas', 'Glorfindel II', 'Beregond'] }, minion: { ranger: 'Herion', others: ['Ostisen', 'Eun', 'Jerrek', 'Leamon'] } };

/** A site of the seat's alignment in this region (not an Under-deeps site: those have no site path), Havens last; its name. */
function siteIn(k: ScenarioKit, seat: number, region: string): string | null {
  const cat = k.s.catalog;
  const align = k.s.players[seat]?.alignment ?? 'wizard';
  const here = cat.sites[align].filter((id) => cat.cards[id]?.regionKey === region && !isUnderDeeps(cat, id)).map((id) => cat.cards[id]);
  const site = here.find((c) => c?.siteType !== 'H') ?? here[0];
  return site?.name ?? null;
}

/** A listed pair the map does not make adjacent, with a site of the seat's alignment at each end: origin and new site (names, region keys). */
function farPair(k: ScenarioKit, o: RegionPairsArgs): { from: string; to: string; toRegion: string } {
  for (const [a, b] of o.pairs.flatMap(([x, y]) => [[x, y], [y, x]]).map(([x, y]) => [nameKey(x as string), nameKey(y as string)] as const)) {
    if (k.s.catalog.regions[a]?.adj.includes(b)) continue;
    const from = siteIn(k, 0, a);
    const to = siteIn(k, 0, b);
    if (from && to) return { from, to, toRegion: b };
  }
  throw new Error('no listed pair of non-adjacent regions with sites at both ends');
}

/** A site of the seat's alignment in one of the listed regions (name): not a Haven, nor one whose own text changes the hazard limit. */
function listedSite(k: ScenarioKit, o: RegionPairsArgs): string {
  const cat = k.s.catalog;
  const regions = o.pairs.flat().map(nameKey);
  const plain = cat.sites[k.s.players[0]?.alignment ?? 'wizard']
    .map((id) => cat.cards[id])
    .find((c) => c && regions.includes(c.regionKey ?? '') && c.siteType !== 'H' && !isUnderDeeps(cat, c.id) && !(defOf(c)?.static ?? []).some((e) => e.on === 'hazardLimitHere'));
  if (!plain) throw new Error('no site in the listed regions');
  return plain.name;
}

function kitFor(k: ScenarioKit, o: RegionPairsArgs): ScenarioKit {
  const kit = o.hero ? k : minionKit(k);
  kit.phase('organization');
  return kit;
}

/** Seat 0's company (the ranger first) at a site, in the organization phase, moving to `dest` when given (by whatever path: the card reads the new site). */
function companyAt(k: ScenarioKit, o: RegionPairsArgs, size: number, site: string, dest: string | null): { id: string; ranger: number } {
  const cast = o.hero ? CAST.hero : CAST.minion;
  const { id, chars } = k.company(0, [cast.ranger, ...cast.others.slice(0, size - 1)], site);
  if (dest) k.companyById(id).dest = { site: k.siteId(dest, 0), regions: [] };
  return { id, ranger: chars[0] as number };
}

/** The company's movement/hazard phase begins (seat 1 the hazard player): its hazard limit and the events. */
function phaseBegins(k: ScenarioKit, id: string): { limit: number; events: GameEvent[] } {
  k.s.stack = [{ kind: 'mhSelect' }];
  const events = [...k.act(0, { type: 'startCompanyMH', companyId: id })];
  k.hazardDrawsMax();
  return { limit: hazardLimit(k), events };
}

function regionPairs(def: CardDef, o: RegionPairsArgs): Scenario[] {
  const name = def.name;
  const attack = o.attack;
  return [
    {
      title: `${name} on a ranger: "it may move as if the following pairs of regions were adjacent"${attack ? `; "The company faces ${attack.detainment ? 'a detainment attack' : 'an attack'} at the beginning of its movement/hazard phase: ${attack.race} — ${attack.strikes} strikes with ${attack.prowess} prowess"` : ''}${o.hero ? '; "tap the ranger"' : ''}`,
      run: (k0) => {
        const k = kitFor(k0, o);
        const pair = farPair(k, o);
        const { id, ranger } = companyAt(k, o, 2, pair.from, null);
        const move = { type: 'declareMovement' as const, companyId: id, site: k.siteId(pair.to, 0), regions: [pair.toRegion] };
        k.equal(k.refused(0, move).code, 'PATH', `${pair.from} to ${pair.to} before the card`);
        k.play(0, k.hand(0, name), ranger);
        k.expect(k.legal(0).some((a) => a.type === 'declareMovement' && a.companyId === id && a.site === move.site && a.regions.length === 1), `${pair.to} is offered in one region`);
        k.act(0, move);
        k.equal(k.s.status[ranger] ?? 'untapped', o.hero ? 'tapped' : 'untapped', 'the ranger');
        const { events } = phaseBegins(k, id);
        const made = events.find((e) => e.type === 'attack');
        if (!attack) {
          k.expect(made === undefined, 'no attack');
          return;
        }
        k.expect(made?.type === 'attack' && made.strikes === attack.strikes && made.prowess === attack.prowess && made.label.endsWith(attack.race), `${attack.race} — ${attack.strikes} strikes with ${attack.prowess} prowess`);
        k.equal(isDetainment(k.s, combatOf(k).attack), attack.detainment, 'detainment');
      },
    },
    {
      title: `${name}, "Alternatively, if the site moved to is in one of the regions listed above, the hazard limit is reduced by two (to a minimum of two)": 5 → 3 and 3 → 2${attack ? ', and no attack' : ''}${o.hero ? ', the ranger (tapped) not needed untapped' : ''}`,
      run: (k0) => {
        const k = kitFor(k0, o);
        const dest = listedSite(k, o);
        const origin = o.hero ? 'Rivendell' : 'Minas Morgul';
        for (const [size, limit] of [
          [5, 3],
          [3, 2],
        ] as const) {
          const { id, ranger } = companyAt(k, o, size, origin, dest);
          if (o.hero) k.setStatus(ranger, 'tapped');
          k.play(0, k.hand(0, name), ranger);
          const begun = phaseBegins(k, id);
          k.equal(begun.limit, limit, `the hazard limit of a company of ${size}`);
          k.expect(!begun.events.some((e) => e.type === 'attack'), 'no attack');
          k.s.stack = [{ kind: 'organization' }];
        }
      },
    },
    {
      title: `${name} is not played on a character who is not a ranger, nor on an opponent's ranger${o.hero ? ', nor on a tapped ranger whose company does not move to a listed region, nor twice on a company ("Cannot be duplicated on a given company")' : ''}`,
      run: (k0) => {
        const k = kitFor(k0, o);
        const pair = farPair(k, o);
        const cast = o.hero ? CAST.hero : CAST.minion;
        const { id, chars } = k.company(0, [cast.ranger, cast.others[0] as string], pair.from);
        const card = k.hand(0, name);
        k.expect(!k.canPlay(0, card, chars[1] as number), `not on ${cast.others[0]}`);
        const theirs = k.company(1, [o.hero ? CAST.minion.ranger : CAST.hero.ranger], o.hero ? 'Minas Morgul' : 'Rivendell');
        k.expect(!k.canPlay(0, card, theirs.chars[0] as number), "not on an opponent's ranger");
        const ranger = chars[0] as number;
        if (!o.hero) return;
        k.setStatus(ranger, 'tapped');
        k.expect(!k.canPlay(0, card, ranger), 'not on a tapped ranger whose company does not move to a listed region');
        k.setStatus(ranger, 'untapped');
        k.play(0, card, ranger);
        k.companyById(id).dest = null;
        k.setStatus(ranger, 'untapped');
        k.expect(!k.canPlay(0, k.hand(0, name), ranger), 'not a second time on the company');
      },
    },
  ];
}

export const TEMPLATES: Record<string, TemplateFn> = { regionPairs };
