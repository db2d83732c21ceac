import { discardedAtHaven, notOnAnotherCompany } from '../helpers/inPlay';
import { bodyOf, cardOf, prowessOf, removeCharacter } from '../../../src-shared/engine/cards/cardApi';
import { movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';

const scenarios: Scenario[] = [
  {
    title: 'Nothing to Eat or Drink: on a hero company moving to a Shadow-hold, each character -1 prowess and -1 body; cannot be duplicated; passes on when its keeper leaves',
    run: (k) => {
      const { cards, chars } = movingWithHazard(k, 'Nothing to Eat or Drink', ['Aragorn II', 'Legolas'], { to: 'Moria', regions: ['Redhorn Gate'], copies: 2 });
      const [aragorn, legolas] = chars as [number, number];
      const [first, second] = cards as [number, number];
      const before = chars.map((c) => [prowessOf(k.s, c), bodyOf(k.s, c)]);
      k.expect(!k.canPlay(1, first, legolas), 'kept with the first character only');
      notOnAnotherCompany(k, 1, first, aragorn);      k.play(1, first, aragorn);
      k.equal(k.where(first), 'character', 'Nothing to Eat or Drink');
      chars.forEach((c, i) => {
        k.equal(prowessOf(k.s, c), (before[i]?.[0] ?? 0) - 1, `prowess of ${cardOf(k.s, c).name}`);
        k.equal(bodyOf(k.s, c), (before[i]?.[1] ?? 0) - 1, `body of ${cardOf(k.s, c).name}`);
      });
      k.expect(!k.canPlay(1, second, aragorn), 'cannot be duplicated on the company');
      removeCharacter(k.s, aragorn, 'eliminated', { events: [] });
      k.expect(k.s.chars[legolas]?.hazards.includes(first) ?? false, 'Legolas keeps it for the company');
      k.equal(prowessOf(k.s, legolas), (before[1]?.[0] ?? 0) - 1, 'prowess of Legolas');
    },
  },
  {
    title: 'Nothing to Eat or Drink: not on a hero company moving to a Border-hold; on a minion company moving to one',
    run: (k) => {
      const { card } = movingWithHazard(k, 'Nothing to Eat or Drink', ['Aragorn II']);
      k.expect(!k.canPlay(1, card), 'a hero company moving to Bree (Border-hold)');
      // The Ringwraith player active (seat 0), his company leaving Minas Morgul (a Darkhaven) for Bree.
      const m = minionKit(k);
      const { id, chars } = m.company(0, ['Luitprand'], 'Minas Morgul');
      const eat = m.hand(1, 'Nothing to Eat or Drink');
      m.movement(id, null);
      m.expect(!m.canPlay(1, eat, chars[0] as number), 'not on the minion company staying at Minas Morgul');
      m.movement(id, 'Bree', ['Arthedain']);
      m.play(1, eat, chars[0] as number);
      m.equal(m.where(eat), 'character', 'on the minion company moving to Bree');
    },
  },
  discardedAtHaven('Nothing to Eat or Drink'),
];
export default scenarios;
