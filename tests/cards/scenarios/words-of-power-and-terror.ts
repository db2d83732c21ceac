import { prowessOf } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: '"Modify the prowesses of all characters in a company attacked by a Nazgûl by -1 until the end of the turn": Ren the Unclean attacks; "Cannot be duplicated on a given company"',
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II', 'Gimli'], 'Rivendell');
      const other = k.company(0, ['Legolas'], 'Rivendell');
      const [card, second] = [k.hand(1, 'Words of Power and Terror'), k.hand(1, 'Words of Power and Terror')];
      const before = [...chars, ...other.chars].map((ch) => prowessOf(k.s, ch));
      k.creatureAttack(id, 'Ren the Unclean');
      k.play(1, card as number);
      chars.forEach((ch, i) => k.equal(prowessOf(k.s, ch), (before[i] as number) - 1, `prowess of the company's character ${i + 1}`));
      k.equal(prowessOf(k.s, other.chars[0] as number), before[2], "Legolas' prowess (another company)");
      k.s.stack = [];
      k.creatureAttack(id, 'Ûvatha the Horseman');
      k.expect(!k.canPlay(1, second as number), 'a second copy on the company, attacked again by a Nazgûl');
      k.s.stack = [];
      k.creatureAttack(other.id, 'Ûvatha the Horseman');
      k.expect(k.canPlay(1, second as number), 'a copy on another company attacked by a Nazgûl');
    },
  },
  {
    title: 'not playable on a company attacked by Orcs (no Nazgûl), nor outside an attack',
    run: (k) => {
      const { id } = k.company(0, ['Aragorn II', 'Gimli'], 'Rivendell');
      const card = k.hand(1, 'Words of Power and Terror');
      k.creatureAttack(id, 'Orc-patrol');
      k.expect(!k.canPlay(1, card), 'an Orc attack');
      k.s.stack = [];
      const moving = k.company(0, ['Legolas'], 'Rivendell');
      k.movement(moving.id, 'Bree', ['Arthedain']);
      k.expect(!k.canPlay(1, card), 'no attack under way');
    },
  },
];
export default scenarios;
