import { prowessOf, removeCharacter } from '../../../src-shared/engine/cards/cardApi';
import { movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';
import { woundFirst } from '../helpers/hazardAttacks';
import { discardedAtHaven, notOnAnotherCompany } from '../helpers/inPlay';

const NAME = 'Something Has Slipped';

const scenarios: Scenario[] = [
  {
    title: '"Playable on a company … If a character in the company becomes wounded, the prowess of each character in the company is modified by -2 for the rest of the turn": no change until Bilbo is wounded by Orc-patrol, then Aragorn II, Legolas and Bilbo -2, once a turn; not twice on the company; it stays with the company when its keeper leaves play',
    run: (k) => {
      const { cards, chars } = movingWithHazard(k, NAME, ['Aragorn II', 'Legolas', 'Bilbo'], { to: 'Moria', regions: ['Redhorn Gate'], copies: 2 });
      const [aragorn, legolas, bilbo] = chars as [number, number, number];
      const [card, second] = cards as [number, number];
      k.expect(!k.canPlay(1, card, legolas), 'kept with the first character only');
      notOnAnotherCompany(k, 1, card, aragorn);
      k.play(1, card, aragorn);
      k.equal(k.where(card), 'character', NAME);
      k.expect(!k.canPlay(1, second, aragorn), 'cannot be duplicated on the company');
      const before = chars.map((c) => prowessOf(k.s, c));
      chars.forEach((c, i) => k.equal(before[i], k.s.catalog.cards[k.s.cardOf[c] ?? '']?.prowess, `printed prowess of character ${i + 1} before any wound`));
      k.creatureAttack(k.companyOf(aragorn)?.id ?? '', 'Orc-patrol');
      woundFirst(k, [bilbo, aragorn, legolas]);
      k.equal(k.s.status[bilbo], 'wounded', 'Bilbo is wounded');
      chars.forEach((c, i) => k.equal(prowessOf(k.s, c), (before[i] ?? 0) - 2, `prowess of character ${i + 1}`));
      // Once a turn: Legolas wounded by the next strike changes nothing more ("for the rest of the turn").
      k.rig([1, 1, 3, 3]);
      k.act(0, { type: 'resolveStrike', target: legolas, stayUntapped: false });
      k.passAll();
      k.equal(k.s.status[legolas], 'wounded', 'Legolas is wounded');
      k.equal(prowessOf(k.s, aragorn), (before[0] ?? 0) - 2, 'Aragorn II: -2 once, not again for the second wound');
      removeCharacter(k.s, aragorn, 'eliminated', { events: [] });
      k.expect(k.s.chars[legolas]?.hazards.includes(card) ?? false, 'Legolas keeps it for the company when Aragorn II leaves play');
    },
  },
  discardedAtHaven(NAME),
];
export default scenarios;
