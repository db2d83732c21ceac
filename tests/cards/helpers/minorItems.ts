/** Minor items in scenarios: taken from the face-up minor items after a company's MP card ("Cannot be duplicated on a given character"). */
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';

/**
 * "Cannot be duplicated on a given character": with `names[0]` bearing `card`, a second one from the face-up minor items at Moria
 * is refused on him and taken by `names[1]`.
 */
export function duplicateRefused(card: string, names: string[], minion: boolean): Scenario {
  return {
    title: `cannot be duplicated on a given character: a second ${card} from the face-up minor items is refused on its bearer, taken by a companion`,
    run: (k0: ScenarioKit) => {
      const k = minion ? minionKit(k0) : k0;
      const { id, chars } = k.company(0, names.slice(0, 2), 'Moria');
      const [who, other] = chars as [number, number];
      k.item(who, card);
      const second = k.spawn(card, 0);
      k.s.sets[k.s.players[0]?.alignment ?? 'wizard']?.faceUp.minor.push(second);
      k.companyById(id).entered = true;
      k.s.stack = [{ kind: 'siteSelect' }, { kind: 'siteCompany', companyId: id, stage: 'minor' }];
      k.equal(k.refused(0, { type: 'playMinorItem', inst: second, character: who }).code, 'REQUIREMENTS', `a second ${card} on its bearer`);
      k.act(0, { type: 'playMinorItem', inst: second, character: other });
      k.expect(k.s.chars[other]?.items.includes(second) === true, `the companion bears ${card}`);
    },
  };
}
