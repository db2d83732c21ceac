/**
 * Prone to Violence outside Dark Arda (Arda Revised with several Ringwraith players): a resource permanent-event played in its
 * player's turn; while a copy is in a play area, company-vs-company attacks are open between two minion companies neither of
 * which contains a Ringwraith (darkArda/prone.ts proneAllowsAttack, phases/site.ts attackCompany). Dark Arda plays it by its own
 * rule ("may immediately play the card, even if it is not their turn": the action playProneToViolence), not as this event.
 * "The attacking company may contain The Balrog": Arda has no Balrog player.
 */
import type { CardDef } from '../cardApi';
import { discardWhenExhausted } from '../vocab/hazards';
import { ANY_PHASE } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'Prone to Violence',
  alignment: ['Minion'],
  text: 'Any minion company without a Ringwraith may attack another minion company without a Ringwraith. The attacking company may contain The Balrog. Discard when any play deck is exhausted. Cannot be duplicated.',
  play: {
    side: 'resource',
    windows: ANY_PHASE,
    requires: [
      { is: 'notInPlay', names: ['Prone to Violence'] },
      { is: 'custom', label: 'not in Dark Arda (played there by its own rule)', test: (q) => q.s.profile !== 'dark-arda' },
    ],
  },
  effects: [discardWhenExhausted],
};
export default def;
