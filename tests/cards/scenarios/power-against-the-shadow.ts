import { prowessOf } from '../../../src-shared/engine/cards/cardApi';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';

const NAME = 'Power Against the Shadow';

/** The Ringwraith player's company (seat 0, active, in his site phase) attacks the hero company of Aragorn II and Legolas (seat 1) at Moria. */
function minionAttack(k0: ScenarioKit): { k: ScenarioKit; heroes: number[]; other: number } {
  const k = minionKit(k0);
  const foe = k.company(0, ['Tarcil'], 'Moria');
  const heroes = k.company(1, ['Aragorn II', 'Legolas'], 'Moria').chars;
  const other = k.company(1, ['Gimli'], 'Moria').chars[0] as number;
  k.phase('site');
  k.act(0, { type: 'attackCompany', companyId: foe.id, targetCompanyId: k.companyOf(heroes[0] as number)?.id ?? '', attackers: foe.chars });
  return { k, heroes, other };
}

const scenarios: Scenario[] = [
  {
    title: '"Playable during opponent\'s site phase on a company being attacked by a minion company. All heroes receive +3 prowess until the end of the turn": Aragorn II and Legolas +3, not Gimli of another company; "Cannot be duplicated on a given company"',
    run: (k0) => {
      const { k, heroes, other } = minionAttack(k0);
      const before = heroes.map((h) => prowessOf(k.s, h));
      const otherBefore = prowessOf(k.s, other);
      const card = k.hand(1, NAME);
      k.expect(k.canPlay(1, card, null), 'offered to the defender before strikes are assigned');
      k.play(1, card, null);
      heroes.forEach((h, i) => k.equal(prowessOf(k.s, h), (before[i] as number) + 3, `${k.s.cardOf[h]} prowess`));
      k.equal(prowessOf(k.s, other), otherBefore, 'Gimli, in another company');
      k.expect(k.s.mods.filter((m) => heroes.includes(m.inst)).every((m) => m.until === undefined), 'until the end of the turn (not only the attack)');
      k.expect(!k.canPlay(1, k.hand(1, NAME), null), 'a second copy on the company');
    },
  },
  {
    title: 'refused: on a company facing a hazard creature (not a minion company), by the attacking hero player, and outside combat',
    run: (k) => {
      const { id } = k.company(0, ['Aragorn II'], 'Rivendell');
      k.creatureAttack(id, 'Orc-patrol');
      k.expect(!k.canPlay(0, k.hand(0, NAME), null), 'against an Orc-patrol');
      const k2 = minionKit(k);
      const heroes = k2.company(1, ['Aragorn II'], 'Moria');
      const foe = k2.company(0, ['Tarcil'], 'Moria');
      k2.phase('site');
      k2.expect(!k2.canPlay(1, k2.hand(1, NAME), null), 'no attack yet');
      // The hero company attacks the minion company in its own site phase (seat 1 made active).
      k2.s.turn.active = 1;
      k2.s.turn.firstHazard = 0;
      k2.act(1, { type: 'attackCompany', companyId: heroes.id, targetCompanyId: foe.id, attackers: heroes.chars });
      k2.expect(!k2.canPlay(1, k2.hand(1, NAME), null), 'the hero company attacks');
    },
  },
];
export default scenarios;
