/**
 * Dark Arda sites ("Arda Deck Construction"): "Site Deck: Each player should provide a site deck if possible … If each player
 * does not have their own site deck, then one shared site deck may be used, with players individually keeping track of the
 * sites they've visited and tapped." "Haven Deck: Darkhavens for players to use as needed". "The Site and Haven decks can be face
 * up, and may be searched as needed." A tapped site stays tapped for its player "until it returns to your location deck
 * (normally when you exhaust your play deck)" (coe-rules, Untap phase). No MP sleeves: "Marshalling Points (MP) Deck: Any
 * resources that potentially offer MP" are played where their own text allows.
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src-shared/engine';
import { nameKey } from '../../src-shared/engine/facts';
import { darkGame, darkKit } from './engine-fixtures/darkArdaPlay';

const X = 'Barad-dûr';

/** Seat 0's company A has tapped X (as after its MP card); its company B and seat 1's company C are elsewhere / there. */
function tappedAtX(profile: 'dark-arda' | 'arda-revised' = 'dark-arda') {
  const k = darkKit(profile);
  const a = k.company(0, ['Gorbag'], X);
  const b = k.company(0, ['Ufthak'], 'Minas Morgul');
  const c = k.company(1, ['Shagrat'], X);
  k.companyById(a.id).siteTapped = true;
  k.phase('organization');
  k.act(0, { type: 'endPhase' }); // any action: the engine records the tap for seat 0
  return { k, a, b, c };
}

/** Company B moves to X (arrives after its movement/hazard phase, the hazard player passing). */
function arrive(k: ReturnType<typeof darkKit>, companyId: string): void {
  k.movement(companyId, X, []);
  for (let guard = 0; guard < 10 && k.s.stack.some((st) => st.kind === 'mhHazards'); guard++) k.act(1, { type: 'passHazards' });
}

describe('Dark Arda: sites tapped per player', () => {
  it('a site one player tapped stays open to the others', () => {
    const { k, c } = tappedAtX();
    expect(k.s.sitesTapped?.[0]).toEqual([nameKey(X)]);
    k.phase('site');
    expect(legalActions(k.s, 0).some((x) => x.type === 'enterSite' && x.companyId === c.id)).toBe(false);
    Object.assign(k.s.turn, { active: 1, firstHazard: 0, siteDone: [] });
    expect(legalActions(k.s, 1)).toContainEqual({ type: 'enterSite', companyId: c.id });
    expect(k.companyById(c.id).siteTapped).toBe(false);
  });

  it('…and stays tapped for the player who tapped it: his other company arriving finds it tapped (Arda Revised: untapped)', () => {
    for (const profile of ['dark-arda', 'arda-revised'] as const) {
      const { k, b } = tappedAtX(profile);
      arrive(k, b.id);
      expect(k.companyById(b.id).site).toBe(k.siteId(X));
      expect(k.companyById(b.id).siteTapped).toBe(profile === 'dark-arda');
    }
  });

  it('the player\'s tapped sites return when the Play Deck is exhausted', () => {
    const { k, b } = tappedAtX();
    const z = k.s.sets.ringwraith!;
    z.decks.play = [];
    z.discards.play = [k.spawn('Orc-watch', 1)];
    k.companyById(b.id).site = k.siteId('Minas Morgul');
    k.act(0, { type: 'manual', op: { kind: 'draw', count: 1 } });
    // Company A is still at X with its site tapped: the mark comes back for it, not for a site left since.
    expect(k.s.sitesTapped?.[0]).toEqual([nameKey(X)]);
    k.s.companies = k.s.companies.filter((co) => co.site !== k.siteId(X) || co.owner !== 0);
    z.decks.play = [];
    z.discards.play = [k.spawn('Orc-watch', 1)];
    k.act(0, { type: 'manual', op: { kind: 'draw', count: 1 } });
    expect(k.s.sitesTapped?.[0] ?? []).toEqual([]);
    arrive(k, b.id);
    expect(k.companyById(b.id).siteTapped).toBe(false);
  });

  it('Darkhavens are never tapped, and the marks only name non-Haven sites', () => {
    const { k } = tappedAtX();
    const haven = k.company(0, ['Lugdush'], 'Minas Morgul');
    k.companyById(haven.id).siteTapped = true;
    k.deck(0, ['Orc-watch']);
    k.act(0, { type: 'manual', op: { kind: 'draw', count: 1 } });
    expect(k.s.sitesTapped?.[0]).toEqual([nameKey(X)]);
  });

  it('no MP sleeves: an MP card is played where its own text allows (a faction at the site it names)', () => {
    const s = darkGame('mp-text');
    const faction = Object.values(s.catalog.cards).find((c) => c.subtype === 'Faction' && c.alignment === 'Minion' && c.playableAt.length === 1 && s.catalog.mpLocations.ringwraith[c.id]);
    if (!faction) throw new Error('no minion faction with one named site in the set');
    const at = s.catalog.mpLocations.ringwraith[faction.id]!.map((id) => s.catalog.cards[id]?.key);
    expect(at).toEqual(faction.playableAt);
  });
});
