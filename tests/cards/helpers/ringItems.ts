/** Ring items in scenarios: rings a gold ring's test brings from the Ring deck. */
import { bodyOf, directInfluence, prowessOf } from '../../../src-shared/engine/cards/cardApi';
import type { ScenarioKit } from '../kit/kit';
import { assignEach, attackWindow, expectCorruptionMod } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';
import { atSite } from './itemInfluence';
import { ringTest } from './ringTests';

/** Bright Gold Ring's totals: 7 indicates a Lesser Ring only, 8 a Spirit Ring (or a Lesser Ring). */
const TOTALS: Record<string, [number, number]> = { lesser: [6, 1], spirit: [6, 2] };

/** The Witch-king at Minas Morgul tests a Bright Gold Ring borne by `bearer` (bearing `holds` too), the Ring deck holding `deck` on top. */
function tested(k: ScenarioKit, bearer: string, kind: string, deck: string[], holds: string[] = []): { who: number; rings: number[] } {
  const { chars } = k.company(0, ['The Witch-king', bearer], 'Minas Morgul');
  const who = chars[1] as number;
  for (const name of holds) k.item(who, name);
  const gold = k.item(who, 'Bright Gold Ring');
  const rings = deck.map((name) => k.spawn(name, 0));
  k.s.sets.ringwraith?.decks.ring.unshift(...rings);
  ringTest(k, chars[0] as number, gold, TOTALS[kind] as [number, number]);
  return { who, rings };
}

/**
 * A ring the test brings: a test indicating `kind` puts it on Tarcil (then `check`); Tarcil bearing one already gets the next ring
 * of that kind (`other`) instead ("Cannot be duplicated on a given character"); it is not playable from the MP hand.
 */
export function testedRingScenarios(name: string, kind: 'lesser' | 'spirit', other: string, checkTitle: string, check: (k: ScenarioKit, who: number) => void): Scenario[] {
  return [
    {
      title: `a Bright Gold Ring test indicating a ${kind} ring puts ${name} on its bearer: ${checkTitle}`,
      run: (k0) => {
        const k = minionKit(k0);
        const { who, rings } = tested(k, 'Tarcil', kind, [name]);
        k.expect(k.s.chars[who]?.items.includes(rings[0] as number) === true, `Tarcil bears ${name}`);
        check(k, who);
      },
    },
    {
      title: `cannot be duplicated on a given character: Tarcil bearing ${name} gets ${other}, the next ${kind} ring of the Ring deck`,
      run: (k0) => {
        const k = minionKit(k0);
        const { who, rings } = tested(k, 'Tarcil', kind, [name, other], [name]);
        k.equal(k.where(rings[0] as number), 'deck', `the second ${name}`);
        k.expect(k.s.chars[who]?.items.includes(rings[1] as number) === true, `Tarcil bears ${other}`);
      },
    },
    {
      title: `"Playable only with a gold ring and after a test": not played from the MP hand at a site`,
      run: (k0) => {
        const k = minionKit(k0);
        const { chars } = atSite(k, ['Tarcil'], 'Moria');
        const ring = k.mpHand(0, name);
        // Even sleeved with Moria as its location: the requirement refuses it, not the want of a place.
        k.s.catalog.mpLocations.ringwraith[k.card(name, 0).id] = [k.siteId('Moria', 0)];
        k.equal(k.refused(0, { type: 'playMpCard', inst: ring, character: chars[0] as number }).code, 'REQUIREMENTS', 'refused');
        k.equal(k.where(ring), 'mpHand', name);
      },
    },
  ];
}

/** The One Ring's figures on three bearers, its strike cancelled by a corruption check; not an Undead strike, nor one on a companion. */
export function oneRingScenarios(minion: boolean): Scenario[] {
  const name = 'The One Ring';
  const bearers = minion ? ['Orc Veteran', 'Odoacer', 'Hendolen'] : ['Aragorn II', 'Barliman Butterbur', 'Halbarad'];
  const kitOf = (k0: ScenarioKit): ScenarioKit => (minion ? minionKit(k0) : k0);
  return [
    {
      title: `"+5 prowess (to a maximum of double the bearer’s … prowess). +5 to body (to a maximum of 10). +5 to direct influence": on ${bearers.join(', ')}`,
      run: (k0) => {
        const k = kitOf(k0);
        for (const who of bearers) {
          const ch = k.company(0, [who], minion ? 'Minas Morgul' : 'Rivendell').chars[0] as number;
          const card = k.card(who, 0);
          const [p, b, di] = [card.prowess ?? 0, card.body ?? 0, directInfluence(k.s, ch)];
          k.item(ch, name);
          k.equal(prowessOf(k.s, ch), Math.min(p + 5, 2 * p), `${who}'s prowess (${p})`);
          k.equal(bodyOf(k.s, ch), Math.min(b + 5, 10), `${who}'s body (${b})`);
          k.equal(directInfluence(k.s, ch), di + 5, `${who}'s direct influence`);
        }
      },
    },
    {
      title: '"Bearer may make a corruption check modified by -2 to cancel a strike against himself" (Orc-watch, one strike each); not a strike on a companion',
      run: (k0) => {
        const k = kitOf(k0);
        let ring = -1;
        const w = attackWindow(k, { names: bearers, creature: 'Orc-watch', cards: [], site: minion ? 'Minas Morgul' : 'Rivendell', prepare: (chars) => { ring = k.item(chars[0] as number, name); } });
        const [who, other] = w.chars as [number, number];
        assignEach(k, w.chars);
        k.expect(!k.canUse(0, ring, 0, other), 'not the strike against a companion');
        k.rig([6, 6]);
        k.use(0, ring, 0, who);
        expectCorruptionMod(k, -2, { inst: who, what: bearers[0] ?? '' });
        k.expect(k.allEvents.some((e) => e.type === 'strikeResolved' && e.target === who && e.outcome === 'cancelled'), 'the strike is cancelled');
      },
    },
    {
      title: '"this does not work against Undead and Nazgûl strikes": not against Barrow-wight',
      run: (k0) => {
        const k = kitOf(k0);
        let ring = -1;
        const w = attackWindow(k, { names: bearers.slice(0, 1), creature: 'Barrow-wight', cards: [], site: minion ? 'Minas Morgul' : 'Rivendell', prepare: (chars) => { ring = k.item(chars[0] as number, name); } });
        assignEach(k, w.chars);
        k.expect(!k.canUse(0, ring, 0, w.chars[0]), 'an Undead strike');
      },
    },
    {
      title: '"Playable only with a gold ring and after a test indicates The One Ring": not played from the MP hand at a site',
      run: (k0) => {
        const k = kitOf(k0);
        const { chars } = atSite(k, bearers.slice(0, 1), 'Moria');
        const ring = k.mpHand(0, name);
        // Even sleeved with Moria as its location.
        k.s.catalog.mpLocations[minion ? 'ringwraith' : 'wizard'][k.card(name, 0).id] = [k.siteId('Moria', 0)];
        k.equal(k.refused(0, { type: 'playMpCard', inst: ring, character: chars[0] as number }).code, 'REQUIREMENTS', 'refused');
        k.equal(k.where(ring), 'mpHand', name);
      },
    },
  ];
}

/** "after a test indicates The One Ring": a gold ring (12+ names The One Ring) tested on 6-6 puts it, from the Ring deck, on the gold ring's bearer. */
export function oneRingTested(minion: boolean): Scenario {
  return {
    title: '"Playable only with a gold ring and after a test indicates The One Ring": a test rolling 12 puts it on the gold ring\'s bearer',
    run: (k0) => {
      const k = minion ? minionKit(k0) : k0;
      const { chars } = k.company(0, minion ? ['The Witch-king', 'Orc Veteran'] : ['Gandalf', 'Aragorn II'], minion ? 'Minas Morgul' : 'Rivendell');
      const [tester, who] = chars as [number, number];
      const gold = k.item(who, minion ? 'The Least of Gold Rings' : 'Beautiful Gold Ring');
      const ring = k.spawn('The One Ring', 0);
      k.s.sets[minion ? 'ringwraith' : 'wizard']?.decks.ring.unshift(ring);
      const roll = ringTest(k, tester, gold, [6, 6]);
      k.expect(k.s.chars[who]?.items.includes(ring) === true, `the bearer holds The One Ring (the test's total ${roll?.total ?? '?'})`);
    },
  };
}
