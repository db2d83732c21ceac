import { currentCombat, isDetainment, type CardDef } from '../cardApi';
import { testedRing } from '../vocab/rings';

const def: CardDef = testedRing('Paltry Ring', 'Lesser Ring. Playable only with a gold ring and after a test indicates a Lesser Ring. +3 to prowess against detainment attacks. Cannot be duplicated on a given character.', [
  {
    on: 'bearer',
    stat: 'prowess',
    // The +3 is given only against a detainment attack on the bearer's company (deltaOf).
    delta: 0,
    deltaOf: (s, bearer) => {
      const a = currentCombat(s)?.attack;
      return a && a.companyId === s.chars[bearer]?.company && isDetainment(s, a) ? 3 : 0;
    },
  },
]);
export default def;
