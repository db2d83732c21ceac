import { actor, prowessOf, type RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';

const NAME = 'Biter and Beater!';

/** Aragorn II bearing Glamdring, and Legolas, face a hazard creature; the hazard player passes in the attack's window. */
function facing(k: ScenarioKit, creature: string): { aragorn: number; legolas: number } {
  const { id, chars } = k.company(0, ['Aragorn II', 'Legolas'], 'Rivendell');
  const [aragorn, legolas] = chars as [number, number];
  k.item(aragorn, 'Glamdring');
  k.creatureAttack(id, creature);
  if (k.top()?.kind === 'chain' && actor(k.s) === 1) k.act(1, { type: 'passChain' });
  return { aragorn, legolas };
}

const rolls = (k: ScenarioKit, purpose: string) => k.allEvents.filter((e): e is RollEvent => e.type === 'roll' && e.purpose === purpose);

const scenarios: Scenario[] = [
  {
    title: '"Every … Glamdring in target company give an additional +2 prowess bonus and lower the body of strikes their bearers face by 1": against The Great Goblin (Orcs, body 7), Aragorn II bearing Glamdring +2 prowess, and the body of his strike 6; Legolas unchanged',
    run: (k) => {
      const { aragorn, legolas } = facing(k, 'The Great Goblin');
      const before = [prowessOf(k.s, aragorn), prowessOf(k.s, legolas)];
      k.play(0, k.hand(0, NAME), null);
      k.equal(prowessOf(k.s, aragorn), (before[0] as number) + 2, 'Aragorn II prowess');
      k.equal(prowessOf(k.s, legolas), before[1] as number, 'Legolas prowess');
      k.act(0, { type: 'assignStrike', target: aragorn });
      k.passAll();
      k.rig([6, 6, 3, 4]);
      k.act(0, { type: 'resolveStrike', target: aragorn, stayUntapped: false });
      k.equal(rolls(k, 'strikeBodyCheck').at(-1)?.against, 6, "the body of the strike Aragorn II faced (7 - 1)");
      k.equal(rolls(k, 'strikeBodyCheck').at(-1)?.result, 'defeated', 'a roll of 7');
    },
  },
  {
    title: '"in combat with an overt company. Also playable during opponent\'s site phase": an Orc company (Azog) attacks the hero company of Legolas bearing Orcrist; refused against a company of Men (Tarcil), against a Troll creature, and outside combat',
    run: (k0) => {
      const k = minionKit(k0);
      const orcs = k.company(0, ['Azog'], 'Moria');
      const elf = k.company(1, ['Legolas'], 'Moria');
      k.item(elf.chars[0] as number, 'Orcrist');
      k.phase('site');
      const card = k.hand(1, NAME);
      k.expect(!k.canPlay(1, card, null), 'outside combat');
      k.act(0, { type: 'attackCompany', companyId: orcs.id, targetCompanyId: elf.id, attackers: orcs.chars });
      k.expect(k.canPlay(1, card, null), 'attacked by an overt company');
      const k2 = minionKit(k0);
      const men2 = k2.company(0, ['Tarcil'], 'Moria');
      const elf2 = k2.company(1, ['Legolas'], 'Moria');
      k2.phase('site');
      k2.act(0, { type: 'attackCompany', companyId: men2.id, targetCompanyId: elf2.id, attackers: men2.chars });
      k2.expect(!k2.canPlay(1, k2.hand(1, NAME), null), 'attacked by a covert company of Men');
      facing(k0, 'Olog-hai (Trolls)');
      k0.expect(!k0.canPlay(0, k0.hand(0, NAME), null), 'against Trolls');
    },
  },
];
export default scenarios;
