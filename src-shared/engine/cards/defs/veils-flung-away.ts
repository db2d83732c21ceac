import { type CardDef, setStatus, statusOf } from '../cardApi';
import { cardBodyCheck } from '../vocab/bodyChecks';
import { concerned, doorsOfNight, onConcernedCompany, pathTypes } from '../vocab/hazards';

const def: CardDef = {
  name: 'Veils Flung Away',
  text: 'Playable on a company moving in a Wilderness [{w}], Border-land [{b}], or Free-domain [{f}] if Doors of Night is not in play; does not count against the hazard limit. Make a body check modified by -1 for each character. Determine if each Orc or Troll character is discarded as indicated on their cards. Otherwise, the body checks have no effect unless an untapped character fails his check, in which case he becomes tapped.',
  play: {
    side: 'hazard',
    windows: ['hazard'],
    hazardLimit: false,
    requires: [
      { is: 'custom', label: 'Doors of Night is not in play', test: (q) => !doorsOfNight(q.s) },
      { is: 'custom', label: 'moving in a Wilderness, Border-land or Free-domain', test: (q) => pathTypes(q.s, concerned(q)).some((t) => t === 'w' || t === 'b' || t === 'f') },
    ],
  },
  effects: [
    onConcernedCompany('a body check at -1 for each character: an untapped character who fails it taps; Orcs and Trolls are discarded as their cards say', (q, ctx, co) => {
      const { s } = q;
      for (const inst of [...co.chars]) {
        if (!s.chars[inst]) continue;
        if (cardBodyCheck(q, ctx, inst, -1) === 'fails' && statusOf(s, inst) === 'untapped') {
          setStatus(s, inst, 'tapped');
          ctx.events.push({ type: 'effect', effect: 'tap', inst, card: q.card.id });
        }
      }
    }),
  ],
};
export default def;
