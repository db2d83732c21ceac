import { refusedOnCompany } from '../helpers/creatures';
import { combatOf, movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';

const NAME = 'Beorning Skin-changers';

const scenarios: Scenario[] = [
  {
    title: '"playable as a short-event against a moving hero company … Unless the company contains Beorn or an untapped warrior with prowess greater than 4, it must return to its site of origin" (Bilbo and Sam Gamgee return)',
    run: (k) => {
      const { id, card } = movingWithHazard(k, NAME, ['Bilbo', 'Sam Gamgee']);
      k.play(1, card);
      k.equal(k.companyById(id).dest, null, 'the company\'s new site (none: it stays at its site of origin)');
      k.equal(k.where(card), 'discard', NAME);
    },
  },
  {
    title: 'an untapped warrior with prowess greater than 4 (Aragorn II) keeps the company moving; tapped, he does not',
    run: (k) => {
      const { id, card, chars } = movingWithHazard(k, NAME, ['Aragorn II', 'Bilbo'], { copies: 2 });
      k.play(1, card);
      k.expect(k.companyById(id).dest !== null, 'the company keeps its new site');
      k.setStatus(chars[0] as number, 'tapped');
      k.play(1, k.hand(1, NAME));
      k.equal(k.companyById(id).dest, null, 'the company\'s new site once Aragorn II is tapped');
    },
  },
  {
    title: '"Unless the company contains Beorn": Beorn\'s company keeps moving, even with Beorn tapped',
    run: (k) => {
      const { id, card, chars } = movingWithHazard(k, NAME, ['Beorn', 'Bilbo']);
      k.setStatus(chars[0] as number, 'tapped');
      k.play(1, card);
      k.expect(k.companyById(id).dest !== null, 'the company keeps its new site');
    },
  },
  {
    title: 'as a short-event, only against a moving company: a company staying at Rivendell is refused',
    run: (k) => {
      const { card } = movingWithHazard(k, NAME, ['Bilbo'], { to: null });
      k.expect(!k.canPlay(1, card), `${NAME} on a company that does not move`);
    },
  },
  refusedOnCompany(NAME, ['Bilbo'], '"As a creature, playable only against minion companies": refused against a hero company where it is keyed'),
  {
    title: '"May also be keyed to Anduin Vales …": a minion company moving from Dol Guldur through Anduin Vales faces its two strikes',
    run: (k0) => {
      const k = minionKit(k0);
      const { id } = k.company(0, ['Tarcil'], 'Dol Guldur');
      k.movement(id, 'Dol Guldur', ['Anduin Vales']);
      k.act(1, { type: 'playCreature', inst: k.hand(1, NAME) });
      k.equal(combatOf(k).attack.strikes, 2, 'strikes');
    },
  },
];
export default scenarios;
