import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';
import { expectCancelled } from '../kit/combatSteps';
import { playedAtScenario } from '../helpers/allies';

const name = 'Last Child of Ungoliant';

/** Tarcil (with her) and Eradan at Minas Morgul, in their movement/hazard phase toward `dest` (hazard player to act). */
function movingTo(k: ScenarioKit, dest: string): { id: string; tarcil: number; ally: number } {
  const { id, chars } = k.company(0, ['Tarcil', 'Eradan'], 'Minas Morgul');
  const tarcil = chars[0] as number;
  const ally = k.ally(tarcil, name);
  k.movement(id, dest, []);
  return { id, tarcil, ally };
}

const scenarios: Scenario[] = [
  playedAtScenario({ name, minion: true, at: { site: 'Shelob’s Lair', tapped: false }, notAt: 'Moria' }),
  {
    title: '"Tap this ally to … cancel one hazard creature attack against a company moving to a site in Imlad Morgul, Ithilien, or Gorgoroth": Orc-watch against the company moving to Cirith Ungol',
    run: (k0) => {
      const k = minionKit(k0);
      const { id, ally } = movingTo(k, 'Cirith Ungol');
      const creature = k.creatureAttack(id, 'Orc-watch');
      k.use(0, ally, 0);
      expectCancelled(k, creature, 'Orc-watch');
      k.equal(k.s.status[ally], 'tapped', name);
    },
  },
  {
    title: 'not against a company moving elsewhere (to Mount Gundabad)',
    run: (k0) => {
      const k = minionKit(k0);
      const { id, chars } = k.company(0, ['Tarcil', 'Eradan'], 'Minas Morgul');
      const ally = k.ally(chars[0] as number, name);
      k.creatureAttack(id, 'Orc-watch');
      k.expect(!k.canUse(0, ally, 0), 'a company not moving to Imlad Morgul, Ithilien or Gorgoroth');
    },
  },
  {
    title: '"… or to discard one hazard permanent-event on such a company or on a character in such a company": Lure of the Senses on Eradan; not while the company moves elsewhere',
    run: (k0) => {
      const k = minionKit(k0);
      const { id, chars } = k.company(0, ['Tarcil', 'Eradan'], 'Minas Morgul');
      const ally = k.ally(chars[0] as number, name);
      const lure = k.attach(chars[1] as number, 'Lure of the Senses');
      k.phase('organization');
      k.companyById(id).dest = { site: k.siteId('Mount Gundabad'), regions: [] };
      k.expect(!k.canUse(0, ally, 1, lure), 'moving to Mount Gundabad');
      k.companyById(id).dest = { site: k.siteId('Barad-dûr'), regions: [] };
      k.use(0, ally, 1, lure);
      k.equal(k.where(lure), 'discard', 'Lure of the Senses');
      k.equal(k.s.status[ally], 'tapped', name);
    },
  },
  {
    title: '"Discard this card if her company moves to a site that is not in Gorgoroth, Imlad Morgul, or Ithilien": kept at Cirith Ungol, discarded at Moria',
    run: (k0) => {
      const k = minionKit(k0);
      for (const [dest, kept] of [['Cirith Ungol', true], ['Moria', false]] as const) {
        const { ally } = movingTo(k, dest);
        k.act(1, { type: 'passHazards' });
        k.equal(k.where(ally) === 'character', kept, `${name} kept moving to ${dest}`);
      }
    },
  },
  {
    title: '"Return her to your hand if Shelob is played": Shelob played on her company moving to Shelob’s Lair',
    run: (k0) => {
      const k = minionKit(k0);
      const { id, ally } = movingTo(k, 'Shelob’s Lair');
      k.creatureAttack(id, 'Shelob');
      k.expect(k.s.players[0]?.mpHand.includes(ally) ?? false, `${name} in her player's MP hand`);
    },
  },
];
export default scenarios;
