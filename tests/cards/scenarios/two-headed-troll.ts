import type { Scenario } from '../kit/scenario';
import { minionKit, playing } from '../kit/templates';
import { isOvert } from '../../../src-shared/engine/overt';
import { cancelScenarios, playedAtScenario } from '../helpers/allies';

const name = '“Two-headed” Troll';
const ally = { name, minion: true, at: { site: 'Buhr Widu', tapped: true }, notAt: 'Isengard' };

const scenarios: Scenario[] = [
  playedAtScenario(ally),
  ...cancelScenarios({ ...ally, cancels: 'Orc-watch', notCancels: 'Giant Spiders', quote: 'Tap to cancel an Orc or Troll attack against his company' }),
  ...cancelScenarios({ ...ally, cancels: 'Wild Trolls', notCancels: 'Wolves', quote: 'an Orc or Troll attack' }).slice(0, 1),
  {
    title: '"Cannot be duplicated in a given company": a second copy is refused in a company that has one; "Its controlling character\'s company is overt"',
    run: (k0) => {
      const k = minionKit(k0);
      const { id, chars } = k.company(0, ['Eradan', 'Dorelas'], 'Ettenmoors');
      const [eradan, dorelas] = chars as [number, number];
      k.expect(!isOvert(k.s, id), 'a company of Men is covert');
      k.ally(eradan, name);
      k.expect(isOvert(k.s, id), 'overt with the Troll');
      playing(k, id, true);
      const card = k.mpHand(0, name);
      k.expect(k.refused(0, { type: 'playMpCard', inst: card, character: dorelas }) !== undefined, 'a second copy in the company');
      k.s.chars[eradan]?.allies.pop();
      k.act(0, { type: 'playMpCard', inst: card, character: dorelas });
      k.expect(k.s.chars[dorelas]?.allies.includes(card) ?? false, 'played once the other copy is gone');
    },
  },
];
export default scenarios;
