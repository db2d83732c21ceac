/** Ring items in scenarios: rings a gold ring's test brings from the Ring deck. */
import type { ScenarioKit } from '../kit/kit';
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
        k.refused(0, { type: 'playMpCard', inst: ring, character: chars[0] as number });
        k.equal(k.where(ring), 'mpHand', name);
      },
    },
  ];
}
