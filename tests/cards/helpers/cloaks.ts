/** Cloaks in scenarios ("Tap <cloak> to cancel one hazard creature strike against bearer keyed by type to …"). */
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';
import { assignEach } from '../kit/combatSteps';
import { attackedWith } from './inPlay';
import { duplicateRefused } from './minorItems';

/** The bearer of `cloak` (first of `names`, with two companions) faces a strike of `creature`, each character one. */
function struck(k: ScenarioKit, names: string[], cloak: string, creature: string): { who: number; inst: number; chars: number[] } {
  const w = attackedWith(k, names, cloak, creature);
  assignEach(k, w.chars);
  return { who: w.who, inst: w.inst, chars: w.chars };
}

/**
 * The cloak cancels the strike of `yes` (keyed by one of its types) against its bearer, not a companion's; not the strike of
 * `no` (keyed otherwise); a second copy is refused on its bearer as a face-up minor item ("Cannot be duplicated on a given character").
 */
export function cloakScenarios(cloak: string, minion: boolean, names: string[], yes: string, no: string): Scenario[] {
  const kit = (k: ScenarioKit) => (minion ? minionKit(k) : k);
  return [
    {
      title: `tapped to cancel the strike of ${yes} against its bearer (keyed by type to one of its types); not a strike against a companion`,
      run: (k0) => {
        const k = kit(k0);
        const { who, inst, chars } = struck(k, names, cloak, yes);
        k.expect(!k.canUse(0, inst, 0, chars[1] as number), 'not on the strike against a companion');
        k.use(0, inst, 0, who);
        k.expect(k.allEvents.some((e) => e.type === 'strikeResolved' && e.target === who && e.outcome === 'cancelled'), "the bearer's strike is cancelled");
        k.equal(k.s.status[inst], 'tapped', cloak);
      },
    },
    {
      title: `not against ${no} (not keyed by one of its types)`,
      run: (k0) => {
        const k = kit(k0);
        const { who, inst } = struck(k, names, cloak, no);
        k.expect(!k.canUse(0, inst, 0, who), `no cancel against ${no}`);
      },
    },
    duplicateRefused(cloak, names, minion),
  ];
}
