/** Items whose points change with their bearer ("If held by a Dwarf, 4 marshalling points and 3 corruption points"): effects/types.ts `heldBy`. */
import { corruptionPoints, scoreSheet } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import { atSite } from './itemInfluence';

/**
 * "If held by a <race>, <mp> marshalling points and <cp> corruption points": borne by `other` (not of that race), the printed ones;
 * handed to `holder` (of that race), `mp` and `cp`.
 */
export function heldByScenario(item: string, words: string, holder: string, other: string, mp: number, cp: number): Scenario {
  return {
    title: `"${words}": borne by ${other}, its printed points; by ${holder}, ${mp} MP and ${cp} corruption points`,
    run: (k) => {
      const [dwarf, man] = k.company(0, [holder, other], 'Rivendell').chars as [number, number];
      const before = scoreSheet(k.s, 0).item;
      const inst = k.item(man, item) as number;
      const card = k.card(item);
      k.equal(scoreSheet(k.s, 0).item - before, card.mp, `${item}'s marshalling points with ${other}`);
      k.equal(corruptionPoints(k.s, man), card.corruption, `${other}'s corruption points`);
      k.s.chars[man]?.items.splice(0);
      k.s.chars[dwarf]?.items.push(inst);
      k.equal(scoreSheet(k.s, 0).item - before, mp, `${item}'s marshalling points with ${holder}`);
      k.equal(corruptionPoints(k.s, dwarf), cp, `${holder}'s corruption points`);
    },
  };
}

/** Refused from the MP hand at a site where its class of item is not playable. */
export function itemRefusedAt(item: string, who: string, site: string): Scenario {
  return {
    title: `${item} is refused at ${site}, where its kind of item is not playable`,
    run: (k) => {
      const { chars } = atSite(k, [who], site);
      const inst = k.mpHand(0, item);
      k.equal(k.refused(0, { type: 'playMpCard', inst, character: chars[0] as number }).code, 'NOT_HERE', `${item} at ${site}`);
    },
  };
}
