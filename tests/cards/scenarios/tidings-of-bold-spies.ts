import { combatOf, movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';
import { defeatAttack } from '../helpers/hazardAttacks';

const scenarios: Scenario[] = [
  {
    title: "a company moving to Barrow-downs faces a copy of its Undead automatic-attack, not an automatic-attack; not playable on a company moving to Bree",
    run: (k) => {
      const { card } = movingWithHazard(k, 'Tidings of Bold Spies', ['Aragorn II', 'Gimli', 'Legolas'], { from: 'Bree', to: 'Barrow-downs', regions: ['Cardolan'] });
      const auto = k.card('Barrow-downs').autoAttacks[0];
      k.play(1, card);
      const a = combatOf(k).attack;
      k.equal(a.source, 'creature', 'not an automatic-attack');
      k.equal(a.strikes, auto?.strikes, 'strikes');
      k.equal(a.prowess, auto?.prowess, 'prowess');
      k.equal(k.where(card), 'discard', 'Tidings of Bold Spies');
      k.s.stack = [];
      const other = k.company(0, ['Bilbo'], 'Rivendell');
      const second = k.hand(1, 'Tidings of Bold Spies');
      k.movement(other.id, 'Bree', ['Arthedain']);
      k.expect(!k.canPlay(1, second), 'Bree has no automatic-attack');
    },
  },
  {
    title: 'at a site with two automatic-attacks, both copies are faced, one after the other',
    run: (k) => {
      const siteId = k.siteId('Dol Guldur');
      const site = k.s.catalog.cards[siteId];
      k.equal(site?.autoAttacks.length, 2, "Dol Guldur's automatic-attacks");
      const { id, chars } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas', 'Bilbo', 'Frodo'], 'Lórien');
      k.companyById(id).dest = { site: siteId, regions: [] };
      k.s.stack = [{ kind: 'mhSelect' }];
      k.act(0, { type: 'startCompanyMH', companyId: id });
      k.play(1, k.hand(1, 'Tidings of Bold Spies'));
      const [one, two] = site?.autoAttacks ?? [];
      k.equal(combatOf(k).attack.strikes, one?.strikes, 'the first copy');
      k.equal(combatOf(k).queue.length, 1, 'the second waits');
      defeatAttack(k, chars);
      const next = combatOf(k);
      k.equal(next.attack.source, 'creature', 'the second copy is not an automatic-attack either');
      k.equal(next.attack.strikes, two?.strikes, 'the second copy');
    },
  },
];
export default scenarios;
