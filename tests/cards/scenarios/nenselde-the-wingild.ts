import type { Scenario } from '../kit/scenario';
import { playedAtScenario } from '../helpers/allies';
import { discarded } from '../helpers/characters';
import { attackedWith } from '../helpers/inPlay';

const name = 'Nenseldë the Wingild';

const scenarios: Scenario[] = [
  playedAtScenario({ name, minion: false, at: { site: 'Dol Amroth', tapped: false }, notAt: 'Bree' }),
  {
    title: '"Tap Nenseldë to return one environment resource long-event or short-event from your discard pile to your hand": Quiet Lands; not Gates of Morning (a permanent-event), Concealment (no environment) or Snowstorm (a hazard)',
    run: (k) => {
      const ally = k.ally(k.company(0, ['Aragorn II'], 'Dol Amroth').chars[0] as number, name);
      const [quiet, gates, concealment, snow] = discarded(k, 0, ['Quiet Lands', 'Gates of Morning', 'Concealment', 'Snowstorm']) as [number, number, number, number];
      k.phase('organization');
      k.expect(!k.canUse(0, ally, 0, gates), 'not Gates of Morning');
      k.expect(!k.canUse(0, ally, 0, concealment), 'not Concealment');
      k.expect(!k.canUse(0, ally, 0, snow), 'not Snowstorm');
      k.use(0, ally, 0, quiet);
      k.expect(k.s.players[0]?.hand.includes(quiet) ?? false, 'Quiet Lands in the hand');
      k.equal(k.s.status[ally], 'tapped', name);
      k.expect(!k.canUse(0, ally, 0, gates), 'tapped');
    },
  },
  {
    title: '"May not be attacked": no strike of Wolves may be assigned to her',
    run: (k) => {
      const { inst } = attackedWith(k, ['Aragorn II', 'Legolas'], name, 'Wolves', 'ally');
      k.expect(k.legal(0).some((a) => a.type === 'assignStrike'), 'strikes to assign');
      k.expect(!k.legal(0).some((a) => a.type === 'assignStrike' && a.target === inst), `none to ${name}`);
    },
  },
  {
    title: '"Discard Nenseldë if her company moves to a site that is not in: Belfalas, Bay of Belfalas, Anfalas, or Mouths of the Anduin": kept moving to Lond Galen (Anfalas), discarded moving to Minas Tirith',
    run: (k) => {
      for (const [dest, kept] of [['Lond Galen', true], ['Minas Tirith', false]] as const) {
        const { id, chars } = k.company(0, ['Aragorn II'], 'Dol Amroth');
        const ally = k.ally(chars[0] as number, name);
        k.movement(id, dest, []);
        k.act(1, { type: 'passHazards' });
        k.equal(k.where(ally) === 'character', kept, `${name} kept moving to ${dest}`);
      }
    },
  },
];
export default scenarios;
