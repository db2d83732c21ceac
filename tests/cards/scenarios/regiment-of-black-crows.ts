import type { Scenario } from '../kit/scenario';
import { minionKit, playing } from '../kit/templates';
import { expectCancelled } from '../kit/combatSteps';
import { flyingScenarios, notFromAnotherCompany, playedAtScenario } from '../helpers/allies';
import { attackedWith } from '../helpers/inPlay';

const name = 'Regiment of Black Crows';

const scenarios: Scenario[] = [
  playedAtScenario({ name, minion: true, at: { site: 'Buhr Widu', tapped: true }, notAt: 'Moria' }),
  // "a tapped or untapped non-Under-deeps Ruins & Lairs": not at The Under-vaults, an Under-deeps Ruins & Lairs.
  playedAtScenario({ name, minion: true, at: { site: 'Buhr Widu', tapped: false }, notAt: 'The Under-vaults' }),
  ...flyingScenarios(name),
  {
    title: '"Tap this ally to cancel a hazard creature attack against his company not keyed to a site and to put the creature’s card back into its player’s hand" (Giant Spiders, keyed to Wilderness)',
    run: (k0) => {
      const k = minionKit(k0);
      const { inst, creature } = attackedWith(k, ['Tarcil', 'Eradan'], name, 'Giant Spiders', 'ally');
      const hand = k.s.players[1]?.hand.length ?? 0;
      k.use(0, inst, 0);
      expectCancelled(k);
      k.equal(k.s.status[inst], 'tapped', name);
      k.expect(k.s.players[1]?.hand.includes(creature) ?? false, "Giant Spiders back in its player's hand");
      k.equal(k.s.players[1]?.hand.length, hand + 1, "the hazard player's hand");
    },
  },
  {
    title: 'not against a creature keyed to a site (Orc-watch at a Shadow-hold), nor against another company\'s attack; "Cannot be duplicated in a given company"',
    run: (k0) => {
      const k = minionKit(k0);
      const { inst } = attackedWith(k, ['Tarcil'], name, 'Orc-watch', 'ally');
      k.expect(!k.canUse(0, inst, 0), 'Orc-watch is keyed to a site');
      notFromAnotherCompany(minionKit(k0), name, true, 'Giant Spiders');
      const k2 = minionKit(k0);
      const { id, chars } = k2.company(0, ['Tarcil', 'Eradan'], 'Buhr Widu');
      k2.ally(chars[0] as number, name);
      playing(k2, id, true);
      k2.expect(k2.refused(0, { type: 'playMpCard', inst: k2.mpHand(0, name), character: chars[1] as number }) !== undefined, 'a second Regiment in the company');
    },
  },
];
export default scenarios;
