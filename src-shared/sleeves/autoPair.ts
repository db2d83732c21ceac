/**
 * Auto-pairing MP cards with owned site copies (Arda Revised §2: each MP card shares a clear
 * sleeve with a location where it can be played; one physical site card sits in one sleeve).
 *
 * What it computes, precisely:
 * 1. Manual pairs are kept as given; their MP copies and site copies leave the pool.
 * 2. Among the remaining copies it finds a MAXIMUM matching: no other assignment pairs more MP
 *    copies with valid, distinct site copies (min-cost max-flow, so every augmenting path is
 *    taken).
 * 3. Among maximum matchings it prefers spread, by minimising
 *      SPREAD = 64·Σ_(card,site) C(n,2) + 16·Σ_site C(n,2) + 4·Σ_region C(n,2) + 4·Σ_type C(n,2)
 *    where each sum runs over the auto pairs grouped by (MP card id, site card id), site card id,
 *    the site's region and its site type, n is the group's size, and C(n,2) = n(n−1)/2 counts the
 *    pairs of sleeves sharing that location/region/type. The first three terms are convex
 *    per-unit arc costs of the flow network (the k-th use costs weight·(k−1)), so the flow is
 *    optimal for them exactly; the site-type term is then lowered by deterministic improving
 *    moves (to a free valid copy) and swaps (two pairs exchange sites) on the full SPREAD, until
 *    none lowers it. Moves and swaps keep the matching's size.
 * 3b. With `own` (Arda Revised: the set's own Site deck is its sleeves' location pool, §2), a
 *    maximum matching uses as few copies beyond the set's own as it can, before SPREAD: a
 *    copy past a site's own count costs OWN_PENALTY, more than any SPREAD can reach.
 * 4. Deterministic: copies are sorted by key first, the graph is built in that order, shortest
 *    paths break ties by node index, and site copies of one location are handed out in key order.
 *    The same input in any order gives the same pairing.
 * Each MP copy left unpaired says why: no valid location at all; no owned copy of any valid
 * location; or every owned copy of its locations is already in a sleeve.
 */
/**
 * What auto-pairing reads of the location rules: a LocationIndex does, and so does its
 * plain-data snapshot (sleeves/pairingLocations.ts) in the worker thread that runs it for the app.
 */
export interface PairingLocations {
  forCard(cardId: string): { siteIds: readonly string[]; reason: string | null };
  site(siteId: string): { name: string; region: string | null; siteType: string | null } | undefined;
}

/**
 * How far a long pairing is: the matching ('pair': copies matched so far, of at most as many
 * as there are MP or site copies), then each improving pass ('spread': pairs looked at).
 */
export interface AutoPairProgress {
  phase: 'pair' | 'spread';
  done: number;
  total: number;
  /** The improving pass, from 1. */
  pass?: number;
}

export interface MpCopy {
  /** Stable, e.g. `${cardId}#${n}`. */
  key: string;
  cardId: string;
}
export interface SiteCopy {
  /** Stable, e.g. `${siteId}#${n}`. */
  key: string;
  siteId: string;
}
export interface Pair {
  mpKey: string;
  siteKey: string;
  manual: boolean;
}
export type UnpairedReason = 'no-valid-location' | 'no-owned-copy' | 'all-copies-in-sleeves';
export interface AutoPairInput {
  mp: MpCopy[];
  /** The FREE owned site copies available to this set. */
  sites: SiteCopy[];
  /** Kept as they are. */
  manual: Pair[];
  locations: PairingLocations;
  /** Every site the user owns at all, to tell 'no-owned-copy' from 'all-copies-in-sleeves'. */
  ownedSiteIds?: ReadonlySet<string>;
  /** Copies of each site (among `sites`) that the set itself holds: taken before the others. */
  own?: ReadonlyMap<string, number>;
  /** Called as the work goes on (often: throttle before passing it across threads). */
  onProgress?: (progress: AutoPairProgress) => void;
}
export interface AutoPairResult {
  /** Manual ones included, sorted by MP key. */
  pairs: Pair[];
  unpaired: { mpKey: string; cardId: string; reason: UnpairedReason; message: string }[];
}

/** The weights of SPREAD (see the module comment). */
export const SPREAD_WEIGHTS = { sameCardSite: 64, site: 16, region: 4, siteType: 4 } as const;

/** Cost of one site copy beyond the set's own: above any SPREAD of a real set, still an exact integer in sums. */
const OWN_PENALTY = 2 ** 30;

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A min-cost flow network on arrays: arcs come in (forward, backward) pairs. */
class Network {
  head: number[] = [];
  to: number[] = [];
  cap: number[] = [];
  cost: number[] = [];
  next: number[] = [];
  constructor(public nodes: number) {
    this.head = new Array<number>(nodes).fill(-1);
  }
  /** Arcs out of a node are kept in the order they were added: ties go to the earlier arc. */
  add(u: number, v: number, cap: number, cost: number): number {
    const e = this.to.length;
    this.to.push(v, u);
    this.cap.push(cap, 0);
    this.cost.push(cost, -cost);
    this.next.push(-1, -1);
    this.link(u, e);
    this.link(v, e + 1);
    return e;
  }
  private tail: number[] = [];
  private link(u: number, e: number): void {
    const last = this.tail[u] ?? -1;
    if (last === -1) this.head[u] = e;
    else this.next[last] = e;
    this.tail[u] = e;
  }
  /**
   * Primal-dual min-cost max-flow (all initial costs ≥ 0, integers): Dijkstra on reduced costs
   * sets the potentials, then a blocking flow (Dinic) on the arcs of zero reduced cost pushes
   * every shortest augmenting path of that length at once. Ends at a maximum flow of least cost.
   */
  minCostMaxFlow(s: number, t: number, onFlow?: (flow: number) => void): number {
    const n = this.nodes;
    const pot = new Float64Array(n);
    const dist = new Float64Array(n);
    const level = new Int32Array(n);
    const iter = new Int32Array(n);
    const queue = new Int32Array(n);
    const reduced = (e: number, u: number) => (this.cost[e] ?? 0) + (pot[u] ?? 0) - (pot[this.to[e] ?? 0] ?? 0);
    let flow = 0;
    for (;;) {
      dist.fill(Infinity);
      dist[s] = 0;
      const heap = new Heap();
      heap.push(0, s);
      while (heap.size) {
        const [d, u] = heap.pop();
        if (d > (dist[u] ?? Infinity)) continue;
        for (let e = this.head[u] ?? -1; e !== -1; e = this.next[e] ?? -1) {
          if ((this.cap[e] ?? 0) <= 0) continue;
          const v = this.to[e] ?? 0;
          const nd = d + reduced(e, u);
          if (nd < (dist[v] ?? Infinity)) {
            dist[v] = nd;
            heap.push(nd, v);
          }
        }
      }
      if (dist[t] === Infinity) return flow;
      // Distances capped at the sink's keep every residual reduced cost ≥ 0.
      const cap = dist[t] ?? 0;
      for (let v = 0; v < n; v++) pot[v] = (pot[v] ?? 0) + Math.min(dist[v] ?? Infinity, cap);
      // Blocking flows on the admissible arcs (residual, zero reduced cost), by BFS levels.
      for (;;) {
        level.fill(-1);
        level[s] = 0;
        let qh = 0;
        let qt = 0;
        queue[qt++] = s;
        while (qh < qt) {
          const u = queue[qh++] ?? 0;
          for (let e = this.head[u] ?? -1; e !== -1; e = this.next[e] ?? -1) {
            const v = this.to[e] ?? 0;
            if ((this.cap[e] ?? 0) > 0 && (level[v] ?? 0) < 0 && reduced(e, u) === 0) {
              level[v] = (level[u] ?? 0) + 1;
              queue[qt++] = v;
            }
          }
        }
        if ((level[t] ?? -1) < 0) break;
        for (let v = 0; v < n; v++) iter[v] = this.head[v] ?? -1;
        const dfs = (u: number, limit: number): number => {
          if (u === t) return limit;
          for (let e = iter[u] ?? -1; e !== -1; e = this.next[e] ?? -1, iter[u] = e) {
            const v = this.to[e] ?? 0;
            const c = this.cap[e] ?? 0;
            if (c <= 0 || (level[v] ?? 0) !== (level[u] ?? 0) + 1 || reduced(e, u) !== 0) continue;
            const pushed = dfs(v, Math.min(limit, c));
            if (pushed > 0) {
              this.cap[e] = c - pushed;
              this.cap[e ^ 1] = (this.cap[e ^ 1] ?? 0) + pushed;
              return pushed;
            }
          }
          iter[u] = -1;
          return 0;
        };
        for (let pushed = dfs(s, Infinity); pushed > 0; pushed = dfs(s, Infinity)) flow += pushed;
        onFlow?.(flow);
      }
    }
  }
}

/** A binary min-heap of (priority, node), ties by node index: deterministic. */
class Heap {
  private p: number[] = [];
  private v: number[] = [];
  get size(): number {
    return this.p.length;
  }
  private less(i: number, j: number): boolean {
    const a = this.p[i] ?? 0;
    const b = this.p[j] ?? 0;
    return a < b || (a === b && (this.v[i] ?? 0) < (this.v[j] ?? 0));
  }
  private swap(i: number, j: number): void {
    [this.p[i], this.p[j]] = [this.p[j] ?? 0, this.p[i] ?? 0];
    [this.v[i], this.v[j]] = [this.v[j] ?? 0, this.v[i] ?? 0];
  }
  push(priority: number, node: number): void {
    this.p.push(priority);
    this.v.push(node);
    for (let i = this.p.length - 1; i > 0; ) {
      const parent = (i - 1) >> 1;
      if (!this.less(i, parent)) break;
      this.swap(i, parent);
      i = parent;
    }
  }
  pop(): [number, number] {
    const top: [number, number] = [this.p[0] ?? 0, this.v[0] ?? 0];
    const lastP = this.p.pop() ?? 0;
    const lastV = this.v.pop() ?? 0;
    if (this.p.length) {
      this.p[0] = lastP;
      this.v[0] = lastV;
      for (let i = 0; ; ) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < this.p.length && this.less(l, m)) m = l;
        if (r < this.p.length && this.less(r, m)) m = r;
        if (m === i) break;
        this.swap(i, m);
        i = m;
      }
    }
    return top;
  }
}

interface SiteGroup {
  siteId: string;
  /** Free copies, sorted by key. */
  keys: string[];
  region: string;
  type: string;
  /** Indexes of the site, its region and its type, for SPREAD's counters. */
  index: number;
  regionIndex: number;
  typeIndex: number;
}

/** SPREAD's bookkeeping on integer counters: group sizes, and the cost change of one pair more or less. */
class Spread {
  private cardSite = new Map<number, number>();
  private site: Int32Array;
  private region: Int32Array;
  private type: Int32Array;
  constructor(
    private sites: number,
    regions: number,
    types: number,
  ) {
    this.site = new Int32Array(sites);
    this.region = new Int32Array(regions);
    this.type = new Int32Array(types);
  }
  add(card: number, g: SiteGroup, delta: 1 | -1): void {
    const k = card * this.sites + g.index;
    this.cardSite.set(k, (this.cardSite.get(k) ?? 0) + delta);
    this.site[g.index] = (this.site[g.index] ?? 0) + delta;
    this.region[g.regionIndex] = (this.region[g.regionIndex] ?? 0) + delta;
    this.type[g.typeIndex] = (this.type[g.typeIndex] ?? 0) + delta;
  }
  /** Cost change of adding (card, g): each group's C(n,2) grows by n. */
  addCost(card: number, g: SiteGroup): number {
    return (
      SPREAD_WEIGHTS.sameCardSite * (this.cardSite.get(card * this.sites + g.index) ?? 0) +
      SPREAD_WEIGHTS.site * (this.site[g.index] ?? 0) +
      SPREAD_WEIGHTS.region * (this.region[g.regionIndex] ?? 0) +
      SPREAD_WEIGHTS.siteType * (this.type[g.typeIndex] ?? 0)
    );
  }
}

/** SPREAD of a list of (card, site) pairs; exported for tests and the report. */
export function spreadCost(pairs: readonly { cardId: string; siteId: string }[], locations: PairingLocations): number {
  const tally = new Map<string, number>();
  const bump = (key: string) => tally.set(key, (tally.get(key) ?? 0) + 1);
  for (const { cardId, siteId } of pairs) {
    const site = locations.site(siteId);
    bump(`c\u0000${cardId}\u0000${siteId}`);
    bump(`s\u0000${siteId}`);
    bump(`r\u0000${site?.region ?? `?${siteId}`}`);
    bump(`t\u0000${site?.siteType ?? `?${siteId}`}`);
  }
  const weight = { c: SPREAD_WEIGHTS.sameCardSite, s: SPREAD_WEIGHTS.site, r: SPREAD_WEIGHTS.region, t: SPREAD_WEIGHTS.siteType };
  let total = 0;
  for (const [key, n] of tally) total += weight[key[0] as keyof typeof weight] * ((n * (n - 1)) / 2);
  return total;
}

export function autoPair(input: AutoPairInput): AutoPairResult {
  const { locations } = input;
  const manual = input.manual.map((p) => ({ mpKey: p.mpKey, siteKey: p.siteKey, manual: true }));
  const manualMp = new Set(manual.map((p) => p.mpKey));
  const usedSites = new Set(manual.map((p) => p.siteKey));

  // The pool, sorted and without duplicate keys.
  const mpByKey = new Map<string, MpCopy>();
  for (const copy of input.mp) if (!manualMp.has(copy.key) && !mpByKey.has(copy.key)) mpByKey.set(copy.key, copy);
  const mp = [...mpByKey.values()].sort((a, b) => cmp(a.key, b.key));
  const siteByKey = new Map<string, SiteCopy>();
  for (const copy of input.sites) if (!usedSites.has(copy.key) && !siteByKey.has(copy.key)) siteByKey.set(copy.key, copy);
  const groups = new Map<string, SiteGroup>();
  for (const copy of [...siteByKey.values()].sort((a, b) => cmp(a.key, b.key))) {
    let g = groups.get(copy.siteId);
    if (!g) {
      const site = locations.site(copy.siteId);
      g = { siteId: copy.siteId, keys: [], region: site?.region ?? `?${copy.siteId}`, type: site?.siteType ?? `?${copy.siteId}`, index: 0, regionIndex: 0, typeIndex: 0 };
      groups.set(copy.siteId, g);
    }
    g.keys.push(copy.key);
  }
  const siteIds = [...groups.keys()].sort(cmp);
  const regions = [...new Set(siteIds.map((id) => groups.get(id)?.region ?? ''))].sort(cmp);
  const types = [...new Set(siteIds.map((id) => groups.get(id)?.type ?? ''))].sort(cmp);
  const regionIndex = new Map(regions.map((r, i) => [r, i]));
  const typeIndex = new Map(types.map((t, i) => [t, i]));
  siteIds.forEach((id, j) => {
    const g = groups.get(id);
    if (!g) return;
    g.index = j;
    g.regionIndex = regionIndex.get(g.region) ?? 0;
    g.typeIndex = typeIndex.get(g.type) ?? 0;
  });

  // MP copies grouped by card (copies of one card are interchangeable), cards sorted.
  const byCard = new Map<string, MpCopy[]>();
  for (const copy of mp) {
    const list = byCard.get(copy.cardId) ?? [];
    list.push(copy);
    byCard.set(copy.cardId, list);
  }
  const cardIds = [...byCard.keys()].sort(cmp);
  const valid = new Map<string, string[]>();
  for (const cardId of cardIds) valid.set(cardId, locations.forCard(cardId).siteIds.filter((id) => groups.has(id)).sort(cmp));

  // Network: source → card (cap = copies) → site-in (k-th copy of this card here costs 64(k−1))
  // → site-out (k-th use costs 16(k−1)) → region (k-th use costs 4(k−1)) → sink.
  const S = 0;
  const T = 1;
  const cardNode = (i: number) => 2 + i;
  const siteIn = (j: number) => 2 + cardIds.length + 2 * j;
  const siteOut = (j: number) => siteIn(j) + 1;
  const regionNode = (r: number) => 2 + cardIds.length + 2 * siteIds.length + r;
  // Without `own`, every copy counts as the set's own: no penalty anywhere.
  const ownOf = (siteId: string) => (input.own ? (input.own.get(siteId) ?? 0) : Number.POSITIVE_INFINITY);
  const net = new Network(2 + cardIds.length + 2 * siteIds.length + regions.length);
  const siteIndex = new Map(siteIds.map((id, j) => [id, j]));
  const cardSiteArcs: { card: number; site: number; edge: number }[] = [];
  cardIds.forEach((cardId, i) => {
    const copies = byCard.get(cardId)?.length ?? 0;
    net.add(S, cardNode(i), copies, 0);
    for (const siteId of valid.get(cardId) ?? []) {
      const j = siteIndex.get(siteId) ?? 0;
      const n = Math.min(copies, groups.get(siteId)?.keys.length ?? 0);
      for (let k = 0; k < n; k++) cardSiteArcs.push({ card: i, site: j, edge: net.add(cardNode(i), siteIn(j), 1, SPREAD_WEIGHTS.sameCardSite * k) });
    }
  });
  const regionCopies = new Map<string, number>();
  siteIds.forEach((siteId, j) => {
    const g = groups.get(siteId);
    if (!g) return;
    const own = ownOf(siteId);
    for (let k = 0; k < g.keys.length; k++) net.add(siteIn(j), siteOut(j), 1, SPREAD_WEIGHTS.site * k + (k >= own ? OWN_PENALTY : 0));
    net.add(siteOut(j), regionNode(g.regionIndex), g.keys.length, 0);
    regionCopies.set(g.region, (regionCopies.get(g.region) ?? 0) + g.keys.length);
  });
  regions.forEach((region, r) => {
    const n = regionCopies.get(region) ?? 0;
    for (let k = 0; k < n; k++) net.add(regionNode(r), T, 1, SPREAD_WEIGHTS.region * k);
  });
  const bound = Math.min(mp.length, siteByKey.size);
  net.minCostMaxFlow(S, T, input.onProgress && ((flow) => input.onProgress?.({ phase: 'pair', done: flow, total: bound })));

  // Read the flow back as (card, site) units.
  type Unit = { mp: MpCopy; card: number; site: SiteGroup };
  const units: Unit[] = [];
  const nextCopy = new Map<string, number>();
  for (const { card, site, edge } of cardSiteArcs) {
    if ((net.cap[edge] ?? 1) !== 0) continue;
    const cardId = cardIds[card] ?? '';
    const copies = byCard.get(cardId) ?? [];
    const used = nextCopy.get(cardId) ?? 0;
    const copy = copies[used];
    const g = groups.get(siteIds[site] ?? '');
    if (!copy || !g) continue;
    nextCopy.set(cardId, used + 1);
    units.push({ mp: copy, card, site: g });
  }

  // Improving moves and swaps on the full SPREAD (adds the site-type term), until none helps.
  const spread = new Spread(siteIds.length, regions.length, types.length);
  const load = new Int32Array(siteIds.length);
  for (const u of units) {
    spread.add(u.card, u.site, 1);
    load[u.site.index] = (load[u.site.index] ?? 0) + 1;
  }
  const validGroups = cardIds.map((cardId) => (valid.get(cardId) ?? []).map((id) => groups.get(id)).filter((g): g is SiteGroup => g !== undefined));
  const validSet = cardIds.map((_, i) => new Set((validGroups[i] ?? []).map((g) => g.index)));
  const canUse = (card: number, g: SiteGroup) => validSet[card]?.has(g.index) ?? false;
  units.sort((a, b) => cmp(a.mp.key, b.mp.key));
  for (let pass = 0, improved = true; improved && pass < 50; pass++) {
    improved = false;
    for (const u of units) {
      for (const g of validGroups[u.card] ?? []) {
        if (g === u.site || (load[g.index] ?? 0) >= g.keys.length) continue;
        // Copies beyond the own ones first (a site's copies go own ones first), then SPREAD.
        const beyond = ((load[g.index] ?? 0) >= ownOf(g.siteId) ? 1 : 0) - ((load[u.site.index] ?? 0) > ownOf(u.site.siteId) ? 1 : 0);
        if (beyond > 0) continue;
        spread.add(u.card, u.site, -1);
        const delta = spread.addCost(u.card, g) - spread.addCost(u.card, u.site);
        if (beyond < 0 || delta < 0) {
          spread.add(u.card, g, 1);
          load[u.site.index] = (load[u.site.index] ?? 0) - 1;
          load[g.index] = (load[g.index] ?? 0) + 1;
          u.site = g;
          improved = true;
        } else spread.add(u.card, u.site, 1);
      }
    }
    for (let a = 0; a < units.length; a++) {
      const u = units[a];
      if (!u) continue;
      input.onProgress?.({ phase: 'spread', done: a, total: units.length, pass: pass + 1 });
      for (let b = a + 1; b < units.length; b++) {
        const v = units[b];
        if (!v || u.site === v.site || u.card === v.card || !canUse(u.card, v.site) || !canUse(v.card, u.site)) continue;
        const [su, sv] = [u.site, v.site];
        spread.add(u.card, su, -1);
        spread.add(v.card, sv, -1);
        const removed = spread.addCost(u.card, su) + (spread.add(u.card, su, 1), spread.addCost(v.card, sv));
        spread.add(u.card, su, -1);
        const added = spread.addCost(u.card, sv) + (spread.add(u.card, sv, 1), spread.addCost(v.card, su));
        if (added < removed) {
          spread.add(v.card, su, 1);
          u.site = sv;
          v.site = su;
          improved = true;
        } else {
          spread.add(u.card, sv, -1);
          spread.add(u.card, su, 1);
          spread.add(v.card, sv, 1);
        }
      }
    }
  }

  // Site copies of one location go to MP keys in key order.
  const perSite = new Map<string, Unit[]>();
  for (const u of units) perSite.set(u.site.siteId, [...(perSite.get(u.site.siteId) ?? []), u]);
  const auto: Pair[] = [];
  for (const [siteId, list] of perSite) {
    const keys = groups.get(siteId)?.keys ?? [];
    list.sort((a, b) => cmp(a.mp.key, b.mp.key)).forEach((u, i) => {
      const siteKey = keys[i];
      if (siteKey !== undefined) auto.push({ mpKey: u.mp.key, siteKey, manual: false });
    });
  }
  const pairs = [...manual, ...auto].sort((a, b) => cmp(a.mpKey, b.mpKey) || cmp(a.siteKey, b.siteKey));

  const paired = new Set(auto.map((p) => p.mpKey));
  const freeSiteIds = new Set(groups.keys());
  const unpaired: AutoPairResult['unpaired'] = [];
  for (const copy of mp) {
    if (paired.has(copy.key)) continue;
    const where = locations.forCard(copy.cardId);
    if (where.siteIds.length === 0) {
      unpaired.push({ mpKey: copy.key, cardId: copy.cardId, reason: 'no-valid-location', message: `no location can host it: ${where.reason ?? 'no site matches its text'}` });
      continue;
    }
    const owned = input.ownedSiteIds
      ? where.siteIds.filter((id) => input.ownedSiteIds?.has(id) || freeSiteIds.has(id))
      : where.siteIds.filter((id) => freeSiteIds.has(id));
    const names = (ids: readonly string[]) => {
      const list = [...new Set(ids.map((id) => locations.site(id)?.name ?? id))];
      return list.length > 4 ? `${list.slice(0, 4).join(', ')} and ${list.length - 4} more` : list.join(', ');
    };
    if (owned.length === 0) {
      unpaired.push({ mpKey: copy.key, cardId: copy.cardId, reason: 'no-owned-copy', message: `no owned copy of a location it can be played at (${names(where.siteIds)})` });
    } else {
      unpaired.push({ mpKey: copy.key, cardId: copy.cardId, reason: 'all-copies-in-sleeves', message: `every owned copy of its locations (${names(owned)}) is already in a sleeve` });
    }
  }
  return { pairs, unpaired };
}
