import type { Scenario } from '../kit/scenario';
import { expectCancelled } from '../kit/combatSteps';
import { playedAtScenario } from '../helpers/allies';
import { attackedWith } from '../helpers/inPlay';

const NAME = 'Goldberry';

const scenarios: Scenario[] = [
  playedAtScenario({ name: NAME, minion: false, at: { site: 'Old Forest', tapped: false }, notAt: 'Bree' }),
  {
    title: '"May not be attacked": no strike of Wolves may be assigned to her',
    run: (k) => {
      const { inst } = attackedWith(k, ['Aragorn II', 'Legolas'], NAME, 'Wolves', 'ally');
      k.passAll();
      k.expect(k.legal(0).some((a) => a.type === 'assignStrike'), 'strikes to assign');
      k.expect(!k.legal(0).some((a) => a.type === 'assignStrike' && a.target === inst), `none to ${NAME}`);
    },
  },
  {
    title: '"tap Goldberry to cancel one attack against her company keyed to Wilderness [{w}]": Giant Spiders cancelled',
    run: (k) => {
      const { inst, creature } = attackedWith(k, ['Aragorn II'], NAME, 'Giant Spiders', 'ally');
      k.use(0, inst, 1);
      expectCancelled(k, creature, 'Giant Spiders');
      k.equal(k.s.status[inst], 'tapped', NAME);
    },
  },
  {
    title: 'not an attack keyed to a site (Orc-watch at a Shadow-hold); not an attack on another company',
    run: (k) => {
      const site = attackedWith(k, ['Aragorn II'], NAME, 'Orc-watch', 'ally');
      k.expect(k.companyById(site.id).dest === null, 'Orc-watch keyed to the site');
      k.expect(!k.canUse(0, site.inst, 1), 'an attack keyed to a site');
    },
  },
  {
    title: 'not an attack keyed to Wilderness on another company',
    run: (k) => {
      const far = k.company(0, ['Legolas'], 'Lórien').chars[0] as number;
      const away = k.ally(far, NAME);
      const { creature } = attackedWith(k, ['Aragorn II'], 'Dagger of Westernesse', 'Giant Spiders');
      k.expect(k.s.stack.some((x) => x.kind === 'combat'), `Giant Spiders' attack (${creature})`);
      k.expect(!k.canUse(0, away, 1), `not ${NAME} of another company`);
    },
  },
  {
    title: '"Tap Goldberry to cancel an effect declared earlier in the same chain of effects that would return Goldberry\'s company to its site of origin": The Way is Shut, on her company moving from Moria to The Under-gates (not Doors of Night, which returns no company)',
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II', 'Gimli'], 'Moria');
      const gold = k.ally(chars[0] as number, NAME);
      // Cards to draw as the hands are reset, so the discard pile is not reshuffled into the play deck.
      k.deck(1, Array.from({ length: 12 }, () => 'Twilight'));
      k.movement(id, 'The Under-gates');
      const doors = k.hand(1, 'Doors of Night');
      k.act(1, { type: 'playCard', inst: doors, target: null });
      k.expect(!k.canUse(0, gold, 0, doors), 'Doors of Night returns no company');
      k.passAll();
      const way = k.hand(1, 'The Way is Shut');
      k.act(1, { type: 'playCard', inst: way, target: null });
      k.expect(k.canUse(0, gold, 0, way), 'Goldberry answers The Way is Shut');
      k.use(0, gold, 0, way);
      k.equal(k.where(way), 'discard', 'The Way is Shut');
      k.equal(k.s.status[gold], 'tapped', NAME);
      // Two hazards, the hazard limit: the company's movement/hazard phase ends.
      k.equal(k.companyById(id).site, k.siteId('The Under-gates'), 'the company reaches The Under-gates');
    },
  },
  {
    title: 'not The Way is Shut while her company does not move',
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II'], 'Moria');
      const gold = k.ally(chars[0] as number, NAME);
      k.movement(id, null);
      const way = k.hand(1, 'The Way is Shut');
      k.act(1, { type: 'playCard', inst: way, target: null });
      k.expect(!k.canUse(0, gold, 0, way), 'her company is not moving');
    },
  },
];
export default scenarios;
